/**
 * Which exam screen a learner sees (contract exams.md §1, §3), as pure rules. Two steps: who is looking
 * (staff are not timed, visitors must sign in) decides without any call; then the exam read and the
 * learner's attempt decide.
 */
import type { AttemptRecord, Exam, ExamAttempt, ExamData } from './types';

export interface ExamViewer {
  readonly signedIn: boolean;
  /** The effective user has staff rights (courseware §3 `is_staff`). */
  readonly isStaff: boolean;
  /** Staff viewing the course as a learner (`original_user_is_staff` and not `is_staff`). */
  readonly isMasquerading: boolean;
  readonly isEnrolled: boolean;
}

/**
 * Screens decided by who is looking, before any exam call:
 * - `staff`: the content, not timed, with a note (the exam API would act on the staff's own attempts);
 * - `masquerading`: the same, for staff viewing as a learner (edx-proctoring ignores masquerade);
 * - `sign-in`: a visitor; the exam API needs a signed-in user;
 * - `must-enroll`: signed in but not enrolled: the courseware's own enrolment gate stands before the units.
 * null: ask the exam API.
 */
export type ViewerScreen = 'staff' | 'masquerading' | 'sign-in' | 'must-enroll';

export function viewerScreen(viewer: ExamViewer): ViewerScreen | null {
  if (viewer.isStaff) return 'staff';
  if (viewer.isMasquerading) return 'masquerading';
  if (!viewer.signedIn) return 'sign-in';
  if (!viewer.isEnrolled) return 'must-enroll';
  return null;
}

/**
 * Whether a member of staff's unit frames of an edx-exams exam need an access token (contract §4): the LMS
 * lets global staff (the JWT's `administrator`) and staff masquerading as a specific learner (the course
 * record's effective `username` is not the signed-in user's) through without one; other staff, course staff
 * masquerading as a role included, need one. Null while the effective user is not known yet.
 */
export function staffNeedsExamToken(viewer: {
  readonly administrator: boolean;
  readonly isMasquerading: boolean;
  /** The signed-in user's username. */
  readonly username: string;
  /** course_metadata's `username`, the effective user's; undefined while it is being read. */
  readonly effectiveUsername: string | null | undefined;
}): boolean | null {
  if (viewer.administrator) return false;
  if (!viewer.isMasquerading) return true;
  if (viewer.effectiveUsername === undefined) return null;
  return viewer.effectiveUsername === null || viewer.effectiveUsername === viewer.username;
}

/** Proctoring statuses that mean the learner is done with the exam (contract §3.6). */
const COMPLETED_STATUSES = [
  'submitted',
  'second_review_required',
  'verified',
  'rejected',
  'declined',
  'error',
  'timed_out',
];

/** Finished and past due, with the content not hidden after due: open again, to review (§3.5). */
const opensForReview = (exam: Exam): boolean => exam.passedDueDate && !exam.hideAfterDue;

export type ExamScreen =
  /** `exam: {}` on a time-limited sequence: no exam record (§1, §3.6). */
  | { readonly kind: 'not-set-up' }
  /** Proctored, practice, onboarding (or an unknown type): cannot be taken here (§3.6). */
  | { readonly kind: 'not-available'; readonly exam: Exam; readonly completed: boolean }
  /** No attempt yet (or one created without its clock): the instructions and the start button. */
  | { readonly kind: 'instructions'; readonly exam: Exam }
  /** `started`: the content, under the countdown. */
  | { readonly kind: 'in-progress'; readonly exam: Exam; readonly attempt: ExamAttempt }
  /** `ready_to_submit` (after "End my exam"): the submit confirmation, under the countdown. */
  | { readonly kind: 'ready-to-submit'; readonly exam: Exam; readonly attempt: ExamAttempt }
  | { readonly kind: 'submitted'; readonly exam: Exam; readonly attempt: ExamAttempt }
  /** Submitted because the time ran out (seen here, or told by the attempt record on return). */
  | { readonly kind: 'timed-out'; readonly exam: Exam; readonly attempt: ExamAttempt }
  /** Submitted, and whether the time ran out is being asked (the attempt record). */
  | { readonly kind: 'checking'; readonly exam: Exam; readonly attempt: ExamAttempt }
  /** Past the learner's due date without a finished attempt: no longer available (§3.5). */
  | { readonly kind: 'expired'; readonly exam: Exam }
  /** Finished and past due, content not hidden after due: the content again, to review (§3.5). */
  | { readonly kind: 'review'; readonly exam: Exam; readonly attempt: ExamAttempt }
  /** A status the timed flow does not know (e.g. `error`): the system error page. */
  | { readonly kind: 'unknown-status'; readonly exam: Exam; readonly attempt: ExamAttempt };

export interface AttemptFacts {
  /** This page saw the countdown run out for this attempt (and submitted it). */
  readonly sawExpiry: boolean;
  /** What the attempt record says (see `ranOutOfTime`); null while it is being asked. */
  readonly ranOut: boolean | null;
}

