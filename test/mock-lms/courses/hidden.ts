import { blockId, courseKey, type MockCourse, type MockUnit, type UnitType } from './model';

const KEY = { org: 'edX', number: 'HiddenX', run: '2026' };

const unit = (name: string, title: string, type: UnitType, extra: Partial<MockUnit> = {}): MockUnit => ({
  id: blockId(KEY, 'vertical', name),
  title,
  type,
  ...extra,
});

const seq = (name: string) => blockId(KEY, 'sequential', name);

/**
 * Hidden from the table of contents (today's LMS, current-lms.md §4, issue 39): a subsection hidden between
 * two open ones, a whole section hidden, and a subsection locked behind a prerequisite (today's LMS lists
 * its units as `is_gated`). Learners get neither hidden block in the outline or learning sequences (only
 * staff do, with `hide_from_toc`); a direct link still opens them, and their sequence answers say
 * `navigation_disabled`. The spec's LMS knows none of it: there the hidden blocks are ordinary ones.
 */
export const hiddenCourse: MockCourse = {
  id: courseKey(KEY.org, KEY.number, KEY.run),
  ...KEY,
  title: 'Hidden Content and Links',
  start: { days: -30 },
  end: { days: 150 },
  selfPaced: true,
  contentTypeGating: false,
  verifiedMode: null,
  auditAccessDays: null,
  exitPageActive: true,
  license: null,
  celebrations: { firstSection: false, streakDays: null },
  gradingPolicy: {
    assignmentPolicies: [{ type: 'Homework', shortLabel: 'HW', numTotal: 1, numDroppable: 0, weight: 1 }],
    gradeRange: { Pass: 0.5 },
  },
  sections: [
    {
      id: blockId(KEY, 'chapter', 'week_1'),
      title: 'Week 1',
      sequences: [
        {
          id: seq('lesson_1'),
          title: 'Lesson 1',
          units: [unit('lesson_1_unit_1', 'Reading', 'other'), unit('lesson_1_unit_2', 'Lecture', 'video')],
        },
        {
          id: seq('bonus'),
          title: 'Bonus material',
          hideFromToc: true,
          units: [
            unit('bonus_unit_1', 'Bonus reading', 'other'),
            unit('bonus_unit_2', 'Bonus video', 'video'),
          ],
        },
        {
          id: seq('lesson_2'),
          title: 'Lesson 2',
          units: [unit('lesson_2_unit_1', 'Practice', 'problem', { problems: 1 })],
        },
      ],
    },
    {
      id: blockId(KEY, 'chapter', 'answer_keys'),
      title: 'Answer keys',
      hideFromToc: true,
      sequences: [
        {
          id: seq('answer_key'),
          title: 'Answer key',
          units: [unit('answer_key_unit_1', 'Worked answers', 'other')],
        },
      ],
    },
    {
      id: blockId(KEY, 'chapter', 'week_2'),
      title: 'Week 2',
      sequences: [
        {
          id: seq('lesson_3'),
          title: 'Lesson 3',
          isPrerequisite: true,
          units: [unit('lesson_3_unit_1', 'Quiz', 'problem', { problems: 1 })],
        },
        {
          id: seq('wrap_up'),
          title: 'Wrap-up',
          prerequisite: { sequenceId: seq('lesson_3') },
          units: [unit('wrap_up_unit_1', 'Summary', 'other'), unit('wrap_up_unit_2', 'What next', 'video')],
        },
      ],
    },
  ],
};
