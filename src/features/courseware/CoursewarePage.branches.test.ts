import { describe, expect, it } from 'vitest';
import { sequenceAreaStatus } from './CoursewarePage';
import { guessMark, guessShown } from './firstSequenceGuess';
import { coursewarePath } from './pathRules';

const C = 'course-v1:edX+DemoX+Demo_Course';
const GUESS = 'block-v1:edX+DemoX+Demo_Course+type@sequential+block@first';
const OTHER = 'block-v1:edX+DemoX+Demo_Course+type@sequential+block@other';
const UNIT = 'block-v1:edX+DemoX+Demo_Course+type@vertical+block@u1';

describe('the course root’s first-sequence guess in history', () => {
  it('is the root’s own guess while it goes there, and a marked address’s sequence after', () => {
    expect(guessShown({ id: GUESS, guessed: true, unitId: null }, null, null)).toBe(GUESS);
    // The outline's first or the resume point: no guess.
    expect(guessShown({ id: GUESS, guessed: false, unitId: null }, null, null)).toBeNull();
    expect(guessShown(null, GUESS, { firstSequenceGuess: GUESS })).toBe(GUESS);
    // The same address reached any other way (a link, a marked entry of another sequence) is no guess.
    expect(guessShown(null, GUESS, null)).toBeNull();
    expect(guessShown(null, GUESS, { firstSequenceGuess: OTHER })).toBeNull();
    expect(guessShown(null, GUESS, { firstSequenceGuess: 7 })).toBeNull();
    expect(guessShown(null, GUESS, 'first')).toBeNull();
  });

  it('marks the redirects that stay inside the guessed sequence, and no other', () => {
    expect(guessMark(C, GUESS, coursewarePath(C, GUESS, UNIT))).toEqual({ firstSequenceGuess: GUESS });
    expect(guessMark(C, GUESS, coursewarePath(C, GUESS))).toEqual({ firstSequenceGuess: GUESS });
    // The outline overruled the guess: the move to its first sequence carries no mark.
    expect(guessMark(C, GUESS, coursewarePath(C, OTHER))).toBeUndefined();
    // A sequence whose id only starts like the guess's is another sequence.
    expect(guessMark(C, GUESS, coursewarePath(C, `${GUESS}2`))).toBeUndefined();
    expect(guessMark(C, null, coursewarePath(C, GUESS, UNIT))).toBeUndefined();
  });
});

describe('what the sequence area waits for or shows', () => {
  const loading = { status: 'loading' } as const;
  const failed = { status: 'failed', failure: 'error' } as const;
  const base = {
    hasSequence: true,
    sequence: loading,
    outlineLoaded: true,
    rootKnown: false,
    resumeFetching: false,
  };

  it('a named sequence shows its own state, except a failure before the outline has come', () => {
    expect(sequenceAreaStatus(base)).toBe('loading');
    expect(sequenceAreaStatus({ ...base, sequence: failed })).toBe('failed');
    // The outline may yet send a failed address elsewhere (a section or unit id): wait for it.
    expect(sequenceAreaStatus({ ...base, sequence: failed, outlineLoaded: false })).toBe('loading');
  });

  it('the course root waits while it may still find a place, else has no content', () => {
    const root = { ...base, hasSequence: false };
    expect(sequenceAreaStatus({ ...root, outlineLoaded: false })).toBe('loading');
    expect(sequenceAreaStatus({ ...root, rootKnown: true })).toBe('loading');
    expect(sequenceAreaStatus({ ...root, resumeFetching: true })).toBe('loading');
    expect(sequenceAreaStatus(root)).toBe('none');
  });
});
