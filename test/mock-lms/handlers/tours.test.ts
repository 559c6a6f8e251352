import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetServerEra, setServerEra } from '../era';
import { resetState } from '../state';
import { call } from './testClient';

const path = (username: string) => `/api/user_tours/v1/${username}`;
const read = async (persona: string, username: string): Promise<unknown> =>
  (await call(persona, path(username))).json();

beforeEach(() => resetState());
afterEach(() => resetServerEra());

describe('mock LMS: the product tours’ record (user_tours, current-lms.md §9)', () => {
  it('answers each persona’s record: a new learner’s, an existing learner’s, and no tour for the rest', async () => {
    expect(await read('new-learner', 'new_learner')).toEqual({
      course_home_tour_status: 'show-new-user-tour',
      show_courseware_tour: true,
    });
    expect(await read('returning-learner', 'returning_learner')).toEqual({
      course_home_tour_status: 'show-existing-user-tour',
      show_courseware_tour: false,
    });
    expect(await read('verified', 'verified_learner')).toEqual({
      course_home_tour_status: 'no-tour',
      show_courseware_tour: false,
    });
  });

  it('keeps a PATCH in the scope’s state, answering 200 with no body, until the state is reset', async () => {
    const answer = await call('new-learner', path('new_learner'), {
      method: 'PATCH',
      body: { course_home_tour_status: 'no-tour' },
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('');
    expect(await read('new-learner', 'new_learner')).toEqual({
      course_home_tour_status: 'no-tour',
      show_courseware_tour: true,
    });
    await call('new-learner', path('new_learner'), {
      method: 'PATCH',
      body: { show_courseware_tour: 'false' },
    });
    expect(await read('new-learner', 'new_learner')).toEqual({
      course_home_tour_status: 'no-tour',
      show_courseware_tour: false,
    });
    resetState();
    expect(await read('new-learner', 'new_learner')).toMatchObject({ show_courseware_tour: true });
  });

  it('refuses what the LMS refuses: a visitor (401), another user’s record (400), a bad field or nothing to change (400)', async () => {
    expect((await call(null, path('new_learner'))).status).toBe(401);
    expect((await call('verified', path('new_learner'))).status).toBe(400);
    // Staff may read anyone's; nobody writes another's.
    expect((await call('staff', path('new_learner'))).status).toBe(200);
    expect(
      (
        await call('staff', path('new_learner'), {
          method: 'PATCH',
          body: { course_home_tour_status: 'no-tour' },
        })
      ).status,
    ).toBe(400);
    const bad = await call('new-learner', path('new_learner'), {
      method: 'PATCH',
      body: { course_home_tour_status: 'bogus' },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ course_home_tour_status: ['"bogus" is not a valid choice.'] });
    expect((await call('new-learner', path('new_learner'), { method: 'PATCH', body: {} })).status).toBe(400);
    expect(
      (await call('new-learner', path('new_learner'), { method: 'PATCH', body: { other: 1 } })).status,
    ).toBe(400);
    expect(await read('new-learner', 'new_learner')).toMatchObject({
      course_home_tour_status: 'show-new-user-tour',
    });
    expect((await call('staff', path('nobody_here'))).status).toBe(404);
  });

  it('is not there on the spec’s LMS (404): no tours', async () => {
    setServerEra('spec');
    expect((await call('new-learner', path('new_learner'))).status).toBe(404);
    expect(
      (
        await call('new-learner', path('new_learner'), {
          method: 'PATCH',
          body: { show_courseware_tour: false },
        })
      ).status,
    ).toBe(404);
  });

  it('lets a test put a record back (POST /__mock/tours)', async () => {
    await call('new-learner', path('new_learner'), {
      method: 'PATCH',
      body: { course_home_tour_status: 'no-tour' },
    });
    const set = await call(null, '/__mock/tours', {
      method: 'POST',
      body: { username: 'new_learner', course_home_tour_status: 'show-new-user-tour' },
    });
    expect(set.status).toBe(200);
    expect(await read('new-learner', 'new_learner')).toMatchObject({
      course_home_tour_status: 'show-new-user-tour',
    });
    expect((await call(null, '/__mock/tours', { method: 'POST', body: { username: 'nobody' } })).status).toBe(
      400,
    );
  });
});
