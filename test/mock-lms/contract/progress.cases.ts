import { auditExpiredCourse, COURSES, demoCourse, notStartedCourse } from '../courses';
import { creditCourse, progressScenarioCourses } from '../courses/progress';
import type { ContractCase } from './cases';

const own = (courseId: string, persona: string): ContractCase => ({
  example: 'progress',
  path: `/api/course_home/progress/${courseId}`,
  persona,
});

// Not the enterprise's courses either (issue 46): only their enterprise learner is enrolled.
const LEARNER_COURSES = COURSES.filter((c) => !c.metadataForbidden && !c.enterprise);

/**
 * The progress tab's answers against the contract example (course-home §4). generate_user_cert has no
 * example (its answer is ignored); the screen tests cover it.
 */
export const cases: ContractCase[] = [
  // Own progress: staff everywhere; the learners wherever they have access (not in a course they may not
  // see at all, where they are not enrolled).
  ...COURSES.map((course) => own(course.id, 'staff')),
  ...LEARNER_COURSES.filter((c) => c !== notStartedCourse).map((course) => own(course.id, 'verified')),
  ...LEARNER_COURSES.filter((c) => c !== notStartedCourse && c !== auditExpiredCourse).map((course) =>
    own(course.id, 'audit'),
  ),
  own(demoCourse.id, 'staff-as-learner'),
  own(auditExpiredCourse.id, 'staff-as-audit'),
  { ...own(demoCourse.id, 'audit'), path: `/api/course_home/v1/progress/${demoCourse.id}` },
  // A credit course's requirements (issue 46) against today's example with them (the cases above hold
  // every answer against the examples whose credit_course_requirements is null, which any value matches).
  { ...own(creditCourse.id, 'verified'), example: 'progress_credit', eras: ['current'] },
  {
    ...own(creditCourse.id, 'staff'),
    path: `/api/course_home/progress/${creditCourse.id}/11/`,
    example: 'progress_credit',
    eras: ['current'],
  },
  // Staff looking at the verified (11) and audit (3) learners.
  ...[demoCourse, ...progressScenarioCourses].flatMap((course) =>
    [11, 3].map((userId) => ({
      example: 'progress',
      path: `/api/course_home/progress/${course.id}/${userId}/`,
      persona: 'staff',
    })),
  ),
];
