import { afterPaint } from '@/platform/afterPaint';
import type { LearningSequencesOutline } from './decode';
import { firstOpenSequence } from './firstOpenSequence';
import type { CoursewareData } from './types';

/**
 * When the courseware's calls go out, in one place. The calls themselves are RTK Query endpoints
 * (./api.ts); this module holds the little state that orders them on a first visit, and `resetCallSchedule`
 * forgets it (test set-up does, after every test).
 *
 * The unit first, the outline after it. A unit the page can show without the blocks outline (the
 * address's sequence, or the one the resume point or the learning-sequences outline names) waits on its
 * sequence call only; a large course's blocks outline is hundreds of KB that the main thread receives,
 * parses and decodes, and its landing re-renders the page with every section. So:
 *
 * 1. the courseware's prefetch (src/features/courseware/prefetch.ts) registers the calls that unit needs
 *    (`unitCallBeforeOutline`);
 * 2. `getCourseware` asks for the blocks outline once those have answered and painted (`afterUnitCalls`),
 *    never later than OUTLINE_WAIT_MS after it started (`outlineDeadline`), and answers with the course
 *    record first, keeping the outline to come (`setPendingOutline`);
 * 3. its `onQueryStarted` puts that outline into the same cache entry (`takePendingOutline`), again after
 *    the unit's calls, so the unit paints before the sections do.
 *
 * At a course root without a resume point the page goes to the first open sequence, which the small
 * learning-sequences call names long before the blocks outline (`firstSequenceHint`): the prefetch asks
 * for that sequence ahead, and the page goes there before the outline has come (rootSequence). A wrong
 * guess costs one spare sequence call. A page whose prefetch registered nothing (a client-side move into
 * the courseware) asks for its outline at once. Decision 0017 has the measurements behind this.
 */

/** The longest the blocks outline waits for the unit's calls: one wait for the request and the store. */
export const OUTLINE_WAIT_MS = 1000;

/** The calls of the unit the page can show first, while they are in flight. */
const unitCalls = new Set<Promise<unknown>>();
/** The outline of a course whose record has answered, by course id, until it lands in the cache. */
const pendingOutlines = new Map<string, PendingOutline>();
/** The first open sequence the learning-sequences outline lists, by course id (a guess). */
const firstSequenceHints = new Map<string, Promise<string | null>>();

export interface PendingOutline {
  readonly outline: Promise<CoursewareData>;
  /** Date.now() after which the outline waits no longer. */
  readonly unitDeadline: number;
}

/** A call the unit shown first needs; the outline waits for it (see above). */
export function unitCallBeforeOutline(call: PromiseLike<unknown>): void {
  const settled = Promise.resolve(call).then(
    () => undefined,
    () => undefined,
  );
  unitCalls.add(settled);
  void settled.then(() => unitCalls.delete(settled));
}

/** The deadline of an outline asked for now. */
export const outlineDeadline = (now: number = Date.now()) => now + OUTLINE_WAIT_MS;

/** Waits for the unit's calls and the paint after them, until `deadline` (Date.now()) at the latest. */
export async function afterUnitCalls(deadline: number): Promise<void> {
  // A resume answer starts its sequence call: a second round waits for that one.
  for (let round = 0; round < 3 && unitCalls.size > 0; round += 1) {
    const left = deadline - Date.now();
    if (left <= 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      Promise.all([...unitCalls]),
      new Promise((resolve) => {
        timer = setTimeout(resolve, left);
      }),
    ]);
    clearTimeout(timer);
    await new Promise<void>((resolve) => afterPaint(resolve));
  }
}

export function setPendingOutline(courseId: string, pending: PendingOutline): void {
  pendingOutlines.set(courseId, pending);
}

/** The outline to come for a course, once (none when the answer was whole: `loading` false). */
export function takePendingOutline(courseId: string, loading: boolean): PendingOutline | undefined {
  const pending = loading ? pendingOutlines.get(courseId) : undefined;
  pendingOutlines.delete(courseId);
  return pending;
}

/**
 * The course root's guess (`firstSequenceHint`), from the learning-sequences outline once it and the course
 * record have answered: its first open sequence (./firstOpenSequence.ts, which the preload script applies
 * to the raw answer too). None when either failed, or for a member of staff viewing as someone else (their
 * outline leaves learning sequences out).
 */
export function guessFirstSequence(
  courseId: string,
  answers: Promise<{
    learning: LearningSequencesOutline | null;
    course: { readonly isMasquerading: boolean } | null;
  }>,
): void {
  firstSequenceHints.set(
    courseId,
    answers.then(({ learning, course }) =>
      !learning || !course || course.isMasquerading
        ? null
        : firstOpenSequence(learning.sections, learning.sequences),
    ),
  );
}

/** The first open sequence of a course as the learning-sequences call names it; null when it does not. */
export function firstSequenceHint(courseId: string): Promise<string | null> {
  return firstSequenceHints.get(courseId) ?? Promise.resolve(null);
}

/** Forgets every call in flight and every guess (test set-up, between tests). */
export function resetCallSchedule(): void {
  unitCalls.clear();
  pendingOutlines.clear();
  firstSequenceHints.clear();
}
