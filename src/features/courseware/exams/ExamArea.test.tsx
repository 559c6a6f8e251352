import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import none from '@test/contract/examples/exams_attempt_none.json';
import { advanceClock, pinClock } from '@test/mock-lms/clock';
import { examsCourse } from '@test/mock-lms/courses';
import { blockId } from '@test/mock-lms/courses/model';
import { addFault, type Fault } from '@test/mock-lms/faults';
import { mockLms } from '@test/mock-lms/node';
import { findPersona } from '@test/mock-lms/personas';
import { lmsUrl } from '@test/mock-lms/env';
import { mockLmsSettled, recordRequests } from '@test/mock-lms/requests';
import { examRecord, examsState, seedAttempt } from '@test/mock-lms/wire/exams';
import { renderApp } from '@test/render';
import { unitNavigation } from '@test/unitPage';

const C = examsCourse.id;
const seq = (name: string) => blockId(examsCourse, 'sequential', name);
const unit = (name: string) => blockId(examsCourse, 'vertical', name);
const at = (sequence: string, unitName: string) => `/course/${C}/${seq(sequence)}/${unit(unitName)}`;
const MIDTERM = at('midterm', 'midterm_unit_1');
const ATTEMPTS = '/api/edx_proctoring/v1/proctored_exam/attempt';
/** Calls to the exam API (the attempt's own path: `^…/attempt/\d+$`). */
const ATTEMPT_PATH = `^${ATTEMPTS}/\\d+$`;

const verified = findPersona('verified')!;
const seed = (name: string, status: string, options: Parameters<typeof seedAttempt>[3] = {}) =>
  seedAttempt(verified, examRecord(C, seq(name))!, status, options);

const examCalls = () => recordRequests((url) => url.pathname.startsWith('/api/edx_proctoring/'));

const ui = {
  heading: (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, { timeout: 8000 }),
  timer: () => screen.findByRole('region', { name: 'Exam timer' }, { timeout: 8000 }),
  clock: () => screen.getByRole('timer'),
  start: () => screen.getByRole('button', { name: 'Start my timed exam' }),
  frame: () => document.getElementById('unit-iframe'),
  errorAlert: () => screen.findByRole('alert', {}, { timeout: 8000 }),
};

const START_BODY = (exam: string) => ({
  exam_id: examRecord(C, seq(exam))!.id,
  start_clock: 'true',
  attempt_proctored: 'false',
});

afterEach(() => {
  vi.useRealTimers();
});

/** Moves the faked clock on (its interval ticks fire) and lets React render what they changed. */
async function tick(milliseconds: number) {
  await act(async () => {
    vi.advanceTimersByTime(milliseconds);
    await Promise.resolve();
  });
}

