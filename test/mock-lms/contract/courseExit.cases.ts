import { certificateReadyCourse } from '../courses/courseHome';
import type { ContractCase } from './cases';

/** The exit page's extra calls (courseware contract §11.3): recommendations and the learner's enrolments. */
export const cases: ContractCase[] = [
  {
    example: 'course_recommendations',
    path: `/discovery/api/v1/course_recommendations/${certificateReadyCourse.org}+${certificateReadyCourse.number}`,
    persona: 'verified',
  },
  {
    example: 'course_recommendations',
    path: '/discovery/api/v1/course_recommendations/edX+DemoX',
    persona: 'audit',
  },
  { example: 'enrollments', path: '/api/enrollment/v1/enrollment', persona: 'verified' },
  { example: 'enrollments', path: '/api/enrollment/v1/enrollment', persona: 'audit' },
];
