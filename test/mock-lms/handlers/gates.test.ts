import { describe, expect, it } from 'vitest';
import { emptyCourse, gatesCourse } from '../courses';
import { lmsUrl } from '../env';
import { state, uc } from '../state';
import { celebrationsFor, needsIntegritySignature, notesFor, pendingNotices, setNoticesOn } from './gates';
import { call } from './testClient';

const C = gatesCourse.id;

describe('mock LMS: calculator', () => {
  it('answers the value, Invalid syntax, and 500 without an equation', async () => {
    expect(await (await call(null, '/calculate?equation=2%2B3*4')).json()).toEqual({ result: '14.0' });
    expect(await (await call(null, '/calculate?equation=2*')).json()).toEqual({ result: 'Invalid syntax' });
    expect((await call(null, '/calculate')).status).toBe(500);
  });
});

describe('mock LMS: notes visibility', () => {
  const path = `/courses/${C}/edxnotes/visibility/`;
  it('stores the value received', async () => {
    expect(notesFor(gatesCourse, 'edx').visible).toBe(false);
    expect((await call('audit', path, { method: 'PUT', body: { visibility: true } })).status).toBe(200);
    expect(notesFor(gatesCourse, 'edx')).toEqual({ enabled: true, visible: true });
  });

  it('refuses a body without a boolean, courses without notes, and visitors', async () => {
    expect((await call('audit', path, { method: 'PUT', body: { visibility: 'yes' } })).status).toBe(400);
    expect(
      (
        await call('audit', `/courses/${emptyCourse.id}/edxnotes/visibility/`, {
          method: 'PUT',
          body: { visibility: true },
        })
      ).status,
    ).toBe(404);
    expect((await call(null, path, { method: 'PUT', body: { visibility: true } })).status).toBe(401);
  });
});

describe('mock LMS: celebration', () => {
  const path = `/api/courseware/celebration/${C}`;
  it('creates, then updates; the course answer then says first_section false', async () => {
    expect(celebrationsFor(gatesCourse, 'edx').first_section).toBe(true);
    expect((await call('audit', path, { method: 'POST', body: { first_section: false } })).status).toBe(201);
    expect((await call('audit', path, { method: 'POST', body: { first_section: false } })).status).toBe(200);
    expect(celebrationsFor(gatesCourse, 'edx').first_section).toBe(false);
  });

  it('400 for other keys, 404 when not enrolled, 401 signed out, 202 for staff viewing as a learner', async () => {
    expect((await call('audit', path, { method: 'POST', body: { streak: 1 } })).status).toBe(400);
    expect((await call('unenrolled', path, { method: 'POST', body: { first_section: false } })).status).toBe(
      404,
    );
    expect((await call(null, path, { method: 'POST', body: { first_section: false } })).status).toBe(401);
    state.masquerades.set(uc('staff', C), { role: 'student', userName: 'edx' });
    expect((await call('staff', path, { method: 'POST', body: { first_section: false } })).status).toBe(202);
    expect(celebrationsFor(gatesCourse, 'edx').first_section).toBe(true);
  });

  it('reports the 3-day streak once, to enrolled learners only', () => {
    expect(celebrationsFor(gatesCourse, null).streak_length_to_celebrate).toBeNull();
    expect(celebrationsFor(gatesCourse, 'edx', { reportStreak: true }).streak_length_to_celebrate).toBe(3);
    expect(celebrationsFor(gatesCourse, 'edx').streak_length_to_celebrate).toBeNull();
  });
});

describe('mock LMS: integrity signature', () => {
  const path = `/api/agreements/v1/integrity_signature/${C}`;
  it('signs once and returns the same signature after', async () => {
    expect(needsIntegritySignature(gatesCourse, 'edx')).toBe(true);
    const first = (await (await call('audit', path, { method: 'POST', body: {} })).json()) as Record<
      string,
      string
    >;
    expect(first).toMatchObject({ username: 'edx', course_id: C });
    const again = (await (await call('audit', path, { method: 'POST', body: {} })).json()) as Record<
      string,
      string
    >;
    expect(again.created_at).toBe(first.created_at);
    expect(needsIntegritySignature(gatesCourse, 'edx')).toBe(false);
  });

  it('404 where the feature is off, 401 signed out', async () => {
    expect(
      (
        await call('audit', `/api/agreements/v1/integrity_signature/${emptyCourse.id}`, {
          method: 'POST',
          body: {},
        })
      ).status,
    ).toBe(404);
    expect((await call(null, path, { method: 'POST', body: {} })).status).toBe(401);
  });
});

describe('mock LMS: notices', () => {
  it('lists the pending notice until it is acknowledged, then sends the browser on', async () => {
    expect(pendingNotices('edx')).toEqual([]);
    expect((await call(null, '/__mock/notices', { method: 'POST', body: { on: true } })).status).toBe(200);
    expect(pendingNotices('edx')).toEqual([lmsUrl('/notices/render/1/')]);
    expect(await (await call('audit', '/notices/api/v1/unacknowledged')).json()).toEqual({
      results: [lmsUrl('/notices/render/1/')],
    });
    const page = await call('audit', '/notices/render/1/?next=http%3A%2F%2Flocalhost%3A2000%2Fcourse%2Fx');
    expect(await page.text()).toContain(
      '/notices/acknowledge?next=http%3A%2F%2Flocalhost%3A2000%2Fcourse%2Fx',
    );
    const ack = await call('audit', '/notices/acknowledge?next=http%3A%2F%2Flocalhost%3A2000%2Fcourse%2Fx');
    expect(ack.status).toBe(302);
    expect(ack.headers.get('location')).toBe('http://localhost:2000/course/x');
    expect(await (await call('audit', '/notices/api/v1/unacknowledged')).json()).toEqual({ results: [] });
  });

  it('has nothing for learners outside the course, and 401 for visitors', async () => {
    setNoticesOn(true);
    expect(await (await call('unenrolled', '/notices/api/v1/unacknowledged')).json()).toEqual({
      results: [],
    });
    expect((await call(null, '/notices/api/v1/unacknowledged')).status).toBe(401);
  });
});