describe('a timed exam, before the start', () => {
  it('shows the instructions with the time limit and a start button, and nothing of the exam', async () => {
    const calls = examCalls();
    await renderApp(MIDTERM, { persona: 'verified' });
    await ui.heading('Midterm Exam');
    expect(screen.getByText('Timed exam')).toBeInTheDocument();
    expect(screen.getByText('Time allowed').nextElementSibling).toHaveTextContent('30 minutes');
    expect(screen.getByText('Due')).toBeInTheDocument();
    expect(ui.start()).toBeEnabled();
    expect(
      screen.getByRole('heading', { name: 'Can I request additional time to complete my exam?' }),
    ).toBeVisible();
    expect(ui.frame()).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Midterm: Part 1' })).not.toBeInTheDocument();
    // No way to another unit from the exam's start page, in either layout (today's: beside the title).
    expect(screen.queryByRole('navigation', { name: 'Sequence navigation' })).not.toBeInTheDocument();
    expect(document.querySelector('.top-unit-navigation')).toBeNull();
    expect(screen.queryByRole('link', { name: /^(Next|Previous)$/ })).not.toBeInTheDocument();
    await mockLmsSettled();
    expect(calls.map((c) => `${c.method} ${c.url.pathname}${c.url.search}`)).toEqual([
      `GET ${ATTEMPTS}/course_id/${C}?content_id=${encodeURIComponent(seq('midterm')).replace(/%3A/g, ':')}&is_learning_mfe=true`,
    ]);
  });

  it('counts an allowance in the time allowed, and says so', async () => {
    await renderApp(at('quiz', 'quiz_unit_1'), { persona: 'verified' });
    await ui.heading('Timed Quiz');
    expect(screen.getByText('Time allowed').nextElementSibling).toHaveTextContent('15 minutes');
    expect(
      screen.getByText('This includes 5 minutes of additional time that you have been allowed.'),
    ).toBeVisible();
  });

  it('says when the due date shortens the time', async () => {
    examsState().dueDates.set(
      `verified_learner|${seq('midterm')}`,
      new Date(Date.now() + 20.5 * 60_000).toISOString(),
    );
    await renderApp(MIDTERM, { persona: 'verified' });
    await ui.heading('Midterm Exam');
    expect(screen.getByText('Time allowed').nextElementSibling).toHaveTextContent('20 minutes');
    expect(screen.getByText(/The exam’s time limit is 30 minutes, but it is due before/)).toBeVisible();
  });

  it('names a nameless exam after its subsection, and leaves out a time it was not told', async () => {
    const { exam_name: _name, total_time: _total, ...bare } = none.exam;
    mockLms.use(
      http.get(lmsUrl(`${ATTEMPTS}/course_id/:courseId`), () =>
        HttpResponse.json({ ...none, exam: { ...bare, time_limit_mins: null } }),
      ),
    );
    await renderApp(MIDTERM, { persona: 'verified' });
    await ui.heading('Midterm Exam');
    expect(screen.queryByText('Time allowed')).not.toBeInTheDocument();
    expect(ui.start()).toBeEnabled();
  });

  it('points at another exam whose attempt is running', async () => {
    seed('midterm', 'started', { startedSecondsAgo: 60 });
    await renderApp(at('quiz', 'quiz_unit_1'), { persona: 'verified' });
    await ui.heading('Timed Quiz');
    expect(screen.getByText(/You have another timed exam in progress/)).toHaveTextContent('Midterm Exam');
    expect(screen.getByRole('link', { name: 'Midterm Exam' })).toHaveAttribute(
      'href',
      expect.stringContaining(`/course/${C}/${seq('midterm')}`),
    );
  });
});

describe('taking a timed exam', () => {
  it('starts once with the contract’s string flags, then shows the units under the countdown', async () => {
    pinClock('2025-06-01T10:00:00Z');
    const calls = examCalls();
    // The start takes a moment: a second press meanwhile sends nothing.
    addFault({ method: 'POST', path: `^${ATTEMPTS}$`, delayMs: 200 });
    const app = await renderApp(MIDTERM, { persona: 'verified' });
    await ui.heading('Midterm Exam');
    fireEvent.click(ui.start());
    fireEvent.click(ui.start());
    expect(ui.start()).toBeDisabled();
    const timer = await ui.timer();
    expect(
      within(timer).getByRole('heading', { name: 'You are taking “Midterm Exam” as a timed exam.' }),
    ).toHaveFocus();
    expect(ui.clock()).toHaveTextContent(/^00:(30:00|29:5\d)$/);
    expect(await ui.heading('Midterm: Part 1')).toBeVisible();
    expect(ui.frame()).not.toBeNull();
    expect(timer).toHaveClass('alert-info');
    await mockLmsSettled();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual(START_BODY('midterm'));
    // The running attempt is polled (contract §3.3).
    expect(calls.some((c) => c.method === 'GET' && new RegExp(ATTEMPT_PATH).test(c.url.pathname))).toBe(true);
    // The countdown stays on every unit of the exam.
    await app.user.click(
      // Next beside the unit's title (today's layout, the default: decision 0023).
      within(unitNavigation()).getByRole('link', { name: 'Next' }),
    );
    await ui.heading('Midterm: Part 2');
    expect(screen.getByRole('region', { name: 'Exam timer' })).toBeInTheDocument();
  });

  it('ends with a confirmation, can go back to work, then submits once', async () => {
    seed('midterm', 'started', { startedSecondsAgo: 600 });
    const calls = examCalls();
    const app = await renderApp(MIDTERM, { persona: 'verified' });
    await ui.heading('Midterm: Part 1');
    expect(ui.clock()).toHaveTextContent(/^00:(20:00|19:5\d)$/);

    // End my exam → the dialog; "Keep working" changes nothing.
    await app.user.click(screen.getByRole('button', { name: 'End my exam' }));
    let dialog = await screen.findByRole('dialog', { name: 'End your exam?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Keep working' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await app.user.click(screen.getByRole('button', { name: 'End my exam' }));
    dialog = await screen.findByRole('dialog', { name: 'End your exam?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'End my exam' }));
    const ready = await ui.heading('Are you sure that you want to submit your timed exam?');
    await waitFor(() => expect(ready).toHaveFocus());
    expect(ui.frame()).toBeNull();
    // The countdown stays, without its end button.
    expect(screen.getByRole('region', { name: 'Exam timer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End my exam' })).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'No, I’d like to continue working' }));
    await ui.heading('Midterm: Part 1');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: /You are taking/ })).toHaveFocus(),
    );

    await app.user.click(screen.getByRole('button', { name: 'End my exam' }));
    dialog = await screen.findByRole('dialog', { name: 'End your exam?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'End my exam' }));
    await ui.heading('Are you sure that you want to submit your timed exam?');
    const submit = screen.getByRole('button', { name: 'Yes, submit my timed exam' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    const done = await ui.heading('You have submitted your timed exam');
    await waitFor(() => expect(done).toHaveFocus());
    expect(
      screen.getByText('Your answers have been recorded, and any work you completed will be graded.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See your grades on the progress page' })).toHaveAttribute(
      'href',
      `/course/${C}/progress`,
    );
    expect(screen.getByRole('link', { name: 'Go back to the course outline' })).toHaveAttribute(
      'href',
      `/course/${C}/home`,
    );
    expect(screen.queryByRole('region', { name: 'Exam timer' })).not.toBeInTheDocument();
    await mockLmsSettled();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { action: 'stop' },
      { action: 'start' },
      { action: 'stop' },
      { action: 'submit' },
    ]);
  });

  it('after a reload the countdown continues from the server’s clock', async () => {
    pinClock('2025-06-01T10:00:00Z');
    seed('midterm', 'started');
    const first = await renderApp(MIDTERM, { persona: 'verified' });
    await ui.timer();
    expect(ui.clock()).toHaveTextContent(/^00:(30:00|29:5\d)$/);
    first.unmount();
    advanceClock(17 * 60_000 + 30_000);
    await renderApp(at('midterm', 'midterm_unit_2'), { persona: 'verified' });
    await ui.heading('Midterm: Part 2');
    expect(ui.clock()).toHaveTextContent(/^00:(12:30|12:2\d)$/);
  });
});

