import { describe, expect, it } from 'vitest';
import {
  attemptToCheck,
  examScreen,
  otherExamHref,
  otherRunningAttempt,
  ranOutOfTime,
  runningAttempt,
  showsExamError,
  staffNeedsExamToken,
  showsContent,
  showsCountdown,
  viewerScreen,
  type AttemptFacts,
  type ExamViewer,
} from './rules';
import type { AttemptRecord, Exam, ExamAttempt, ExamData } from './types';

const learner: ExamViewer = { signedIn: true, isStaff: false, isMasquerading: false, isEnrolled: true };

const exam = (over: Partial<Exam> = {}): Exam => ({
  id: 7,
  courseId: 'course-v1:edX+DemoX+Demo_Course',
  contentId: 'block-v1:edX+DemoX+Demo_Course+type@sequential+block@timed_exam',
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
  ...over,
});

const attempt = (status: string, over: Partial<ExamAttempt> = {}): ExamAttempt => ({
  id: 12,
  status,
  endsAt: 0,
  receivedAt: 0,
  examName: 'Midterm Exam',
  examUrl: null,
  courseId: null,
  totalTime: '30 minutes',
  legacyAttemptApi: true,
  ...over,
});

const data = (e: Exam | null, active: ExamAttempt | null = null): ExamData => ({
  exam: e,
  activeAttempt: active,
});
const fresh: AttemptFacts = { sawExpiry: false, ranOut: null };
const kind = (e: Exam | null, facts: AttemptFacts = fresh) => examScreen(data(e), facts).kind;

describe('who is looking', () => {
  it('staff and masquerading staff are not timed; visitors sign in; others must enrol', () => {
    expect(viewerScreen({ ...learner, isStaff: true, isEnrolled: false })).toBe('staff');
    expect(viewerScreen({ ...learner, isMasquerading: true })).toBe('masquerading');
    expect(viewerScreen({ ...learner, signedIn: false, isEnrolled: false })).toBe('sign-in');
    expect(viewerScreen({ ...learner, isEnrolled: false })).toBe('must-enroll');
    expect(viewerScreen(learner)).toBeNull();
  });
});

describe('whether staff’s exam unit frames need an access token (contract §4)', () => {
  const staff = {
    administrator: false,
    isMasquerading: false,
    username: 'instructor',
    effectiveUsername: undefined,
  };

  it('global staff never do, whoever they view the course as', () => {
    expect(staffNeedsExamToken({ ...staff, administrator: true })).toBe(false);
    expect(staffNeedsExamToken({ ...staff, administrator: true, isMasquerading: true })).toBe(false);
  });

  it('course staff do, as themselves and viewing as a role', () => {
    expect(staffNeedsExamToken(staff)).toBe(true);
    expect(staffNeedsExamToken({ ...staff, isMasquerading: true, effectiveUsername: 'instructor' })).toBe(
      true,
    );
    // An effective user the course record does not name: asked, as for course staff.
    expect(staffNeedsExamToken({ ...staff, isMasquerading: true, effectiveUsername: null })).toBe(true);
  });

  it('course staff viewing as a specific learner do not; until the record says who, it is not known', () => {
    expect(staffNeedsExamToken({ ...staff, isMasquerading: true, effectiveUsername: 'edx' })).toBe(false);
    expect(staffNeedsExamToken({ ...staff, isMasquerading: true })).toBeNull();
  });
});

