import { describe, expect, it } from 'vitest';
import expired from '@test/contract/examples/exams_attempt_expired.json';
import none from '@test/contract/examples/exams_attempt_none.json';
import otherExam from '@test/contract/examples/exams_attempt_other_exam.json';
import proctored from '@test/contract/examples/exams_attempt_proctored.json';
import ready from '@test/contract/examples/exams_attempt_ready_to_submit.json';
import started from '@test/contract/examples/exams_attempt_started.json';
import submitted from '@test/contract/examples/exams_attempt_submitted.json';
import courseLevel from '@test/contract/examples/exams_course_active_attempt.json';
import poll from '@test/contract/examples/exams_poll.json';
import start from '@test/contract/examples/exams_start.json';
import update from '@test/contract/examples/exams_update_attempt.json';
import { DecodeError } from '@/lms/decode';
import { decodeAttemptId, decodeAttemptRecord, decodeExamData } from './decode';

const ARRIVED = Date.UTC(2025, 5, 1, 10, 0, 0, 500);
const SEQ = 'block-v1:edX+DemoX+Demo_Course+type@sequential+block@timed_exam';

describe('the exam read (contract §2)', () => {
  it('reads an exam without an attempt, with its humanized allowed time', () => {
    const data = decodeExamData(none, ARRIVED);
    expect(data).toEqual({
      exam: {
        id: 7,
        courseId: 'course-v1:edX+DemoX+Demo_Course',
        contentId: SEQ,
        name: 'Midterm Exam',
        type: 'timed',
        rawType: 'timed',
        timeLimitMins: 30,
        totalTime: '30 minutes',
        passedDueDate: false,
        hideAfterDue: false,
        dueDate: null,
        isActive: true,
        attempt: null,
      },
      activeAttempt: null,
    });
  });

  it('turns the time left of a started attempt into the instant the clock ends', () => {
    const { exam, activeAttempt } = decodeExamData(started, ARRIVED);
    expect(exam?.attempt).toEqual({
      id: 12,
      status: 'started',
      endsAt: ARRIVED + 1_799_918,
      receivedAt: ARRIVED,
      examName: 'Midterm Exam',
      examUrl: `http://localhost:2000/course/course-v1:edX+DemoX+Demo_Course/${SEQ}`,
      courseId: 'course-v1:edX+DemoX+Demo_Course',
      totalTime: '30 minutes',
    });
    expect(activeAttempt).toEqual(exam?.attempt);
    expect(exam?.totalTime).toBeNull();
  });

  it('reads the other states of the examples', () => {
    expect(decodeExamData(ready, ARRIVED).exam?.attempt?.status).toBe('ready_to_submit');
    const done = decodeExamData(submitted, ARRIVED);
    expect(done.exam?.attempt?.status).toBe('submitted');
    expect(done.activeAttempt).toBeNull();
    expect(decodeExamData(expired, ARRIVED).exam).toMatchObject({
      passedDueDate: true,
      totalTime: '0 minutes',
      attempt: null,
    });
    expect(decodeExamData(proctored, ARRIVED).exam).toMatchObject({ id: 8, type: 'proctored' });
  });

  it('reads `exam: {}` as no exam record, keeping the running attempt elsewhere', () => {
    for (const body of [otherExam, courseLevel]) {
      const data = decodeExamData(body, ARRIVED);
      expect(data.exam).toBeNull();
      expect(data.activeAttempt).toMatchObject({ id: 12, status: 'started', endsAt: ARRIVED + 1_169_818 });
    }
    expect(decodeExamData({ exam: {}, active_attempt: {} }, ARRIVED)).toEqual({
      exam: null,
      activeAttempt: null,
    });
  });

  it('reads a type it does not know as unknown, and defaults what it can do without', () => {
    const data = decodeExamData({ exam: { id: 3, type: 'lti_external', attempt: null } }, ARRIVED);
    expect(data.exam).toMatchObject({
      id: 3,
      type: 'unknown',
      rawType: 'lti_external',
      timeLimitMins: 0,
      passedDueDate: false,
      isActive: true,
      attempt: null,
    });
    expect(data.activeAttempt).toBeNull();
  });

  it('fails on what the screens cannot do without', () => {
    const exam = none.exam;
    const broken = (change: Record<string, unknown>) => ({ ...none, exam: { ...exam, ...change } });
    expect(() => decodeExamData(broken({ id: '7' }), ARRIVED)).toThrow(DecodeError);
    expect(() => decodeExamData(broken({ type: null }), ARRIVED)).toThrow(DecodeError);
    expect(() => decodeExamData(broken({ attempt: 'none' }), ARRIVED)).toThrow(DecodeError);
    expect(() => decodeExamData(['exam'], ARRIVED)).toThrow(DecodeError);
    expect(() => decodeExamData('', ARRIVED)).toThrow(DecodeError);
    // A running attempt without its time left must not read as "time is up".
    const attempt = { ...started.exam.attempt, time_remaining_seconds: null };
    expect(() => decodeExamData(broken({ attempt }), ARRIVED)).toThrow(DecodeError);
    expect(() =>
      decodeExamData(broken({ attempt: { ...attempt, attempt_status: 'submitted' } }), ARRIVED),
    ).not.toThrow();
  });

  it('drops a malformed active attempt rather than failing the exam', () => {
    const data = decodeExamData({ ...none, active_attempt: { attempt_id: 'x' } }, ARRIVED);
    expect(data.exam?.id).toBe(7);
    expect(data.activeAttempt).toBeNull();
  });
});

describe('the attempt record (poll, contract §3.3)', () => {
  it('reads `status`, the time left and the facts of its end', () => {
    expect(decodeAttemptRecord(poll, ARRIVED)).toEqual({
      id: 12,
      status: 'started',
      endsAt: ARRIVED + 1_199_818,
      receivedAt: ARRIVED,
      startedAt: '2025-06-01T10:00:00.418263Z',
      completedAt: null,
      allowedTimeLimitMins: 30,
    });
  });

  it('fails on an empty answer or one without a status', () => {
    expect(() => decodeAttemptRecord('', ARRIVED)).toThrow(DecodeError);
    expect(() => decodeAttemptRecord({ ...poll, status: undefined }, ARRIVED)).toThrow(DecodeError);
  });
});

describe('start and update answers (§3.2, §3.4)', () => {
  it('read the attempt id; an answer without it is malformed', () => {
    expect(decodeAttemptId(start.response.body)).toBe(12);
    expect(decodeAttemptId(update.response.body)).toBe(12);
    // An answer without the id is malformed: the action is reported as failed.
    for (const body of ['', '{"this is": not json', {}, ['an', 'array'], { exam_attempt_id: '12' }]) {
      expect(() => decodeAttemptId(body)).toThrow(DecodeError);
    }
  });
});
