import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { pinClock } from '@test/mock-lms/clock';
import { examsCourse } from '@test/mock-lms/courses';
import { blockId } from '@test/mock-lms/courses/model';
import { EXAMS_BASE_URL, examsServiceUrl } from '@test/mock-lms/env';
import { mockLms } from '@test/mock-lms/node';
import { findPersona } from '@test/mock-lms/personas';
import { mockLmsSettled, recordRequests } from '@test/mock-lms/requests';
import { examRecord, examsState, seedAttempt, serviceCourses } from '@test/mock-lms/wire/exams';
import { state, uc } from '@test/mock-lms/state';
import { renderApp } from '@test/render';
import { unitNavigation } from '@test/unitPage';
import { unitFrameUrl } from '../UnitFrame';

/*
 * An edx-exams site (contract exams.md §4, §8): the app configured with EXAMS_BASE_URL (the mock's
 * service under /edx-exams), the exams course handed to the service (proctoring provider lti_external).
 */
const C = examsCourse.id;
const seq = (name: string) => blockId(examsCourse, 'sequential', name);
const unit = (name: string) => blockId(examsCourse, 'vertical', name);
const MIDTERM = `/course/${C}/${seq('midterm')}/${blockId(examsCourse, 'vertical', 'midterm_unit_1')}`;
const SITE = { config: { EXAMS_BASE_URL }, persona: 'verified' } as const;
const SERVICE_PATH = new URL(EXAMS_BASE_URL).pathname;
const MIDTERM_ID = () => examRecord(C, seq('midterm'))!.id;

const verified = findPersona('verified')!;
const seed = (status: string, options: Parameters<typeof seedAttempt>[3] = {}) =>
  seedAttempt(verified, examRecord(C, seq('midterm'))!, status, options);

/** Every exam call, to the service or to the LMS's edx-proctoring. */
const examCalls = () =>
  recordRequests(
    (url) => url.pathname.startsWith(SERVICE_PATH) || url.pathname.startsWith('/api/edx_proctoring/'),
  );
const show = (c: { method: string; url: URL }) =>
  `${c.method} ${decodeURIComponent(c.url.pathname)}${decodeURIComponent(c.url.search)}`;

const ui = {
  heading: (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, { timeout: 8000 }),
  timer: () => screen.findByRole('region', { name: 'Exam timer' }, { timeout: 8000 }),
  frameSrc: async () => {
    await waitFor(() => expect(document.getElementById('unit-iframe')).not.toBeNull(), { timeout: 8000 });
    return new URL(document.getElementById('unit-iframe')!.getAttribute('src')!);
  },
};

