import { describe, expect, it } from 'vitest';
import { demoCourse, notStartedCourse } from '../courses';
import { lmsUrl } from '../env';
import { state, uc } from '../state';
import { call } from './testClient';

const masquerade = `/courses/${demoCourse.id}/masquerade`;
const options = async (persona: string, course = demoCourse.id) =>
  (await (await call(persona, `/courses/${course}/masquerade`)).json()) as {
    success: boolean;
    active: Record<string, unknown>;
    available: Record<string, unknown>[];
  };
const metadata = async (persona: string) =>
  (await (await call(persona, `/api/course_home/course_metadata/${demoCourse.id}`)).json()) as {
    is_staff: boolean;
    original_user_is_staff: boolean;
    username: string;
  };

describe('mock LMS: masquerade (courseware contract §8)', () => {
  it('sends a signed-out request to the login page', async () => {
    const response = await call(null, masquerade);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(lmsUrl(`/login?next=${encodeURIComponent(masquerade)}`));
  });

  it('refuses a learner', async () => {
    expect(await (await call('verified', masquerade)).json()).toEqual({ success: false });
    const post = await call('verified', masquerade, { method: 'POST', body: { role: 'student' } });
    expect(await post.json()).toEqual({ success: false });
  });

  it('offers staff the roles, a specific student and one group per enrolment track', async () => {
    const body = await options('staff');
    expect(body.active).toEqual({
      course_key: demoCourse.id,
      group_id: null,
      role: 'staff',
      user_name: null,
      user_partition_id: null,
      group_name: null,
    });
    expect(body.available).toEqual([
      { name: 'Staff', role: 'staff' },
      { name: 'Learner', role: 'student' },
      { name: 'Specific Student...', role: 'student', user_name: '' },
      { name: 'Audit', role: 'student', group_id: 1, user_partition_id: 50 },
      { name: 'Verified Certificate', role: 'student', group_id: 2, user_partition_id: 50 },
    ]);
    // A course without a paid track has no verified group.
    const future = await options('staff', notStartedCourse.id);
    expect(future.available.map((option) => option.name)).toEqual([
      'Staff',
      'Learner',
      'Specific Student...',
      'Audit',
    ]);
  });

  it('names the views in the language of the request (group names are course data)', async () => {
    const response = await fetch(lmsUrl(masquerade), {
      headers: { cookie: 'sessionid=staff; openedx-language-preference=ar' },
    });
    const body = (await response.json()) as { available: { name: string }[] };
    expect(body.available.map((option) => option.name)).toEqual([
      'فريق التدريس',
      'متعلّم',
      'متعلّم محدّد...',
      'Audit',
      'Verified Certificate',
    ]);
    state.preferences.set('staff', { 'pref-lang': 'fr' });
    expect((await options('staff')).available[0]).toEqual({ name: 'Équipe pédagogique', role: 'staff' });
  });

  it('starts the staff-as-learner persona as Learner', async () => {
    expect((await options('staff-as-learner')).active).toMatchObject({ role: 'student', user_name: null });
    expect(await metadata('staff-as-learner')).toMatchObject({
      is_staff: false,
      original_user_is_staff: true,
    });
  });

  it('stores a group per staff user and course, and names it in active', async () => {
    const post = await call('staff', masquerade, {
      method: 'POST',
      body: { role: 'student', group_id: 2, user_partition_id: 50 },
    });
    expect(await post.json()).toEqual({ success: true });
    expect((await options('staff')).active).toMatchObject({
      role: 'student',
      group_id: 2,
      user_partition_id: 50,
      group_name: 'Verified Certificate',
    });
    expect(await metadata('staff')).toMatchObject({ is_staff: false, original_user_is_staff: true });
    // Another staff user and another course are untouched.
    expect((await options('staff-as-learner')).active).toMatchObject({ group_id: null });
    expect((await options('staff', notStartedCourse.id)).active).toMatchObject({ role: 'staff' });
  });

  it('views the course as an enrolled learner found by email, stored by username', async () => {
    const post = await call('staff', masquerade, {
      method: 'POST',
      body: { role: 'student', user_name: 'EDX@example.com' },
    });
    expect(await post.json()).toEqual({ success: true });
    expect(state.masquerades.get(uc('staff', demoCourse.id))).toMatchObject({ userName: 'edx' });
    const body = await options('staff');
    expect(body.active).toMatchObject({ role: 'student', user_name: 'edx' });
    expect(body.available[2]).toEqual({ name: 'Specific Student...', role: 'student', user_name: 'edx' });
    expect(await metadata('staff')).toMatchObject({ username: 'edx', is_staff: false });

    await call('staff', masquerade, { method: 'POST', body: { role: 'staff' } });
    expect(await metadata('staff')).toMatchObject({ username: 'staff', is_staff: true });
  });

  it.each([
    ['an unknown user', 'nobody@example.com'],
    ['a user who is not enrolled', 'curious_learner'],
  ])('refuses %s with the LMS’s words, and keeps the view', async (_name, typed) => {
    const post = await call('staff', masquerade, {
      method: 'POST',
      body: { role: 'student', user_name: typed },
    });
    expect(await post.json()).toEqual({
      success: false,
      error: `There is no user with the username or email address "${typed}" enrolled in this course.`,
    });
    expect((await options('staff')).active).toMatchObject({ role: 'staff' });
  });

  it('needs the CSRF token', async () => {
    const response = await fetch(lmsUrl(masquerade), {
      method: 'POST',
      headers: { cookie: 'sessionid=staff', 'content-type': 'application/json' },
      body: '{"role":"student"}',
    });
    expect(response.status).toBe(403);
  });
});

