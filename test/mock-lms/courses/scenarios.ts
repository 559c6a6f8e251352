import { blockId, courseKey, type MockCourse, type MockSection } from './model';

const basePolicy: MockCourse['gradingPolicy'] = {
  assignmentPolicies: [{ type: 'Homework', shortLabel: 'HW', numTotal: 1, numDroppable: 0, weight: 1 }],
  gradeRange: { A: 0.9, B: 0.8, C: 0.7 },
};

function smallOutline(key: { org: string; number: string; run: string }, prefix: string): MockSection[] {
  return [
    {
      id: blockId(key, 'chapter', `${prefix}_week_1`),
      title: 'Week 1',
      sequences: [
        {
          id: blockId(key, 'sequential', `${prefix}_lesson`),
          title: 'First lesson',
          units: [
            { id: blockId(key, 'vertical', `${prefix}_lesson_unit_1`), title: 'Introduction', type: 'video' },
            {
              id: blockId(key, 'vertical', `${prefix}_lesson_unit_2`),
              title: 'Practice',
              type: 'problem',
              problems: 1,
            },
          ],
          effortTime: 600,
          effortActivities: 2,
        },
        {
          id: blockId(key, 'sequential', `${prefix}_homework`),
          title: 'Homework 1',
          units: [
            {
              id: blockId(key, 'vertical', `${prefix}_homework_unit_1`),
              title: 'Questions',
              type: 'problem',
              problems: 3,
            },
          ],
          format: 'Homework',
          graded: true,
          due: { days: 10 },
        },
      ],
    },
  ];
}

const FUTURE = { org: 'edX', number: 'Future', run: '2031' };
/** A course that has not started: learners are sent to the dashboard, staff see a banner. */
export const notStartedCourse: MockCourse = {
  id: courseKey(FUTURE.org, FUTURE.number, FUTURE.run),
  ...FUTURE,
  title: 'Introduction to Future Studies',
  start: { days: 30 },
  end: { days: 200 },
  selfPaced: false,
  contentTypeGating: false,
  verifiedMode: null,
  gradingPolicy: basePolicy,
  sections: smallOutline(FUTURE, 'future'),
  // Wikimedia's course font (GET wiki_metadata): the one course that names one; the others answer 404.
  courseFont: 'font-open-sans',
};

const EXPIRED = { org: 'edX', number: 'Expired', run: '2024' };
/** Audit access lasts 30 days; the audit personas enrolled long before, so their access has expired. */
export const auditExpiredCourse: MockCourse = {
  id: courseKey(EXPIRED.org, EXPIRED.number, EXPIRED.run),
  ...EXPIRED,
  title: 'Archived Audit Course',
  start: { days: -300 },
  end: { days: 60 },
  selfPaced: true,
  contentTypeGating: true,
  verifiedMode: { price: 99, currency: 'USD', currencySymbol: '$', sku: 'EXP0001' },
  auditAccessDays: 30,
  gradingPolicy: basePolicy,
  sections: smallOutline(EXPIRED, 'expired'),
};

const EMPTY = { org: 'edX', number: 'Empty', run: '2025' };
/** A course with nothing in it yet. */
export const emptyCourse: MockCourse = {
  id: courseKey(EMPTY.org, EMPTY.number, EMPTY.run),
  ...EMPTY,
  title: 'Course Without Content',
  start: { days: -10 },
  end: null,
  selfPaced: true,
  contentTypeGating: false,
  verifiedMode: null,
  gradingPolicy: { assignmentPolicies: [], gradeRange: { Pass: 0.5 } },
  sections: [],
};