describe('a timed exam on an edx-exams site', () => {
  it('instructions → start → countdown with the token on the frame → end → submit, all on the service', async () => {
    pinClock('2025-06-01T10:00:00Z');
    serviceCourses().add(C);
    const calls = examCalls();
    const app = await renderApp(MIDTERM, SITE);
    await ui.heading('Midterm Exam');
    // Integer minutes, formatted by the app.
    expect(screen.getByText('Time allowed').nextElementSibling).toHaveTextContent('30 minutes');
    await app.user.click(screen.getByRole('button', { name: 'Start my timed exam' }));
    await ui.timer();
    expect(screen.getByRole('timer')).toHaveTextContent(/^00:(30:00|29:5\d)$/);
    await ui.heading('Midterm: Part 1');
    const src = await ui.frameSrc();
    expect(src.pathname).toBe(`/xblock/${unit('midterm_unit_1')}`);
    expect(src.searchParams.get('exam_access')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    await app.user.click(screen.getByRole('button', { name: 'End my exam' }));
    const dialog = await screen.findByRole('dialog', { name: 'End your exam?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'End my exam' }));
    await ui.heading('Are you sure that you want to submit your timed exam?');
    await app.user.click(screen.getByRole('button', { name: 'Yes, submit my timed exam' }));
    await ui.heading('You have submitted your timed exam');
    await mockLmsSettled();

    const shown = calls.map(show);
    // Nothing went to edx-proctoring.
    expect(shown.filter((c) => c.includes('/api/edx_proctoring/'))).toEqual([]);
    const service = `${SERVICE_PATH}/api/v1`;
    expect(shown).toContain(
      `GET ${service}/student/exam/attempt/course_id/${C}/content_id/${seq('midterm')}`,
    );
    expect(shown).toContain(`GET ${service}/exams/attempt/latest`);
    expect(shown).toContain(`GET ${service}/access_tokens/exam_id/${MIDTERM_ID()}/`);
    // The poll is the latest attempt on this exam (no poll address).
    expect(shown).toContain(`GET ${service}/exams/attempt/latest?content_id=${seq('midterm')}`);
    const writes = calls.filter((c) => c.method !== 'GET');
    expect(writes.map((c) => [c.method, c.url.pathname, c.body])).toEqual([
      [
        'POST',
        `${service}/exams/attempt`,
        { exam_id: MIDTERM_ID(), start_clock: 'true', attempt_proctored: 'false' },
      ],
      ['PUT', `${service}/exams/attempt/12`, { action: 'stop' }],
      ['PUT', `${service}/exams/attempt/12`, { action: 'submit' }],
    ]);
  }, 30_000);

  it('formats an allowance’s integer minutes in the UI language’s own words', async () => {
    serviceCourses().add(C);
    examsState().allowances.set(`${verified.username}|${seq('midterm')}`, 45);
    await renderApp(MIDTERM, SITE);
    await ui.heading('Midterm Exam');
    expect(screen.getByText('Time allowed').nextElementSibling).toHaveTextContent('1 hour and 15 minutes');
    expect(
      screen.getByText('This includes 45 minutes of additional time that you have been allowed.'),
    ).toBeVisible();
  });

  it('gives course staff’s unit frames a token too: the LMS asks it of all but global staff', async () => {
    serviceCourses().add(C);
    const tokens = recordRequests((url) => url.pathname.includes('/api/v1/access_tokens/'));
    // Course staff (not global staff), viewing the course as a learner without naming one.
    await renderApp(MIDTERM, { ...SITE, persona: 'staff-as-learner' });
    await ui.heading('Midterm: Part 1');
    expect(
      screen.getByText(/While you view the course as a learner, you see its content without them/),
    ).toBeVisible();
    const src = await ui.frameSrc();
    expect(src.searchParams.get('exam_access')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(tokens.map(({ url }) => url.pathname)).toEqual([
      `${SERVICE_PATH}/api/v1/access_tokens/exam_id/${MIDTERM_ID()}/`,
    ]);
    // The LMS opens the unit's page with it.
    const page = await fetch(src, { headers: { cookie: document.cookie } });
    expect(page.status).toBe(200);
  });

  it.each([
    ['global staff', 'staff', null],
    ['course staff viewing as a specific learner', 'staff-as-learner', 'verified_learner'],
  ])('asks nothing for %s, whom the LMS lets through without a token', async (_who, persona, learner) => {
    serviceCourses().add(C);
    if (learner) state.masquerades.set(uc('instructor', C), { role: 'student', userName: learner });
    const calls = examCalls();
    await renderApp(MIDTERM, { ...SITE, persona });
    await ui.heading('Midterm: Part 1');
    const src = await ui.frameSrc();
    expect(src.searchParams.has('exam_access')).toBe(false);
    await mockLmsSettled();
    expect(calls.map(show)).toEqual([]);
    // The LMS opens the unit's page without one.
    const page = await fetch(src, { headers: { cookie: document.cookie } });
    expect(page.status).toBe(200);
  });

  it('asks for a new token for each unit frame', async () => {
    serviceCourses().add(C);
    seed('started', { startedSecondsAgo: 60 });
    const tokens = recordRequests((url) => url.pathname.includes('/access_tokens/'));
    const app = await renderApp(MIDTERM, SITE);
    await ui.heading('Midterm: Part 1');
    expect((await ui.frameSrc()).searchParams.get('exam_access')).not.toBe('');
    await app.user.click(
      // Next beside the unit's title (today's layout, the default: decision 0023).
      within(unitNavigation()).getByRole('link', { name: 'Next' }),
    );
    await ui.heading('Midterm: Part 2');
    await waitFor(async () =>
      expect((await ui.frameSrc()).pathname).toBe(`/xblock/${unit('midterm_unit_2')}`),
    );
    expect(tokens.length).toBeGreaterThanOrEqual(2);
  });

  it('loads the frame with an empty token when the token call fails, and logs the failure', async () => {
    serviceCourses().add(C);
    seed('started', { startedSecondsAgo: 60 });
    mockLms.use(
      http.get(examsServiceUrl('/api/v1/access_tokens/exam_id/:examId/'), () =>
        HttpResponse.json({ detail: 'Exam access token not granted' }, { status: 403 }),
      ),
    );
    const app = await renderApp(MIDTERM, SITE);
    await ui.heading('Midterm: Part 1');
    const src = await ui.frameSrc();
    expect(src.searchParams.get('exam_access')).toBe('');
    await waitFor(() => expect(app.logger.errors.join('\n')).toContain('403'));
  });

  it('sends an edx-proctoring exam’s writes back to the LMS (use_legacy_attempt_api)', async () => {
    const calls = examCalls();
    const app = await renderApp(MIDTERM, SITE);
    await ui.heading('Midterm Exam');
    // Forwarded by the service in edx-proctoring's form: the humanized time is read as before.
    expect(screen.getByText('Time allowed').nextElementSibling).toHaveTextContent('30 minutes');
    await app.user.click(screen.getByRole('button', { name: 'Start my timed exam' }));
    await ui.timer();
    await mockLmsSettled();
    const writes = calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.url.pathname}`);
    expect(writes).toEqual(['POST /api/edx_proctoring/v1/proctored_exam/attempt']);
    // The reads went to the service.
    expect(calls.some((c) => c.url.pathname.startsWith(`${SERVICE_PATH}/api/v1/student/exam/`))).toBe(true);
  });
});

describe('a timed exam without EXAMS_BASE_URL', () => {
  it('asks for no token and builds the frame address as before', async () => {
    seed('started', { startedSecondsAgo: 60 });
    const calls = recordRequests((url) => url.pathname.startsWith(SERVICE_PATH));
    await renderApp(MIDTERM, { persona: 'verified' });
    await ui.heading('Midterm: Part 1');
    const src = await ui.frameSrc();
    expect(src.searchParams.has('exam_access')).toBe(false);
    expect(document.getElementById('unit-iframe')!.getAttribute('src')).toBe(
      unitFrameUrl(src.origin, unit('midterm_unit_1'), true, 'Midterm Exam'),
    );
    await mockLmsSettled();
    expect(calls).toEqual([]);
  });
});