describe('mock LMS: language (conventions §4)', () => {
  it('says the selector is enabled and lists the released languages to signed-in users', async () => {
    expect(await (await call('staff', '/lang_pref/language_selector_is_enabled')).json()).toEqual({
      language_selector_is_enabled: true,
    });
    const { released_languages } = (await (await call('staff', '/lang_pref/released_languages')).json()) as {
      released_languages: [string, string][];
    };
    expect(released_languages).toContainEqual(['ar', 'العربية']);
    expect(released_languages).toContainEqual(['en', 'English']);
    expect((await call(null, '/lang_pref/released_languages')).status).toBe(302);
  });

  it('stores pref-lang from a merge patch and answers with the language cookie', async () => {
    const response = await call('staff', '/api/user/v1/preferences/staff', {
      method: 'PATCH',
      body: { 'pref-lang': 'ar' },
      contentType: 'application/merge-patch+json',
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toMatch(/^openedx-language-preference=ar; Path=\//);
    expect(state.preferences.get('staff')).toEqual({ 'pref-lang': 'ar' });
  });

  it('refuses plain JSON, an unknown language and another user’s preferences', async () => {
    const patch = (path: string, body: unknown, contentType = 'application/merge-patch+json') =>
      call('staff-as-learner', path, { method: 'PATCH', body, contentType });
    expect(
      (await patch('/api/user/v1/preferences/instructor', { 'pref-lang': 'fr' }, 'application/json')).status,
    ).toBe(415);
    expect((await patch('/api/user/v1/preferences/instructor', { 'pref-lang': 'xx' })).status).toBe(400);
    expect((await patch('/api/user/v1/preferences/edx', { 'pref-lang': 'fr' })).status).toBe(403);
    expect(state.preferences.get('instructor')).toBeUndefined();
    expect(state.preferences.get('edx')).toBeUndefined();
  });
});

describe('mock LMS: course font (wiki_metadata)', () => {
  it('names the font of a course that has one and answers 404 for the others', async () => {
    const font = await call(null, `/wikimedia_general/api/v0/wiki_metadata/${notStartedCourse.id}`);
    expect(await font.json()).toEqual({ course_font: 'font-open-sans' });
    expect((await call(null, `/wikimedia_general/api/v0/wiki_metadata/${demoCourse.id}`)).status).toBe(404);
  });
});
