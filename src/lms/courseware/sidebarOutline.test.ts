import { describe, expect, it } from 'vitest';
import { DecodeError } from '../decode';
import { decodeNavigation, navigationFromOutline, withShownSequence } from './sidebarOutline';
import type { CoursewareOutline, SequenceData, Unit } from './types';

const stat = (completion: unknown, completable_children: unknown) => ({ completion, completable_children });
const answer = {
  blocks: {
    course: {
      id: 'course',
      type: 'course',
      display_name: 'Course',
      children: ['ch1', 'ch2', 'hidden', 'nope'],
    },
    ch1: {
      id: 'ch1',
      type: 'chapter',
      display_name: 'Week 1',
      children: ['s1', 's2', 'gone'],
      complete: false,
      completion_stat: stat(1, 3),
    },
    ch2: { id: 'ch2', type: 'chapter', display_name: 'Week 2', children: ['s3'], completion_stat: 'bad' },
    hidden: { id: 'hidden', type: 'chapter', display_name: 'Answers', children: [], hide_from_toc: true },
    s1: {
      id: 's1',
      type: 'sequential',
      display_name: 'Lesson 1',
      children: ['u1', 'u2', 'html'],
      completion_stat: stat(1, 2),
      special_exam_info: 'Timed Exam',
    },
    s2: { id: 's2', type: 'sequential', display_name: 'Bonus', children: ['u3'], hide_from_toc: true },
    s3: { id: 's3', type: 'lock', display_name: 'Wrap-up', children: ['u4'], completion_stat: stat(5, 1) },
    u1: { id: 'u1', type: 'vertical', display_name: 'Reading', complete: true, icon: 'other' },
    u2: { id: 'u2', type: 'vertical', display_name: 'Practice', complete: 'yes', icon: 'problem' },
    u3: { id: 'u3', type: 'vertical', display_name: 'Bonus unit' },
    u4: { id: 'u4', type: 'vertical', display_name: 'Summary', icon: 'fa-weird' },
    html: { id: 'html', type: 'html', display_name: 'Not a unit' },
  },
};

describe('decodeNavigation (the navigation call, current-lms.md §7)', () => {
  const model = decodeNavigation(answer);

  it('keeps course order, leaves hidden blocks, unknown types and missing children out', () => {
    expect(model.sectionIds).toEqual(['ch1', 'ch2']);
    expect(model.sections.ch1?.sequenceIds).toEqual(['s1']);
    expect(model.sequences.s1?.unitIds).toEqual(['u1', 'u2']);
    expect(model.sequences.s2).toBeUndefined();
    expect(model.units.u3).toBeUndefined();
    expect(model.source).toBe('navigation');
  });

  it('reads completion, counts (kept within the total), locks, exam info and icons defensively', () => {
    expect(model.sections.ch1?.completionStat).toEqual({ completed: 1, total: 3 });
    expect(model.sections.ch2?.completionStat).toBeNull();
    expect(model.sequences.s3).toMatchObject({ locked: true, completionStat: { completed: 1, total: 1 } });
    expect(model.sequences.s1).toMatchObject({ locked: false, specialExamInfo: 'Timed Exam' });
    expect(model.units.u1).toMatchObject({ complete: true, icon: 'other', sequenceId: 's1' });
    expect(model.units.u2).toMatchObject({ complete: false, icon: 'problem' });
    expect(model.units.u4?.icon).toBe('other');
  });

  it('calls an answer without blocks or without a course block malformed', () => {
    expect(() => decodeNavigation(['an', 'array'])).toThrow(DecodeError);
    expect(() => decodeNavigation({ blocks: null })).toThrow(DecodeError);
    expect(() => decodeNavigation({ blocks: { x: { type: 'chapter' } } })).toThrow(DecodeError);
  });
});

const outline: CoursewareOutline = {
  course: { id: 'c', title: 'Course', sectionIds: ['ch1', 'hidden'], hasScheduledContent: false },
  sections: {
    ch1: { id: 'ch1', title: 'Week 1', sequenceIds: ['s1', 's2'], courseId: 'c' },
    hidden: { id: 'hidden', title: 'Answers', sequenceIds: ['s9'], courseId: 'c', hideFromToc: true },
  },
  sequences: {
    s1: {
      id: 's1',
      title: 'Lesson 1',
      sectionId: 'ch1',
      unitIds: ['u1', 'u2'],
      effortActivities: null,
      effortTime: null,
      legacyWebUrl: null,
      graded: false,
    },
    s2: {
      id: 's2',
      title: 'Bonus',
      sectionId: 'ch1',
      unitIds: ['u3'],
      effortActivities: null,
      effortTime: null,
      legacyWebUrl: null,
      graded: false,
      hideFromToc: true,
    },
  },
  units: {
    u1: { id: 'u1', title: 'Reading', sequenceId: 's1', graded: false, legacyWebUrl: null },
    u2: { id: 'u2', title: 'Practice', sequenceId: 's1', graded: false, legacyWebUrl: null },
    u3: { id: 'u3', title: 'Bonus unit', sequenceId: 's2', graded: false, legacyWebUrl: null },
  },
  sequenceOrder: ['s1'],
};

const unit = (id: string, complete: boolean, contentType: Unit['contentType']): Unit => ({
  id,
  sequenceId: 's1',
  bookmarked: false,
  bookmarkedUpdateState: null,
  complete,
  title: id === 'u1' ? 'Reading' : 'Practice',
  contentType,
  graded: false,
  containsContentTypeGatedContent: false,
  legacyWebUrl: null,
  userNeedsIntegritySignature: false,
});

const shown = {
  sequence: { id: 's1', unitIds: ['u1', 'u2'], gatedContent: { gated: false } },
  units: { u1: unit('u1', true, 'video'), u2: unit('u2', false, 'problem') },
} as unknown as SequenceData;

describe('navigationFromOutline (an LMS without the navigation call)', () => {
  it('builds the same model from the blocks outline, hidden blocks left out', () => {
    const model = navigationFromOutline(outline, null);
    expect(model.sectionIds).toEqual(['ch1']);
    expect(model.sections.ch1?.sequenceIds).toEqual(['s1']);
    expect(model.sequences.s1).toMatchObject({ unitIds: ['u1', 'u2'], completionStat: null, locked: false });
    expect(model.units.u1).toMatchObject({ title: 'Reading', complete: false, icon: 'other' });
    expect(model.source).toBe('blocks');
  });

  it('knows the completion and icons of the sequence shown', () => {
    const model = navigationFromOutline(outline, shown);
    expect(model.sequences.s1?.completionStat).toEqual({ completed: 1, total: 2 });
    expect(model.units.u1).toMatchObject({ complete: true, icon: 'video' });
    expect(model.units.u2).toMatchObject({ complete: false, icon: 'problem' });
  });
});

describe('withShownSequence', () => {
  it('takes a unit completed since the call from the sequence shown, and recounts its sequence', () => {
    const before = decodeNavigation({
      blocks: {
        course: { type: 'course', children: ['ch1'] },
        ch1: { type: 'chapter', children: ['s1'] },
        s1: { type: 'sequential', children: ['u1', 'u2'], completion_stat: stat(0, 2) },
        u1: { type: 'vertical' },
        u2: { type: 'vertical' },
      },
    });
    const after = withShownSequence(before, shown);
    expect(after.units.u1?.complete).toBe(true);
    expect(after.sequences.s1?.completionStat).toEqual({ completed: 1, total: 2 });
    expect(withShownSequence(before, null)).toBe(before);
  });
});
