/**
 * Certificate status rules (spec §4, §5; course-home §4 cert_status), shared by the progress tab and the
 * course exit page: the exit mode, which certificate card to show, and where "View my certificate" goes.
 */
import { lmsApi } from './api';
import { CELEBRATORY_STATUSES, exitState } from './courseware/exitState';

/** The statuses that mean the learner is done with the course as far as certificates go (spec §4). */
export const PASSING_TYPE_STATUSES: ReadonlySet<string> = new Set(CELEBRATORY_STATUSES);

/** 0 disabled (nothing), 1 celebration (a card by status), 2 not passing, 3 more content coming. */
export type ExitMode = 0 | 1 | 2 | 3;

export interface ExitModeInput {
  /** The exit page (or, on progress, certificate viewing) is on for this course. */
  readonly enabled: boolean;
  readonly isSignedIn: boolean;
  readonly isEnrolled: boolean;
  readonly hasScheduledContent: boolean;
  readonly userHasPassingGrade: boolean;
  readonly certStatus: string | null;
}

/**
 * The exit state of spec §4 from the progress answer's fields: the same rule as the courseware's
 * `exitState` (one implementation, in courseware/exitState.ts); a missing status means no certificate data.
 */
export function courseExitMode(input: ExitModeInput): ExitMode {
  return exitState({
    course: {
      courseExitPageIsActive: input.enabled,
      isEnrolled: input.isEnrolled,
      userHasPassingGrade: input.userHasPassingGrade,
      certificateData:
        input.certStatus === null
          ? null
          : {
              certStatus: input.certStatus,
              certWebViewUrl: null,
              downloadUrl: null,
              certificateAvailableDate: null,
            },
    },
    hasScheduledContent: input.hasScheduledContent,
    isSignedIn: input.isSignedIn,
  });
}

export type CertificateCard =
  | { readonly kind: 'downloadable'; readonly url: string | null; readonly isWebView: boolean }
  | { readonly kind: 'earned-not-available' }
  | { readonly kind: 'requesting' }
  | { readonly kind: 'unverified'; readonly verifyUrl: string | null }
  | { readonly kind: 'verification-pending' }
  | { readonly kind: 'upgrade'; readonly upgradeUrl: string }
  | { readonly kind: 'not-passing' }
  | { readonly kind: 'in-progress' };

export type CertificateCardKind = CertificateCard['kind'];

export interface CertificateCardInput extends Omit<ExitModeInput, 'certStatus'> {
  /** cert_status; numeric codes arrive as their digits ('0', '2', '3'). */
  readonly certStatus: string | null;
  readonly certWebViewUrl: string | null;
  readonly downloadUrl: string | null;
  /** verification_data.status. */
  readonly verificationStatus: string | null;
  readonly verifyUrl: string | null;
  /** verified_mode.upgrade_url, or null when no verified mode is offered. */
  readonly upgradeUrl: string | null;
  readonly lmsBaseUrl: string;
}

/** The numeric availability codes (spec §4): 0 hides, 2 not passing, 3 in progress. */
const NUMERIC_CODES: Readonly<Record<string, ExitMode>> = { '0': 0, '2': 2, '3': 3 };

function cardForMode(mode: ExitMode): CertificateCard | null {
  if (mode === 2) return { kind: 'not-passing' };
  if (mode === 3) return { kind: 'in-progress' };
  return null;
}

/**
 * Which certificate card the progress tab shows (spec §4), or null for none. A numeric code decides by
 * itself; otherwise the exit mode does, and in celebration mode the status picks the card. audit_passing
 * and honor_passing offer the upgrade only when a verified mode exists, else no card (progress).
 */
export function certificateCard(input: CertificateCardInput): CertificateCard | null {
  const status = input.certStatus?.trim() ?? null;
  if (status !== null && /^\d+$/.test(status)) return cardForMode(NUMERIC_CODES[status] ?? 0);
  const mode = courseExitMode(input);
  if (mode !== 1) return cardForMode(mode);
  switch (status) {
    case 'downloadable': {
      const url = certificateUrl(input.certWebViewUrl, input.downloadUrl, input.lmsBaseUrl);
      return { kind: 'downloadable', url, isWebView: Boolean(input.certWebViewUrl) };
    }
    case 'earned_but_not_available':
      return { kind: 'earned-not-available' };
    case 'requesting':
      return { kind: 'requesting' };
    case 'unverified':
      return input.verificationStatus === 'pending'
        ? { kind: 'verification-pending' }
        : { kind: 'unverified', verifyUrl: input.verifyUrl };
    case 'audit_passing':
    case 'honor_passing':
      return input.upgradeUrl ? { kind: 'upgrade', upgradeUrl: input.upgradeUrl } : null;
    default:
      return null;
  }
}

/**
 * Where "View my certificate" goes (spec §5): the web view, prefixed with the LMS address, when there is
 * one; otherwise the download address. A web view that is already absolute is kept as it is.
 */
export function certificateUrl(
  webViewUrl: string | null,
  downloadUrl: string | null,
  lmsBaseUrl: string,
): string | null {
  if (webViewUrl) return /^https?:\/\//i.test(webViewUrl) ? webViewUrl : `${lmsBaseUrl}${webViewUrl}`;
  return downloadUrl || null;
}

/**
 * POST /courses/{courseId}/generate_user_cert (course-home §5.5), the "Request certificate" button of the
 * outline's alert, the progress card and the exit page. On success the progress is asked again (its card
 * shows the new state); the outline and the exit page do not refresh (spec).
 */
export const certificateApi = lmsApi.injectEndpoints({
  endpoints: (build) => ({
    requestCertificate: build.mutation<null, string>({
      query: (courseId) => ({
        url: `/courses/${courseId}/generate_user_cert`,
        method: 'POST',
        decode: () => null,
      }),
      invalidatesTags: (_result, error, courseId) => (error ? [] : [{ type: 'Progress', id: courseId }]),
    }),
  }),
});

export const { useRequestCertificateMutation } = certificateApi;
