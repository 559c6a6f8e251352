import { describe, expect, it } from 'vitest';
import { advanceClock, pinClock } from '../clock';
import { examsCourse } from '../courses';
import { blockId } from '../courses/model';
import { examRecord, humanizedTime } from '../wire/exams';
import { call } from './testClient';

const C = examsCourse.id;
const seq = (name: string) => blockId(examsCourse, 'sequential', name);
const unit = (name: string) => blockId(examsCourse, 'vertical', name);
const ATTEMPTS = '/api/edx_proctoring/v1/proctored_exam/attempt';
const MIDTERM = examRecord(C, seq('midterm'))!.id;

interface ExamAnswer {
  exam: {
    id?: number;
    type?: string;
    total_time?: string;
    passed_due_date?: boolean;
    attempt: { attempt_status?: string; time_remaining_seconds?: number; attempt_id?: number };
  };
  active_attempt: { attempt_id?: number; attempt_status?: string };
}

const readExam = async (name: string, persona = 'verified') =>
  (await (
    await call(
      persona,
      `${ATTEMPTS}/course_id/${C}?content_id=${encodeURIComponent(seq(name))}&is_learning_mfe=true`,
    )
  ).json()) as ExamAnswer;

const start = (
  examId = MIDTERM,
  flags: Record<string, unknown> = { start_clock: 'true', attempt_proctored: 'false' },
) => call('verified', ATTEMPTS, { method: 'POST', body: { exam_id: examId, ...flags } });

const act = (id: number, action: string) =>
  call('verified', `${ATTEMPTS}/${id}`, { method: 'PUT', body: { action } });

