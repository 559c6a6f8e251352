import { blockId, courseKey, type MockCourse, type MockUnit, type UnitType } from './model';

const KEY = { org: 'edX', number: 'Gates', run: '2026' };

const unit = (name: string, title: string, type: UnitType, extra: Partial<MockUnit> = {}): MockUnit => ({
  id: blockId(KEY, 'vertical', name),
  title,
  type,
  ...extra,
});

const seq = (name: string) => blockId(KEY, 'sequential', name);

/**
 * The gates course (issue 7): everything that stands between a learner and a unit, the tools and the
 * moments. A first section whose graded warm-up needs the integrity signature; a sequence locked behind
 * that warm-up; a past-due sequence hidden after its due date; a graded lab locked for audit learners
 * (content-type gating, verified track for sale); a proctored, timed midterm. Calculator and notes on,
 * a Creative Commons license, the first-section celebration still due, a 3-day streak, and a pending notice.
 */
export const gatesCourse: MockCourse = {
  id: courseKey(KEY.org, KEY.number, KEY.run),
  ...KEY,
  title: 'Gates, Tools and Moments',
  start: { days: -60 },
  end: { days: 120 },
  selfPaced: true,
  contentTypeGating: true,
  verifiedMode: { price: 99, currency: 'USD', currencySymbol: '$', sku: 'GATES99' },
  upgradeDeadline: { days: 20 },
  auditAccessDays: null,
  showCalculator: true,
  notes: { enabled: true, visible: false },
  exitPageActive: true,
  proctoredExams: true,
  integritySignatureRequired: true,
  license: 'creative-commons: ver=4.0 BY NC',
  marketingUrl: 'https://www.example.org/course/gates',
  celebrations: { firstSection: true, streakDays: 3 },
  pendingNotice: true,
  gradingPolicy: {
    assignmentPolicies: [
      { type: 'Homework', shortLabel: 'HW', numTotal: 3, numDroppable: 0, weight: 0.5 },
      { type: 'Midterm Exam', shortLabel: 'Mid', numTotal: 1, numDroppable: 0, weight: 0.5 },
    ],
    gradeRange: { Pass: 0.5 },
  },
  sections: [
    {
      id: blockId(KEY, 'chapter', 'getting_started'),
      title: 'Getting started',
      sequences: [
        {
          id: seq('welcome'),
          title: 'Welcome',
          units: [unit('welcome_unit_1', 'Welcome to the course', 'video')],
        },
        {
          id: seq('warm_up'),
          title: 'Graded warm-up',
          format: 'Homework',
          graded: true,
          due: { days: 14 },
          isPrerequisite: true,
          units: [unit('warm_up_unit_1', 'Warm-up questions', 'problem', { problems: 2 })],
        },
      ],
    },
    {
      id: blockId(KEY, 'chapter', 'locked_and_hidden'),
      title: 'Locked and hidden',
      sequences: [
        {
          id: seq('after_warm_up'),
          title: 'After the warm-up',
          prerequisite: { sequenceId: seq('warm_up') },
          units: [unit('after_warm_up_unit_1', 'Reward reading', 'other')],
        },
        {
          id: seq('past_assignment'),
          title: 'Past assignment',
          format: 'Homework',
          graded: true,
          due: { days: -3 },
          hideAfterDue: true,
          units: [unit('past_assignment_unit_1', 'Past questions', 'problem', { problems: 1 })],
        },
        {
          id: seq('graded_lab'),
          title: 'Graded lab',
          format: 'Homework',
          graded: true,
          due: { days: 21 },
          units: [
            unit('graded_lab_unit_1', 'Lab problems', 'problem', { problems: 2, contentTypeGated: true }),
          ],
        },
      ],
    },
    {
      id: blockId(KEY, 'chapter', 'exams'),
      title: 'Exams',
      sequences: [
        {
          id: seq('midterm'),
          title: 'Midterm',
          format: 'Midterm Exam',
          graded: true,
          due: { days: 30 },
          timeLimited: true,
          proctored: true,
          units: [unit('midterm_unit_1', 'Midterm questions', 'problem', { problems: 5 })],
        },
      ],
    },
  ],
};
