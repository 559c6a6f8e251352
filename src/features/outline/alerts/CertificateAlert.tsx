import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/alerts/Alert';
import { formatDate } from '@/components/dates';
import { showToast } from '@/components/toasts/toastsSlice';
import { COURSE_END_DATE } from '@/lms/courseDates';
import type { CourseMetadata } from '@/lms/courseMetadata';
import { useAppDispatch } from '@/lms/hooks';
import { useRequestCertificateMutation } from '@/lms/certificate';
import { usePlatform } from '@/platform/react';
import messages from './certificateMessages';
import type { Outline } from '../model';
import type { CertificateAlertKind } from '../rules';

/** The certificate alerts of the outline, by status (spec §4; course-home §4 cert_status). */
export default function CertificateAlert({
  kind,
  metadata,
  outline,
}: {
  kind: CertificateAlertKind;
  metadata: CourseMetadata;
  outline: Outline;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { analytics, config, user } = usePlatform();
  const [request, { isLoading }] = useRequestCertificateMutation();
  const [failed, setFailed] = useState(false);
  const zone = metadata.userTimezone;

  const track = (event: string) => {
    const properties = {
      org_key: metadata.org,
      courserun_key: metadata.id,
      is_staff: user?.administrator ?? false,
    };
    analytics.sendTrackEvent(event, properties);
  };

  if (kind === 'earned_but_not_available') {
    const end = outline.datesWidget.courseDateBlocks.find((b) => b.dateType === COURSE_END_DATE)?.date;
    const available = formatDate(intl, outline.certData?.certificateAvailableDate, zone);
    return (
      <Alert
        variant="success"
        heading={intl.formatMessage(messages.certEarnedNotAvailableHeader)}
        testId="cert-alert"
      >
        <p className="mb-0">
          {end
            ? intl.formatMessage(messages.certEarnedNotAvailableBody, {
                courseEndDate: formatDate(intl, end, zone),
                certificateAvailableDate: available,
              })
            : intl.formatMessage(messages.certEarnedNotAvailableBodyNoEnd, {
                certificateAvailableDate: available,
              })}
        </p>
      </Alert>
    );
  }

  if (kind === 'downloadable') {
    const url = outline.certData?.certUrl;
    return (
      <Alert
        variant="success"
        heading={intl.formatMessage(messages.certReadyHeader)}
        testId="cert-alert"
        actions={
          url && (
            <a
              className="btn btn-primary"
              href={url}
              onClick={() => track('edx.ui.lms.course_outline.certificate_alert_downloadable_button.clicked')}
            >
              {intl.formatMessage(messages.certView)}
            </a>
          )
        }
      />
    );
  }

  if (kind === 'requesting') {
    const onRequest = async () => {
      track('edx.ui.lms.course_outline.certificate_alert_request_cert_button.clicked');
      setFailed(false);
      const result = await request(metadata.id);
      if ('error' in result) setFailed(true);
      else dispatch(showToast({ header: intl.formatMessage(messages.certRequested) }));
    };
    return (
      <Alert
        variant="success"
        heading={intl.formatMessage(messages.certReadyHeader)}
        testId="cert-alert"
        actions={
          <button
            type="button"
            className="btn btn-primary"
            disabled={isLoading}
            onClick={() => void onRequest()}
          >
            {isLoading && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {intl.formatMessage(messages.certRequest)}
          </button>
        }
      >
        {failed && (
          <p className="mb-0 text-danger" role="alert">
            {intl.formatMessage(messages.certRequestFailed)}
          </p>
        )}
      </Alert>
    );
  }

  if (kind === 'unverified') {
    const verifyUrl =
      config.SUPPORT_URL_ID_VERIFICATION ??
      `${config.LMS_BASE_URL}/verify_student/verify-now/${metadata.id}/`;
    return (
      <Alert
        variant="warning"
        heading={intl.formatMessage(messages.certUnverifiedHeader)}
        testId="cert-alert"
        actions={
          <a
            className="btn btn-primary"
            href={verifyUrl}
            onClick={() => track('edx.ui.lms.course_outline.certificate_alert_unverified_button.clicked')}
          >
            {intl.formatMessage(messages.certUnverifiedButton)}
          </a>
        }
      >
        <p className="mb-0">{intl.formatMessage(messages.certUnverifiedBody)}</p>
      </Alert>
    );
  }

  return (
    <Alert
      variant="warning"
      heading={intl.formatMessage(messages.certNotPassingHeader)}
      testId="cert-alert"
      actions={
        <Link
          className="btn btn-primary"
          to={`/course/${metadata.id}/progress`}
          onClick={() => track('edx.ui.lms.course_outline.certificate_alert_view_grades_button.clicked')}
        >
          {intl.formatMessage(messages.certNotPassingButton)}
        </Link>
      }
    >
      <p className="mb-0">{intl.formatMessage(messages.certNotPassingBody)}</p>
    </Alert>
  );
}
