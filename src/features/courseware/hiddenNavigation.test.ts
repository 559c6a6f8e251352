import { describe, expect, it } from 'vitest';
import type { CoursewareOutline, NavSequence } from '@/lms/courseware/types';
import { coursewarePath, nextTarget, previousTarget, rootSequence, type Position } from './pathRules';
import { resolverIn, sequenceOf } from '@test/pathRulesFixtures';

/**
 * The navigation rules with blocks hidden from the table of contents and sequences whose answer says
 * navigation_disabled (today's LMS, current-lms.md §4, issue 39): Previous, Next and the course root never
 * reach a hidden sequence; a direct link still opens it; no way out past the ends of a sequence with
 * navigation disabled.
 */

const C = 'course-v1:a+b+c';

const seq = (id: string, sectionId: string, unitIds: string[], hideFromToc = false): NavSequence => ({
  id,
  title: id.toUpperCase(),
  sectionId,
  unitIds,
  effortActivities: null,
  effortTime: null,
  legacyWebUrl: null,
  graded: false,
  hideFromToc,
});

/**
 * s0 holds h0 (hidden, first in the course); s1 holds q1 (u1, u2), qh (hidden: h1, h2) and q2 (u3); the
 * hidden section sh holds k1 (k); s2 holds q3 (u4). The order leaves the hidden ones out.
 */
const outline: CoursewareOutline = {
  course: { id: C, title: 'Course', sectionIds: ['s0', 's1', 'sh', 's2'], hasScheduledContent: false },
  sections: {
    s0: { id: 's0', title: 'S0', sequenceIds: ['h0'], courseId: C },
    s1: { id: 's1', title: 'S1', sequenceIds: ['qh', 'q1', 'q2'], courseId: C },
    sh: { id: 'sh', title: 'Hidden', sequenceIds: ['k1'], courseId: C, hideFromToc: true },
    s2: { id: 's2', title: 'S2', sequenceIds: ['q3'], courseId: C },
  },
  sequences: {
    h0: seq('h0', 's0', ['x0'], true),
    qh: seq('qh', 's1', ['h1', 'h2'], true),
    q1: seq('q1', 's1', ['u1', 'u2']),
    q2: seq('q2', 's1', ['u3']),
    k1: seq('k1', 'sh', ['k'], true),
    q3: seq('q3', 's2', ['u4']),
  },
  units: {
    x0: { id: 'x0', title: 'X0', sequenceId: 'h0', graded: false, legacyWebUrl: null },
    h1: { id: 'h1', title: 'H1', sequenceId: 'qh', graded: false, legacyWebUrl: null },
    h2: { id: 'h2', title: 'H2', sequenceId: 'qh', graded: false, legacyWebUrl: null },
    u1: { id: 'u1', title: 'U1', sequenceId: 'q1', graded: false, legacyWebUrl: null },
    u2: { id: 'u2', title: 'U2', sequenceId: 'q1', graded: false, legacyWebUrl: null },
    u3: { id: 'u3', title: 'U3', sequenceId: 'q2', graded: false, legacyWebUrl: null },
    k: { id: 'k', title: 'K', sequenceId: 'k1', graded: false, legacyWebUrl: null },
    u4: { id: 'u4', title: 'U4', sequenceId: 'q3', graded: false, legacyWebUrl: null },
  },
  sequenceOrder: ['q1', 'q2', 'q3'],
};

const at = (sequenceId: string, unitId: string | null, navigationDisabled = false): Position => ({
  outline,
  sequenceId,
  unitId,
  unitIds: outline.sequences[sequenceId]?.unitIds ?? [],
  navigationDisabled,
});

