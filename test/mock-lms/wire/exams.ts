import { now, resolveDate } from '../clock';
import { COURSES } from '../courses';
import { allSequences, type MockCourse, type MockSequence } from '../courses/model';
import { APP_ORIGIN } from '../env';
import { featureState } from '../state';

/**
 * The mock's edx-proctoring (exams contract §9, "minimal faithful mock"): one exam record per
 * time-limited or proctored sequence, at most one attempt per learner and exam, one injectable clock
 * (../clock.ts), the timeout applied on every read, allowances and per-learner due dates.
 */

export type ExamType = 'timed' | 'proctored' | 'practice';

export interface ExamRecord {
  readonly id: number;
  readonly course: MockCourse;
  readonly sequence: MockSequence;
  readonly type: ExamType;
  readonly timeLimitMins: number;
}

export interface MockAttempt {
  readonly id: number;
  readonly username: string;
  readonly userId: number;
  readonly email: string;
  readonly examId: number;
  status: string;
  readonly created: number;
  modified: number;
  startedAt: number | null;
  completedAt: number | null;
  allowedMins: number | null;
}

interface ExamsState {
  attempts: MockAttempt[];
  nextAttemptId: number;
  /** Extra minutes per `${username}|${sequenceId}` (on top of the course's own allowances). */
  allowances: Map<string, number>;
  /** Per-learner due dates (edx-when) per `${username}|${sequenceId}`: ISO, or null for none. */
  dueDates: Map<string, string | null>;
  /** PROCTORING_SETTINGS['ALLOW_TIMED_OUT_STATE']: timeouts stored as `timed_out`, not `submitted`. */
  allowTimedOutState: boolean;
}

export const examsState = () =>
  featureState<ExamsState>('exams', () => ({
    attempts: [],
    nextAttemptId: 12,
    allowances: new Map(),
    dueDates: new Map(),
    allowTimedOutState: false,
  }));

const key = (username: string, sequenceId: string) => `${username}|${sequenceId}`;

/** Every exam record of every course, numbered in course order from 7 (the contract example's first id). */
const RECORDS: readonly ExamRecord[] = (() => {
  const records: ExamRecord[] = [];
  for (const course of COURSES) {
    for (const sequence of allSequences(course)) {
      if (!(sequence.timeLimited || sequence.proctored) || sequence.exam?.record === false) continue;
      records.push({
        id: 7 + records.length,
        course,
        sequence,
        type: sequence.proctored ? (sequence.exam?.practice ? 'practice' : 'proctored') : 'timed',
        timeLimitMins: sequence.exam?.timeLimitMins ?? 60,
      });
    }
  }
  return records;
})();

export const examRecord = (courseId: string, sequenceId: string): ExamRecord | undefined =>
  RECORDS.find((r) => r.course.id === courseId && r.sequence.id === sequenceId);

export const examRecordById = (id: unknown): ExamRecord | undefined =>
  typeof id === 'number' ? RECORDS.find((r) => r.id === id) : undefined;

export const examRecordOfSequence = (sequenceId: string): ExamRecord | undefined =>
  RECORDS.find((r) => r.sequence.id === sequenceId);

/** A time-limited or proctored sequence by id, with or without an exam record. */
export function examSequence(sequenceId: string): MockSequence | undefined {
  for (const course of COURSES) {
    const sequence = allSequences(course).find((s) => s.id === sequenceId);
    if (sequence) return sequence.timeLimited || sequence.proctored ? sequence : undefined;
  }
  return undefined;
}

/** The sequence (and its record, if any) that holds a unit, when that sequence is an exam. */
export function examSequenceOfUnit(
  unitId: string,
): { course: MockCourse; sequence: MockSequence; record: ExamRecord | undefined } | null {
  for (const course of COURSES) {
    for (const sequence of allSequences(course)) {
      if (!(sequence.timeLimited || sequence.proctored)) continue;
      if (sequence.units.some((u) => u.id === unitId))
        return { course, sequence, record: examRecord(course.id, sequence.id) };
    }
  }
  return null;
}

