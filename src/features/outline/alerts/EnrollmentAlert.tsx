import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '@/components/alerts/Alert';
import { addFlash } from '@/components/alerts/flashStore';
import type { CourseMetadata } from '@/lms/courseMetadata';
import { usePlatform } from '@/platform/react';
import { useEnrollMutation } from '../api';
import { ENROLLMENT_SUCCESS_CODE } from './enrollmentFlash';
import messages from './enrollmentMessages';
import type { Outline } from '../model';
import alertMessages from '@/components/alerts/enrollmentMessages';

/**
 * The enrolment alert (spec §2, §6): for a signed-in user who is not enrolled. Staff, who may look without
 * enrolling, are told they are viewing an unenrolled course. "Enroll now" when the LMS allows it; after
 * enrolling, the confirmation is kept as a flash message and the page reloads (course-home §5.9).
 */
export default function EnrollmentAlert({
  metadata,
  outline,
}: {
  metadata: CourseMetadata;
  outline: Outline;
}) {
  const intl = useIntl();
  const { analytics, navigation, user } = usePlatform();
  const [enroll, { isLoading }] = useEnrollMutation();
  const [failed, setFailed] = useState(false);
  const canEnroll = outline.enrollAlert?.canEnroll ?? false;
  const extraText = outline.enrollAlert?.extraText ?? null;

  const onEnroll = async () => {
    setFailed(false);
    const result = await enroll(metadata.id);
    if ('error' in result) {
      setFailed(true);
      return;
    }
    addFlash({ type: 'success', topic: 'course', code: ENROLLMENT_SUCCESS_CODE });
    const properties = {
      org_key: metadata.org,
      courserun_key: metadata.id,
      is_staff: user?.administrator ?? false,
    };
    analytics.sendTrackEvent('edx.bi.user.course-home.enrollment', properties);
    analytics.sendTrackingLogEvent('edx.bi.user.course-home.enrollment', properties);
    navigation.reload();
  };

  return (
    <Alert
      variant={metadata.isStaff ? 'info' : 'warning'}
      label={intl.formatMessage(messages.enrollAlertLabel)}
      actions={
        canEnroll && (
          <button
            type="button"
            className="btn btn-primary"
            disabled={isLoading}
            onClick={() => void onEnroll()}
          >
            {isLoading && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {intl.formatMessage(messages.enrollNow)}
          </button>
        )
      }
    >
      <p className="mb-0">
        {intl.formatMessage(metadata.isStaff ? alertMessages.staffUnenrolled : alertMessages.mustEnroll)}
      </p>
      {extraText && <p className="mb-0 mt-1">{extraText}</p>}
      {failed && (
        <p className="mb-0 mt-2 text-danger" role="alert">
          {intl.formatMessage(messages.enrollFailed)}
        </p>
      )}
    </Alert>
  );
}
