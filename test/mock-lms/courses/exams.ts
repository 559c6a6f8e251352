import { blockId, courseKey, type MockCourse, type MockUnit, type UnitType } from './model';

const KEY = { org: 'edX', number: 'Exams', run: '2026' };

const unit = (name: string, title: string, type: UnitType, extra: Partial<MockUnit> = {}): MockUnit => ({
  id: blockId(KEY, 'vertical', name),
  title,
  type,
  ...extra,
});

const seq = (name: string) => blockId(KEY, 'sequential', name);

/**
 * The exams course (issue 17): special exams of every kind the app meets (exams contract §2, §3.6).
 *
 * - "Midterm Exam", a 30-minute timed exam in two units, due in two weeks: its attempt goes through every
 *   state (not started, started, ready to submit, submitted, timed out) as the learner acts and the mock's
 *   clock moves (`POST /__mock/clock {"advanceSeconds": …}`).
 * - "Timed Quiz", 10 minutes, with 5 extra minutes granted to the verified learner (an allowance).
 * - "Missed Quiz", a timed exam whose due date has passed: expired.
 * - "Proctored Final" (90 minutes) and "Practice Proctored Exam": need a proctoring provider, not
 *   available in the app.
 * - "Timed Lab", marked time-limited in the course but without an exam record (`exam: {}`).
 */
export const examsCourse: MockCourse = {
  id: courseKey(KEY.org, KEY.number, KEY.run),
  ...KEY,
  title: 'Exams and Time Limits',
  start: { days: -30 },
  end: { days: 90 },
  selfPaced: false,
  contentTypeGating: false,
  verifiedMode: { price: 49, currency: 'USD', currencySymbol: '$', sku: 'EXAMS49' },
  upgradeDeadline: { days: 20 },
  auditAccessDays: null,
  exitPageActive: true,
  proctoredExams: true,
  license: 'all-rights-reserved',
  celebrations: { firstSection: false, streakDays: null },
  gradingPolicy: {
    assignmentPolicies: [
      { type: 'Quiz', shortLabel: 'Q', numTotal: 2, numDroppable: 0, weight: 0.2 },
      { type: 'Midterm Exam', shortLabel: 'Mid', numTotal: 1, numDroppable: 0, weight: 0.3 },
      { type: 'Final Exam', shortLabel: 'Final', numTotal: 1, numDroppable: 0, weight: 0.5 },
    ],
    gradeRange: { Pass: 0.5 },
  },
  sections: [
    {
      id: blockId(KEY, 'chapter', 'preparation'),
      title: 'Preparation',
      sequences: [
        {
          id: seq('how_exams_work'),
          title: 'How the exams work',
          units: [unit('how_exams_work_unit_1', 'About timed exams', 'other')],
        },
      ],
    },
    {
      id: blockId(KEY, 'chapter', 'exams'),
      title: 'Exams',
      sequences: [
        {
          id: seq('midterm'),
          title: 'Midterm Exam',
          format: 'Midterm Exam',
          graded: true,
          due: { days: 14 },
          timeLimited: true,
          exam: { timeLimitMins: 30 },
          units: [
            unit('midterm_unit_1', 'Midterm: Part 1', 'problem', { problems: 2 }),
            unit('midterm_unit_2', 'Midterm: Part 2', 'problem', { problems: 2 }),
          ],
        },
        {
          id: seq('quiz'),
          title: 'Timed Quiz',
          format: 'Quiz',
          graded: true,
          due: { days: 20 },
          timeLimited: true,
          exam: { timeLimitMins: 10, allowances: { verified_learner: 5 } },
          units: [unit('quiz_unit_1', 'Quiz questions', 'problem', { problems: 3 })],
        },
        {
          id: seq('final'),
          title: 'Proctored Final',
          format: 'Final Exam',
          graded: true,
          due: { days: 60 },
          timeLimited: true,
          proctored: true,
          exam: { timeLimitMins: 90 },
          units: [unit('final_unit_1', 'Final exam questions', 'problem', { problems: 5 })],
        },
        {
          id: seq('practice'),
          title: 'Practice Proctored Exam',
          timeLimited: true,
          proctored: true,
          exam: { timeLimitMins: 15, practice: true },
          units: [unit('practice_unit_1', 'Practice questions', 'problem', { problems: 1 })],
        },
      ],
    },
    {
      id: blockId(KEY, 'chapter', 'past'),
      title: 'Past and unusual',
      sequences: [
        {
          id: seq('missed_quiz'),
          title: 'Missed Quiz',
          format: 'Quiz',
          graded: true,
          due: { days: -2 },
          timeLimited: true,
          exam: { timeLimitMins: 20 },
          units: [unit('missed_quiz_unit_1', 'Missed quiz questions', 'problem', { problems: 2 })],
        },
        {
          id: seq('timed_lab'),
          title: 'Timed Lab',
          timeLimited: true,
          exam: { record: false },
          units: [unit('timed_lab_unit_1', 'Lab instructions', 'other')],
        },
      ],
    },
  ],
};
