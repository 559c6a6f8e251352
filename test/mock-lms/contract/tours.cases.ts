import { resetState } from '../state';
import type { ContractCase } from './cases';

/**
 * The product tours' record (current-lms.md §9, openedx-platform's user_tours), today's LMS only (the spec's
 * answers 404: no tours): the GET for the new learner, the existing learner and a learner with no tour; the
 * two PATCHes ending the tours (200, no body); a PATCH the serializer refuses (DRF's field errors).
 */
export const cases: ContractCase[] = [
  ...[
    ['new-learner', 'new_learner'],
    ['returning-learner', 'returning_learner'],
    ['verified', 'verified_learner'],
  ].map(([persona, username]): ContractCase => ({
    eras: ['current'],
    example: 'user_tours',
    at: 'get.response.body',
    path: `/api/user_tours/v1/${username}`,
    persona: persona ?? null,
    setup: resetState,
  })),
  {
    eras: ['current'],
    example: 'user_tours',
    at: 'patch_course_home.response.body',
    method: 'PATCH',
    path: '/api/user_tours/v1/new_learner',
    body: { course_home_tour_status: 'no-tour' },
    persona: 'new-learner',
    status: 200,
    setup: resetState,
  },
  {
    eras: ['current'],
    example: 'user_tours',
    at: 'patch_courseware.response.body',
    method: 'PATCH',
    path: '/api/user_tours/v1/new_learner',
    body: { show_courseware_tour: false },
    persona: 'new-learner',
    status: 200,
    setup: resetState,
  },
  {
    eras: ['current'],
    example: 'user_tours',
    at: 'patch_invalid.response.body',
    method: 'PATCH',
    path: '/api/user_tours/v1/new_learner',
    body: { course_home_tour_status: 'bogus' },
    persona: 'new-learner',
    status: 400,
  },
];
