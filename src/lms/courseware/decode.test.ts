import { describe, expect, it, vi } from 'vitest';
import blocksExample from '@test/contract/examples/courseware_blocks.json';
import courseExample from '@test/contract/examples/courseware_course.json';
import metadataExample from '@test/contract/examples/course_metadata.json';
import currentCourseExample from '@test/contract/examples-current/courseware_course.json';
import learningExample from '@test/contract/examples/courseware_learning_sequences.json';
import resumeExample from '@test/contract/examples/courseware_resume.json';
import sequenceExample from '@test/contract/examples/courseware_sequence.json';
import gatedExample from '@test/contract/examples/courseware_sequence_gated.json';
import { testConfig } from '@test/render';
import { decodeCourseMetadata } from '../courseMetadata';
import { DecodeError } from '../decode';
import {
  decodeBlocks,
  decodeCoursewareCourse,
  decodeLearningSequences,
  decodeResume,
  decodeSequence,
  mergeOutlines,
  WrongBlockTypeError,
} from './decode';

const COURSE = 'course-v1:edX+DemoX+Demo_Course';
const config = testConfig();
const id = (type: string, name: string) => `block-v1:edX+DemoX+Demo_Course+type@${type}+block@${name}`;
const logger = () => ({ logInfo: vi.fn(), logError: vi.fn(), setCustomAttribute: vi.fn() });

const metadata = decodeCourseMetadata(metadataExample, COURSE, { config });

describe('courseware course record', () => {
  it.each([
    ['the spec’s LMS', courseExample],
    ['today’s LMS', currentCourseExample],
  ])(
    'reads every field of the contract example of %s, with access, tabs and staff flags from the metadata',
    (_era, body) => {
      const course = decodeCoursewareCourse(body, COURSE, metadata, { config });
      expect(course).toMatchObject({
        id: COURSE,
        title: 'Demonstration Course',
        org: 'edX',
        number: 'DemoX',
        enrollmentMode: 'audit',
        isEnrolled: true,
        courseAccess: { hasAccess: true, errorCode: null },
        isStaff: false,
        isMasquerading: false,
        license: 'creative-commons: ver=4.0 BY NC SA',
        showCalculator: true,
        notes: { enabled: true, visible: true },
        celebrations: { firstSection: false, streakLengthToCelebrate: null },
        courseExitPageIsActive: true,
        certificateData: { certStatus: 'audit_passing' },
        userNeedsIntegritySignature: false,
        contentTypeGatingEnabled: true,
        verifiedMode: { price: 149 },
      });
      expect(course.tabs).toBe(metadata.tabs);
      expect(course.tabs[0]).toMatchObject({ slug: 'outline' });
    },
  );

  it('takes the facts both eras carry in the metadata from there, not from a spec-era courseware answer', () => {
    const denied = {
      ...metadata,
      courseAccess: { ...metadata.courseAccess, hasAccess: false, errorCode: 'audit_expired' },
      isStaff: false,
      originalUserIsStaff: true,
      isMasquerading: true,
      org: 'OtherX',
    };
    const course = decodeCoursewareCourse(courseExample, COURSE, denied, { config });
    expect(course).toMatchObject({
      courseAccess: { hasAccess: false, errorCode: 'audit_expired' },
      originalUserIsStaff: true,
      isMasquerading: true,
      org: 'OtherX',
    });
  });

  it('reads today’s entrance exam and weekly goal, and leaves them out when the LMS sends none', () => {
    const withExam = {
      ...currentCourseExample,
      entrance_exam_data: {
        entrance_exam_current_score: 0.4,
        entrance_exam_enabled: true,
        entrance_exam_id: id('chapter', 'entrance_exam'),
        entrance_exam_minimum_score_pct: 0.65,
        entrance_exam_passed: false,
      },
    };
    expect(decodeCoursewareCourse(withExam, COURSE, metadata, { config })).toMatchObject({
      entranceExam: {
        sectionId: id('chapter', 'entrance_exam'),
        passed: false,
        currentScore: 0.4,
        minimumScore: 0.65,
      },
      weeklyGoalDaysPerWeek: 3,
    });
    expect(decodeCoursewareCourse(courseExample, COURSE, metadata, { config })).toMatchObject({
      entranceExam: null,
      weeklyGoalDaysPerWeek: null,
    });
  });

  it('survives missing optional fields, and needs an object', () => {
    const course = decodeCoursewareCourse({}, COURSE, metadata, { config });
    expect(course).toMatchObject({
      title: 'Demonstration Course',
      relatedPrograms: [],
      courseExitPageIsActive: true,
      entranceExam: null,
    });
    expect(() => decodeCoursewareCourse(['x'], COURSE, metadata, { config })).toThrow(DecodeError);
  });
});

