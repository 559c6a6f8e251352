/**
 * Readers of the exam answers (contract exams.md §2, §3.2–§3.4), in the style of `@/lms/decode`: what the
 * screens cannot work without must be there (the exam's id and type, an attempt's id and status, and the
 * time left of a running attempt: a missing one must never read as "time is up"); everything else falls
 * back to a safe default.
 */
import { DecodeError, isoDate, read, type Reader } from '@/lms/decode';
import type { AttemptRecord, Exam, ExamAttempt, ExamData, ExamType } from './types';

const EXAM_TYPES: readonly ExamType[] = ['timed', 'proctored', 'practice', 'onboarding'];

/** Statuses during which the clock runs and the countdown shows (contract §3.1). */
export const RUNNING_STATUSES: readonly string[] = ['started', 'ready_to_submit'];

/** `{}` (the LMS's "none") or missing: null; otherwise a reader. A non-object is malformed. */
function optionalRecord(r: Reader, key: string): Reader | null {
  const value = r.raw(key);
  if (value === undefined || value === null) return null;
  const nested = r.obj(key);
  return Object.keys(nested.value).length === 0 ? null : nested;
}

/** Seconds → an instant on the device clock, counted from the answer's arrival. */
function endsAt(r: Reader, receivedAt: number, status: string): number {
  const seconds = RUNNING_STATUSES.includes(status)
    ? r.num('time_remaining_seconds')
    : r.optNum('time_remaining_seconds');
  return receivedAt + Math.max(0, seconds ?? 0) * 1000;
}

function decodeAttempt(r: Reader, receivedAt: number): ExamAttempt {
  const status = r.str('attempt_status');
  return {
    id: r.num('attempt_id'),
    status,
    endsAt: endsAt(r, receivedAt, status),
    receivedAt,
    examName: r.optNonBlankString('exam_display_name'),
    examUrl: r.optNonBlankString('exam_url_path'),
    courseId: r.optNonBlankString('course_id'),
    totalTime: r.optNonBlankString('total_time'),
    legacyAttemptApi: r.optBool('use_legacy_attempt_api', true),
  };
}

/**
 * An exam record: edx-proctoring's (§2), or with `service` the edx-exams service's own (§8: `total_time` a
 * whole number of minutes, its attempts shorter, no legacy attempt API).
 */
function decodeExam(r: Reader, receivedAt: number, service = false): Exam {
  const rawType = r.str('type');
  const type = (EXAM_TYPES as readonly string[]).includes(rawType) ? (rawType as ExamType) : 'unknown';
  const attempt = optionalRecord(r, 'attempt');
  return {
    id: r.num('id'),
    courseId: r.optNonBlankString('course_id') ?? '',
    contentId: r.optNonBlankString('content_id') ?? '',
    name: r.optNonBlankString('exam_name') ?? '',
    type,
    rawType,
    // Without a time limit the thresholds cannot be placed; 0 keeps the countdown in its normal colour.
    timeLimitMins: Math.max(0, r.optNum('time_limit_mins') ?? 0),
    totalTime: r.optNonBlankString('total_time'),
    totalMinutes: service ? minutesOf(r.raw('total_time')) : null,
    passedDueDate: r.optBool('passed_due_date'),
    hideAfterDue: r.optBool('hide_after_due'),
    dueDate: isoDate(r.raw('due_date')),
    isActive: r.optBool('is_active', true),
    legacyAttemptApi: service ? false : r.optBool('use_legacy_attempt_api', true),
    attempt: attempt ? (service ? decodeServiceAttempt : decodeAttempt)(attempt, receivedAt) : null,
  };
}

/**
 * GET {lms}/api/edx_proctoring/v1/proctored_exam/attempt/course_id/{courseId}?content_id=… (§2).
 * `receivedAt` is the device time the answer arrived (the base query's `meta.responseTime`). A malformed
 * `active_attempt` is dropped (the screens of this exam do not need it); a malformed `exam` is an error.
 */
export function decodeExamData(body: unknown, receivedAt: number): ExamData {
  const r = read(body);
  const exam = optionalRecord(r, 'exam');
  let activeAttempt: ExamAttempt | null = null;
  try {
    const active = optionalRecord(r, 'active_attempt');
    activeAttempt = active ? decodeAttempt(active, receivedAt) : null;
  } catch (error) {
    if (!(error instanceof DecodeError)) throw error;
  }
  return { exam: exam ? decodeExam(exam, receivedAt) : null, activeAttempt };
}