describe('Previous and Next never reach a hidden sequence', () => {
  it('go from one open sequence to the next over the hidden ones, across sections', () => {
    expect(nextTarget(at('q1', 'u2'))).toEqual({ kind: 'sequence', sequenceId: 'q2', unitId: 'u3' });
    expect(previousTarget(at('q2', 'u3'))).toEqual({ kind: 'sequence', sequenceId: 'q1', unitId: 'u2' });
    expect(nextTarget(at('q2', 'u3'))).toEqual({ kind: 'sequence', sequenceId: 'q3', unitId: 'u4' });
    expect(previousTarget(at('q3', 'u4'))).toEqual({ kind: 'sequence', sequenceId: 'q2', unitId: 'u3' });
    // The first open sequence has nothing before it, though a hidden one comes first in the course.
    expect(previousTarget(at('q1', 'u1'))).toBeNull();
  });

  it('inside a hidden sequence opened by its link: its units, and no way out past its ends', () => {
    expect(nextTarget(at('qh', 'h1'))).toEqual({ kind: 'unit', sequenceId: 'qh', unitId: 'h2' });
    expect(previousTarget(at('qh', 'h2'))).toEqual({ kind: 'unit', sequenceId: 'qh', unitId: 'h1' });
    // Not the next sequence, and not the course exit page either.
    expect(nextTarget(at('qh', 'h2'))).toBeNull();
    expect(previousTarget(at('qh', 'h1'))).toBeNull();
    expect(nextTarget(at('k1', 'k'))).toBeNull();
    expect(previousTarget(at('k1', 'k'))).toBeNull();
  });
});

describe('navigation_disabled', () => {
  it('offers no Previous out of the first unit and no Next out of the last; inside, as usual', () => {
    expect(previousTarget(at('q2', 'u3', true))).toBeNull();
    expect(nextTarget(at('q2', 'u3', true))).toBeNull();
    expect(previousTarget(at('q1', 'u1', true))).toBeNull();
    expect(nextTarget(at('q1', 'u1', true))).toEqual({ kind: 'unit', sequenceId: 'q1', unitId: 'u2' });
    expect(nextTarget(at('q1', 'u2', true))).toBeNull();
    expect(previousTarget(at('q1', 'u2', true))).toEqual({ kind: 'unit', sequenceId: 'q1', unitId: 'u1' });
    // Never the course exit page out of the last sequence of the course either.
    expect(nextTarget(at('q3', 'u4', true))).toBeNull();
    expect(nextTarget(at('q3', 'u4'))).toEqual({ kind: 'end' });
  });

  it('a sequence without units has no way out at all', () => {
    const empty = { ...at('q2', null, true), unitIds: [] };
    expect(nextTarget(empty)).toBeNull();
    expect(previousTarget(empty)).toBeNull();
  });
});

const loaded = (id: string, unitIds: string[], activeUnitIndex = 0) =>
  ({
    status: 'loaded',
    sequence: sequenceOf(id, unitIds, { activeUnitIndex, title: id, navigationDisabled: true }),
  }) as const;

const resolve = resolverIn(C, outline);

const failed = { status: 'failed', failure: 'not-a-sequence' } as const;

describe('the course root and the path forms', () => {
  it('the course root goes to the first open sequence, never a hidden one', () => {
    const noPoint = { blockId: null, sectionId: null, unitId: null };
    expect(rootSequence({ resume: noPoint, outline })).toEqual({ id: 'q1', guessed: false, unitId: null });
    expect(resolve({ resume: noPoint, sequence: loaded('q1', ['u1', 'u2']) })).toBe(`/course/${C}/q1/u1`);
    // The root's guess from learning sequences (staff get hidden ones there) gives way to the outline.
    expect(resolve({ sequenceId: 'h0', unitId: 'x0', guessed: true, sequence: loaded('h0', ['x0']) })).toBe(
      `/course/${C}/q1`,
    );
  });

  it('a direct link opens a hidden sequence, at its active unit, and stays', () => {
    expect(resolve({ sequenceId: 'qh', sequence: loaded('qh', ['h1', 'h2'], 1) })).toBe(
      coursewarePath(C, 'qh', 'h2'),
    );
    expect(resolve({ sequenceId: 'qh', unitId: 'h1', sequence: loaded('qh', ['h1', 'h2']) })).toBeNull();
    // A unit id in the sequence's place finds its hidden sequence.
    expect(resolve({ sequenceId: 'h2', sequence: failed })).toBe(coursewarePath(C, 'qh', 'h2'));
  });

  it('a section’s link goes to its first open sequence; a hidden section’s to its own first', () => {
    expect(resolve({ sequenceId: 's1', sequence: failed })).toBe(coursewarePath(C, 'q1'));
    expect(resolve({ sequenceId: 'sh', sequence: failed })).toBe(coursewarePath(C, 'k1'));
    expect(resolve({ sequenceId: 's0', sequence: failed })).toBe(coursewarePath(C, 'h0'));
  });
});
