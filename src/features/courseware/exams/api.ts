import { lmsApi } from '@/lms/api';
import type { LmsError } from '@/lms/baseQuery';
import type { Platform } from '@/platform/platform';
import { decodeAttemptId, decodeAttemptRecord, decodeExamData } from './decode';
import type { AttemptAction, AttemptRecord, ExamData } from './types';

/**
 * The exam calls of contract exams.md, against the LMS's edx-proctoring API (the `edx-proctoring` flavour;
 * sites that route exams through the edx-exams service are not covered, see
 * docs/decisions/0009-timed-exams.md). Every answer is decoded; every failure is logged with its status
 * and comes out as an `LmsError` the exam area shows as its system-error alert (contract §7).
 */
const ATTEMPTS = '/api/edx_proctoring/v1/proctored_exam/attempt';

export interface ExamArgs {
  readonly courseId: string;
  readonly sequenceId: string;
}

export interface StartArgs extends ExamArgs {
  /** `exam.id`, the exam record (not the usage key). */
  readonly examId: number;
}

export interface UpdateArgs extends ExamArgs {
  readonly attemptId: number;
  readonly action: AttemptAction;
}

/** Logs a failed exam call with its status (the learner sees a plain message, never the server's text). */
async function logFailure(
  call: string,
  attributes: Record<string, unknown>,
  queryFulfilled: Promise<unknown>,
  extra: unknown,
) {
  try {
    await queryFulfilled;
  } catch (failure) {
    const error = (failure as { error?: LmsError }).error;
    (extra as Platform).logger.logError(new Error(error?.message ?? `${call} failed`), {
      ...attributes,
      call,
      httpErrorStatus: error?.status,
    });
  }
}

export const examsApi = lmsApi.enhanceEndpoints({ addTagTypes: ['ExamAttempt'] }).injectEndpoints({
  endpoints: (build) => ({
    /**
     * §2: the exam record of a sequence, the learner's latest attempt on it, and their running attempt on
     * any exam. Read on every visit, and again after every action (`refetch` in the exam area).
     */
    getExam: build.query<ExamData, ExamArgs>({
      query: ({ courseId, sequenceId }) => ({
        url: `${ATTEMPTS}/course_id/${courseId}`,
        params: { content_id: sequenceId, is_learning_mfe: 'true' },
        decode: (body, { meta }) => decodeExamData(body, meta.responseTime),
      }),
      providesTags: (_result, _error, { sequenceId }) => [{ type: 'ExamAttempt', id: sequenceId }],
      onQueryStarted: (args, { queryFulfilled, extra }) =>
        logFailure('exam attempt', { ...args }, queryFulfilled, extra),
    }),

    /**
     * §3.3 poll: the raw attempt record, for the running countdown (every minute) and, once submitted,
     * for whether the time ran out (started_at, completed_at, allowed minutes). The path is built from the
     * attempt id rather than taken from the answer's `exam_started_poll_url` (the same path), so no
     * server-given address is followed.
     */
    getAttemptRecord: build.query<AttemptRecord, { attemptId: number; purpose: 'poll' | 'result' }>({
      query: ({ attemptId }) => ({
        url: `${ATTEMPTS}/${attemptId}`,
        decode: (body, { meta }) => decodeAttemptRecord(body, meta.responseTime),
      }),
      keepUnusedDataFor: 0,
      onQueryStarted: ({ attemptId, purpose }, { queryFulfilled, extra }) =>
        logFailure(`exam attempt ${purpose}`, { attemptId }, queryFulfilled, extra),
    }),

    /**
     * §3.2 start: creates the attempt with the clock running. The two flags are the strings the server
     * expects ("true"/"false"); a JSON boolean breaks its `.lower()`.
     */
    startAttempt: build.mutation<number, StartArgs>({
      query: ({ examId }) => ({
        url: ATTEMPTS,
        method: 'POST',
        body: { exam_id: examId, start_clock: 'true', attempt_proctored: 'false' },
        decode: (body) => decodeAttemptId(body),
      }),
      onQueryStarted: ({ examId, sequenceId }, { queryFulfilled, extra }) =>
        logFailure('start exam', { examId, sequenceId }, queryFulfilled, extra),
    }),

    /** §3.4: `stop` (end my exam), `start` (continue, or start a `created` attempt), `submit`. */
    updateAttempt: build.mutation<number, UpdateArgs>({
      query: ({ attemptId, action }) => ({
        url: `${ATTEMPTS}/${attemptId}`,
        method: 'PUT',
        body: { action },
        decode: (body) => decodeAttemptId(body),
      }),
      onQueryStarted: ({ attemptId, action, sequenceId }, { queryFulfilled, extra }) =>
        logFailure(`${action} exam`, { attemptId, sequenceId }, queryFulfilled, extra),
    }),
  }),
});

export const {
  useGetExamQuery,
  useGetAttemptRecordQuery,
  useStartAttemptMutation,
  useUpdateAttemptMutation,
} = examsApi;
