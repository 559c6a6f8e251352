import type { UserTours } from './model';

/**
 * Which tour shows on course home, and what ending it writes back
 * (openedx/frontend-app-learning/src/product-tours/ProductTours.jsx and its TourContext, as the LMS record
 * drives them):
 *
 * - `show-new-user-tour`: the welcome dialog. "Begin tour" starts the step-by-step tour of course home;
 *   "Skip for now" (or Escape) closes it, ends the course-home tour on the LMS and points at "Launch tour"
 *   ("Feeling lost?"), leaving the courseware tour to come.
 * - In the tour, "Dismiss" (or Escape) ends both tours on the LMS and points at "Launch tour"; "Okay" on
 *   the last step ends the course-home tour.
 * - `show-existing-user-tour`: one step beside "Launch tour"; "Okay" (or Escape) ends it.
 * - "Launch tour" starts the step-by-step tour at any time, whatever the record says.
 * - "Feeling lost?" ends with "Okay" (or Escape) and writes nothing.
 *
 * A write is only sent when the record still says otherwise (a learner who launches the tour with
 * `no-tour` writes nothing when it ends).
 */
export type CourseHomePhase = 'idle' | 'welcome' | 'tour' | 'existing' | 'abandon';

export type CourseHomeEvent =
  'skipWelcome' | 'beginTour' | 'launch' | 'dismissTour' | 'finishTour' | 'endExisting' | 'endAbandon';

/** What ending a tour asks the LMS to change. */
export interface TourWrites {
  readonly courseHome: boolean;
  readonly courseware: boolean;
}

export const NO_WRITES: TourWrites = { courseHome: false, courseware: false };

/** The phase course home opens in for a record (null: no tours on this site or for this learner). */
export function firstPhase(record: UserTours | null): CourseHomePhase {
  if (record?.courseHomeTourStatus === 'show-new-user-tour') return 'welcome';
  if (record?.courseHomeTourStatus === 'show-existing-user-tour') return 'existing';
  return 'idle';
}

const HOME_ONLY: TourWrites = { courseHome: true, courseware: false };
const BOTH: TourWrites = { courseHome: true, courseware: true };

/** Each event but "Launch tour": the phase it belongs to, the phase it leads to, what it writes. */
const STEPS: Record<
  Exclude<CourseHomeEvent, 'launch'>,
  readonly [CourseHomePhase, CourseHomePhase, TourWrites]
> = {
  beginTour: ['welcome', 'tour', NO_WRITES],
  skipWelcome: ['welcome', 'abandon', HOME_ONLY],
  dismissTour: ['tour', 'abandon', BOTH],
  finishTour: ['tour', 'idle', HOME_ONLY],
  endExisting: ['existing', 'idle', HOME_ONLY],
  endAbandon: ['abandon', 'idle', NO_WRITES],
};

/**
 * The next phase and the writes an event asks for, before the record filters them (`toSend`). An event
 * of another phase changes nothing; "Launch tour" starts the tour from anywhere but the welcome dialog.
 */
export function transition(
  phase: CourseHomePhase,
  event: CourseHomeEvent,
): { phase: CourseHomePhase; writes: TourWrites } {
  if (event === 'launch') return { phase: phase === 'welcome' ? phase : 'tour', writes: NO_WRITES };
  const [from, to, writes] = STEPS[event];
  return phase === from ? { phase: to, writes } : { phase, writes: NO_WRITES };
}

/** The writes the LMS still needs: only what the record does not already say. */
export function toSend(writes: TourWrites, record: UserTours | null): TourWrites {
  if (!record) return NO_WRITES;
  return {
    courseHome: writes.courseHome && record.courseHomeTourStatus !== 'no-tour',
    courseware: writes.courseware && record.showCoursewareTour,
  };
}

/** Whether the courseware tour is due (it then shows once, where its anchor is on the page). */
export const coursewareTourDue = (record: UserTours | null): boolean => record?.showCoursewareTour === true;

/**
 * The steps of a tour whose anchors are on the page, in order: a step whose anchor the layout does not
 * have (no dates, no goal card, tabs replaced by a plugin) is left out, as Paragon's ProductTour prunes
 * checkpoints whose target is missing.
 */
export function presentSteps<T extends { readonly anchor: string; readonly when?: string }>(
  steps: readonly T[],
  isPresent: (selector: string) => boolean,
): T[] {
  return steps.filter((step) => isPresent(step.anchor) && (step.when === undefined || isPresent(step.when)));
}