describe('blocks outline', () => {
  it('normalises the tree into sections, sequences and units in order', () => {
    const blocks = decodeBlocks(blocksExample, COURSE);
    expect(blocks.course.sectionIds).toEqual([
      id('chapter', 'introduction'),
      id('chapter', 'week_1'),
      id('chapter', 'week_2'),
    ]);
    expect(blocks.sequences[id('sequential', 'basic_questions')]).toMatchObject({
      sectionId: id('chapter', 'week_1'),
      unitIds: [1, 2, 3].map((n) => id('vertical', `basic_questions_unit_${n}`)),
      graded: true,
    });
    expect(blocks.units[id('vertical', 'basic_questions_unit_1')]).toMatchObject({
      sequenceId: id('sequential', 'basic_questions'),
      legacyWebUrl: expect.stringContaining('experience=legacy') as string,
    });
  });

  it('logs unexpected block types and children missing from the map, and skips them', () => {
    const log = logger();
    const root = id('course', 'course');
    const outline = decodeBlocks(
      {
        root,
        blocks: {
          [root]: { id: root, type: 'course', display_name: 'C', children: ['ch', 'gone'] },
          ch: { id: 'ch', type: 'chapter', display_name: 'S', children: ['seq', 'html'] },
          seq: { id: 'seq', type: 'sequential', display_name: 'Q' },
          html: { id: 'html', type: 'html', display_name: 'H' },
        },
      },
      COURSE,
      log,
    );
    expect(outline.course.sectionIds).toEqual(['ch']);
    expect(outline.sections.ch?.sequenceIds).toEqual(['seq']);
    expect(outline.sequences.seq?.unitIds).toEqual([]);
    expect(log.logInfo).toHaveBeenCalledWith(expect.stringContaining('Unexpected course block type: html'));
    expect(log.logInfo).toHaveBeenCalledWith(expect.stringContaining('gone'));
  });

  it('is malformed without a course block', () => {
    expect(() => decodeBlocks({ blocks: {} }, COURSE)).toThrow(DecodeError);
  });
});

describe('merge with learning sequences', () => {
  const blocks = decodeBlocks(blocksExample, COURSE);
  const learning = decodeLearningSequences(learningExample);
  const before = Date.parse('2026-01-01T00:00:00Z');

  it('drops scheduled sequences but counts them as scheduled content', () => {
    const outline = mergeOutlines(blocks, learning, false, before);
    expect(outline.course.hasScheduledContent).toBe(true);
    expect(outline.sequences[id('sequential', 'final_exam')]).toBeUndefined();
    expect(outline.sequenceOrder).not.toContain(id('sequential', 'final_exam'));
    expect(outline.sequenceOrder[0]).toBe(id('sequential', 'demo_course_overview'));
  });

  it('has no scheduled content once the start has passed', () => {
    const outline = mergeOutlines(blocks, learning, false, Date.parse('2031-01-01T00:00:00Z'));
    expect(outline.course.hasScheduledContent).toBe(false);
  });

  it('uses the blocks outline alone without learning sequences or while masquerading', () => {
    expect(mergeOutlines(blocks, null, false).course.hasScheduledContent).toBe(
      blocks.course.hasScheduledContent,
    );
    expect(mergeOutlines(blocks, learning, true).course.sectionIds).toEqual(blocks.course.sectionIds);
  });
});

describe('sequence', () => {
  it('reads every field and makes activeUnitIndex the position minus one', () => {
    const { sequence, units } = decodeSequence(sequenceExample, id('sequential', 'basic_questions'));
    expect(sequence).toMatchObject({
      id: id('sequential', 'basic_questions'),
      blockType: 'sequential',
      format: 'Homework',
      activeUnitIndex: 1,
      saveUnitPosition: true,
      showCompletion: true,
      isHiddenAfterDue: false,
      gatedContent: { gated: false, prereqId: null },
    });
    expect(sequence.unitIds).toHaveLength(3);
    expect(units[sequence.unitIds[0] ?? '']).toMatchObject({
      complete: true,
      contentType: 'problem',
      graded: true,
    });
  });

  it('defaults a missing or out-of-range position to the first unit', () => {
    const { sequence } = decodeSequence({ ...sequenceExample, position: 9 }, 'x');
    expect(sequence.activeUnitIndex).toBe(0);
    expect(decodeSequence({ ...sequenceExample, position: null }, 'x').sequence.activeUnitIndex).toBe(0);
  });

  it('reads the prerequisite gate', () => {
    const { sequence } = decodeSequence(gatedExample, 'x');
    expect(sequence.gatedContent.gated).toBe(true);
    expect(sequence.gatedContent.prereqId).toBeTruthy();
    expect(sequence.unitIds).toEqual([]);
  });

  it('fails on another block type', () => {
    expect(() => decodeSequence({ ...sequenceExample, tag: 'chapter' }, 'x')).toThrow(WrongBlockTypeError);
  });

  it('reads unknown unit types as other', () => {
    const body = { ...sequenceExample, items: [{ id: 'u', type: 'weird', page_title: 'U' }] };
    expect(decodeSequence(body, 'x').units.u?.contentType).toBe('other');
  });
});

it('reads the resume point', () => {
  expect(decodeResume(resumeExample)).toMatchObject({
    sectionId: id('sequential', 'basic_questions'),
    unitId: id('vertical', 'basic_questions_unit_2'),
  });
  expect(decodeResume({})).toEqual({ blockId: null, sectionId: null, unitId: null });
});
