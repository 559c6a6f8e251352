/**
 * The timed-exam models (contract exams.md §2, §3.3): what the exam screens read. The wire (snake_case) is
 * read by ./decode.ts only. Times the countdown needs are absolute instants on the device clock
 * (`endsAt`): the moment the answer arrived plus the server's `time_remaining_seconds` (contract §3.3, "no
 * server Date header is used"), so a reading stays right however long it sits in the cache.
 */

/** `exam.type` (contract §2): which flow applies. Anything else the LMS may add reads as `unknown`. */
export type ExamType = 'timed' | 'proctored' | 'practice' | 'onboarding' | 'unknown';

/**
 * `attempt_status` (contract §3.1). The timed flow knows `created`, `started`, `ready_to_submit`,
 * `submitted` and `timed_out`; proctoring statuses are kept as received for the "not available here" page.
 */
export type AttemptStatus = string;

/** One attempt, from `exam.attempt` or `active_attempt` of GET …/attempt/course_id/{courseId}. */
export interface ExamAttempt {
  readonly id: number;
  readonly status: AttemptStatus;
  /** Device-clock milliseconds at which the allowed time runs out (arrival + time_remaining_seconds). */
  readonly endsAt: number;
  /** Device-clock milliseconds at which the answer arrived. */
  readonly receivedAt: number;
  /** `exam_display_name`. */
  readonly examName: string | null;
  /** `exam_url_path`: the exam's page in the learner app (absolute), or null. */
  readonly examUrl: string | null;
  /** `course_id` of the attempt's exam (may differ from the page's course for the active attempt). */
  readonly courseId: string | null;
  /** Humanized allowed time of this attempt (`total_time`), as the LMS wrote it. */
  readonly totalTime: string | null;
  /**
   * `use_legacy_attempt_api`: the attempt lives in edx-proctoring, so its writes and poll go to the LMS
   * even on a site that runs the edx-exams service (contract §8). Always true from edx-proctoring.
   */
  readonly legacyAttemptApi: boolean;
}

/** The exam record of a sequence with the learner's latest attempt on it (contract §2). */
export interface Exam {
  readonly id: number;
  readonly courseId: string;
  readonly contentId: string;
  readonly name: string;
  readonly type: ExamType;
  /** The type as the LMS sent it (for logs). */
  readonly rawType: string;
  /** The base time limit, without allowances (the countdown's thresholds are fractions of it). */
  readonly timeLimitMins: number;
  /** Humanized allowed time incl. allowance and the due-date cap, only before an attempt exists. */
  readonly totalTime: string | null;
  /**
   * The same allowed time as a number of minutes, when the service sent a number (edx-exams' integer
   * `total_time`, contract §8); null from edx-proctoring (its humanized text is in `totalTime`).
   */
  readonly totalMinutes: number | null;
  readonly passedDueDate: boolean;
  readonly hideAfterDue: boolean;
  readonly dueDate: string | null;
  readonly isActive: boolean;
  /** `use_legacy_attempt_api` (contract §2, §8): the start goes to the LMS even on an edx-exams site. */
  readonly legacyAttemptApi: boolean;
  readonly attempt: ExamAttempt | null;
}

/** GET …/attempt/course_id/{courseId}?content_id=…: `exam` null for `exam: {}` (no exam record). */
export interface ExamData {
  readonly exam: Exam | null;
  /** The learner's running attempt on any exam (`active_attempt`), or null. */
  readonly activeAttempt: ExamAttempt | null;
}

/** The poll answer (GET …/proctored_exam/attempt/{attemptId}, contract §3.3): the raw attempt record. */
export interface AttemptRecord {
  readonly id: number;
  readonly status: AttemptStatus;
  readonly endsAt: number;
  readonly receivedAt: number;
  readonly startedAt: string | null;
  readonly completedAt: string | null;
  /** Minutes allowed to this attempt (time limit + allowance, capped by the due date), or null. */
  readonly allowedTimeLimitMins: number | null;
}

/** The PUT actions of contract §3.4 the app sends. */
export type AttemptAction = 'stop' | 'start' | 'submit';