export function allowanceMinutes(username: string, record: ExamRecord): number {
  return (
    examsState().allowances.get(key(username, record.sequence.id)) ??
    record.sequence.exam?.allowances?.[username] ??
    0
  );
}

/** The learner's due date: their own (edx-when) if set, else the subsection's. */
export function dueFor(username: string, record: ExamRecord): string | null {
  const own = examsState().dueDates;
  const k = key(username, record.sequence.id);
  return own.has(k) ? (own.get(k) ?? null) : resolveDate(record.sequence.due);
}

/** `passed_due_date` (prx `is_exam_passed_due`): past the due date; without one, past the course end. */
export function passedDueDate(username: string, record: ExamRecord): boolean {
  const due = dueFor(username, record) ?? resolveDate(record.course.end);
  return due !== null && Date.parse(due) < now();
}

/** Minutes allowed if the clock started now (§5): time limit + allowance, capped at the due date. */
export function allowedMinutesNow(username: string, record: ExamRecord): number {
  const allowed = record.timeLimitMins + allowanceMinutes(username, record);
  const due = dueFor(username, record);
  if (due !== null && now() + allowed * 60_000 > Date.parse(due)) {
    return Math.max(Math.floor((Date.parse(due) - now()) / 60_000), 0);
  }
  return allowed;
}

/** edx-proctoring's humanized_time: "30 minutes", "1 minute", "1 hour", "1 hour and 30 minutes". */
export function humanizedTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = hours === 1 ? '1 hour' : `${hours} hours`;
  const m = rest === 1 ? '1 minute' : `${rest} minutes`;
  if (hours === 0) return m;
  if (rest === 0) return h;
  return `${h} and ${m}`;
}

export const INCOMPLETE = ['created', 'started', 'ready_to_submit'];
const RUNNING = ['started', 'ready_to_submit'];

/** Rule 2 of §9: an attempt whose time is up becomes submitted (or timed_out), completed at the expiry. */
export function applyTimeout(attempt: MockAttempt): void {
  if (!RUNNING.includes(attempt.status) || attempt.startedAt === null || attempt.allowedMins === null) return;
  const expiry = attempt.startedAt + attempt.allowedMins * 60_000;
  if (expiry > now()) return;
  attempt.status = examsState().allowTimedOutState ? 'timed_out' : 'submitted';
  attempt.completedAt = expiry;
  attempt.modified = expiry;
}

export function attemptOf(username: string, examId: number): MockAttempt | undefined {
  const attempt = examsState().attempts.find((a) => a.username === username && a.examId === examId);
  if (attempt) applyTimeout(attempt);
  return attempt;
}

export function findAttempt(id: number): MockAttempt | undefined {
  const attempt = examsState().attempts.find((a) => a.id === id);
  if (attempt) applyTimeout(attempt);
  return attempt;
}

/** The newest running attempt of a learner on any exam (`active_attempt`), after the timeout rule. */
export function activeAttemptOf(username: string): MockAttempt | undefined {
  const mine = examsState().attempts.filter((a) => a.username === username);
  mine.forEach(applyTimeout);
  return mine.filter((a) => RUNNING.includes(a.status)).sort((a, b) => b.created - a.created)[0];
}

export function remainingSeconds(attempt: MockAttempt): number {
  if (attempt.startedAt === null || attempt.allowedMins === null) return 0;
  const left = Math.max(0, attempt.startedAt + attempt.allowedMins * 60_000 - now()) / 1000;
  return Math.round(left * 1000) / 1000;
}

function accessibilityTimeString(seconds: number): string {
  if (seconds < 60) return 'you have less than a minute remaining';
  return `you have ${humanizedTime(Math.floor(seconds / 60))} remaining`;
}