/** The screen for an exam read (§2) and what the page knows about the attempt. */
export function examScreen(data: ExamData, facts: AttemptFacts): ExamScreen {
  const { exam } = data;
  if (!exam) return { kind: 'not-set-up' };
  const attempt = exam.attempt;
  if (exam.type !== 'timed') {
    return {
      kind: 'not-available',
      exam,
      completed: attempt !== null && COMPLETED_STATUSES.includes(attempt.status),
    };
  }
  if (!attempt || attempt.status === 'created') {
    return exam.passedDueDate ? { kind: 'expired', exam } : { kind: 'instructions', exam };
  }
  switch (attempt.status) {
    case 'started':
      return exam.passedDueDate ? { kind: 'expired', exam } : { kind: 'in-progress', exam, attempt };
    case 'ready_to_submit':
      return exam.passedDueDate ? { kind: 'expired', exam } : { kind: 'ready-to-submit', exam, attempt };
    case 'submitted':
    case 'timed_out': {
      if (opensForReview(exam)) return { kind: 'review', exam, attempt };
      if (attempt.status === 'timed_out' || facts.sawExpiry || facts.ranOut === true)
        return { kind: 'timed-out', exam, attempt };
      if (facts.ranOut === null) return { kind: 'checking', exam, attempt };
      return { kind: 'submitted', exam, attempt };
    }
    default:
      return { kind: 'unknown-status', exam, attempt };
  }
}

/**
 * The submitted attempt whose record is to say whether its time ran out, or null when the exam read
 * decides the screen alone. The read tells "time ran out" only by the `timed_out` status (sites with
 * ALLOW_TIMED_OUT_STATE) or when this page saw the countdown run out; a plain `submitted` on a timed exam
 * that is not open for review needs the record (`ranOutOfTime`), and `examScreen` shows `checking` until
 * it is in. Asked before the screen is worked out, so that the screen is worked out once.
 */
export function attemptToCheck(data: ExamData, sawExpiry: boolean): ExamAttempt | null {
  const { exam } = data;
  const attempt = exam?.attempt;
  if (!exam || !attempt || exam.type !== 'timed' || attempt.status !== 'submitted') return null;
  return sawExpiry || opensForReview(exam) ? null : attempt;
}

/** Screens that show the exam's content (unit frames load only there, contract §3.3). */
export const showsContent = (kind: ExamScreen['kind'] | ViewerScreen): boolean =>
  kind === 'in-progress' ||
  kind === 'review' ||
  kind === 'staff' ||
  kind === 'masquerading' ||
  kind === 'must-enroll';

/** Screens under the countdown banner. */
export const showsCountdown = (kind: ExamScreen['kind']): boolean =>
  kind === 'in-progress' || kind === 'ready-to-submit';

/** The attempt under the countdown (`in-progress`, `ready-to-submit`), or null on any other screen. */
export function runningAttempt(screen: ExamScreen | null): ExamAttempt | null {
  switch (screen?.kind) {
    case 'in-progress':
    case 'ready-to-submit':
      return screen.attempt;
    default:
      return null;
  }
}

/**
 * Whether the screen shows the system-error alert (contract §7): an action failed on this very screen
 * (its alert goes once the screen changes), the exam read failed and no new read is on its way, or the
 * poll of a running attempt failed.
 */
export function showsExamError(facts: {
  readonly screen: ExamScreen['kind'];
  /** The screen the last action failed on (useExamActions), or null. */
  readonly actionFailedOn: ExamScreen['kind'] | null;
  readonly readFailed: boolean;
  readonly pollFailed: boolean;
}): boolean {
  return (
    facts.actionFailedOn === facts.screen ||
    facts.readFailed ||
    (facts.screen === 'in-progress' && facts.pollFailed)
  );
}

/**
 * From the attempt record (the poll answer): the attempt ended when its allowed time was up, i.e. the
 * server submitted it on timeout (edx-proctoring stores `completed_at` = the expiry instant). A second of
 * slack for rounding. Missing fields: false.
 */
export function ranOutOfTime(record: AttemptRecord): boolean {
  if (!record.startedAt || !record.completedAt || record.allowedTimeLimitMins === null) return false;
  const used = Date.parse(record.completedAt) - Date.parse(record.startedAt);
  return used >= record.allowedTimeLimitMins * 60_000 - 1000;
}

/**
 * The learner's running attempt on another exam (`active_attempt` not this exam's attempt), to point at
 * from the instructions; null otherwise.
 */
export function otherRunningAttempt(data: ExamData): ExamAttempt | null {
  const active = data.activeAttempt;
  if (!active || (data.exam?.attempt && data.exam.attempt.id === active.id)) return null;
  return active.status === 'started' || active.status === 'ready_to_submit' ? active : null;
}

/**
 * Where the instructions' note about another running exam links (`exam_url_path`): only to a page of
 * this app (same origin as `appBaseUrl`), else nowhere (the exam's name alone). Tutor's runtime
 * configuration gives BASE_URL as a bare host ("localhost"): then `pageOrigin`, this page's origin.
 */
export function otherExamHref(other: ExamAttempt, appBaseUrl: string, pageOrigin: string): string | null {
  if (!other.examUrl || !URL.canParse(other.examUrl)) return null;
  const appOrigin = URL.canParse(appBaseUrl) ? new URL(appBaseUrl).origin : pageOrigin;
  return new URL(other.examUrl).origin === appOrigin ? other.examUrl : null;
}