describe('mock LMS: a timed exam through every state (exams contract §9)', () => {
  it('not started → started → ready to submit → started → submitted', async () => {
    pinClock('2025-06-01T10:00:00Z');
    expect((await readExam('midterm')).exam).toMatchObject({
      type: 'timed',
      total_time: '30 minutes',
      attempt: {},
    });

    const created = await start();
    expect(created.status).toBe(200);
    const { exam_attempt_id: id } = (await created.json()) as { exam_attempt_id: number };
    let answer = await readExam('midterm');
    expect(answer.exam.attempt).toMatchObject({
      attempt_id: id,
      attempt_status: 'started',
      time_remaining_seconds: 1800,
    });
    expect(answer.exam.total_time).toBeUndefined();
    expect(answer.active_attempt).toMatchObject({ attempt_id: id });

    advanceClock(10 * 60_000);
    expect((await readExam('midterm')).exam.attempt.time_remaining_seconds).toBe(1200);
    expect((await act(id, 'stop')).status).toBe(200);
    expect((await readExam('midterm')).exam.attempt.attempt_status).toBe('ready_to_submit');
    expect((await act(id, 'start')).status).toBe(200);
    expect((await readExam('midterm')).exam.attempt.attempt_status).toBe('started');
    expect((await act(id, 'start')).status).toBe(400);
    expect((await act(id, 'submit')).status).toBe(200);
    answer = await readExam('midterm');
    expect(answer.exam.attempt.attempt_status).toBe('submitted');
    expect(answer.active_attempt).toEqual({});
    // Completed never goes back.
    const back = await act(id, 'stop');
    expect(back.status).toBe(400);
    expect(((await back.json()) as { detail: string }).detail).toMatch(/status transition from "submitted"/);
    // One attempt per exam.
    expect((await start()).status).toBe(400);
  });

  it('times out on read once the clock passes the allowed time; the poll says so too', async () => {
    pinClock('2025-06-01T10:00:00Z');
    const { exam_attempt_id: id } = (await (await start()).json()) as { exam_attempt_id: number };
    advanceClock(30 * 60_000 + 1);
    const poll = (await (await call('verified', `${ATTEMPTS}/${id}`)).json()) as Record<string, unknown>;
    expect(poll).toMatchObject({
      status: 'submitted',
      started_at: '2025-06-01T10:00:00.000Z',
      completed_at: '2025-06-01T10:30:00.000Z',
      allowed_time_limit_mins: 30,
      time_remaining_seconds: 0,
    });
    expect((await readExam('midterm')).exam.attempt.attempt_status).toBe('submitted');
    // The automatic submission after the grace period is still accepted.
    expect((await act(id, 'submit')).status).toBe(200);
  });

  it('stores timeouts as timed_out when the LMS allows that state', async () => {
    pinClock('2025-06-01T10:00:00Z');
    await call(null, '/__mock/exams', { method: 'POST', body: { action: 'timed-out-state', on: true } });
    await start();
    advanceClock(31 * 60_000);
    expect((await readExam('midterm')).exam.attempt.attempt_status).toBe('timed_out');
  });

  it('adds allowances and caps the time at the due date', async () => {
    expect((await readExam('quiz')).exam.total_time).toBe('15 minutes');
    expect((await readExam('quiz', 'audit')).exam.total_time).toBe('10 minutes');
    await call(null, '/__mock/exams', {
      method: 'POST',
      body: { action: 'allowance', username: 'verified_learner', sequenceId: seq('midterm'), minutes: 45 },
    });
    expect((await readExam('midterm')).exam.total_time).toBe('1 hour and 15 minutes');
    const soon = new Date(Date.now() + 20 * 60_000 + 30_000).toISOString();
    await call(null, '/__mock/exams', {
      method: 'POST',
      body: { action: 'due', username: 'verified_learner', sequenceId: seq('midterm'), due: soon },
    });
    expect((await readExam('midterm')).exam.total_time).toBe('20 minutes');
    expect(humanizedTime(121)).toBe('2 hours and 1 minute');
    expect(humanizedTime(60)).toBe('1 hour');
    expect(humanizedTime(1)).toBe('1 minute');
  });

  it('refuses past-due starts, booleans for the flags, non-timed exams and other learners', async () => {
    expect((await readExam('missed_quiz')).exam).toMatchObject({ passed_due_date: true, attempt: {} });
    expect((await start(examRecord(C, seq('missed_quiz'))!.id)).status).toBe(403);
    expect((await start(MIDTERM, { start_clock: true, attempt_proctored: false })).status).toBe(500);
    expect((await start(examRecord(C, seq('final'))!.id)).status).toBe(400);
    expect((await start(99_999)).status).toBe(400);
    const { exam_attempt_id: id } = (await (await start()).json()) as { exam_attempt_id: number };
    expect((await call('audit', `${ATTEMPTS}/${id}`)).status).toBe(403);
    expect(
      (await call('audit', `${ATTEMPTS}/${id}`, { method: 'PUT', body: { action: 'stop' } })).status,
    ).toBe(403);
    expect((await act(id, 'dance')).status).toBe(500);
    expect((await call('verified', `${ATTEMPTS}/4242`)).status).toBe(400);
  });

  it('answers the signed-out reader 403, a bad course id 404, a sequence without record `exam: {}`', async () => {
    expect((await call(null, `${ATTEMPTS}/course_id/${C}?content_id=x`)).status).toBe(403);
    expect((await call('verified', `${ATTEMPTS}/course_id/not-a-course?content_id=x`)).status).toBe(404);
    expect((await readExam('timed_lab')).exam).toEqual({});
    expect((await readExam('final')).exam).toMatchObject({ type: 'proctored' });
    expect((await readExam('practice')).exam).toMatchObject({ type: 'practice' });
  });
});

describe('mock LMS: the unit pages of an exam (§9 rule 7)', () => {
  const frame = (persona: string) => call(persona, `/xblock/${unit('midterm_unit_1')}`);

  it('open only while the attempt runs; otherwise go to the sequence’s exam page', async () => {
    const closed = await frame('verified');
    expect(closed.status).toBe(302);
    expect(closed.headers.get('location')).toMatch(
      new RegExp(`/xblock/${seq('midterm').replace(/[+]/g, '\\+')}$`),
    );
    expect((await call('verified', `/xblock/${seq('midterm')}`)).status).toBe(200);
    await start();
    expect((await frame('verified')).status).toBe(200);
    expect((await frame('audit')).status).toBe(302);
  });

  it('open to staff, and leave other units alone', async () => {
    expect((await frame('staff')).status).toBe(200);
    expect((await frame('staff-as-learner')).status).toBe(200);
    expect((await call('verified', `/xblock/${unit('how_exams_work_unit_1')}`)).status).toBe(200);
  });
});