const EXAM_TYPE_TEXT: Record<ExamType, string> = {
  timed: 'a timed exam',
  proctored: 'a proctored exam',
  practice: 'a practice exam',
};

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** An attempt as the §2 answer carries it (prx `get_exam_attempt_data`). */
export function attemptData(attempt: MockAttempt, record: ExamRecord) {
  const allowed = attempt.allowedMins ?? record.timeLimitMins;
  const remaining = remainingSeconds(attempt);
  return {
    in_timed_exam: true,
    taking_as_proctored: record.type !== 'timed',
    exam_type: EXAM_TYPE_TEXT[record.type],
    exam_display_name: record.sequence.title,
    exam_url_path: `${APP_ORIGIN}/course/${record.course.id}/${record.sequence.id}`,
    time_remaining_seconds: remaining,
    total_time: humanizedTime(allowed),
    low_threshold_sec: Math.floor(0.2 * allowed * 60),
    critically_low_threshold_sec: Math.floor(0.05 * allowed * 60),
    course_id: record.course.id,
    attempt_id: attempt.id,
    external_id: null,
    accessibility_time_string: accessibilityTimeString(remaining),
    attempt_status: attempt.status,
    exam_started_poll_url: `/api/edx_proctoring/v1/proctored_exam/attempt/${attempt.id}`,
    attempt_ready_to_resume: false,
    use_legacy_attempt_api: true,
    desktop_application_js_url: '',
  };
}

/** The exam record as ProctoredExamSerializer writes it. */
function recordBody(record: ExamRecord) {
  return {
    id: record.id,
    course_id: record.course.id,
    content_id: record.sequence.id,
    external_id: null,
    exam_name: record.sequence.title,
    time_limit_mins: record.timeLimitMins,
    is_proctored: record.type !== 'timed',
    is_practice_exam: record.type === 'practice',
    is_active: true,
    // Self-paced courses have no due date on the record (per-learner dates come from edx-when).
    due_date: record.course.selfPaced ? null : resolveDate(record.sequence.due),
    hide_after_due: Boolean(record.sequence.hideAfterDue),
    backend: record.type === 'timed' ? 'null' : 'proctortrack',
  };
}

/** §2 `exam` for a learner: the record with type, due state, attempt and (before one) the total time. */
export function examBody(record: ExamRecord, username: string) {
  const attempt = attemptOf(username, record.id);
  return {
    ...recordBody(record),
    ...(attempt ? {} : { total_time: humanizedTime(allowedMinutesNow(username, record)) }),
    attempt: attempt ? attemptData(attempt, record) : {},
    type: record.type,
    passed_due_date: passedDueDate(username, record),
    use_legacy_attempt_api: true,
  };
}

/** §2: `{exam, active_attempt}` for a course and (optionally) a sequence. */
export function examAttemptsBody(courseId: string, contentId: string | null, username: string) {
  // The active attempt first: its timeout check runs before the exam's (§2).
  const active = activeAttemptOf(username);
  const activeRecord = active ? examRecordById(active.examId) : undefined;
  const record = contentId ? examRecord(courseId, contentId) : undefined;
  return {
    // edx-proctoring knows nothing of the exams the edx-exams service manages.
    exam: record && !isServiceExam(record) ? examBody(record, username) : {},
    active_attempt: active && activeRecord ? attemptData(active, activeRecord) : {},
  };
}

/** §3.3 poll: the raw attempt (ProctoredExamStudentAttemptSerializer) with the time left recomputed. */
export function attemptRecordBody(attempt: MockAttempt) {
  const record = examRecordById(attempt.examId)!;
  const remaining = remainingSeconds(attempt);
  return {
    id: attempt.id,
    created: iso(attempt.created),
    modified: iso(attempt.modified),
    user: { id: attempt.userId, username: attempt.username, email: attempt.email },
    started_at: iso(attempt.startedAt),
    completed_at: iso(attempt.completedAt),
    external_id: null,
    status: attempt.status,
    proctored_exam: recordBody(record),
    allowed_time_limit_mins: attempt.allowedMins,
    attempt_code: `MOCK-${attempt.id}`,
    is_sample_attempt: record.type === 'practice',
    taking_as_proctored: record.type !== 'timed',
    review_policy_id: null,
    is_status_acknowledged: false,
    time_remaining_seconds: remaining,
    is_resumable: false,
    ready_to_resume: false,
    resumed: false,
    accessibility_time_string: accessibilityTimeString(remaining),
  };
}

