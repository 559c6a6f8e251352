import { courseHomeScenarioCourses } from './courseHome';
import { demoCourse } from './demo';
import { entranceCourse } from './entrance';
import { enterpriseCourses } from './enterprise';
import { examsCourse } from './exams';
import { gatesCourse } from './gates';
import { hiddenCourse } from './hidden';
import { hugeCourse, largeCourse } from './large';
import type { MockCourse } from './model';
import { platformCourse, restrictedCourse } from './platform';
import { progressScenarioCourses } from './progress';
import { auditExpiredCourse, emptyCourse, notStartedCourse } from './scenarios';
import { searchCourse } from './search';
import { upgradeCourses } from './upgrade';

/** Every course the mock LMS knows, by course id. Features add scenario courses here. */
export const COURSES: readonly MockCourse[] = [
  demoCourse,
  notStartedCourse,
  auditExpiredCourse,
  emptyCourse,
  largeCourse,
  hugeCourse,
  ...courseHomeScenarioCourses,
  ...progressScenarioCourses,
  gatesCourse,
  platformCourse,
  restrictedCourse,
  ...upgradeCourses,
  examsCourse,
  hiddenCourse,
  entranceCourse,
  ...enterpriseCourses,
  searchCourse,
];

const byId = new Map(COURSES.map((course) => [course.id, course]));

export const findCourse = (courseId: string | undefined): MockCourse | undefined =>
  courseId === undefined ? undefined : byId.get(courseId);

export { demoCourse, largeCourse, hugeCourse, notStartedCourse, auditExpiredCourse, emptyCourse };
export { gatesCourse, platformCourse, restrictedCourse, examsCourse, hiddenCourse, entranceCourse };
export { searchCourse };