describe('the countdown under a controlled clock', () => {
  it('announces the thresholds once each, then submits 5 seconds after the time is up', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
    // 6 minutes and 2 seconds left of 30: just above the low threshold.
    seed('midterm', 'started', { startedSecondsAgo: 30 * 60 - 362 });
    const calls = examCalls();
    await renderApp(MIDTERM, { persona: 'verified' });
    const timer = await ui.timer();
    const polite = () => timer.querySelector('[aria-live="polite"]');
    const assertive = () => timer.querySelector('[aria-live="assertive"]');
    expect(timer).toHaveClass('alert-info');
    expect(polite()).toHaveTextContent('');

    await tick(3000);
    await waitFor(() => expect(timer).toHaveClass('alert-warning'));
    expect(within(timer).getByText('Time is running low.')).toBeVisible();
    expect(polite()).toHaveTextContent('Time is running low: 5 minutes left in your exam.');
    await tick(2000);
    expect(polite()).toHaveTextContent('Time is running low: 5 minutes left in your exam.');

    // 90 seconds left: critically low, said assertively, once.
    await tick((359 - 90) * 1000);
    await waitFor(() => expect(timer).toHaveClass('alert-danger'));
    expect(assertive()).toHaveTextContent(
      'Almost out of time: 1 minute left. Your exam is submitted automatically when the time runs out.',
    );
    expect(polite()).toHaveTextContent('');

    // 00:00:00, then the grace period.
    await tick(90_000);
    await waitFor(() => expect(ui.clock()).toHaveTextContent('00:00:00'));
    expect(within(timer).getByText('Time is up. Your exam is being submitted.')).toBeVisible();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await tick(5000);
    const page = await ui.heading('The time for this exam ran out');
    expect(
      screen.getByText(
        'The time allotted for this exam has expired. Your exam has been submitted and any work you completed will be graded.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(page).toHaveFocus());
    await tick(10_000);
    await mockLmsSettled();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ action: 'submit' }]);
  });

  it('opened already critically low, says only that', async () => {
    seed('midterm', 'started', { startedSecondsAgo: 30 * 60 - 45 });
    await renderApp(MIDTERM, { persona: 'verified' });
    const timer = await ui.timer();
    expect(timer).toHaveClass('alert-danger');
    expect(timer.querySelector('[aria-live="assertive"]')).toHaveTextContent(
      'Almost out of time: less than a minute left.',
    );
    expect(timer.querySelector('[aria-live="polite"]')).toHaveTextContent('');
  });

  it('hides and shows the clock', async () => {
    seed('midterm', 'started', { startedSecondsAgo: 60 });
    const app = await renderApp(MIDTERM, { persona: 'verified' });
    await ui.timer();
    await app.user.click(screen.getByRole('button', { name: 'Hide timer' }));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Show timer' }));
    expect(ui.clock()).toBeInTheDocument();
  });
});