/** GET {lms}/api/edx_proctoring/v1/proctored_exam/attempt/{attemptId} (§3.3): `status`, not `attempt_status`. */
export function decodeAttemptRecord(body: unknown, receivedAt: number): AttemptRecord {
  const r = read(body);
  const status = r.str('status');
  return {
    id: r.num('id'),
    status,
    endsAt: endsAt(r, receivedAt, status),
    receivedAt,
    startedAt: isoDate(r.raw('started_at')),
    completedAt: isoDate(r.raw('completed_at')),
    allowedTimeLimitMins: r.optNum('allowed_time_limit_mins'),
  };
}

/**
 * POST and PUT answers (§3.2, §3.4): `{"exam_attempt_id": 12}`. An answer without the id (an error page
 * behind a 200, a body cut short) is malformed: the action is reported as failed on the screen it was
 * pressed on, and the exam read that follows every action shows whether the server did it anyway.
 */
export function decodeAttemptId(body: unknown): number {
  return read(body).num('exam_attempt_id');
}

/*
 * The edx-exams service (contract §8, `EXAMS_BASE_URL` set). Its answers carry the same facts in other
 * forms: `total_time` is a whole number of minutes (the UI formats it in its own language), an attempt
 * has only `attempt_id`, `attempt_status` (`status` in some answers), `course_id`, `exam_type`,
 * `exam_display_name`, `exam_url_path` and `time_remaining_seconds`, and there is no poll address. Exams
 * still kept by edx-proctoring come through it in edx-proctoring's own form, with
 * `use_legacy_attempt_api: true`; both read into the same models, with the same required fields.
 */

/** `attempt_status`, or `status` where the answer uses that name. */
function serviceStatus(r: Reader): string {
  return r.has('attempt_status') || !r.has('status') ? r.str('attempt_status') : r.str('status');
}

function decodeServiceAttempt(r: Reader, receivedAt: number): ExamAttempt {
  const status = serviceStatus(r);
  return {
    id: r.num('attempt_id'),
    status,
    endsAt: endsAt(r, receivedAt, status),
    receivedAt,
    examName: r.optNonBlankString('exam_display_name'),
    examUrl: r.optNonBlankString('exam_url_path'),
    courseId: r.optNonBlankString('course_id'),
    totalTime: r.optNonBlankString('total_time'),
    legacyAttemptApi: r.optBool('use_legacy_attempt_api'),
  };
}

/** A whole, non-negative number of minutes; a humanized text (a forwarded edx-proctoring exam) is not. */
function minutesOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
}

/** A service exam; one edx-proctoring still manages (`use_legacy_attempt_api`) comes in §2's form. */
function decodeServiceExam(r: Reader, receivedAt: number): Exam {
  return decodeExam(r, receivedAt, !r.optBool('use_legacy_attempt_api'));
}

/**
 * GET {EXAMS_BASE_URL}/api/v1/student/exam/attempt/course_id/{courseId}/content_id/{sequenceId} (§8):
 * `{"exam": {…, "attempt": {…}}}`, `exam: {}` when the service has no record. No `active_attempt`: that
 * comes from the latest-attempt call. A malformed exam is an error.
 */
export function decodeServiceExamData(body: unknown, receivedAt: number): Exam | null {
  const exam = optionalRecord(read(body), 'exam');
  return exam ? decodeServiceExam(exam, receivedAt) : null;
}

/**
 * GET {EXAMS_BASE_URL}/api/v1/exams/attempt/latest (§8): the learner's latest attempt (`{}` for none),
 * as the running attempt of the exam read; an attempt that is not running, or is malformed, is none.
 */
export function decodeLatestAttempt(body: unknown, receivedAt: number): ExamAttempt | null {
  try {
    const r = read(body);
    if (Object.keys(r.value).length === 0) return null;
    const attempt = r.has('attempt_id') ? decodeServiceAttempt(r, receivedAt) : null;
    return attempt && RUNNING_STATUSES.includes(attempt.status) ? attempt : null;
  } catch (error) {
    if (error instanceof DecodeError) return null;
    throw error;
  }
}

/**
 * The edx-exams poll (§8): GET {EXAMS_BASE_URL}/api/v1/exams/attempt/latest?content_id={sequenceId}, the
 * latest attempt on this exam, read as the attempt record. It has no start or end instants, so it never
 * tells that the time ran out by itself. `{}` (no attempt) is malformed here: the poll is for an attempt.
 */
export function decodeLatestAttemptRecord(body: unknown, receivedAt: number): AttemptRecord {
  const r = read(body);
  const status = serviceStatus(r);
  return {
    id: r.num('attempt_id'),
    status,
    endsAt: endsAt(r, receivedAt, status),
    receivedAt,
    startedAt: isoDate(r.raw('started_at')),
    completedAt: isoDate(r.raw('completed_at')),
    allowedTimeLimitMins: r.optNum('allowed_time_limit_mins'),
  };
}
