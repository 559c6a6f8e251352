import { demoCourse } from '../courses';
import type { ContractCase } from './cases';

/**
 * The discussions' calls of the courseware's right sidebar (issue 37): the course's discussions
 * configuration and its topics, for an enrolled learner and for course staff.
 */
export const cases: ContractCase[] = ['verified', 'audit', 'staff'].flatMap((persona): ContractCase[] => [
  { example: 'discussion_course', path: `/api/discussion/v1/courses/${demoCourse.id}`, persona },
  { example: 'discussion_topics_v2', path: `/api/discussion/v2/course_topics/${demoCourse.id}`, persona },
]);
