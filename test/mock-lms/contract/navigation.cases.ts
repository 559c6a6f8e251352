import { COURSES, hiddenCourse } from '../courses';
import type { MockCourse } from '../courses/model';
import { findPersona, PERSONAS } from '../personas';
import { refusedByTodaysLms, viewerFor } from '../viewer';
import { canSeeContent } from '../wire/courseware';
import type { ContractCase } from './cases';

const personas = [...PERSONAS.map((p) => p.id), null];
const viewer = (course: MockCourse, persona: string | null) =>
  viewerFor(findPersona(persona) ?? null, course.id);

/**
 * The course-outline sidebar's call (current-lms.md §7), today's LMS only (the spec's answers 404): every
 * course for every persona that may see its content, and the hidden-blocks course with a sequence locked
 * behind its prerequisite (typed `lock`) under the `v1` prefix too.
 */
export const cases: ContractCase[] = [
  ...COURSES.flatMap((course) =>
    personas
      .filter(
        (persona) =>
          canSeeContent(course, viewer(course, persona)) &&
          !refusedByTodaysLms(course, viewer(course, persona)),
      )
      .map((persona): ContractCase => ({
        eras: ['current'],
        example: 'course_navigation',
        path: `/api/course_home/navigation/${course.id}`,
        persona,
      })),
  ),
  {
    eras: ['current'],
    example: 'course_navigation',
    path: `/api/course_home/v1/navigation/${hiddenCourse.id}`,
    persona: 'verified',
  },
];
