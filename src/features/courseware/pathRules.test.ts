import { describe, expect, it } from 'vitest';
import type { CoursewareOutline, Sequence } from '@/lms/courseware/types';
import {
  coursewarePath,
  endButton,
  nextTarget,
  previousTarget,
  rootSequence,
  targetPath,
  unitOfRedirect,
} from './pathRules';
import { resolverIn, sequenceOf } from '@test/pathRulesFixtures';

const C = 'course-v1:a+b+c';

/** Two sections: s1 holds q1 (u1, u2) and q2 (u3); s2 holds q3 (no units) and q4 (u4). */
const outline: CoursewareOutline = {
  course: { id: C, title: 'Course', sectionIds: ['s1', 's2'], hasScheduledContent: false },
  sections: {
    s1: { id: 's1', title: 'S1', sequenceIds: ['q1', 'q2'], courseId: C },
    s2: { id: 's2', title: 'S2', sequenceIds: ['q3', 'q4'], courseId: C },
    s3: { id: 's3', title: 'Empty', sequenceIds: [], courseId: C },
  },
  sequences: {
    q1: {
      id: 'q1',
      title: 'Q1',
      sectionId: 's1',
      unitIds: ['u1', 'u2'],
      effortActivities: null,
      effortTime: null,
      legacyWebUrl: null,
      graded: false,
    },
    q2: {
      id: 'q2',
      title: 'Q2',
      sectionId: 's1',
      unitIds: ['u3'],
      effortActivities: null,
      effortTime: null,
      legacyWebUrl: null,
      graded: false,
    },
    q3: {
      id: 'q3',
      title: 'Q3',
      sectionId: 's2',
      unitIds: [],
      effortActivities: null,
      effortTime: null,
      legacyWebUrl: null,
      graded: false,
    },
    q4: {
      id: 'q4',
      title: 'Q4',
      sectionId: 's2',
      unitIds: ['u4'],
      effortActivities: null,
      effortTime: null,
      legacyWebUrl: null,
      graded: false,
    },
  },
  units: {
    u1: { id: 'u1', title: 'U1', sequenceId: 'q1', graded: false, legacyWebUrl: null },
    u2: { id: 'u2', title: 'U2', sequenceId: 'q1', graded: false, legacyWebUrl: null },
    u3: { id: 'u3', title: 'U3', sequenceId: 'q2', graded: false, legacyWebUrl: null },
    u4: { id: 'u4', title: 'U4', sequenceId: 'q4', graded: false, legacyWebUrl: null },
  },
  sequenceOrder: ['q1', 'q2', 'q3', 'q4'],
};

const at = (sequenceId: string, unitId: string | null) => ({
  outline,
  sequenceId,
  unitId,
  unitIds: outline.sequences[sequenceId]?.unitIds ?? [],
});

describe('next', () => {
  it('goes to the next unit of the sequence', () => {
    expect(nextTarget(at('q1', 'u1'))).toEqual({ kind: 'unit', sequenceId: 'q1', unitId: 'u2' });
  });
  it('goes to the next sequence’s first unit from the last unit, across a section boundary', () => {
    expect(nextTarget(at('q1', 'u2'))).toEqual({ kind: 'sequence', sequenceId: 'q2', unitId: 'u3' });
    expect(nextTarget(at('q2', 'u3'))).toEqual({ kind: 'sequence', sequenceId: 'q3', unitId: null });
  });
  it('goes to the course exit page from the last unit of the last sequence', () => {
    expect(nextTarget(at('q4', 'u4'))).toEqual({ kind: 'end' });
    expect(targetPath(C, { kind: 'end' })).toBe(`/course/${C}/course-end`);
  });
  it('prefers a loaded answer’s unit list for the neighbour', () => {
    expect(nextTarget({ ...at('q1', 'u2'), unitsOf: (id) => (id === 'q2' ? ['fresh'] : undefined) })).toEqual(
      {
        kind: 'sequence',
        sequenceId: 'q2',
        unitId: 'fresh',
      },
    );
  });
});

describe('previous', () => {
  it('goes to the previous unit of the sequence', () => {
    expect(previousTarget(at('q1', 'u2'))).toEqual({ kind: 'unit', sequenceId: 'q1', unitId: 'u1' });
  });
  it('goes to the previous sequence’s last unit, or the bare sequence when it has none', () => {
    expect(previousTarget(at('q2', 'u3'))).toEqual({ kind: 'sequence', sequenceId: 'q1', unitId: 'u2' });
    expect(previousTarget(at('q4', 'u4'))).toEqual({ kind: 'sequence', sequenceId: 'q3', unitId: null });
    expect(targetPath(C, { kind: 'sequence', sequenceId: 'q3', unitId: null })).toBe(`/course/${C}/q3`);
  });
  it('is disabled on the first unit of the first sequence', () => {
    expect(previousTarget(at('q1', 'u1'))).toBeNull();
  });
});

