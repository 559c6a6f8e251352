import type { CoursewareCourse } from '@/lms/courseware/types';

/**
 * The exit state of spec §4: 0 no exit page, 1 celebration, 2 end of course (not passing), 3 more content
 * coming. One type for the courseware's last button, the exit page and the progress card.
 */
export type ExitState = 0 | 1 | 2 | 3;

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
 * 0 no exit page (exit page off, signed out, or not enrolled); 3 more content coming (scheduled content
 * and not passing); 2 end of course (not a passing-type status and not passing); 1 celebration (a
 * celebratory certificate status); otherwise 0. Without certificate data both tests count as true.
 */
export function exitState({ course, hasScheduledContent, isSignedIn }: ExitStateInput): ExitState {
  if (!course.courseExitPageIsActive || !isSignedIn || !course.isEnrolled) return 0;
  const status = course.certificateData?.certStatus ?? null;
  const known = course.certificateData !== null;
  const celebratory = !known || (status !== null && CELEBRATORY_STATUSES.includes(status));
  const eligible = !known || status === null || !NOT_ELIGIBLE_STATUSES.includes(status);
  if (hasScheduledContent && !course.userHasPassingGrade) return 3;
  if (eligible && !course.userHasPassingGrade) return 2;
  if (celebratory) return 1;
  return 0;
}
