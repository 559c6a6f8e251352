import { auditExpiredCourse, demoCourse, largeCourse, notStartedCourse, emptyCourse } from './courses';
import { examsCourse } from './courses/exams';
import { completedScenarioUnits, courseHomeScenarioCourses, datesShowcaseCourse } from './courses/courseHome';
import { gatesCourse } from './courses/gates';
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
  readonly timezone: string | null;
  readonly enrollments: Readonly<Record<string, PersonaEnrollment>>;
  /** Units already completed when the server starts, by course. */
  readonly completed?: Readonly<Record<string, readonly string[]>>;
  /** The unit last viewed when the server starts, by course (resume point). */
  readonly lastViewed?: Readonly<Record<string, string>>;
  /** A masquerade already active when the server starts (staff viewing as a learner). */
  readonly masquerade?: MasqueradeSetting;
}

const demo = (type: string, name: string) => blockId(demoCourse, type, name);

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
      [notStartedCourse.id]: { mode: 'verified', createdDaysAgo: 5 },
      [auditExpiredCourse.id]: { mode: 'verified', createdDaysAgo: 100 },
      [emptyCourse.id]: { mode: 'verified', createdDaysAgo: 5 },
      ...scenarioEnrollments('verified'),
      [gatesCourse.id]: { mode: 'verified', createdDaysAgo: 10 },
      [examsCourse.id]: { mode: 'verified', createdDaysAgo: 10 },
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
      [notStartedCourse.id]: { mode: 'audit', createdDaysAgo: 5 },
      [auditExpiredCourse.id]: { mode: 'audit', createdDaysAgo: 60 },
      [emptyCourse.id]: { mode: 'audit', createdDaysAgo: 5 },
      ...scenarioEnrollments('audit'),
      [gatesCourse.id]: { mode: 'audit', createdDaysAgo: 10 },
      [examsCourse.id]: { mode: 'audit', createdDaysAgo: 10 },
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
      'Course staff viewing "Archived Audit Course" and "Introduction to Future Studies" as the audit learner edx: the staff banners for expired access and for a course not started.',
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
    },
    masquerade: { role: 'student', userName: 'edx' },
  },
];

export const findPersona = (id: string | null | undefined): Persona | undefined =>
  id ? PERSONAS.find((persona) => persona.id === id) : undefined;

/** A user by username or email, as the masquerade form accepts either. */
export const findPersonaByUser = (value: string): Persona | undefined =>
  PERSONAS.find(
    (persona) => persona.username === value || persona.email.toLowerCase() === value.toLowerCase(),
  );
