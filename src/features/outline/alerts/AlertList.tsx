import clock from 'bootstrap-icons/icons/clock.svg?raw';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/alerts/Alert';
import { DAY_FORMAT, formatDate, TIME_FORMAT } from '@/components/dates';
import { formatTimeRemaining } from './timeRemaining';
import type { CourseMetadata } from '@/lms/courseMetadata';
import { loginUrl, registerUrl } from '@/platform/auth';
import { usePlatform } from '@/platform/react';
import messages from '../messages';
import type { Outline } from '../model';
import CertificateAlert from './CertificateAlert';
import EnrollmentAlert from './EnrollmentAlert';
import type { ShownAlerts } from './OutlineAlerts';
import { pathTo } from '@/app/routeConfig';
import alertMessages from '@/components/alerts/enrollmentMessages';

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DAY_FORMAT, ...TIME_FORMAT };

/**
 * The outline's alerts that apply (OutlineAlerts decides which, by the rules of rules.ts): sign in or
 * register (visitors on a private course), enrolment, course start, course end, certificate, and more
 * content coming. Its own chunk: most visits show none.
 */
export default function AlertList({
  metadata,
  outline,
  alerts,
}: {
  metadata: CourseMetadata;
  outline: Outline;
  alerts: ShownAlerts;
}) {
  const intl = useIntl();
  const { config } = usePlatform();
  const zone = metadata.userTimezone;
  const here = typeof window !== 'undefined' ? window.location.href : config.BASE_URL;
  const { start, end, certificate, scheduled } = alerts;
  /** A course start or end countdown: under a day, the time left and the hour; else the days and the date. */
  const countdown = (
    millisLeft: number,
    at: string,
    words: { short: MessageDescriptor; long: MessageDescriptor; time: string; date: string },
  ) =>
    millisLeft < DAY_MS
      ? intl.formatMessage(words.short, {
          timeRemaining: formatTimeRemaining(intl, millisLeft),
          [words.time]: formatDate(intl, at, zone, DATE_TIME),
        })
      : intl.formatMessage(words.long, {
          timeRemaining: formatTimeRemaining(intl, millisLeft),
          [words.date]: formatDate(intl, at, zone),
        });

  return (
    <>
      {alerts.signIn && (
        <Alert variant="warning" label={intl.formatMessage(messages.signInAlertLabel)}>
          {intl.formatMessage(messages.signInAlert, {
            signIn: (
              <a key="sign-in" href={loginUrl(config, here)}>
                {intl.formatMessage(messages.signInLink)}
              </a>
            ),
            register: (
              <a key="register" href={registerUrl(config, here)}>
                {intl.formatMessage(alertMessages.registerLink)}
              </a>
            ),
          })}
        </Alert>
      )}
      {alerts.enrollment && <EnrollmentAlert metadata={metadata} outline={outline} />}
      {start && (
        <Alert variant="info" icon={clock} label={intl.formatMessage(messages.courseStartLabel)}>
          <p className="mb-0 fw-bold">
            {countdown(start.millisLeft, start.startDate, {
              short: messages.courseStartShort,
              long: messages.courseStartLong,
              time: 'courseStartTime',
              date: 'courseStartDate',
            })}
          </p>
          {start.millisLeft >= DAY_MS && (
            <p className="mb-0">{intl.formatMessage(messages.courseStartReminder)}</p>
          )}
        </Alert>
      )}
      {end && (
        <Alert variant="info" icon={clock} label={intl.formatMessage(messages.courseEndLabel)}>
          <p className="mb-0 fw-bold">
            {countdown(end.millisLeft, end.endDate, {
              short: messages.courseEndShort,
              long: messages.courseEndLong,
              time: 'courseEndTime',
              date: 'courseEndDate',
            })}
          </p>
          {end.description && <p className="mb-0">{end.description}</p>}
        </Alert>
      )}
      {certificate && <CertificateAlert state={certificate} metadata={metadata} outline={outline} />}
      {scheduled && (
        <Alert
          variant="info"
          heading={intl.formatMessage(messages.scheduledContentHeader)}
          actions={
            <Link className="btn btn-outline-primary" to={pathTo('dates', { courseId: metadata.id })}>
              {intl.formatMessage(messages.scheduledContentLink)}
            </Link>
          }
        >
          <p className="mb-0">{intl.formatMessage(messages.scheduledContentBody)}</p>
        </Alert>
      )}
    </>
  );
}
