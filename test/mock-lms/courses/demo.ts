import {
  blockId,
  courseKey,
  type MockCourse,
  type MockSequence,
  type MockUnit,
  type UnitType,
} from './model';

const KEY = { org: 'edX', number: 'DemoX', run: 'Demo_Course' };

const unit = (
  sequence: string,
  n: number,
  title: string,
  type: UnitType,
  extra: Partial<MockUnit> = {},
): MockUnit => ({
  id: blockId(KEY, 'vertical', `${sequence}_unit_${n}`),
  title,
  type,
  ...extra,
});

const sequence = (
  name: string,
  title: string,
  units: MockUnit[],
  extra: Partial<MockSequence> = {},
): MockSequence => ({
  id: blockId(KEY, 'sequential', name),
  title,
  units,
  ...extra,
});

/**
 * The contract's demo course (lms-contract/examples): three sections, eight sequences, eleven visible units,
 * a past-due homework, a prerequisite-gated wrap-up, a homework locked for audit learners and an
 * unreleased final exam. Dates are relative to the mock's clock so the same badges hold on any day.
 */
export const demoCourse: MockCourse = {
  id: courseKey(KEY.org, KEY.number, KEY.run),
  ...KEY,
  title: 'Demonstration Course',
  start: { days: -400 },
  end: { days: 90 },
  selfPaced: true,
  contentTypeGating: true,
  verifiedMode: { price: 149, currency: 'USD', currencySymbol: '$', sku: '8CF08E5' },
  upgradeDeadline: { days: 30 },
  auditAccessDays: 90,
  showCalculator: true,
  notes: { enabled: true, visible: true },
  exitPageActive: true,
  license: 'creative-commons: ver=4.0 BY NC SA',
  marketingUrl: 'https://www.example.org/course/demonstration-course',
  welcomeMessageHtml: '<p>Welcome to the Demonstration Course! Week 2 is now open.</p>',
  handoutsHtml: '<ol><li><a href="/static/demoPDF.pdf">Example handout</a></li></ol>',
  goalOptions: [
    ['certify', 'Earn a certificate'],
    ['complete', 'Complete the course'],
    ['explore', 'Explore the course'],
    ['unsure', 'Not sure yet'],
  ],
  // The welcome unit and the first lesson's have their discussions beside them; the orientation's do not.
  discussionsInContext: [
    blockId(KEY, 'vertical', 'demo_course_overview_unit_1'),
    blockId(KEY, 'vertical', 'lesson_1_unit_1'),
    blockId(KEY, 'vertical', 'lesson_1_unit_2'),
  ],
  extraTabs: [
    { id: 'discussion', title: 'Discussion', path: '/discussion/forum/' },
    { id: 'wiki', title: 'Wiki', path: '/course_wiki' },
  ],
  gradingPolicy: {
    assignmentPolicies: [
      { type: 'Homework', shortLabel: 'HW', numTotal: 2, numDroppable: 0, weight: 0.5 },
      { type: 'Final Exam', shortLabel: 'Final', numTotal: 1, numDroppable: 0, weight: 0.5 },
    ],
    gradeRange: { Pass: 0.5 },
  },
  sections: [
    {
      id: blockId(KEY, 'chapter', 'introduction'),
      title: 'Introduction',
      sequences: [
        sequence(
          'demo_course_overview',
          'Demo Course Overview',
          [unit('demo_course_overview', 1, 'Welcome to the course', 'video')],
          {
            effortTime: 300,
            effortActivities: 2,
          },
        ),
        sequence(
          'course_orientation',
          'Course Orientation',
          [
            unit('course_orientation', 1, 'How the course works', 'other'),
            unit('course_orientation', 2, 'Meet your instructors', 'video'),
          ],
          { effortTime: 600, effortActivities: 3 },
        ),
      ],
    },
    {
      id: blockId(KEY, 'chapter', 'week_1'),
      title: 'Example Week 1: Getting Started',
      sequences: [
        sequence(
          'lesson_1',
          'Lesson 1 - Getting Started',
          [
            unit('lesson_1', 1, 'Getting started', 'video'),
            unit('lesson_1', 2, 'Check your understanding', 'problem', { problems: 1 }),
          ],
          { effortTime: 900, effortActivities: 4 },
        ),
        sequence(
          'basic_questions',
          'Homework - Question Styles',
          [
            unit('basic_questions', 1, 'Multiple choice questions', 'problem', { problems: 2 }),
            unit('basic_questions', 2, 'Numerical input', 'problem', { problems: 2 }),
            unit('basic_questions', 3, 'Text input', 'problem', { problems: 1 }),
          ],
          {
            format: 'Homework',
            graded: true,
            due: { days: -20 },
            effortTime: 1200,
            effortActivities: 6,
            isPrerequisite: true,
          },
        ),
        sequence('lesson_1_wrap_up', 'Lesson 1 Wrap-up', [unit('lesson_1_wrap_up', 1, 'Summary', 'other')], {
          effortTime: 240,
          effortActivities: 1,
          prerequisite: { sequenceId: blockId(KEY, 'sequential', 'basic_questions') },
        }),
      ],
    },
    {
      id: blockId(KEY, 'chapter', 'week_2'),
      title: 'Example Week 2: Get Interactive',
      sequences: [
        sequence(
          'simulations',
          "Lesson 2 - Let's Get Interactive!",
          [unit('simulations', 1, 'Interactive simulations', 'problem', { problems: 1 })],
          {
            effortTime: 1500,
            effortActivities: 5,
          },
        ),
        sequence(
          'graded_simulations',
          'Homework - Labs and Demos',
          [
            unit('graded_simulations', 1, 'Lab: circuits', 'problem', {
              problems: 2,
              contentTypeGated: true,
            }),
          ],
          { format: 'Homework', graded: true, due: { days: 20 }, effortTime: 1800, effortActivities: 4 },
        ),
        sequence(
          'final_exam',
          'Final Exam',
          [unit('final_exam', 1, 'Final exam questions', 'problem', { problems: 4 })],
          {
            format: 'Final Exam',
            graded: true,
            start: { days: 40 },
            due: { days: 60 },
            effortTime: 3600,
            effortActivities: 10,
          },
        ),
      ],
    },
  ],
};
