import { useId } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { formatDate } from '@/components/dates';
import type { CourseMetadata } from '@/lms/courseMetadata';
import type { ProctoringInfo } from '../model';
import { useConfig } from '@/platform/react';
import {
  asksToRetry,
  displayStatus,
  isApproved,
  isInReview,
  onboardingButton,
  panelLook,
  type OnboardingStatus,
} from '../proctoring';
import messages from '../proctoringMessages';

const STATUS: Record<OnboardingStatus, [status: MessageDescriptor, message: MessageDescriptor]> = {
  notStarted: [messages.notStartedStatus, messages.notStartedMessage],
  started: [messages.startedStatus, messages.startedMessage],
  submitted: [messages.submittedStatus, messages.submittedMessage],
  verified: [messages.verifiedStatus, messages.verifiedMessage],
  rejected: [messages.rejectedStatus, messages.rejectedMessage],
  error: [messages.errorStatus, messages.errorMessage],
  otherCourseApproved: [messages.otherCourseApprovedStatus, messages.otherCourseApprovedMessage],
  expiringSoon: [messages.expiringSoonStatus, messages.expiringSoonMessage],
};

/**
 * The proctored-exam onboarding panel (spec §4, §9): status and what it means, the general information
 * or that a submitted profile is in review (2+ business days), and the onboarding button by its rules.
 * Its own chunk: only courses with proctoring download it (see CourseHomeSidebar).
 */
export default function ProctoringPanel({
  metadata,
  info: data,
  now,
}: {
  metadata: CourseMetadata;
  info: ProctoringInfo;
  now: number;
}) {
  const intl = useIntl();
  const config = useConfig();
  const id = useId();

  const status = displayStatus(data.onboardingStatus, data.expirationDate, now);
  const look = panelLook(status);
  const button = onboardingButton(data, status, now);
  const requirements = config.PROCTORED_EXAM_RULES_URL ?? config.PROCTORED_EXAM_FAQ_URL ?? config.SUPPORT_URL;

  return (
    <section
      className={`mb-4 p-3 proctoring-panel ${look ? `proctoring-panel-${look}` : ''}`}
      aria-labelledby={id}
      data-look={look ?? 'plain'}
    >
      <h2 className="h5" id={id}>
        {intl.formatMessage(messages.header)}
      </h2>
      {status && (
        <>
          <p className="fw-bold mb-2">
            {intl.formatMessage(messages.currentStatus, { status: intl.formatMessage(STATUS[status][0]) })}
          </p>
          <p className={asksToRetry(status) ? 'text-danger' : undefined}>
            {intl.formatMessage(STATUS[status][1])}
          </p>
          {status === 'otherCourseApproved' && (
            <p>{intl.formatMessage(messages.otherCourseApprovedDetail)}</p>
          )}
        </>
      )}
      {!isApproved(status) && (
        <>
          <p>{intl.formatMessage(isInReview(status) ? messages.inReview : messages.generalInfo)}</p>
          <p>{intl.formatMessage(messages.reviewTime)}</p>
        </>
      )}
      <div className="d-grid gap-2">
        {button.kind === 'link' && (
          <a className="btn btn-primary" href={button.url}>
            {intl.formatMessage(button.practice ? messages.practiceButton : messages.onboardingButton)}
          </a>
        )}
        {button.kind === 'notOpen' && (
          <button type="button" className="btn btn-secondary" disabled>
            {intl.formatMessage(messages.notOpenButton, {
              releaseDate: formatDate(intl, button.releaseDate, metadata.userTimezone),
            })}
          </button>
        )}
        {button.kind === 'pastDue' && (
          <button type="button" className="btn btn-secondary" disabled>
            {intl.formatMessage(messages.pastDueButton)}
          </button>
        )}
        {requirements && (
          <a className="btn btn-outline-primary" href={requirements}>
            {intl.formatMessage(messages.requirements)}
          </a>
        )}
      </div>
    </section>
  );
}