/** A new attempt for a learner; started now when `start` (§3.2), else `created`. */
export function createAttempt(
  user: { username: string; userId: number; email: string },
  record: ExamRecord,
  start: boolean,
): MockAttempt {
  const s = examsState();
  const at = now();
  const attempt: MockAttempt = {
    id: s.nextAttemptId,
    username: user.username,
    userId: user.userId,
    email: user.email,
    examId: record.id,
    status: start ? 'started' : 'created',
    created: at,
    modified: at,
    startedAt: start ? at : null,
    completedAt: null,
    allowedMins: start ? allowedMinutesNow(user.username, record) : null,
  };
  s.nextAttemptId += 1;
  s.attempts.push(attempt);
  return attempt;
}

/** Starts the clock of an attempt (PUT start from `created`); keeps a clock already set. */
export function startClock(attempt: MockAttempt, record: ExamRecord): void {
  if (attempt.startedAt === null) {
    attempt.startedAt = now();
    attempt.allowedMins = allowedMinutesNow(attempt.username, record);
  }
  attempt.status = 'started';
  attempt.modified = now();
}

/**
 * For tests: an attempt in a given state, as if the learner had started it `startedSecondsAgo` seconds
 * ago (and, for finished states, ended it `completedSecondsAgo` seconds ago).
 */
export function seedAttempt(
  user: { username: string; userId: number; email: string },
  record: ExamRecord,
  status: string,
  { startedSecondsAgo = 0, completedSecondsAgo = null as number | null } = {},
): MockAttempt {
  const attempt = createAttempt(user, record, true);
  attempt.startedAt = now() - startedSecondsAgo * 1000;
  attempt.status = status;
  if (completedSecondsAgo !== null) attempt.completedAt = now() - completedSecondsAgo * 1000;
  return attempt;
}

/*
 * The edx-exams service (exams contract §4, §8). A course whose proctoring provider is `lti_external`
 * has its exams managed by the service: edx-proctoring does not know them (its read answers `exam: {}`),
 * the service answers in its own form, and the LMS refuses their unit pages without an access token.
 * Other courses' exams are forwarded by the service to edx-proctoring and come back in its form, with
 * `use_legacy_attempt_api: true`. One state machine and one clock serve both.
 */

/** Courses whose proctoring provider is `lti_external` (exams managed by the edx-exams service). */
export const serviceCourses = () => featureState<Set<string>>('exams-service-courses', () => new Set());

/** Whether the runtime configuration (Tutor's MFE_CONFIG) names the mock's edx-exams service. */
export const examsServiceInRuntimeConfig = () =>
  featureState<{ on: boolean }>('exams-service-runtime-config', () => ({ on: false }));

export const isServiceExam = (record: ExamRecord) => serviceCourses().has(record.course.id);

/** An attempt as edx-exams writes it (§8): fewer fields, the raw exam type. */
export function serviceAttemptData(attempt: MockAttempt, record: ExamRecord) {
  return {
    attempt_id: attempt.id,
    attempt_status: attempt.status,
    course_id: record.course.id,
    exam_type: record.type,
    exam_display_name: record.sequence.title,
    exam_url_path: `${APP_ORIGIN}/course/${record.course.id}/${record.sequence.id}`,
    time_remaining_seconds: remainingSeconds(attempt),
  };
}

/** The service's exam (§8): integer `total_time` minutes, `backend` null for timed exams. */
export function serviceExamBody(record: ExamRecord, username: string) {
  const attempt = attemptOf(username, record.id);
  const { external_id: _external, is_proctored: _p, is_practice_exam: _pe, ...rest } = recordBody(record);
  return {
    ...rest,
    backend: record.type === 'timed' ? null : 'lti_external',
    type: record.type,
    passed_due_date: passedDueDate(username, record),
    total_time: attempt?.allowedMins ?? allowedMinutesNow(username, record),
    attempt: attempt ? serviceAttemptData(attempt, record) : {},
  };
}