describe('the attempt status decides the screen (contract §3.1)', () => {
  it('not started: the instructions, or the expired page past the due date', () => {
    expect(kind(exam())).toBe('instructions');
    expect(kind(exam({ attempt: attempt('created') }))).toBe('instructions');
    expect(kind(exam({ passedDueDate: true }))).toBe('expired');
  });

  it('started and ready to submit, unless past due', () => {
    expect(kind(exam({ attempt: attempt('started') }))).toBe('in-progress');
    expect(kind(exam({ attempt: attempt('ready_to_submit') }))).toBe('ready-to-submit');
    expect(kind(exam({ passedDueDate: true, attempt: attempt('started') }))).toBe('expired');
    expect(kind(exam({ passedDueDate: true, attempt: attempt('ready_to_submit') }))).toBe('expired');
  });

  it('submitted: asks whether the time ran out, unless this page saw it', () => {
    const done = exam({ attempt: attempt('submitted') });
    expect(kind(done)).toBe('checking');
    expect(kind(done, { sawExpiry: false, ranOut: false })).toBe('submitted');
    expect(kind(done, { sawExpiry: false, ranOut: true })).toBe('timed-out');
    expect(kind(done, { sawExpiry: true, ranOut: null })).toBe('timed-out');
    expect(kind(exam({ attempt: attempt('timed_out') }))).toBe('timed-out');
  });

  it('finished and past due: the content to review, unless hidden after due', () => {
    expect(kind(exam({ passedDueDate: true, attempt: attempt('submitted') }))).toBe('review');
    expect(kind(exam({ passedDueDate: true, attempt: attempt('timed_out') }))).toBe('review');
    expect(
      kind(exam({ passedDueDate: true, hideAfterDue: true, attempt: attempt('submitted') }), {
        sawExpiry: false,
        ranOut: false,
      }),
    ).toBe('submitted');
  });

  it('a status the timed flow does not know is a system error', () => {
    expect(kind(exam({ attempt: attempt('error') }))).toBe('unknown-status');
    expect(kind(exam({ attempt: attempt('verified') }))).toBe('unknown-status');
  });

  it('no exam record: not set up; proctored, practice, onboarding: not available here', () => {
    expect(kind(null)).toBe('not-set-up');
    for (const type of ['proctored', 'practice', 'onboarding', 'unknown'] as const) {
      expect(examScreen(data(exam({ type })), fresh)).toMatchObject({
        kind: 'not-available',
        completed: false,
      });
    }
    expect(examScreen(data(exam({ type: 'proctored', attempt: attempt('verified') })), fresh)).toMatchObject({
      kind: 'not-available',
      completed: true,
    });
    expect(examScreen(data(exam({ type: 'practice', attempt: attempt('started') })), fresh)).toMatchObject({
      kind: 'not-available',
      completed: false,
    });
  });

  it('content and countdown only where the exam runs (or staff look)', () => {
    expect(showsContent('in-progress')).toBe(true);
    expect(showsContent('review')).toBe(true);
    expect(showsContent('staff')).toBe(true);
    for (const k of ['instructions', 'ready-to-submit', 'submitted', 'expired', 'not-available'] as const)
      expect(showsContent(k)).toBe(false);
    expect(showsCountdown('in-progress')).toBe(true);
    expect(showsCountdown('ready-to-submit')).toBe(true);
    expect(showsCountdown('submitted')).toBe(false);
  });
});

describe('the attempt whose record is asked, before the screen is worked out', () => {
  const statuses = ['created', 'started', 'ready_to_submit', 'submitted', 'timed_out', 'error', 'verified'];
  const exams = [
    exam(),
    exam({ passedDueDate: true }),
    exam({ passedDueDate: true, hideAfterDue: true }),
    exam({ type: 'proctored' }),
  ];

  it('is exactly the attempt the screen would be checking (so the screen is worked out once)', () => {
    for (const base of exams)
      for (const status of [null, ...statuses])
        for (const sawExpiry of [false, true]) {
          const read = data({ ...base, attempt: status ? attempt(status) : null });
          const checking = examScreen(read, { sawExpiry, ranOut: null }).kind === 'checking';
          expect(attemptToCheck(read, sawExpiry), `${base.type} ${status} ${sawExpiry}`).toBe(
            checking ? read.exam?.attempt : null,
          );
        }
    expect(attemptToCheck(data(null), false)).toBeNull();
  });

  it('a plain submission in time, not one this page saw run out, nor one open for review', () => {
    const submitted = attempt('submitted');
    expect(attemptToCheck(data(exam({ attempt: submitted })), false)).toBe(submitted);
    expect(attemptToCheck(data(exam({ attempt: submitted })), true)).toBeNull();
    expect(attemptToCheck(data(exam({ attempt: attempt('timed_out') })), false)).toBeNull();
    expect(attemptToCheck(data(exam({ passedDueDate: true, attempt: submitted })), false)).toBeNull();
  });
});

