import {
  auditExpiredCourse,
  demoCourse,
  hugeCourse,
  largeCourse,
  notStartedCourse,
  emptyCourse,
} from './courses';
import { examsCourse } from './courses/exams';
import { completedScenarioUnits, courseHomeScenarioCourses, datesShowcaseCourse } from './courses/courseHome';
import { gatesCourse } from './courses/gates';
import { entranceCourse } from './courses/entrance';
import { enterpriseCourses } from './courses/enterprise';
import { hiddenCourse } from './courses/hidden';
import { platformCourse } from './courses/platform';
import { searchCourse } from './courses/search';
import { auditOnlyCourse, UPGRADE_ACCESS_DAYS, upgradeClosedCourse, upgradeCourse } from './courses/upgrade';
import { blockId } from './courses/model';

export interface PersonaEnrollment {
  readonly mode:
    | 'audit'
    | 'verified'
    | 'honor'
    | 'professional'
    | 'no-id-professional'
    | 'credit'
    | 'masters'
    | 'executive-education';
  /** Days since the enrolment was created (audit access is counted from it). */
  readonly createdDaysAgo: number;
}

export interface MasqueradeSetting {
  readonly role: 'staff' | 'student';
  readonly groupId?: number | null;
  readonly userPartitionId?: number | null;
  readonly userName?: string | null;
}

export interface Persona {
  /** The value of the mock's `sessionid` cookie. */
  readonly id: string;
  readonly label: string;
  readonly description: string;
  readonly userId: number;
  readonly username: string;
  readonly email: string;
  readonly name: string;
  /** Global staff: the JWT `administrator` claim. */
  readonly administrator: boolean;
  /** Course staff on every course (original_user_is_staff). */
  readonly courseStaff: boolean;
  /**
   * Course staff who may not author the course in Studio (the LMS's limited staff role): course_metadata's
   * `has_course_author_access` and `studio_access` are false for them (issue 45). Absent: course staff may.
   */
  readonly limitedStaff?: boolean;
  readonly timezone: string | null;
  readonly enrollments: Readonly<Record<string, PersonaEnrollment>>;
  /** Units already completed when the server starts, by course. */
  readonly completed?: Readonly<Record<string, readonly string[]>>;
  /** The unit last viewed when the server starts, by course (resume point). */
  readonly lastViewed?: Readonly<Record<string, string>>;
  /** A masquerade already active when the server starts (staff viewing as a learner). */
  readonly masquerade?: MasqueradeSetting;
  /**
   * The product tours' record when the server starts (`GET /api/user_tours/v1/{username}`, handlers/
   * tours.ts). Absent: `no-tour` and no courseware tour, so no tour pops up in front of other tests; the
   * tour personas below set it.
   */
  readonly tours?: {
    readonly courseHome: 'show-new-user-tour' | 'show-existing-user-tour' | 'no-tour';
    readonly courseware: boolean;
  };
}

const demo = (type: string, name: string) => blockId(demoCourse, type, name);

/** Enrolments in the three upgrade-programme courses (courses/upgrade.ts), in one mode. */
function upgradeEnrollments(mode: PersonaEnrollment['mode'], createdDaysAgo: number) {
  return Object.fromEntries(
    [upgradeCourse, upgradeClosedCourse, auditOnlyCourse].map((course) => [
      course.id,
      { mode, createdDaysAgo },
    ]),
  );
}

/**
 * The upgrade programme's audit learners (issue 14): one per point of the countdown in "Audit and
 * Upgrade" (access lasts 30 days from enrolment), one with a first-time-learner discount, one with a
 * streak and its discount, one past the upgrade deadline, one in a course without a verified track.
 */
