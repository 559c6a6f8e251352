import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatDate } from '@/components/dates';
import { certificateCard, useRequestCertificateMutation, type CertificateCard } from '@/lms/certificate';
import type { Progress } from '@/lms/progress';
import { usePlatform } from '@/platform/react';
import messages from './certificateMessages';

export interface CertificateStatusProps {
  courseId: string;
  progress: Progress;
  isEnrolled: boolean;
  canViewCertificate: boolean;
  timeZone: string | null;
  linkedinUrl?: string | null;
  onTrack: (variant: string) => void;
}

/**
 * The certificate status card of the progress tab (spec §4): one card per status, the numeric codes, or
 * nothing. "Request certificate" posts generate_user_cert; the progress is then asked again, so the card
 * shows the new state.
 */
export function CertificateStatus({
  courseId,
  progress,
  isEnrolled,
  canViewCertificate,
  timeZone,
  linkedinUrl = null,
  onTrack,
}: CertificateStatusProps) {
  const intl = useIntl();
  const { config, user } = usePlatform();
  const [generate, { isLoading }] = useRequestCertificateMutation();
  const [failed, setFailed] = useState(false);
  const cert = progress.certificateData;
  const card = certificateCard({
    enabled: canViewCertificate,
    isSignedIn: user !== null,
    isEnrolled,
    hasScheduledContent: progress.hasScheduledContent,
    userHasPassingGrade: progress.userHasPassingGrade,
    certStatus: cert?.certStatus ?? null,
    certWebViewUrl: cert?.certWebViewUrl ?? null,
    downloadUrl: cert?.downloadUrl ?? null,
    verificationStatus: progress.verificationData.status,
    verifyUrl: progress.verificationData.link,
    upgradeUrl: progress.verifiedMode?.upgradeUrl ?? null,
    lmsBaseUrl: config.LMS_BASE_URL,
  });
  if (!card) return null;

  const button = (label: string, href: string) => (
    <a className="btn btn-primary" href={href} onClick={() => onTrack(card.kind)}>
      {label}
    </a>
  );

  const request = async () => {
    onTrack(card.kind);
    setFailed(false);
    const result = await generate(courseId);
    if ('error' in result) setFailed(true);
  };

  const content = (c: CertificateCard): { heading: string; body: ReactNode; actions?: ReactNode } => {
    switch (c.kind) {
      case 'downloadable':
        return {
          heading: intl.formatMessage(messages.downloadableHeading),
          body: intl.formatMessage(messages.downloadableBody),
          actions: (
            <>
              {c.url && button(intl.formatMessage(c.isWebView ? messages.view : messages.download), c.url)}
              {linkedinUrl && (
                <a
                  className="btn btn-outline-primary"
                  href={linkedinUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {intl.formatMessage(messages.linkedin)}
                </a>
              )}
            </>
          ),
        };
      case 'earned-not-available': {
        const available = formatDate(intl, cert?.certificateAvailableDate, timeZone);
        return {
          heading: intl.formatMessage(messages.notAvailableHeading),
          body: progress.end
            ? intl.formatMessage(messages.notAvailableBody, {
                endDate: formatDate(intl, progress.end, timeZone),
                certificateAvailableDate: available,
              })
            : intl.formatMessage(messages.notAvailableBodyNoEnd, { certificateAvailableDate: available }),
        };
      }
      case 'requesting':
        return {
          heading: intl.formatMessage(messages.requestingHeading),
          body: (
            <>
              {intl.formatMessage(messages.requestingBody)}
              {failed && (
                <span className="d-block text-danger mt-2" role="alert">
                  {intl.formatMessage(messages.requestFailed)}
                </span>
              )}
            </>
          ),
          actions: (
            <button
              type="button"
              className="btn btn-primary"
              disabled={isLoading}
              onClick={() => void request()}
            >
              {isLoading && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              {intl.formatMessage(messages.request)}
            </button>
          ),
        };
      case 'unverified':
        return {
          heading: intl.formatMessage(messages.unverifiedHeading),
          body: intl.formatMessage(messages.unverifiedBody),
          actions: button(
            intl.formatMessage(messages.verify),
            c.verifyUrl ?? `${config.LMS_BASE_URL}/verify_student/verify-now/${courseId}/`,
          ),
        };
      case 'verification-pending':
        return {
          heading: intl.formatMessage(messages.pendingHeading),
          body: intl.formatMessage(messages.pendingBody),
        };
      case 'upgrade':
        return {
          heading: intl.formatMessage(messages.upgradeHeading),
          body: intl.formatMessage(messages.upgradeBody),
          actions: button(intl.formatMessage(messages.upgrade), c.upgradeUrl),
        };
      case 'not-passing':
        return {
          heading: intl.formatMessage(messages.notPassingHeading),
          body: intl.formatMessage(messages.notPassingBody),
        };
      case 'in-progress':
        return {
          heading: intl.formatMessage(messages.inProgressHeading),
          body: intl.formatMessage(messages.inProgressBody),
        };
    }
  };

  const { heading, body, actions } = content(card);
  return (
    <section
      className="card progress-card progress-certificate mb-4"
      aria-labelledby="progress-certificate-heading"
      data-testid="certificate-status"
      data-variant={card.kind}
    >
      <div className="card-body">
        <h2 id="progress-certificate-heading" className="h4">
          {heading}
        </h2>
        <p className="mb-3">{body}</p>
        {actions && <div className="d-flex flex-wrap gap-2">{actions}</div>}
      </div>
    </section>
  );
}
