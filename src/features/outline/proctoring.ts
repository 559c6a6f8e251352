/**
 * The proctoring onboarding panel's rules (spec §4 "Proctoring onboarding", §9; course-home §5.1) as pure
 * functions.
 */
import type { ProctoringInfo } from './model';

export type OnboardingStatus =
  | 'notStarted'
  | 'started'
  | 'submitted'
  | 'verified'
  | 'rejected'
  | 'error'
  | 'otherCourseApproved'
  | 'expiringSoon';

/** An approval that expires within 28 days is "expiring soon" (spec §9). */
export const EXPIRING_SOON_MS = 2_419_200_000;

const RAW_TO_DISPLAY: Readonly<Record<string, OnboardingStatus>> = {
  created: 'notStarted',
  download_software_clicked: 'notStarted',
  ready_to_start: 'notStarted',
  started: 'started',
  ready_to_submit: 'started',
  second_review_required: 'submitted',
  submitted: 'submitted',
  verified: 'verified',
  rejected: 'rejected',
  error: 'error',
  other_course_approved: 'otherCourseApproved',
};

/**
 * The raw onboarding status mapped for display; an expiration date within 28 days of now (or past) turns
 * it into "expiring soon". Unknown statuses show no status line (null).
 */
export function displayStatus(
  raw: string | null,
  expirationDate: string | null,
  now: number,
): OnboardingStatus | null {
  if (expirationDate) {
    const expires = Date.parse(expirationDate);
    if (!Number.isNaN(expires) && now > expires - EXPIRING_SOON_MS) return 'expiringSoon';
  }
  if (!raw) return 'notStarted';
  return RAW_TO_DISPLAY[raw] ?? null;
}

/** Statuses after which there is nothing to do: the button is hidden. */
const NO_BUTTON = new Set(['submitted', 'second_review_required', 'verified']);

export type OnboardingButton =
  | { kind: 'hidden' }
  | { kind: 'notOpen'; releaseDate: string }
  | { kind: 'pastDue' }
  | { kind: 'link'; url: string; practice: boolean };

/**
 * The onboarding button (spec §4): hidden once submitted or verified; disabled with the release date
 * while the onboarding exam is not open; disabled as past due; otherwise a link to the onboarding exam,
 * worded as a practice exam when approved in another course.
 */
export function onboardingButton(
  info: ProctoringInfo,
  status: OnboardingStatus | null,
  now: number,
): OnboardingButton {
  if (info.onboardingStatus && NO_BUTTON.has(info.onboardingStatus)) return { kind: 'hidden' };
  if (info.onboardingReleaseDate && Date.parse(info.onboardingReleaseDate) > now) {
    return { kind: 'notOpen', releaseDate: info.onboardingReleaseDate };
  }
  if (info.onboardingPastDue) return { kind: 'pastDue' };
  if (!info.onboardingLink) return { kind: 'hidden' };
  return { kind: 'link', url: info.onboardingLink, practice: status === 'otherCourseApproved' };
}

/** The panel's look (spec §4): "submitted" for submitted and expiring soon, "success" when approved. */
export function panelLook(status: OnboardingStatus | null): 'submitted' | 'success' | null {
  if (status === 'submitted' || status === 'expiringSoon') return 'submitted';
  if (status === 'verified' || status === 'otherCourseApproved') return 'success';
  return null;
}

/** Rejected and error ask the learner to retry onboarding (spec §8). */
export const asksToRetry = (status: OnboardingStatus | null) => status === 'rejected' || status === 'error';

/** Submitted means the profile is in review (spec §4), which can take 2+ business days (§9). */
export const isInReview = (status: OnboardingStatus | null) => status === 'submitted';

/** Approved here or elsewhere: no general onboarding information. */
export const isApproved = (status: OnboardingStatus | null) =>
  status === 'verified' || status === 'otherCourseApproved';