function upgradePersonas(): Persona[] {
  const HOUR = 1 / 24;
  const learner = (
    id: string,
    label: string,
    description: string,
    userId: number,
    enrollments: Persona['enrollments'],
  ): Persona => ({
    id,
    label,
    description,
    userId,
    username: id.replace(/-/g, '_'),
    email: `${id}@example.com`,
    name: label,
    administrator: false,
    courseStaff: false,
    timezone: 'UTC',
    enrollments,
  });
  // Ten minutes over the round figure, so the countdown (whole hours, rounded down) reads "3 days" or
  // "5 hours" for ten minutes after a reset, and not one unit less a moment after it.
  const MARGIN = 10 / (24 * 60);
  const left = (daysLeft: number, margin = MARGIN) => ({
    [upgradeCourse.id]: {
      mode: 'audit' as const,
      createdDaysAgo: UPGRADE_ACCESS_DAYS - daysLeft - margin,
    },
  });
  return [
    learner(
      'audit-8-days',
      'Audit, 8 days left',
      'Audit access to "Audit and Upgrade" ends in 8 days.',
      21,
      left(8),
    ),
    learner(
      'audit-offer',
      'Audit with a discount',
      'Audit, 10 days left, with a 15 % first-time-learner discount (code EDXWELCOME) for 5 more days.',
      22,
      left(10),
    ),
    learner(
      'audit-3-days',
      'Audit, 3 days left',
      'Audit access to "Audit and Upgrade" ends in 3 days.',
      23,
      left(3),
    ),
    learner('audit-5-hours', 'Audit, 5 hours left', 'Audit access ends in 5 hours.', 24, left(5 * HOUR)),
    learner(
      'audit-20-minutes',
      'Audit, 20 minutes left',
      'Audit access ends in 20 minutes.',
      25,
      left(HOUR / 3, 0),
    ),
    learner(
      'audit-streak',
      'Audit with a streak',
      'Audit, 20 days left, on a 3-day streak: the streak celebration offers 15 % off.',
      26,
      left(20),
    ),
    learner(
      'audit-deadline-passed',
      'Audit past the upgrade deadline',
      'Audit in "Audit and Upgrade (upgrade closed)": the upgrade deadline has passed, 20 days of access left.',
      27,
      { [upgradeClosedCourse.id]: { mode: 'audit', createdDaysAgo: 10 } },
    ),
    learner(
      'audit-no-verified',
      'Audit, no verified track',
      'Audit in "Audit Only", a course with no paid track.',
      28,
      { [auditOnlyCourse.id]: { mode: 'audit', createdDaysAgo: 10 } },
    ),
  ];
}

/** Enrolments in the course-home scenario courses (courses/courseHome.ts), in one mode. */
const scenarioEnrollments = (mode: PersonaEnrollment['mode']) =>
  Object.fromEntries(courseHomeScenarioCourses.map((course) => [course.id, { mode, createdDaysAgo: 10 }]));

const demoProgress = {
  completed: {
    [datesShowcaseCourse.id]: completedScenarioUnits,
    [demoCourse.id]: [
      demo('vertical', 'demo_course_overview_unit_1'),
      demo('vertical', 'course_orientation_unit_1'),
      demo('vertical', 'course_orientation_unit_2'),
      demo('vertical', 'lesson_1_unit_1'),
      demo('vertical', 'lesson_1_unit_2'),
      demo('vertical', 'basic_questions_unit_1'),
    ],
  },
  lastViewed: { [demoCourse.id]: demo('vertical', 'basic_questions_unit_2') },
};

