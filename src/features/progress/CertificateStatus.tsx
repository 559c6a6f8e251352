import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  CertificateLinks,
  RequestCertificateButton,
  VerifyIdentityLink,
} from '@/components/certificate/CertificateActions';
import certificateMessages from '@/components/certificate/messages';
import { formatDate } from '@/components/dates';
import { PluginSlot } from '@/components/plugin-slot/PluginSlot';
import { useGetLinkedinAddToProfileUrlQuery } from '@/lms/certificate';
import { usePlatform } from '@/platform/react';
import { progressCertificate, wantsLinkedinUrl, type CertificateState } from '@/rules/certificate';
import messages from './certificateMessages';
import type { Progress } from './model';

export interface CertificateStatusProps {
  courseId: string;
  progress: Progress;
  isEnrolled: boolean;
  canViewCertificate: boolean;
  timeZone: string | null;
  /** Staff looking at another learner's progress: the LinkedIn address would be their own. */
  isOtherLearner?: boolean;
  onTrack: (variant: string) => void;
}

/**
 * The certificate status card of the progress tab (spec §4): one card per status, the numeric codes, or
 * nothing. "Request certificate" posts generate_user_cert; the progress is then asked again, so the card
 * shows the new state. A downloadable certificate of the learner's own gets "Add to LinkedIn profile" when
 * the LMS gives an address: the courseware record has it (the progress answer does not), asked for only
 * then; the button shows once it answers, and not at all if it fails.
 */
export function CertificateStatus({
  courseId,
  progress,
  isEnrolled,
  canViewCertificate,
  timeZone,
  isOtherLearner = false,
  onTrack,
}: CertificateStatusProps) {
  const intl = useIntl();
  const { user } = usePlatform();
  const cert = progress.certificateData;
  const card = progressCertificate({
    canViewCertificate,
    isSignedIn: user !== null,
    isEnrolled,
    hasScheduledContent: progress.hasScheduledContent,
    userHasPassingGrade: progress.userHasPassingGrade,
    certificate: cert,
    verificationStatus: progress.verificationData.status,
    upgradeUrl: progress.verifiedMode?.upgradeUrl ?? null,
  });
  const linkedin = useGetLinkedinAddToProfileUrlQuery(courseId, {
    skip: !wantsLinkedinUrl({ certificate: card, ownCertificate: user !== null && !isOtherLearner }),
  });
  const linkedinUrl = linkedin.isError ? null : (linkedin.data ?? null);
  if (!card) return null;
  const track = () => onTrack(card.kind);

  const content = (c: CertificateState): { heading: string; body: ReactNode; actions?: ReactNode } => {
    switch (c.kind) {
      case 'downloadable':
        return {
          heading: intl.formatMessage(certificateMessages.availableHeading),
          body: intl.formatMessage(messages.downloadableBody),
          actions: (
            <CertificateLinks
              url={c.url}
              isWebView={c.isWebView}
              linkedinUrl={linkedinUrl}
              onView={track}
              onLinkedin={track}
            />
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
            : intl.formatMessage(certificateMessages.notAvailableBodyNoEnd, {
                certificateAvailableDate: available,
              }),
        };
      }
      case 'requesting':
        return {
          heading: intl.formatMessage(certificateMessages.qualifiedHeading),
          body: intl.formatMessage(messages.requestingBody),
          actions: <RequestCertificateButton courseId={courseId} onClick={track} />,
        };
      case 'unverified':
        return {
          heading: intl.formatMessage(messages.unverifiedHeading),
          body: intl.formatMessage(messages.unverifiedBody),
          actions: (
            <VerifyIdentityLink courseId={courseId} href={progress.verificationData.link} onClick={track} />
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
          actions: (
            <a className="btn btn-primary" href={c.upgradeUrl} onClick={track}>
              {intl.formatMessage(certificateMessages.upgradeNow)}
            </a>
          ),
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
      data-variant={card.kind}
    >
      <PluginSlot
        id="org.openedx.frontend.learning.progress_certificate_status.v1"
        idAliases={['progress_certificate_status_slot']}
        pluginProps={{ courseId }}
      >
        {/* Its id names the status, as upstream's does (`upgrade_certificate_status`, …). */}
        <div className="card-body" id={`${card.kind}_certificate_status`}>
          <h2 id="progress-certificate-heading" className="h4">
            {heading}
          </h2>
          <p className="mb-3">{body}</p>
          {actions && <div className="d-flex flex-wrap gap-2">{actions}</div>}
        </div>
      </PluginSlot>
    </section>
  );
}
