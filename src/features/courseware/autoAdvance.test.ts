import { describe, expect, it } from 'vitest';
import type { EntranceExam, Sequence } from '@/lms/courseware/types';
import { autoAdvancePath, type AutoAdvanceInput } from './autoAdvance';

const C = 'course-v1:a+b+c';
const SEQ = 'block-v1:a+b+c+type@sequential+block@s1';
const sequence = (over: Partial<Sequence> = {}) =>
  ({ id: SEQ, isTimeLimited: false, isProctored: false, ...over }) as Sequence;
const exam = (passed: boolean): EntranceExam => ({
  sectionId: 'block-v1:a+b+c+type@chapter+block@exam',
  passed,
  currentScore: passed ? 0.8 : 0.4,
  minimumScore: 0.65,
});
const input = (over: Partial<AutoAdvanceInput>): AutoAdvanceInput => ({
  courseId: C,
  next: null,
  sequence: sequence(),
  entranceExam: null,
  ...over,
});
const inSequence = { kind: 'unit', sequenceId: SEQ, unitId: 'u2' } as const;
const nextSequence = { kind: 'sequence', sequenceId: 's2', unitId: 'u3' } as const;

describe('where a unit’s plugin.autoAdvance goes', () => {
  it('goes where Next goes: the next unit, or the next sequence’s first', () => {
    expect(autoAdvancePath(input({ next: inSequence }))).toBe(`/course/${C}/${SEQ}/u2`);
    expect(autoAdvancePath(input({ next: nextSequence }))).toBe(`/course/${C}/s2/u3`);
    expect(autoAdvancePath(input({ next: nextSequence, sequence: null }))).toBe(`/course/${C}/s2/u3`);
    expect(autoAdvancePath(input({ next: nextSequence, entranceExam: exam(true) }))).toBe(
      `/course/${C}/s2/u3`,
    );
  });

  it('stays where Next is disabled, and on the last unit (never to the course end)', () => {
    expect(autoAdvancePath(input({ next: null }))).toBeNull();
    expect(autoAdvancePath(input({ next: { kind: 'end' } }))).toBeNull();
  });

  it('stays while an entrance exam is not passed, even inside a sequence', () => {
    expect(autoAdvancePath(input({ next: inSequence, entranceExam: exam(false) }))).toBeNull();
  });

  it('moves inside a timed or proctored exam’s sequence but never out of it', () => {
    for (const over of [{ isTimeLimited: true }, { isProctored: true }]) {
      expect(autoAdvancePath(input({ next: inSequence, sequence: sequence(over) }))).toBe(
        `/course/${C}/${SEQ}/u2`,
      );
      expect(autoAdvancePath(input({ next: nextSequence, sequence: sequence(over) }))).toBeNull();
    }
  });
});
