/**
 * The learner's certificate, as the spec's one table says (spec §4 "Certificate status"; course-home §4
 * cert_status; courseware §11.2): what a status means, and the three places that show it (the outline's
 * alert, the progress card, the exit page's certificate block). Components: components/certificate.
 */
import type { AppConfig } from '@/platform/config';
import type { CertificateData } from '@/lms/fragments/certificateData';
import { CELEBRATORY_STATUSES, exitState, type ExitState } from './exitState';

export type CertificateState =
  | { readonly kind: 'downloadable'; readonly url: string | null; readonly isWebView: boolean }
  | { readonly kind: 'earned-not-available'; readonly availableDate: string | null }
  | { readonly kind: 'requesting' }
  | { readonly kind: 'unverified' }
  | { readonly kind: 'verification-pending' }
  | { readonly kind: 'upgrade'; readonly upgradeUrl: string }
  | { readonly kind: 'not-passing' }
  | { readonly kind: 'in-progress' };

export type CertificateKind = CertificateState['kind'];

/** The statuses that mean the learner is done with the course as far as certificates go (spec §4). */
export const PASSING_TYPE_STATUSES: ReadonlySet<string> = new Set(CELEBRATORY_STATUSES);

/** Paid enrolment modes (spec §5). */
export const PAID_MODES: ReadonlySet<string> = new Set([
  'professional',
  'verified',
  'no-id-professional',
  'credit',
  'masters',
  'executive-education',
]);

export interface CertificateFacts {
  readonly certificate: CertificateData | null;
  /** ID verification status (`pending` shows the waiting text instead of the verify button). */
  readonly verificationStatus: string | null;
  /** verified_mode.upgrade_url, or null when no verified mode is offered. */
  readonly upgradeUrl: string | null;
}

/**
 * Where "View my certificate" goes (spec §5): the web view when there is one (made absolute by the
 * decoder), otherwise the download address.
 */
export function certificateUrl(data: Pick<CertificateData, 'certWebViewUrl' | 'downloadUrl'>): string | null {
  return data.certWebViewUrl || data.downloadUrl || null;
}

/**
 * The table, by status alone: downloadable (view or download), earned but not available (with its date),
 * requesting (the request button), unverified (verify, or the waiting text while pending), audit or honor
 * passing (the upgrade offer when a verified mode exists, otherwise nothing); other values show nothing.
 */
export function certificateByStatus({
  certificate,
  verificationStatus,
  upgradeUrl,
}: CertificateFacts): CertificateState | null {
  switch (certificate?.certStatus) {
    case 'downloadable':
      return {
        kind: 'downloadable',
        url: certificateUrl(certificate),
        isWebView: Boolean(certificate.certWebViewUrl),
      };
    case 'earned_but_not_available':
      return { kind: 'earned-not-available', availableDate: certificate.certificateAvailableDate };
    case 'requesting':
      return { kind: 'requesting' };
    case 'unverified':
      return verificationStatus === 'pending' ? { kind: 'verification-pending' } : { kind: 'unverified' };
    case 'audit_passing':
    case 'honor_passing':
      return upgradeUrl ? { kind: 'upgrade', upgradeUrl } : null;
    default:
      return null;
  }
}

export interface ProgressCertificateInput extends CertificateFacts {
  /** The course lets the learner view certificates (course metadata `can_view_certificate`). */
  readonly canViewCertificate: boolean;
  readonly isSignedIn: boolean;
  readonly isEnrolled: boolean;
  readonly hasScheduledContent: boolean;
  readonly userHasPassingGrade: boolean;
}

/** The numeric availability codes (spec §4, the exit states' numbers): 0 hides, 2 not passing, 3 in progress. */
const NUMERIC_CODES: Readonly<Record<string, ExitState>> = {
  '0': 'noExitPage',
  '2': 'endNotPassing',
  '3': 'moreContentComing',
};

function stateForMode(mode: ExitState): CertificateState | null {
  if (mode === 'endNotPassing') return { kind: 'not-passing' };
  if (mode === 'moreContentComing') return { kind: 'in-progress' };
  return null;
}

/**
 * The progress tab's certificate card (spec §4): a numeric code decides by itself; otherwise the exit
 * state (the same rule as the exit page's, with certificate viewing in place of the exit page switch)
 * does, and in celebration the status picks the card.
 */
export function progressCertificate(input: ProgressCertificateInput): CertificateState | null {
  const status = input.certificate?.certStatus ?? null;
  if (status !== null && /^\d+$/.test(status)) return stateForMode(NUMERIC_CODES[status] ?? 'noExitPage');
  const mode = exitState({
    course: {
      courseExitPageIsActive: input.canViewCertificate,
      isEnrolled: input.isEnrolled,
      userHasPassingGrade: input.userHasPassingGrade,
      certificateData: status === null ? null : input.certificate,
    },
    hasScheduledContent: input.hasScheduledContent,
    isSignedIn: input.isSignedIn,
  });
  return mode === 'celebration' ? certificateByStatus(input) : stateForMode(mode);
}

/** The statuses that bring up an alert on the outline (spec §4). */
const ALERTING_STATUSES: ReadonlySet<string> = new Set([
  'earned_but_not_available',
  'downloadable',
  'requesting',
  'unverified',
]);

export interface OutlineCertificateInput extends Omit<CertificateFacts, 'verificationStatus' | 'upgradeUrl'> {
  readonly isEnrolled: boolean;
  readonly enrollmentMode: string | null;
  readonly hasEnded: boolean;
  readonly userHasPassingGrade: boolean;
}

/**
 * The outline's certificate alert (spec §4): for an enrolled learner, by status for the four alerting
 * statuses; otherwise "not passing" only when the course has ended, the learner is not passing and is in
 * a paid mode (course-home §2). The outline knows no verification status: unverified always offers the
 * verify button.
 */
export function outlineCertificateAlert(input: OutlineCertificateInput): CertificateState | null {
  if (!input.isEnrolled) return null;
  const status = input.certificate?.certStatus;
  if (status && ALERTING_STATUSES.has(status)) {
    return certificateByStatus({
      certificate: input.certificate,
      verificationStatus: null,
      upgradeUrl: null,
    });
  }
  const paid = input.enrollmentMode !== null && PAID_MODES.has(input.enrollmentMode);
  return paid && input.hasEnded && !input.userHasPassingGrade ? { kind: 'not-passing' } : null;
}

/**
 * Whether a certificate card asks for the learner's "Add to LinkedIn profile" address (spec §4: a
 * downloadable certificate shows the LinkedIn button when a URL exists; course-home §4: the address is in
 * the courseware record). The address is the signed-in learner's own, so not on another learner's page
 * (staff viewing someone's progress).
 */
export function wantsLinkedinUrl(input: {
  readonly certificate: CertificateState | null;
  readonly ownCertificate: boolean;
}): boolean {
  return input.certificate?.kind === 'downloadable' && input.ownCertificate;
}

/**
 * Where "Verify ID now" goes: the address the LMS gave, else the site's ID-verification support page
 * (SUPPORT_URL_ID_VERIFICATION), else the LMS's verify-now page for the course.
 */
export function verifyIdentityUrl(
  given: string | null,
  config: Pick<AppConfig, 'LMS_BASE_URL' | 'SUPPORT_URL_ID_VERIFICATION'>,
  courseId: string,
): string {
  return (
    given ??
    config.SUPPORT_URL_ID_VERIFICATION ??
    `${config.LMS_BASE_URL}/verify_student/verify-now/${courseId}/`
  );
}