describe('after a timed exam', () => {
  it('an exam whose time ran out while the learner was away says so on return', async () => {
    seed('midterm', 'started', { startedSecondsAgo: 31 * 60 });
    await renderApp(MIDTERM, { persona: 'verified' });
    await ui.heading('The time for this exam ran out');
    expect(ui.frame()).toBeNull();
  });

  it('an exam submitted in time says it was submitted', async () => {
    seed('midterm', 'submitted', { startedSecondsAgo: 20 * 60, completedSecondsAgo: 5 * 60 });
    await renderApp(MIDTERM, { persona: 'verified' });
    await ui.heading('You have submitted your timed exam');
  });

  it('a timed_out status (ALLOW_TIMED_OUT_STATE) is the timed-out page', async () => {
    examsState().allowTimedOutState = true;
    seed('midterm', 'started', { startedSecondsAgo: 40 * 60 });
    await renderApp(MIDTERM, { persona: 'verified' });
    await ui.heading('The time for this exam ran out');
  });

  it('a past-due exam never taken is expired, with what to do next', async () => {
    const calls = examCalls();
    await renderApp(at('missed_quiz', 'missed_quiz_unit_1'), { persona: 'verified' });
    await ui.heading('The due date for this exam has passed');
    expect(
      screen.getByText('Because the due date has passed, you are no longer able to take this exam.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go back to the course outline' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start my timed exam' })).not.toBeInTheDocument();
    await mockLmsSettled();
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
  });

  it('a submitted exam past its due date shows its content again, to review', async () => {
    examsState().dueDates.set(
      `verified_learner|${seq('midterm')}`,
      new Date(Date.now() - 60_000).toISOString(),
    );
    seed('midterm', 'submitted', { startedSecondsAgo: 3600, completedSecondsAgo: 3000 });
    await renderApp(MIDTERM, { persona: 'verified' });
    await ui.heading('Midterm: Part 1');
    expect(screen.getByText(/Its due date has passed, so you can review it here/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Exam timer' })).not.toBeInTheDocument();
  });
});

describe('exams the app cannot run', () => {
  it('a proctored exam: an honest page with whom to contact, and no attempt', async () => {
    const calls = examCalls();
    await renderApp(at('final', 'final_unit_1'), { persona: 'verified' });
    await ui.heading('Proctored Final');
    expect(screen.getByText('Proctored exam')).toBeVisible();
    expect(screen.getByText(/needs proctoring software and identity checks/)).toBeVisible();
    expect(screen.getByText('Time allowed').nextElementSibling).toHaveTextContent('1 hour and 30 minutes');
    const support = screen.getByRole('link', { name: /edX Support/ });
    expect(support).toHaveAttribute('target', '_blank');
    expect(support.closest('p')).toHaveTextContent(
      'To find out how to take this exam, contact your course team or edX Support',
    );
    expect(ui.frame()).toBeNull();
    expect(screen.queryByRole('button', { name: /start/i })).not.toBeInTheDocument();
    await mockLmsSettled();
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
  });

  it('without a support site, names the course team alone', async () => {
    await renderApp(at('final', 'final_unit_1'), { persona: 'verified', config: { SUPPORT_URL: '' } });
    await ui.heading('Proctored Final');
    expect(screen.getByText('To find out how to take this exam, contact your course team.')).toBeVisible();
  });

  it('a practice proctored exam, and a timed subsection without an exam record', async () => {
    const app = await renderApp(at('practice', 'practice_unit_1'), { persona: 'verified' });
    await ui.heading('Practice Proctored Exam');
    expect(screen.getByText('Practice proctored exam')).toBeVisible();
    app.unmount();
    await renderApp(at('timed_lab', 'timed_lab_unit_1'), { persona: 'verified' });
    await ui.heading('This exam is not available');
    expect(screen.getByText(/no exam has been set up for it on this site/)).toBeVisible();
    expect(ui.frame()).toBeNull();
  });
});

describe('who is looking', () => {
  it('staff see the content without a timer, and no exam call is made', async () => {
    const calls = examCalls();
    await renderApp(MIDTERM, { persona: 'staff' });
    await ui.heading('Midterm: Part 1');
    expect(
      screen.getByText(/As staff, you see its content without the exam’s instructions and timer/),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Exam timer' })).not.toBeInTheDocument();
    await mockLmsSettled();
    expect(calls).toHaveLength(0);
  });

  it('staff viewing as a learner are not timed either', async () => {
    const calls = examCalls();
    await renderApp(MIDTERM, { persona: 'staff-as-learner' });
    await ui.heading('Midterm: Part 1');
    expect(
      screen.getByText(/While you view the course as a learner, you see its content without them/),
    ).toBeVisible();
    await mockLmsSettled();
    expect(calls).toHaveLength(0);
  });
});

describe('failures (contract §7)', () => {
  const read = `${ATTEMPTS}/course_id/`;
  const rows: [string, Fault][] = [
    [
      '403 signed out',
      { path: read, status: 403, body: { detail: 'Authentication credentials were not provided.' } },
    ],
    ['400 with a detail', { path: read, status: 400, body: { detail: 'Something edx-proctoring said' } }],
    ['404 (HTML)', { path: read, status: 404, body: '<h1>Page not found</h1>' }],
    ['500 (HTML)', { path: read, status: 500, body: '<h1>Server Error (500)</h1>' }],
    ['a dropped connection', { path: read, body: 'network' }],
    ['a malformed body', { path: read, body: 'malformed' }],
    ['a body of the wrong shape', { path: read, body: 'wrong-shape' }],
  ];

  it.each(rows)(
    'a failed first read (%s): the system error, a retry, never the server’s words',
    async (_name, fault) => {
      // A 5xx or a dropped connection is asked once more by the HTTP client first (issue 18).
      const retried = fault.body === 'network' || (fault.status ?? 0) >= 500;
      addFault({ ...fault, times: retried ? 2 : 1 });
      const app = await renderApp(MIDTERM, { persona: 'verified' });
      const alert = await ui.errorAlert();
      expect(
        within(alert).getByRole('heading', { name: 'A system error has occurred with your exam.' }),
      ).toBeVisible();
      expect(within(alert).getByRole('link', { name: /edX Support/ })).toHaveAttribute(
        'href',
        expect.stringContaining('/support'),
      );
      expect(screen.queryByText(/edx-proctoring said|Authentication credentials/)).not.toBeInTheDocument();
      expect(ui.frame()).toBeNull();
      // The course stays reachable.
      expect(screen.getByRole('link', { name: 'Go back to the course outline' })).toBeVisible();
      expect(app.logger.errors.length).toBeGreaterThan(0);
      await app.user.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('button', { name: 'Start my timed exam' })).toBeEnabled();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it.each([
    [
      '400 (an attempt already exists)',
      400,
      { detail: 'Cannot create new exam attempt … because it already exists!' },
    ],
    ['500', 500, '<h1>Server Error (500)</h1>'],
    ['a dropped connection', undefined, 'network'],
    ['200 with malformed JSON', 200, 'malformed'],
    ['200 without the attempt id', 200, 'wrong-shape'],
  ] as const)(
    'a failed start (%s): the alert, the exam read again, and a start button that works',
    async (_name, status, body) => {
      const calls = examCalls();
      addFault({ method: 'POST', path: `^${ATTEMPTS}$`, status, body, times: 1 });
      const app = await renderApp(MIDTERM, { persona: 'verified' });
      await ui.heading('Midterm Exam');
      await app.user.click(ui.start());
      const alert = await ui.errorAlert();
      expect(alert).toHaveTextContent('A system error has occurred with your exam.');
      await waitFor(() => expect(ui.start()).toBeEnabled());
      await mockLmsSettled();
      // Read again after the failure, and nothing sent twice by itself.
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
      expect(calls.filter((c) => c.method === 'GET' && c.url.pathname.startsWith(read))).toHaveLength(2);
      await app.user.click(ui.start());
      await ui.timer();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('a start refused as past due (403): read again, the expired page, without the alert', async () => {
    await renderApp(MIDTERM, { persona: 'verified' }).then(async (app) => {
      await ui.heading('Midterm Exam');
      // The learner's own due date moved into the past meanwhile.
      examsState().dueDates.set(
        `verified_learner|${seq('midterm')}`,
        new Date(Date.now() - 60_000).toISOString(),
      );
      await app.user.click(ui.start());
      await ui.heading('The due date for this exam has passed');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  it('a start answered 400 because the attempt exists already: the running exam', async () => {
    const app = await renderApp(MIDTERM, { persona: 'verified' });
    await ui.heading('Midterm Exam');
    // Started from another tab meanwhile.
    seed('midterm', 'started');
    await app.user.click(ui.start());
    await ui.timer();
    expect(await ui.heading('Midterm: Part 1')).toBeVisible();
  });

  it.each([
    [
      '400 (illegal transition)',
      400,
      { detail: 'A status transition from "submitted" to "ready_to_submit" was attempted' },
    ],
    ['403', 403, { detail: 'You do not have permission to perform this action.' }],
    ['500', 500, '<h1>Server Error (500)</h1>'],
  ] as const)('a failed end (%s): the alert above the content, which stays', async (_name, status, body) => {
    seed('midterm', 'started', { startedSecondsAgo: 60 });
    addFault({ method: 'PUT', path: ATTEMPT_PATH, status, body, times: 1 });
    const app = await renderApp(MIDTERM, { persona: 'verified' });
    await ui.heading('Midterm: Part 1');
    await app.user.click(screen.getByRole('button', { name: 'End my exam' }));
    const dialog = await screen.findByRole('dialog', { name: 'End your exam?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'End my exam' }));
    const alert = await ui.errorAlert();
    expect(alert).toHaveTextContent('A system error has occurred with your exam.');
    expect(screen.queryByText(/status transition|permission/)).not.toBeInTheDocument();
    expect(ui.frame()).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Midterm: Part 1' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'End my exam' })).toBeEnabled());
  });

  it.each([
    ['500', { status: 500 }],
    ['200 without the attempt id', { status: 200, body: 'wrong-shape' }],
  ] as const)(
    'a failed submit (%s): the alert on the submit page, and the button works again',
    async (_name, fault) => {
      seed('midterm', 'ready_to_submit', { startedSecondsAgo: 60 });
      addFault({ method: 'PUT', path: ATTEMPT_PATH, ...fault, times: 1 });
      const app = await renderApp(MIDTERM, { persona: 'verified' });
      await ui.heading('Are you sure that you want to submit your timed exam?');
      await app.user.click(screen.getByRole('button', { name: 'Yes, submit my timed exam' }));
      expect(await ui.errorAlert()).toHaveTextContent('A system error has occurred with your exam.');
      await app.user.click(screen.getByRole('button', { name: 'Yes, submit my timed exam' }));
      await ui.heading('You have submitted your timed exam');
    },
  );

  it.each([
    [
      '400 (unknown attempt)',
      { status: 400, body: { detail: 'Attempted to get attempt_id=12 but this attempt does not exist.' } },
    ],
    ['403', { status: 403 }],
    ['an empty answer', { status: 200, body: 'empty' }],
  ] as const)('a failed poll (%s): the alert above the content, which stays', async (_name, fault) => {
    seed('midterm', 'started', { startedSecondsAgo: 60 });
    addFault({ method: 'GET', path: ATTEMPT_PATH, ...fault });
    await renderApp(MIDTERM, { persona: 'verified' });
    await ui.heading('Midterm: Part 1');
    expect(await ui.errorAlert()).toHaveTextContent('A system error has occurred with your exam.');
    expect(ui.frame()).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Exam timer' })).toBeInTheDocument();
  });

  it('a failed result check after the submission: the plain submitted page', async () => {
    seed('midterm', 'submitted', { startedSecondsAgo: 20 * 60, completedSecondsAgo: 60 });
    addFault({ method: 'GET', path: ATTEMPT_PATH, status: 500 });
    await renderApp(MIDTERM, { persona: 'verified' });
    await ui.heading('You have submitted your timed exam');
  });
});
