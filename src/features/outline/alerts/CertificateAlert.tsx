import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/alerts/Alert';
import {
  CertificateLinks,
  RequestCertificateButton,
  VerifyIdentityLink,
} from '@/components/certificate/CertificateActions';
import certificateMessages from '@/components/certificate/messages';
import { formatDate } from '@/components/dates';
import type { CourseMetadata } from '@/lms/courseMetadata';
import { COURSE_END_DATE } from '@/lms/fragments/dateBlocks';
import { usePlatform } from '@/platform/react';
import type { CertificateState } from '@/rules/certificate';
import messages from './certificateMessages';
import type { Outline } from '../model';
import { pathTo } from '@/app/routeConfig';

const EVENT = 'edx.ui.lms.course_outline.certificate_alert';

/**
 * The certificate alerts of the outline (spec §4; course-home §4 cert_status): the shared certificate
 * rule's state in the outline's words, with the shared request button, verify link and certificate link.
 */
export default function CertificateAlert({
  state,
  metadata,
  outline,
}: {
  state: CertificateState;
  metadata: CourseMetadata;
  outline: Outline;
}) {
  const intl = useIntl();
  const { analytics, user } = usePlatform();
  const zone = metadata.userTimezone;

  const track = (button: string) => () =>
    analytics.sendTrackEvent(`${EVENT}_${button}_button.clicked`, {
      org_key: metadata.org,
      courserun_key: metadata.id,
      is_staff: user?.administrator ?? false,
    });

  switch (state.kind) {
    case 'earned-not-available': {
      const end = outline.datesWidget.courseDateBlocks.find((b) => b.dateType === COURSE_END_DATE)?.date;
      const available = formatDate(intl, state.availableDate, zone);
      return (
        <Alert variant="success" heading={intl.formatMessage(certificateMessages.soonHeading)}>
          <p className="mb-0">
            {end
              ? intl.formatMessage(messages.certEarnedNotAvailableBody, {
                  courseEndDate: formatDate(intl, end, zone),
                  certificateAvailableDate: available,
                })
              : intl.formatMessage(certificateMessages.notAvailableBodyNoEnd, {
                  certificateAvailableDate: available,
                })}
          </p>
        </Alert>
      );
    }
    case 'downloadable':
      return (
        <Alert
          variant="success"
          heading={intl.formatMessage(messages.certReadyHeader)}
          actions={<CertificateLinks url={state.url} isWebView onView={track('downloadable')} />}
        />
      );
    case 'requesting':
      return (
        <Alert
          variant="success"
          heading={intl.formatMessage(messages.certReadyHeader)}
          actions={<RequestCertificateButton courseId={metadata.id} onClick={track('request_cert')} />}
        />
      );
    case 'unverified':
    case 'verification-pending':
      return (
        <Alert
          variant="warning"
          heading={intl.formatMessage(messages.certUnverifiedHeader)}
          actions={
            <VerifyIdentityLink courseId={metadata.id} onClick={track('unverified')}>
              {intl.formatMessage(messages.certUnverifiedButton)}
            </VerifyIdentityLink>
          }
        >
          <p className="mb-0">{intl.formatMessage(messages.certUnverifiedBody)}</p>
        </Alert>
      );
    case 'not-passing':
      return (
        <Alert
          variant="warning"
          heading={intl.formatMessage(messages.certNotPassingHeader)}
          actions={
            <Link
              className="btn btn-primary"
              to={pathTo('progress', { courseId: metadata.id })}
              onClick={track('view_grades')}
            >
              {intl.formatMessage(messages.certNotPassingButton)}
            </Link>
          }
        >
          <p className="mb-0">{intl.formatMessage(messages.certNotPassingBody)}</p>
        </Alert>
      );
    default:
      return null;
  }
}
