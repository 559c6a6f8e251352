import type { CoursewareCourse } from '@/lms/courseware/types';

/**
 * The exit state of spec §4, one type for the courseware's last button, the exit page and the progress card:
 * - `noExitPage` (the spec's 0): no exit page; the last unit's button is disabled, the page goes back to
 *   the course;
 * - `celebration` (1): the learner has earned the celebration ("Complete the course", Congratulations);
 * - `endNotPassing` (2): end of course for a learner who has not passed ("Next (end of course)");
 * - `moreContentComing` (3): scheduled content remains and the learner has not passed (coming soon).
 */
export type ExitState = 'noExitPage' | 'celebration' | 'endNotPassing' | 'moreContentComing';

/**
 * The spec's number for each exit state (spec §4): the exit page's analytics `variant`, and the numeric
 * certificate availability codes of the progress card.
 */
export const EXIT_STATE_CODE: Readonly<Record<ExitState, 0 | 1 | 2 | 3>> = {
  noExitPage: 0,
  celebration: 1,
  endNotPassing: 2,
  moreContentComing: 3,
};

/** Certificate statuses that earn the celebration (spec §4, contract §11.1). */
export const CELEBRATORY_STATUSES: readonly string[] = [
  'audit_passing',
  'downloadable',
  'earned_but_not_available',
  'honor_passing',
  'requesting',
  'unverified',
];

const NOT_ELIGIBLE_STATUSES: readonly string[] = ['audit_passing', 'honor_passing'];

export interface ExitStateInput {
  readonly course: Pick<
    CoursewareCourse,
    'courseExitPageIsActive' | 'isEnrolled' | 'certificateData' | 'userHasPassingGrade'
  >;
  /** The merged outline's `hasScheduledContent`. */
  readonly hasScheduledContent: boolean;
  readonly isSignedIn: boolean;
}

/**
 * The exit state of spec §4, the one rule the course exit page and the last unit's button share:
 * `noExitPage` when the exit page is off, nobody is signed in, or the learner is not enrolled;
 * `moreContentComing` when scheduled content remains and the learner has not passed; `endNotPassing` when
 * the status is not a passing-type one and the learner has not passed; `celebration` for a celebratory
 * certificate status; otherwise `noExitPage`. Without certificate data both tests count as true.
 */
export function exitState({ course, hasScheduledContent, isSignedIn }: ExitStateInput): ExitState {
  if (!course.courseExitPageIsActive || !isSignedIn || !course.isEnrolled) return 'noExitPage';
  const status = course.certificateData?.certStatus ?? null;
  const known = course.certificateData !== null;
  const celebratory = !known || (status !== null && CELEBRATORY_STATUSES.includes(status));
  const eligible = !known || status === null || !NOT_ELIGIBLE_STATUSES.includes(status);
  if (hasScheduledContent && !course.userHasPassingGrade) return 'moreContentComing';
  if (eligible && !course.userHasPassingGrade) return 'endNotPassing';
  if (celebratory) return 'celebration';
  return 'noExitPage';
}