/** GET {EXAMS}/api/v1/student/exam/attempt/course_id/{c}/content_id/{s}: `{exam}`, either form. */
export function serviceExamAttemptsBody(courseId: string, contentId: string, username: string) {
  const record = examRecord(courseId, contentId);
  if (!record) return { exam: {} };
  return { exam: isServiceExam(record) ? serviceExamBody(record, username) : examBody(record, username) };
}

/**
 * GET {EXAMS}/api/v1/exams/attempt/latest: on one exam (`content_id`), the learner's attempt there in any
 * state; otherwise their running attempt on any exam (the service asks edx-proctoring for its own).
 * `{}` for none.
 */
export function serviceLatestAttemptBody(username: string, contentId: string | null) {
  let attempt: MockAttempt | undefined;
  if (contentId) {
    const record = examRecordOfSequence(contentId);
    attempt = record ? attemptOf(username, record.id) : undefined;
  } else {
    attempt = activeAttemptOf(username);
  }
  const record = attempt ? examRecordById(attempt.examId) : undefined;
  if (!attempt || !record) return {};
  return isServiceExam(record) ? serviceAttemptData(attempt, record) : attemptData(attempt, record);
}

const base64Url = (value: string) => btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (value: string) => atob(value.replace(/-/g, '+').replace(/_/g, '/'));
/** The mock's "signature": not cryptography, only a check that the service made the token. */
const sign = (header: string, payload: string) => base64Url(`edx-exams-mock:${header}.${payload}`).slice(-24);

export interface AccessTokenClaims {
  readonly user_id: number;
  readonly course_id: string;
  readonly content_id: string;
  /** Seconds since the epoch, on the mock's clock. */
  readonly exp: number;
}

/**
 * The access token for a learner's exam frames (§4, edx-exams `ExamAccessTokensView`), or null when not
 * granted: course staff; a `started` attempt with time left before the due date (valid for the time left,
 * at most 60 s); past the due date, a `submitted`/`verified` attempt when not hidden after due, or no
 * attempt at all.
 */
export function grantAccessToken(
  user: { username: string; userId: number; courseStaff: boolean },
  record: ExamRecord,
): { token: string; expiresIn: number } | null {
  const attempt = attemptOf(user.username, record.id);
  const pastDue = passedDueDate(user.username, record);
  let expiresIn: number | null = null;
  if (user.courseStaff) expiresIn = 60;
  else if (attempt?.status === 'started' && !pastDue && remainingSeconds(attempt) > 0)
    expiresIn = Math.max(1, Math.min(60, Math.floor(remainingSeconds(attempt))));
  else if (pastDue && !attempt) expiresIn = 60;
  else if (
    pastDue &&
    attempt &&
    ['submitted', 'verified'].includes(attempt.status) &&
    !record.sequence.hideAfterDue
  )
    expiresIn = 60;
  if (expiresIn === null) return null;
  const claims: AccessTokenClaims = {
    user_id: user.userId,
    course_id: record.course.id,
    content_id: record.sequence.id,
    exp: Math.floor(now() / 1000) + expiresIn,
  };
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64Url(JSON.stringify(claims));
  return { token: `${header}.${payload}.${sign(header, payload)}`, expiresIn };
}

/** The LMS's check of `?exam_access=` (§4, `_check_sequence_exam_access`): signature, expiry, user, sequence. */
export function accessTokenOpens(token: string | null, userId: number, sequenceId: string): boolean {
  const [header, payload, signature] = (token ?? '').split('.');
  if (!header || !payload || signature !== sign(header, payload)) return false;
  try {
    const claims = JSON.parse(fromBase64Url(payload)) as Partial<AccessTokenClaims>;
    return (
      claims.user_id === userId &&
      claims.content_id === sequenceId &&
      typeof claims.exp === 'number' &&
      claims.exp * 1000 > now()
    );
  } catch {
    return false;
  }
}
