import { COURSES } from '../courses';
import { PERSONAS } from '../personas';
import type { ContractCase } from './cases';

/** course_metadata for every persona, and for a visitor, on every course. */
export const cases: ContractCase[] = COURSES.flatMap((course) =>
  [...PERSONAS.map((p) => p.id), null].map((persona) => ({
    example: 'course_metadata',
    path: `/api/course_home/course_metadata/${course.id}?browser_timezone=Europe%2FParis`,
    persona,
  })),
);
