import { blockId, courseKey, type MockCourse, type MockSection, type MockUnit, type UnitType } from './model';

/**
 * The upgrade programme's courses (issue 14). Audit access lasts 30 days from enrolment, so each audit
 * persona (personas.ts, "upgrade" group) meets the card at another point of the countdown by the date of
 * its enrolment: 8 days, 3 days, 5 hours, 20 minutes left. The countdown runs on the mock's clock
 * (clock.ts): pin it with `POST /__mock/clock` and the state resets from there.
 */
const KEY = { org: 'edX', number: 'Upgrade', run: '2026' };
const CLOSED_KEY = { org: 'edX', number: 'UpgradeClosed', run: '2026' };
const AUDIT_ONLY_KEY = { org: 'edX', number: 'AuditOnly', run: '2026' };

/** The audit access of these courses, in days from enrolment. */
export const UPGRADE_ACCESS_DAYS = 30;

type Key = { org: string; number: string; run: string };

function sections(key: Key): MockSection[] {
  const unit = (name: string, title: string, type: UnitType, extra: Partial<MockUnit> = {}): MockUnit => ({
    id: blockId(key, 'vertical', name),
    title,
    type,
    ...extra,
  });
  return [
    {
      id: blockId(key, 'chapter', 'orientation'),
      title: 'Orientation',
      sequences: [
        {
          id: blockId(key, 'sequential', 'welcome'),
          title: 'Welcome',
          units: [unit('welcome_unit_1', 'Welcome to the course', 'video')],
        },
        {
          id: blockId(key, 'sequential', 'how_it_works'),
          title: 'How the course works',
          units: [
            unit('how_it_works_unit_1', 'Audit and verified tracks', 'other'),
            unit('how_it_works_unit_2', 'Practice question', 'problem', { problems: 1 }),
          ],
        },
      ],
    },
    {
      id: blockId(key, 'chapter', 'week_1'),
      title: 'Week 1',
      sequences: [
        {
          id: blockId(key, 'sequential', 'reading'),
          title: 'Reading',
          units: [unit('reading_unit_1', 'The first reading', 'other')],
        },
        {
          id: blockId(key, 'sequential', 'graded_homework'),
          title: 'Graded homework',
          format: 'Homework',
          graded: true,
          due: { days: 20 },
          units: [
            unit('graded_homework_unit_1', 'Homework problems', 'problem', {
              problems: 3,
              contentTypeGated: true,
            }),
          ],
        },
      ],
    },
  ];
}

const shared = {
  start: { days: -90 },
  end: { days: 180 },
  selfPaced: true,
  contentTypeGating: true,
  auditAccessDays: UPGRADE_ACCESS_DAYS,
  exitPageActive: true,
  marketingUrl: 'https://www.example.org/course/upgrade',
  celebrations: { firstSection: false, streakDays: null },
  gradingPolicy: {
    assignmentPolicies: [{ type: 'Homework', shortLabel: 'HW', numTotal: 1, numDroppable: 0, weight: 1 }],
    gradeRange: { Pass: 0.5 },
  },
} satisfies Partial<MockCourse>;

/**
 * "Audit and Upgrade": a verified track at $149, content-type gating (the homework is locked for audit
 * learners), the upgrade deadline 60 days away. A first-time-learner discount for `audit_offer`, a 3-day
 * streak with the streak discount for `audit_streak`.
 */
export const upgradeCourse: MockCourse = {
  id: courseKey(KEY.org, KEY.number, KEY.run),
  ...KEY,
  title: 'Audit and Upgrade',
  ...shared,
  verifiedMode: { price: 149, currency: 'USD', currencySymbol: '$', sku: 'UPGRADE149' },
  upgradeDeadline: { days: 60 },
  // An hour over five days, so the discount's countdown reads "5 days left" for an hour after a reset.
  offers: { audit_offer: { percentage: 15, code: 'EDXWELCOME', expires: { days: 5, hours: 1 } } },
  streaks: { audit_streak: 3 },
  streakDiscount: true,
  sections: sections(KEY),
};

/** The same course whose upgrade deadline has passed: no verified mode any more, so no upgrade offer. */
export const upgradeClosedCourse: MockCourse = {
  id: courseKey(CLOSED_KEY.org, CLOSED_KEY.number, CLOSED_KEY.run),
  ...CLOSED_KEY,
  title: 'Audit and Upgrade (upgrade closed)',
  ...shared,
  verifiedMode: { price: 149, currency: 'USD', currencySymbol: '$', sku: 'CLOSED149' },
  upgradeDeadline: { days: -2 },
  sections: sections(CLOSED_KEY),
};

/** An audit-only course: no paid track, so nothing to upgrade to. */
export const auditOnlyCourse: MockCourse = {
  id: courseKey(AUDIT_ONLY_KEY.org, AUDIT_ONLY_KEY.number, AUDIT_ONLY_KEY.run),
  ...AUDIT_ONLY_KEY,
  title: 'Audit Only',
  ...shared,
  verifiedMode: null,
  upgradeDeadline: null,
  sections: sections(AUDIT_ONLY_KEY),
};

export const upgradeCourses = [upgradeCourse, upgradeClosedCourse, auditOnlyCourse];