describe('the screen’s other facts', () => {
  it('the attempt under the countdown: started or ready to submit, nothing else', () => {
    const started = attempt('started');
    const ready = attempt('ready_to_submit');
    expect(runningAttempt(examScreen(data(exam({ attempt: started })), fresh))).toBe(started);
    expect(runningAttempt(examScreen(data(exam({ attempt: ready })), fresh))).toBe(ready);
    expect(runningAttempt(examScreen(data(exam({ attempt: attempt('submitted') })), fresh))).toBeNull();
    expect(runningAttempt(examScreen(data(exam()), fresh))).toBeNull();
    expect(runningAttempt(null)).toBeNull();
  });

  it('the error alert: an action failed on this screen, a read failed and settled, a running poll failed', () => {
    const none = {
      screen: 'in-progress',
      actionFailedOn: null,
      readFailed: false,
      pollFailed: false,
    } as const;
    expect(showsExamError(none)).toBe(false);
    expect(showsExamError({ ...none, actionFailedOn: 'in-progress' })).toBe(true);
    // The screen moved on since the action failed: its alert goes.
    expect(showsExamError({ ...none, actionFailedOn: 'instructions' })).toBe(false);
    expect(showsExamError({ ...none, readFailed: true })).toBe(true);
    expect(showsExamError({ ...none, pollFailed: true })).toBe(true);
    // The poll is the running exam's: on the submit page its failure is not shown.
    expect(showsExamError({ ...none, screen: 'ready-to-submit', pollFailed: true })).toBe(false);
  });

  it('links another running exam only inside this app', () => {
    const other = (examUrl: string | null) => attempt('started', { id: 99, examUrl });
    const here = 'https://apps.example.com/learning/course/c/s';
    expect(otherExamHref(other(here), 'https://apps.example.com/learning', 'https://x.test')).toBe(here);
    expect(otherExamHref(other(here), 'https://lms.example.com', 'https://x.test')).toBeNull();
    // A bare host for BASE_URL (Tutor): this page's origin stands in.
    expect(otherExamHref(other(here), 'localhost', 'https://apps.example.com')).toBe(here);
    expect(otherExamHref(other('/learning/course/c/s'), 'localhost', 'https://apps.example.com')).toBeNull();
    expect(otherExamHref(other(null), 'https://apps.example.com', 'https://apps.example.com')).toBeNull();
  });
});

describe('the attempt record says whether the time ran out', () => {
  const record = (over: Partial<AttemptRecord>): AttemptRecord => ({
    id: 12,
    status: 'submitted',
    endsAt: 0,
    receivedAt: 0,
    startedAt: '2025-06-01T10:00:00.418Z',
    completedAt: '2025-06-01T10:30:00.418Z',
    allowedTimeLimitMins: 30,
    ...over,
  });

  it('when it ended at its allowed time, not before', () => {
    expect(ranOutOfTime(record({}))).toBe(true);
    expect(ranOutOfTime(record({ completedAt: '2025-06-01T10:21:03Z' }))).toBe(false);
    expect(ranOutOfTime(record({ allowedTimeLimitMins: 45 }))).toBe(false);
    expect(ranOutOfTime(record({ completedAt: null }))).toBe(false);
    expect(ranOutOfTime(record({ allowedTimeLimitMins: null }))).toBe(false);
  });
});

describe('a running attempt on another exam', () => {
  it('is pointed at from this exam, but not this exam’s own', () => {
    const other = attempt('started', { id: 99, examName: 'Quiz' });
    expect(otherRunningAttempt(data(exam(), other))).toBe(other);
    expect(otherRunningAttempt(data(exam({ attempt: attempt('started') }), attempt('started')))).toBeNull();
    expect(otherRunningAttempt(data(exam(), attempt('submitted', { id: 99 })))).toBeNull();
    expect(otherRunningAttempt(data(null, null))).toBeNull();
  });
});