describe('while the outline loads (the course record and the sequence came first)', () => {
  const early = (sequenceId: string, unitId: string) => ({ ...at(sequenceId, unitId), outline: null });
  it('moves inside the sequence, and waits at its ends rather than guess the course exit page', () => {
    expect(nextTarget(early('q1', 'u1'))).toEqual({ kind: 'unit', sequenceId: 'q1', unitId: 'u2' });
    expect(previousTarget(early('q1', 'u2'))).toEqual({ kind: 'unit', sequenceId: 'q1', unitId: 'u1' });
    expect(nextTarget(early('q1', 'u2'))).toBeNull();
    expect(nextTarget(early('q4', 'u4'))).toBeNull();
    expect(previousTarget(early('q2', 'u3'))).toBeNull();
  });
});

describe('the last unit’s button by exit state', () => {
  it('follows the celebration, end and coming-soon states and is disabled with no exit page', () => {
    expect(endButton('celebration')).toEqual({ label: 'complete', disabled: false });
    expect(endButton('endNotPassing')).toEqual({ label: 'endOfCourse', disabled: false });
    expect(endButton('moreContentComing')).toEqual({ label: 'next', disabled: false });
    expect(endButton('noExitPage')).toEqual({ label: 'next', disabled: true });
  });
});

const sequence = (unitIds: string[], activeUnitIndex = 0): Sequence =>
  sequenceOf('q1', unitIds, { activeUnitIndex });

const resolve = resolverIn(C, outline);

