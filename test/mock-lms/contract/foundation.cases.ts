import { COURSES } from '../courses';
import { findPersona, PERSONAS } from '../personas';
import type { ContractCase } from './cases';

/**
 * course_metadata for every persona, and for a visitor, on every course; a course the LMS hides from
 * learners answers 403 with DRF's detail (decision 0020), and its metadata to staff.
 */
export const cases: ContractCase[] = COURSES.flatMap((course) =>
  [...PERSONAS.map((p) => p.id), null].map((persona) =>
    course.metadataForbidden && !findPersona(persona)?.courseStaff
      ? {
          example: 'course_metadata_forbidden',
          path: `/api/course_home/course_metadata/${course.id}?browser_timezone=Europe%2FParis`,
          persona,
          status: 403,
        }
      : {
          example: 'course_metadata',
          path: `/api/course_home/course_metadata/${course.id}?browser_timezone=Europe%2FParis`,
          persona,
        },
  ),
);