export const PERSONAS: readonly Persona[] = [
  {
    id: 'verified',
    label: 'Verified learner',
    description: 'Enrolled in the verified track of every course.',
    userId: 11,
    username: 'verified_learner',
    email: 'verified@example.com',
    name: 'Vera Verified',
    administrator: false,
    courseStaff: false,
    timezone: 'America/New_York',
    enrollments: {
      [demoCourse.id]: { mode: 'verified', createdDaysAgo: 40 },
      [largeCourse.id]: { mode: 'verified', createdDaysAgo: 40 },
      [hugeCourse.id]: { mode: 'verified', createdDaysAgo: 40 },
      [notStartedCourse.id]: { mode: 'verified', createdDaysAgo: 5 },
      [auditExpiredCourse.id]: { mode: 'verified', createdDaysAgo: 100 },
      [emptyCourse.id]: { mode: 'verified', createdDaysAgo: 5 },
      ...scenarioEnrollments('verified'),
      [gatesCourse.id]: { mode: 'verified', createdDaysAgo: 10 },
      [platformCourse.id]: { mode: 'verified', createdDaysAgo: 10 },
      ...upgradeEnrollments('verified', 10),
      [examsCourse.id]: { mode: 'verified', createdDaysAgo: 10 },
      [hiddenCourse.id]: { mode: 'verified', createdDaysAgo: 10 },
      [entranceCourse.id]: { mode: 'verified', createdDaysAgo: 10 },
      [searchCourse.id]: { mode: 'verified', createdDaysAgo: 10 },
    },
    ...demoProgress,
  },
  {
    id: 'audit',
    label: 'Audit learner',
    description: 'The contract’s demo learner "edx": audit track, content gating, access that expires.',
    userId: 3,
    username: 'edx',
    email: 'edx@example.com',
    name: 'Edx Learner',
    administrator: false,
    courseStaff: false,
    timezone: 'UTC',
    enrollments: {
      [demoCourse.id]: { mode: 'audit', createdDaysAgo: 20 },
      [largeCourse.id]: { mode: 'audit', createdDaysAgo: 20 },
      [hugeCourse.id]: { mode: 'audit', createdDaysAgo: 20 },
      [notStartedCourse.id]: { mode: 'audit', createdDaysAgo: 5 },
      [auditExpiredCourse.id]: { mode: 'audit', createdDaysAgo: 60 },
      [emptyCourse.id]: { mode: 'audit', createdDaysAgo: 5 },
      ...scenarioEnrollments('audit'),
      [gatesCourse.id]: { mode: 'audit', createdDaysAgo: 10 },
      [platformCourse.id]: { mode: 'audit', createdDaysAgo: 10 },
      // 4 days (and a quarter of an hour) of access left: staff viewing as this learner see the urgent
      // upgrade card, "4 days left".
      ...upgradeEnrollments('audit', UPGRADE_ACCESS_DAYS - 4 - 0.01),
      [examsCourse.id]: { mode: 'audit', createdDaysAgo: 10 },
      [hiddenCourse.id]: { mode: 'audit', createdDaysAgo: 10 },
      [entranceCourse.id]: { mode: 'audit', createdDaysAgo: 10 },
      [searchCourse.id]: { mode: 'audit', createdDaysAgo: 10 },
    },
    ...demoProgress,
  },
  {
    id: 'unenrolled',
    label: 'Signed-in visitor (not enrolled)',
    description: 'Has an account but no enrolment: sees the enrolment alert.',
    userId: 12,
    username: 'curious_learner',
    email: 'curious@example.com',
    name: 'Casey Curious',
    administrator: false,
    courseStaff: false,
    timezone: null,
    enrollments: {},
  },
  {
    id: 'staff',
    label: 'Staff (not enrolled)',
    description:
      'Global and course staff, not enrolled: views courses without enrolment, sees the staff toolbar.',
    userId: 5,
    username: 'staff',
    email: 'staff@example.com',
    name: 'Sam Staff',
    administrator: true,
    courseStaff: true,
    timezone: 'Europe/Paris',
    enrollments: {},
  },
  {
    id: 'limited-staff',
    label: 'Limited staff (no Studio)',
    description:
      'Course staff with the limited staff role, not enrolled: the staff toolbar without the Studio link (may not author the course).',
    userId: 8,
    username: 'limited_staff',
    email: 'limited@example.com',
    name: 'Lee Limited',
    administrator: false,
    courseStaff: true,
    limitedStaff: true,
    timezone: 'UTC',
    enrollments: {},
  },
  {
    id: 'staff-as-learner',
    label: 'Staff viewing as a learner',
    description: 'Course staff, enrolled, with "View this course as: Learner" already chosen.',
    userId: 6,
    username: 'instructor',
    email: 'instructor@example.com',
    name: 'Ines Instructor',
    administrator: false,
    courseStaff: true,
    timezone: 'UTC',
    enrollments: {
      [demoCourse.id]: { mode: 'verified', createdDaysAgo: 100 },
      [largeCourse.id]: { mode: 'verified', createdDaysAgo: 100 },
      [examsCourse.id]: { mode: 'verified', createdDaysAgo: 100 },
    },
    masquerade: { role: 'student' },
  },
  {
    id: 'staff-as-audit',
    label: 'Staff viewing as the audit learner',
    description:
      'Course staff viewing "Archived Audit Course", "Introduction to Future Studies" and "Audit and Upgrade" as the audit learner edx: the staff banners for expired access and for a course not started, and the learner’s upgrade card.',
    userId: 7,
    username: 'course_team',
    email: 'team@example.com',
    name: 'Toni Team',
    administrator: false,
    courseStaff: true,
    timezone: 'Europe/Paris',
    // Enrolments only so that the masquerade below applies to these courses.
    enrollments: {
      [auditExpiredCourse.id]: { mode: 'verified', createdDaysAgo: 100 },
      [notStartedCourse.id]: { mode: 'verified', createdDaysAgo: 100 },
      [upgradeCourse.id]: { mode: 'verified', createdDaysAgo: 100 },
    },
    masquerade: { role: 'student', userName: 'edx' },
  },
  {
    id: 'enterprise',
    label: 'Enterprise learner',
    description:
      'An enterprise’s learner (issue 46), verified in the three "Enterprise:" courses: data-sharing consent still to give, a course not started (the learner portal), and a course of another enterprise than the active one.',
    userId: 41,
    username: 'enterprise_learner',
    email: 'enterprise@example.com',
    name: 'Emma Enterprise',
    administrator: false,
    courseStaff: false,
    timezone: 'UTC',
    enrollments: Object.fromEntries(
      enterpriseCourses.map((course) => [course.id, { mode: 'verified' as const, createdDaysAgo: 5 }]),
    ),
  },
  ...upgradePersonas(),
  // The product tours (issue 45): the records the LMS gives a new user and, through its backfill, a user
  // who already had an enrolment (openedx-platform/lms/djangoapps/user_tours).
  {
    id: 'new-learner',
    label: 'New learner (product tours)',
    description:
      'Just registered and enrolled in the demo course: the welcome dialog and the tour of course home, then the courseware tour.',
    userId: 31,
    username: 'new_learner',
    email: 'new@example.com',
    name: 'Nico New',
    administrator: false,
    courseStaff: false,
    timezone: 'UTC',
    enrollments: {
      [demoCourse.id]: { mode: 'verified', createdDaysAgo: 0.5 },
      [largeCourse.id]: { mode: 'verified', createdDaysAgo: 0.5 },
    },
    tours: { courseHome: 'show-new-user-tour', courseware: true },
  },
  {
    id: 'returning-learner',
    label: 'Existing learner (tour offered)',
    description:
      'Enrolled before the tours came: "Launch tour" is pointed out once on course home; no courseware tour.',
    userId: 32,
    username: 'returning_learner',
    email: 'returning@example.com',
    name: 'Robin Returning',
    administrator: false,
    courseStaff: false,
    timezone: 'Europe/Paris',
    enrollments: { [demoCourse.id]: { mode: 'verified', createdDaysAgo: 60 } },
    tours: { courseHome: 'show-existing-user-tour', courseware: false },
  },
];

export const findPersona = (id: string | null | undefined): Persona | undefined =>
  id ? PERSONAS.find((persona) => persona.id === id) : undefined;

/** A user by username or email, as the masquerade form accepts either. */
export const findPersonaByUser = (value: string): Persona | undefined =>
  PERSONAS.find(
    (persona) => persona.username === value || persona.email.toLowerCase() === value.toLowerCase(),
  );