describe('path forms', () => {
  const noPoint = { blockId: null, sectionId: null, unitId: null };
  const loaded = (unitIds: string[], activeUnitIndex = 0) =>
    ({ status: 'loaded', sequence: sequence(unitIds, activeUnitIndex) }) as const;

  it('/course/{c} goes to the resume point, else the first sequence’s active unit once it has answered', () => {
    expect(resolve({})).toBeNull();
    expect(resolve({ resume: { blockId: 'b', sectionId: 'q2', unitId: 'u3' } })).toBe(
      coursewarePath(C, 'q2', 'u3'),
    );
    // One move, not two: the root waits for the first sequence and goes to its active unit.
    expect(resolve({ resume: noPoint })).toBeNull();
    expect(resolve({ resume: noPoint, sequence: loaded(['u1', 'u2'], 1) })).toBe(`/course/${C}/q1/u2`);
    expect(resolve({ resume: 'failed', sequence: loaded(['u1', 'u2']) })).toBe(`/course/${C}/q1/u1`);
    // A sequence that failed or has no unit: its own path's rules take over.
    expect(resolve({ resume: noPoint, sequence: { status: 'failed', failure: 'error' } })).toBe(
      `/course/${C}/q1`,
    );
    expect(resolve({ resume: noPoint, sequence: loaded([]) })).toBe(`/course/${C}/q1`);
  });

  it('/course/{c} needs only the resume answer; without a resume point, the outline or its guess', () => {
    expect(resolve({ outline: null, resume: { blockId: 'b', sectionId: 'q2', unitId: 'u3' } })).toBe(
      coursewarePath(C, 'q2', 'u3'),
    );
    expect(resolve({ outline: null, resume: 'failed', sequence: loaded(['u1']) })).toBeNull();
    expect(
      resolve({ outline: null, resume: noPoint, firstSequenceGuess: 'q2', sequence: loaded(['u3']) }),
    ).toBe(`/course/${C}/q2/u3`);
    expect(
      resolve({ outline: null, sequenceId: 'u3', sequence: { status: 'failed', failure: 'not-a-sequence' } }),
    ).toBeNull();
    expect(resolve({ sequenceId: 'u3', sequence: { status: 'failed', failure: 'not-a-sequence' } })).toBe(
      coursewarePath(C, 'q2', 'u3'),
    );
  });

  it('takes the root’s sequence from the resume point, else the outline, else the guess while it loads', () => {
    const point = { blockId: 'b', sectionId: 'q2', unitId: 'u3' };
    expect(rootSequence({ resume: 'loading', outline, firstSequenceGuess: 'q4' })).toBeNull();
    expect(rootSequence({ resume: point, outline: null, firstSequenceGuess: 'q4' })).toEqual({
      id: 'q2',
      guessed: false,
      unitId: 'u3',
    });
    expect(rootSequence({ resume: noPoint, outline, firstSequenceGuess: 'q4' })).toEqual({
      id: 'q1',
      guessed: false,
      unitId: null,
    });
    expect(rootSequence({ resume: 'failed', outline: null, firstSequenceGuess: 'q4' })).toEqual({
      id: 'q4',
      guessed: true,
      unitId: null,
    });
    // A resume point without its unit is no resume point (as the root has always treated it).
    expect(
      rootSequence({ resume: { ...point, unitId: null }, outline: null, firstSequenceGuess: null }),
    ).toBeNull();
  });

  it('moves a guessed sequence the outline leaves out to the outline’s first; a linked one stays', () => {
    const unknown = { sequenceId: 'q9', unitId: 'u9', sequence: loaded(['u9']) };
    expect(resolve({ ...unknown, guessed: true })).toBe(`/course/${C}/q1`);
    expect(resolve({ ...unknown, guessed: true, outline: null })).toBeNull();
    // Not the root's guess (a link to a sequence hidden from the outline): the learner stays.
    expect(resolve(unknown)).toBeNull();
    expect(resolve({ sequenceId: 'q2', unitId: 'u3', guessed: true, sequence: loaded(['u3']) })).toBeNull();
  });

  it('stays on the course root of a course without sequences', () => {
    const empty = { ...outline, sequenceOrder: [] };
    expect(resolve({ outline: empty, resume: 'failed' })).toBeNull();
  });

  it('/course/{c}/{s} goes to the active unit', () => {
    expect(
      resolve({ sequenceId: 'q1', sequence: { status: 'loaded', sequence: sequence(['u1', 'u2'], 1) } }),
    ).toBe(`/course/${C}/q1/u2`);
  });

  it('keeps a full path and a sequence without units', () => {
    const loaded = { status: 'loaded' as const, sequence: sequence(['u1', 'u2']) };
    expect(resolve({ sequenceId: 'q1', unitId: 'u1', sequence: loaded })).toBeNull();
    expect(resolve({ sequenceId: 'q1', sequence: { status: 'loaded', sequence: sequence([]) } })).toBeNull();
  });

  it('waits while the sequence loads', () => {
    expect(resolve({ sequenceId: 's1' })).toBeNull();
  });

  const failed = { status: 'failed' as const, failure: 'not-a-sequence' as const };

  it('a section id goes to its first sequence, or the course root when it has none', () => {
    expect(resolve({ sequenceId: 's2', sequence: failed })).toBe(`/course/${C}/q3`);
    expect(resolve({ sequenceId: 's3', sequence: failed })).toBe(`/course/${C}`);
  });

  it('a section id with a unit goes to the unit, which then finds its sequence', () => {
    expect(resolve({ sequenceId: 's1', unitId: 'u2', sequence: failed })).toBe(`/course/${C}/u2`);
    expect(resolve({ sequenceId: 'u2', sequence: failed })).toBe(`/course/${C}/q1/u2`);
  });

  it('a unit id goes to its sequence and itself', () => {
    expect(resolve({ sequenceId: 'u4', unitId: 'anything', sequence: failed })).toBe(`/course/${C}/q4/u4`);
  });

  it('an unknown id goes to the first sequence; a known sequence that failed stays', () => {
    expect(resolve({ sequenceId: 'nope', sequence: failed })).toBe(`/course/${C}/q1`);
    expect(resolve({ sequenceId: 'q2', sequence: { status: 'failed', failure: 'error' } })).toBeNull();
    expect(resolve({ sequenceId: 'q1', sequence: { status: 'failed', failure: 'error' } })).toBeNull();
  });
});

describe('the unit a redirect goes to, shown before the address follows', () => {
  it('is the unit of the sequence asked for', () => {
    expect(unitOfRedirect(C, 'q1', coursewarePath(C, 'q1', 'u2'))).toBe('u2');
  });

  it('is none for another sequence, a bare sequence, another course, or nothing asked', () => {
    expect(unitOfRedirect(C, 'q1', coursewarePath(C, 'q2', 'u3'))).toBeNull();
    expect(unitOfRedirect(C, 'q1', coursewarePath(C, 'q1'))).toBeNull();
    expect(unitOfRedirect(C, 'q1', coursewarePath('course-v1:a+b+d', 'q1', 'u2'))).toBeNull();
    expect(unitOfRedirect(C, 'q1', `${coursewarePath(C, 'q1', 'u2')}/extra`)).toBeNull();
    expect(unitOfRedirect(C, null, coursewarePath(C, 'q1', 'u2'))).toBeNull();
    // A sequence id that begins another's: the whole segment must match.
    expect(unitOfRedirect(C, 'q', coursewarePath(C, 'q1', 'u2'))).toBeNull();
  });
});
