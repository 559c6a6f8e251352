import { coursewarePath, type rootSequence } from './pathRules';

/*
 * The history marks of the course root's first-sequence guess (decision 0017, "The courseware: the unit
 * before the outline"), which CoursewarePage reads and writes.
 *
 * Why the guess travels in history. A first visit to the course root with no resume point goes to the
 * course's first sequence before the blocks outline has come: the learning-sequences outline names its
 * first open sequence much sooner, and the page goes to that guess (rootSequence). Once the
 * address names the guessed sequence, nothing in the data says it was a guess: the course record forgets
 * `firstSequenceGuess` when the outline arrives, and the same address opened from a link (a sequence hidden
 * from the table of contents, opened by its link) must stay where it is. So the redirect to the guess marks
 * its history entry, and when the outline comes, a marked sequence the outline leaves out of its order
 * gives way to the outline's first (resolvePath's `guessed`). The mark follows the redirects that stay in
 * the guessed sequence (to its active unit) and no other.
 */

interface FirstSequenceGuessMark {
  readonly firstSequenceGuess: string;
}

/** The sequence a history entry's mark says the course root guessed, if any. */
function markedGuess(entryState: unknown): string | null {
  if (!entryState || typeof entryState !== 'object' || !('firstSequenceGuess' in entryState)) return null;
  return typeof entryState.firstSequenceGuess === 'string' ? entryState.firstSequenceGuess : null;
}

/**
 * The first-sequence guess the page shows, if any: the course root's own while it goes there, else the
 * address's sequence when its history entry carries the mark for it.
 */
export function guessShown(
  root: ReturnType<typeof rootSequence>,
  sequenceId: string | null,
  entryState: unknown,
): string | null {
  if (root?.guessed) return root.id;
  return sequenceId !== null && markedGuess(entryState) === sequenceId ? sequenceId : null;
}

/**
 * The history state of a redirect (see FirstSequenceGuessMark): the mark when the page shows a guess (the
 * course root going to it, or an address the mark names) and the redirect stays inside that sequence.
 */
export function guessMark(
  courseId: string,
  guess: string | null,
  redirect: string,
): FirstSequenceGuessMark | undefined {
  if (guess === null) return undefined;
  const within = coursewarePath(courseId, guess);
  return redirect === within || redirect.startsWith(`${within}/`) ? { firstSequenceGuess: guess } : undefined;
}
