import type { UserTours } from './model';

/**
 * Which tour shows on course home, and what ending it writes back (openedx/frontend-app-learning,
 * src/product-tours/ProductTours.jsx and TourContext.tsx, as the LMS record drives them):
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

/** The next phase and the writes an event asks for, before the record filters them (`toSend`). */
export function transition(
  phase: CourseHomePhase,
  event: CourseHomeEvent,
): { phase: CourseHomePhase; writes: TourWrites } {
  switch (event) {
    case 'launch':
      return { phase: phase === 'welcome' ? phase : 'tour', writes: NO_WRITES };
    case 'beginTour':
      return phase === 'welcome' ? { phase: 'tour', writes: NO_WRITES } : { phase, writes: NO_WRITES };
    case 'skipWelcome':
      return phase === 'welcome'
        ? { phase: 'abandon', writes: { courseHome: true, courseware: false } }
        : { phase, writes: NO_WRITES };
    case 'dismissTour':
      return phase === 'tour'
        ? { phase: 'abandon', writes: { courseHome: true, courseware: true } }
        : { phase, writes: NO_WRITES };
    case 'finishTour':
      return phase === 'tour'
        ? { phase: 'idle', writes: { courseHome: true, courseware: false } }
        : { phase, writes: NO_WRITES };
    case 'endExisting':
      return phase === 'existing'
        ? { phase: 'idle', writes: { courseHome: true, courseware: false } }
        : { phase, writes: NO_WRITES };
    case 'endAbandon':
      return phase === 'abandon' ? { phase: 'idle', writes: NO_WRITES } : { phase, writes: NO_WRITES };
  }
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
