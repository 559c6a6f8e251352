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
import {
  decodeAttemptId,
  decodeAttemptRecord,
  decodeExamData,
  decodeLatestAttempt,
  decodeLatestAttemptRecord,
  decodeServiceExamData,
} from './decode';

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
        totalMinutes: null,
        passedDueDate: false,
        hideAfterDue: false,
        dueDate: null,
        isActive: true,
        legacyAttemptApi: true,
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
      legacyAttemptApi: true,
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

/*
 * The edx-exams service (contract §8): the same exam in its own form. The contract has no example file for
 * these answers; they are written from §8's list of differences over the demo exam of the examples.
 */
const serviceAttempt = {
  attempt_id: 12,
  attempt_status: 'started',
  course_id: 'course-v1:edX+DemoX+Demo_Course',
  exam_type: 'timed',
  exam_display_name: 'Midterm Exam',
  exam_url_path: `http://localhost:2000/course/course-v1:edX+DemoX+Demo_Course/${SEQ}`,
  time_remaining_seconds: 1799.5,
};
const serviceExam = {
  id: 7,
  course_id: 'course-v1:edX+DemoX+Demo_Course',
  content_id: SEQ,
  exam_name: 'Midterm Exam',
  time_limit_mins: 30,
  due_date: null,
  hide_after_due: false,
  is_active: true,
  backend: null,
  type: 'timed',
  passed_due_date: false,
  total_time: 75,
  attempt: {},
};

describe('the edx-exams answers (contract §8)', () => {
  it('reads integer minutes as the allowed time, not as text', () => {
    const exam = decodeServiceExamData({ exam: serviceExam }, ARRIVED);
    expect(exam).toMatchObject({
      id: 7,
      type: 'timed',
      timeLimitMins: 30,
      totalTime: null,
      totalMinutes: 75,
      legacyAttemptApi: false,
      attempt: null,
    });
  });

  it('reads the attempt with its fewer fields, and `status` where `attempt_status` is missing', () => {
    const exam = decodeServiceExamData({ exam: { ...serviceExam, attempt: serviceAttempt } }, ARRIVED);
    expect(exam?.attempt).toEqual({
      id: 12,
      status: 'started',
      endsAt: ARRIVED + 1_799_500,
      receivedAt: ARRIVED,
      examName: 'Midterm Exam',
      examUrl: serviceAttempt.exam_url_path,
      courseId: 'course-v1:edX+DemoX+Demo_Course',
      totalTime: null,
      legacyAttemptApi: false,
    });
    const { attempt_status: _status, ...renamed } = serviceAttempt;
    const other = decodeServiceExamData(
      { exam: { ...serviceExam, attempt: { ...renamed, status: 'ready_to_submit' } } },
      ARRIVED,
    );
    expect(other?.attempt?.status).toBe('ready_to_submit');
  });

  it('reads an exam still kept by edx-proctoring in its own form, its writes marked for the LMS', () => {
    const exam = decodeServiceExamData({ exam: started.exam }, ARRIVED);
    expect(exam).toMatchObject({ totalMinutes: null, legacyAttemptApi: true });
    expect(exam?.attempt).toMatchObject({ status: 'started', legacyAttemptApi: true });
  });

  it('reads `exam: {}` as no record, and fails cleanly on malformed answers', () => {
    expect(decodeServiceExamData({ exam: {} }, ARRIVED)).toBeNull();
    expect(decodeServiceExamData({}, ARRIVED)).toBeNull();
    for (const body of [
      '',
      '<html>',
      ['an', 'array'],
      { exam: 'x' },
      { exam: { ...serviceExam, id: '7' } },
      { exam: { ...serviceExam, type: undefined } },
      { exam: { ...serviceExam, attempt: { ...serviceAttempt, attempt_status: undefined } } },
      { exam: { ...serviceExam, attempt: { ...serviceAttempt, time_remaining_seconds: null } } },
    ]) {
      expect(() => decodeServiceExamData(body, ARRIVED)).toThrow(DecodeError);
    }
    // A total time that is neither minutes nor text is no total time.
    const odd = decodeServiceExamData({ exam: { ...serviceExam, total_time: -3 } }, ARRIVED);
    expect(odd).toMatchObject({ totalMinutes: null, totalTime: null });
  });

  it('takes the latest attempt as the running one only while it runs; anything else is none', () => {
    expect(decodeLatestAttempt(serviceAttempt, ARRIVED)?.id).toBe(12);
    expect(decodeLatestAttempt({}, ARRIVED)).toBeNull();
    expect(decodeLatestAttempt({ ...serviceAttempt, attempt_status: 'submitted' }, ARRIVED)).toBeNull();
    expect(decodeLatestAttempt('<html>', ARRIVED)).toBeNull();
    expect(decodeLatestAttempt({ ...serviceAttempt, attempt_id: 'x' }, ARRIVED)).toBeNull();
  });

  it('reads the latest attempt as the poll answer; `{}` or a malformed one is an error', () => {
    expect(decodeLatestAttemptRecord(serviceAttempt, ARRIVED)).toEqual({
      id: 12,
      status: 'started',
      endsAt: ARRIVED + 1_799_500,
      receivedAt: ARRIVED,
      startedAt: null,
      completedAt: null,
      allowedTimeLimitMins: null,
    });
    for (const body of [{}, '', { ...serviceAttempt, attempt_status: 7 }]) {
      expect(() => decodeLatestAttemptRecord(body, ARRIVED)).toThrow(DecodeError);
    }
  });
});
