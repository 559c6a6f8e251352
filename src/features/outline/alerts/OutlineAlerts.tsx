import clock from 'bootstrap-icons/icons/clock.svg?raw';
import { useIntl } from 'react-intl';
import { loadable } from '@/components/loadable';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/alerts/Alert';
import { DAY_FORMAT, formatDate, formatTimeRemaining, TIME_FORMAT } from '@/components/dates';
import type { CourseMetadata } from '@/lms/courseMetadata';
import { loginUrl, registerUrl } from '@/platform/auth';
import { usePlatform } from '@/platform/react';
import messages from '../messages';
import type { Outline } from '../model';
import { certificateAlert, courseEndAlert, courseStartAlert, scheduledContentAlert } from '../rules';

// Alerts only some learners see are their own chunks, so the outline's first download stays small.
const CertificateAlert = loadable(() => import('./CertificateAlert'), 'CertificateAlert');
const EnrollmentAlert = loadable(() => import('./EnrollmentAlert'), 'EnrollmentAlert');

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DAY_FORMAT, ...TIME_FORMAT };

/**
 * The outline's alerts (spec §2, §4, §5), each under its own rule from rules.ts: sign in or register
 * (visitors on a private course), enrolment, course start, course end, certificate, and more content
 * coming.
 */
export function OutlineAlerts({
  metadata,
  outline,
  now,
}: {
  metadata: CourseMetadata;
  outline: Outline;
  now: number;
}) {
  const intl = useIntl();
  const { config, user } = usePlatform();
  const zone = metadata.userTimezone;
  const here = typeof window !== 'undefined' ? window.location.href : config.BASE_URL;

  const start = courseStartAlert({ isEnrolled: metadata.isEnrolled, start: metadata.start, now });
  const end = courseEndAlert({
    isEnrolled: metadata.isEnrolled,
    dateBlocks: outline.datesWidget.courseDateBlocks,
    now,
  });
  const certificate = certificateAlert({
    isEnrolled: metadata.isEnrolled,
    certStatus: outline.certData?.certStatus ?? null,
    enrollmentMode: outline.enrollmentMode,
    hasEnded: outline.hasEnded,
    userHasPassingGrade: outline.userHasPassingGrade,
  });
  const scheduled = scheduledContentAlert({
    isEnrolled: metadata.isEnrolled,
    hasScheduledContent: outline.course?.hasScheduledContent ?? false,
  });

  return (
    <div className="outline-alerts">
      {!user && outline.isPrivate && (
        <Alert variant="warning" testId="sign-in-alert">
          {intl.formatMessage(messages.signInAlert, {
            signIn: (
              <a key="sign-in" href={loginUrl(config, here)}>
                {intl.formatMessage(messages.signInLink)}
              </a>
            ),
            register: (
              <a key="register" href={registerUrl(config, here)}>
                {intl.formatMessage(messages.registerLink)}
              </a>
            ),
          })}
        </Alert>
      )}
      {user && !metadata.isEnrolled && <EnrollmentAlert metadata={metadata} outline={outline} />}
      {start && (
        <Alert variant="info" icon={clock} testId="course-start-alert">
          <p className="mb-0 fw-bold">
            {start.millisLeft < DAY_MS
              ? intl.formatMessage(messages.courseStartShort, {
                  timeRemaining: formatTimeRemaining(intl, start.millisLeft),
                  courseStartTime: formatDate(intl, start.startDate, zone, DATE_TIME),
                })
              : intl.formatMessage(messages.courseStartLong, {
                  timeRemaining: formatTimeRemaining(intl, start.millisLeft),
                  courseStartDate: formatDate(intl, start.startDate, zone),
                })}
          </p>
          {start.millisLeft >= DAY_MS && (
            <p className="mb-0">{intl.formatMessage(messages.courseStartReminder)}</p>
          )}
        </Alert>
      )}
      {end && (
        <Alert variant="info" icon={clock} testId="course-end-alert">
          <p className="mb-0 fw-bold">
            {end.millisLeft < DAY_MS
              ? intl.formatMessage(messages.courseEndShort, {
                  timeRemaining: formatTimeRemaining(intl, end.millisLeft),
                  courseEndTime: formatDate(intl, end.endDate, zone, DATE_TIME),
                })
              : intl.formatMessage(messages.courseEndLong, {
                  timeRemaining: formatTimeRemaining(intl, end.millisLeft),
                  courseEndDate: formatDate(intl, end.endDate, zone),
                })}
          </p>
          {end.description && <p className="mb-0">{end.description}</p>}
        </Alert>
      )}
      {certificate && <CertificateAlert kind={certificate} metadata={metadata} outline={outline} />}
      {scheduled && (
        <Alert
          variant="info"
          heading={intl.formatMessage(messages.scheduledContentHeader)}
          testId="scheduled-content-alert"
          actions={
            <Link className="btn btn-outline-primary" to={`/course/${metadata.id}/dates`}>
              {intl.formatMessage(messages.scheduledContentLink)}
            </Link>
          }
        >
          <p className="mb-0">{intl.formatMessage(messages.scheduledContentBody)}</p>
        </Alert>
      )}
    </div>
  );
}
