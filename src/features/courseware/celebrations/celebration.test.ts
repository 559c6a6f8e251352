import { beforeEach, describe, expect, it } from 'vitest';
import {
  CELEBRATION_MARKER_KEY,
  celebrationDecision,
  clearMarker,
  crossesSection,
  pickStreakFact,
  readMarker,
  rememberSectionMove,
  writeMarker,
} from './celebration';

const sections = [
  { id: 'week1', sequenceIds: ['s1', 's2'] },
  { id: 'week2', sequenceIds: ['s3'] },
];

const base = {
  courseId: 'c',
  firstSection: true,
  sections,
  prevSequenceId: 's2',
  nextSequenceId: 's3',
  nextUnitId: 'u3',
};

describe('celebration marker in session storage', () => {
  beforeEach(() => sessionStorage.clear());

  it('remembers a move into another section while the first-section celebration is due', () => {
    expect(rememberSectionMove(base)).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(CELEBRATION_MARKER_KEY) ?? 'null')).toEqual({
      courseId: 'c',
      prevSequenceId: 's2',
      nextSequenceId: 's3',
      nextUnitId: 'u3',
    });
    expect(readMarker()).toEqual({
      courseId: 'c',
      prevSequenceId: 's2',
      nextSequenceId: 's3',
      nextUnitId: 'u3',
      shown: false,
    });
  });

  it('remembers nothing inside a section, or when the celebration has happened', () => {
    expect(rememberSectionMove({ ...base, prevSequenceId: 's1', nextSequenceId: 's2' })).toBe(false);
    expect(rememberSectionMove({ ...base, firstSection: false })).toBe(false);
    expect(readMarker()).toBeNull();
  });

  it('reads garbage as no marker, and clears', () => {
    sessionStorage.setItem(CELEBRATION_MARKER_KEY, '{not json');
    expect(readMarker()).toBeNull();
    sessionStorage.setItem(CELEBRATION_MARKER_KEY, JSON.stringify({ courseId: 1 }));
    expect(readMarker()).toBeNull();
    writeMarker({ courseId: 'c', prevSequenceId: 'a', nextSequenceId: 'b', nextUnitId: null });
    expect(readMarker()?.nextUnitId).toBeNull();
    clearMarker();
    expect(readMarker()).toBeNull();
  });

  it('survives a storage that refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readMarker(refusing)).toBeNull();
    expect(() => writeMarker({ ...base, nextUnitId: null }, refusing)).not.toThrow();
    expect(() => clearMarker(refusing)).not.toThrow();
  });
});

describe('crossesSection', () => {
  it('is true only between two known sections', () => {
    expect(crossesSection(sections, 's2', 's3')).toBe(true);
    expect(crossesSection(sections, 's1', 's2')).toBe(false);
    expect(crossesSection(sections, 's2', 'unknown')).toBe(false);
  });
});

describe('celebrationDecision', () => {
  const marker = { courseId: 'c', prevSequenceId: 's2', nextSequenceId: 's3', nextUnitId: 'u3' };
  const at = { courseId: 'c', sequenceId: 's3', unitId: 'u3', firstSection: true, streakDue: false };

  it('shows the modal on the target while first_section is true', () => {
    expect(celebrationDecision({ ...at, marker })).toBe('show');
  });

  it('only posts when a streak celebration is due at the same time', () => {
    expect(celebrationDecision({ ...at, marker, streakDue: true })).toBe('post-only');
  });

  it('shows exactly once: not again after it was shown (a reload on the target)', () => {
    expect(celebrationDecision({ ...at, marker: { ...marker, shown: true } })).toBe('none');
  });

  it('does nothing when the server says the first section was celebrated', () => {
    expect(celebrationDecision({ ...at, marker, firstSection: false })).toBe('none');
  });

  it('waits while the URL is still on the sequence being left or arriving at the bare target sequence', () => {
    expect(celebrationDecision({ ...at, marker, sequenceId: 's2', unitId: 'u2' })).toBe('none');
    expect(celebrationDecision({ ...at, marker, unitId: null })).toBe('none');
  });

  it('a target without a unit is the bare sequence', () => {
    expect(celebrationDecision({ ...at, marker: { ...marker, nextUnitId: null }, unitId: null })).toBe(
      'show',
    );
  });

  it('clears the marker once the learner moves off the target, or in another course', () => {
    expect(celebrationDecision({ ...at, marker, sequenceId: 's1', unitId: 'u1' })).toBe('clear');
    expect(celebrationDecision({ ...at, marker, unitId: 'other' })).toBe('clear');
    expect(celebrationDecision({ ...at, marker, courseId: 'd' })).toBe('clear');
  });

  it('does nothing without a marker', () => {
    expect(celebrationDecision({ ...at, marker: null })).toBe('none');
  });
});

describe('pickStreakFact', () => {
  it('picks one of the two facts at random', () => {
    expect(pickStreakFact(() => 0.1)).toBe('pass');
    expect(pickStreakFact(() => 0.9)).toBe('content');
    expect(['pass', 'content']).toContain(pickStreakFact());
  });
});
