import { blockId, courseKey, type MockCourse } from './model';

const KEY = { org: 'edX', number: 'EntranceX', run: '2026' };

/**
 * A course with an entrance exam (today's LMS, `entrance_exam_data`, current-lms.md §1, issue 39): the
 * verified learner has 40 % of the 65 % it takes, the audit learner has passed with 80 %. The spec's LMS
 * sends no entrance exam data: there the exam is an ordinary section. The exam has two units, so a
 * video's auto-advance inside it can be refused while the exam is not passed (issue 46).
 */
export const entranceCourse: MockCourse = {
  id: courseKey(KEY.org, KEY.number, KEY.run),
  ...KEY,
  title: 'Course with an Entrance Exam',
  start: { days: -30 },
  end: { days: 150 },
  selfPaced: true,
  contentTypeGating: false,
  verifiedMode: null,
  exitPageActive: true,
  celebrations: { firstSection: false, streakDays: null },
  gradingPolicy: {
    assignmentPolicies: [{ type: 'Exam', shortLabel: 'Ex', numTotal: 1, numDroppable: 0, weight: 1 }],
    gradeRange: { Pass: 0.5 },
  },
  entranceExam: {
    sectionId: blockId(KEY, 'chapter', 'entrance_exam'),
    minimumScorePct: 65,
    scores: { verified_learner: 0.4, edx: 0.8 },
  },
  sections: [
    {
      id: blockId(KEY, 'chapter', 'entrance_exam'),
      title: 'Entrance Exam',
      sequences: [
        {
          id: blockId(KEY, 'sequential', 'entrance_exam_questions'),
          title: 'Entrance Exam',
          graded: true,
          format: 'Exam',
          units: [
            {
              id: blockId(KEY, 'vertical', 'entrance_exam_unit_1'),
              title: 'Questions',
              type: 'problem',
              problems: 2,
            },
            {
              id: blockId(KEY, 'vertical', 'entrance_exam_unit_2'),
              title: 'More questions',
              type: 'problem',
              problems: 1,
            },
          ],
        },
      ],
    },
    {
      id: blockId(KEY, 'chapter', 'week_1'),
      title: 'Week 1',
      sequences: [
        {
          id: blockId(KEY, 'sequential', 'welcome'),
          title: 'Welcome',
          units: [{ id: blockId(KEY, 'vertical', 'welcome_unit_1'), title: 'Hello', type: 'video' }],
        },
      ],
    },
  ],
};
