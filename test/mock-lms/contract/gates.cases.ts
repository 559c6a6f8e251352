import { demoCourse, gatesCourse } from '../courses';
import type { ContractCase } from './cases';

/** The gates', tools' and moments' calls (courseware contract §9), for the gates course and the demo course. */
export const cases: ContractCase[] = [
  { example: 'calculate', at: 'response.body', path: '/calculate?equation=2%2B3*4', persona: null },
  { example: 'calculate', at: 'invalid_response.body', path: '/calculate?equation=2%2B', persona: 'audit' },
  ...[gatesCourse, demoCourse].flatMap((course): ContractCase[] => [
    {
      example: 'notes_visibility',
      at: 'response.body',
      method: 'PUT',
      path: `/courses/${course.id}/edxnotes/visibility/`,
      body: { visibility: false },
      persona: 'audit',
      status: 200,
    },
    {
      example: 'courseware_celebration',
      at: 'response.body',
      method: 'POST',
      path: `/api/courseware/celebration/${course.id}`,
      body: { first_section: false },
      persona: 'verified',
      status: 201,
    },
  ]),
  {
    example: 'integrity_signature',
    at: 'response.body',
    method: 'POST',
    path: `/api/agreements/v1/integrity_signature/${gatesCourse.id}`,
    body: {},
    persona: 'audit',
    status: 200,
  },
  { example: 'notices', path: '/notices/api/v1/unacknowledged', persona: 'audit' },
  { example: 'notices', path: '/notices/api/v1/unacknowledged', persona: 'unenrolled' },
];
