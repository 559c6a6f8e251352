import { COURSES, demoCourse } from '../courses';
import type { ContractCase } from './cases';

const masquerade = `/courses/${demoCourse.id}/masquerade`;

/**
 * The staff toolbar's calls that have contract examples (courseware contract §8): the options for staff on
 * every course (and as staff already viewing as a learner), and one POST per choice plus the refusals.
 */
export const cases: ContractCase[] = [
  ...COURSES.map((course): ContractCase => ({
    example: 'masquerade_get',
    path: `/courses/${course.id}/masquerade`,
    persona: 'staff',
  })),
  { example: 'masquerade_get', path: masquerade, persona: 'staff-as-learner' },
  ...(
    [
      ['staff', { role: 'staff' }, 'staff-as-learner'],
      ['learner', { role: 'student' }, 'staff'],
      ['group', { role: 'student', group_id: 2, user_partition_id: 50 }, 'staff'],
      ['specific_student', { role: 'student', user_name: 'edx' }, 'staff'],
      ['unknown_user', { role: 'student', user_name: 'nobody@example.com' }, 'staff'],
      ['not_staff', { role: 'student' }, 'verified'],
    ] as const
  ).map(([name, body, persona]): ContractCase => ({
    example: 'masquerade_post',
    at: `${name}.response.body`,
    method: 'POST',
    path: masquerade,
    body,
    persona,
    status: 200,
  })),
];
