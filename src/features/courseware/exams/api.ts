import { lmsApi } from '@/lms/api';
import type { LmsError, LmsRequest, LmsResponseMeta } from '@/lms/baseQuery';
import { read } from '@/lms/decode';
import type { Platform } from '@/platform/platform';
import {
  decodeAttemptId,
  decodeAttemptRecord,
  decodeExamData,
  decodeLatestAttempt,
  decodeLatestAttemptRecord,
  decodeServiceExamData,
} from './decode';
import {
  accessTokenUrl,
  attemptRecordRequest,
  attemptWriteUrl,
  examReadRequest,
  examService,
  latestAttemptRequest,
  type ExamService,
} from './paths';
import type { AttemptAction, AttemptRecord, Exam, ExamAttempt, ExamData } from './types';

/**
 * The exam calls of contract exams.md. Without `EXAMS_BASE_URL` they go to the LMS's edx-proctoring API
 * (§2–§3); with it, to the edx-exams service (§8), whose writes and poll go back to the LMS for exams
 * that say `use_legacy_attempt_api` (./paths.ts). Every answer is decoded into the same models; every
 * failure is logged with its status and comes out as an `LmsError` the exam area shows as its
 * system-error alert (contract §7).
 */

type Settled<T> = { data: T; meta?: LmsResponseMeta } | { error: LmsError };

const serviceOf = (extra: unknown): ExamService => examService((extra as Platform).config.EXAMS_BASE_URL);

export interface ExamArgs {
  readonly courseId: string;
  readonly sequenceId: string;
}

export interface StartArgs extends ExamArgs {
  /** `exam.id`, the exam record (not the usage key). */
  readonly examId: number;
  /** `exam.use_legacy_attempt_api`: on an edx-exams site, start on the LMS all the same (§8). */
  readonly legacy: boolean;
}

export interface UpdateArgs extends ExamArgs {
  readonly attemptId: number;
  readonly action: AttemptAction;
  /** The attempt's `use_legacy_attempt_api` (§8). */
  readonly legacy: boolean;
}

export interface AttemptRecordArgs {
  readonly attemptId: number;
  /** The exam's sequence: edx-exams has no poll address and is asked for the latest attempt on it. */
  readonly sequenceId: string;
  readonly legacy: boolean;
  readonly purpose: 'poll' | 'result';
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
     * any exam. Read on every visit, and again after every action (`refetch` in the exam area). On an
     * edx-exams site (§8) that is two calls: the exam with its attempt, then the latest attempt, whose
     * failure only leaves the running attempt unknown (logged).
     */
    getExam: build.query<ExamData, ExamArgs>({
      async queryFn({ courseId, sequenceId }, api, _extra, baseQuery) {
        const service = serviceOf(api.extra);
        const request = examReadRequest(service, courseId, sequenceId);
        if (service.kind === 'lms') {
          return baseQuery({
            ...request,
            decode: (body, { meta }) => decodeExamData(body, meta.responseTime),
          } satisfies LmsRequest) as Promise<Settled<ExamData>>;
        }
        const examResult = (await baseQuery({
          ...request,
          decode: (body, { meta }) => decodeServiceExamData(body, meta.responseTime),
        } satisfies LmsRequest)) as Settled<Exam | null>;
        if ('error' in examResult) return examResult;
        const latest = (await baseQuery({
          ...latestAttemptRequest(service.base),
          decode: (body, { meta }) => decodeLatestAttempt(body, meta.responseTime),
        } satisfies LmsRequest)) as Settled<ExamAttempt | null>;
        if ('error' in latest) {
          (api.extra as Platform).logger.logError(new Error(latest.error.message), {
            call: 'exam latest attempt',
            courseId,
            sequenceId,
            httpErrorStatus: latest.error.status,
          });
        }
        const activeAttempt = 'error' in latest ? null : latest.data;
        return { data: { exam: examResult.data, activeAttempt }, meta: examResult.meta };
      },
      providesTags: (_result, _error, { sequenceId }) => [{ type: 'ExamAttempt', id: sequenceId }],
      onQueryStarted: (args, { queryFulfilled, extra }) =>
        logFailure('exam attempt', { ...args }, queryFulfilled, extra),
    }),

    /**
     * §3.3 poll: the raw attempt record, for the running countdown (every minute) and, once submitted,
     * for whether the time ran out (started_at, completed_at, allowed minutes). The path is built from the
     * attempt id rather than taken from the answer's `exam_started_poll_url` (the same path), so no
     * server-given address is followed. An edx-exams attempt is read as the latest attempt on its exam (§8).
     */
    getAttemptRecord: build.query<AttemptRecord, AttemptRecordArgs>({
      queryFn({ attemptId, sequenceId, legacy }, api, _extra, baseQuery) {
        const service = serviceOf(api.extra);
        const request = attemptRecordRequest(service, legacy, attemptId, sequenceId);
        const lms = service.kind === 'lms' || legacy;
        return baseQuery({
          ...request,
          decode: (body, { meta }) =>
            lms
              ? decodeAttemptRecord(body, meta.responseTime)
              : decodeLatestAttemptRecord(body, meta.responseTime),
        } satisfies LmsRequest) as Promise<Settled<AttemptRecord>>;
      },
      keepUnusedDataFor: 0,
      onQueryStarted: ({ attemptId, purpose }, { queryFulfilled, extra }) =>
        logFailure(`exam attempt ${purpose}`, { attemptId }, queryFulfilled, extra),
    }),

    /**
     * §3.2 start: creates the attempt with the clock running. The two flags are the strings the server
     * expects ("true"/"false"); a JSON boolean breaks its `.lower()`. edx-exams takes the same body (§8).
     */
    startAttempt: build.mutation<number, StartArgs>({
      queryFn: ({ examId, legacy }, api, _extra, baseQuery) =>
        baseQuery({
          url: attemptWriteUrl(serviceOf(api.extra), legacy),
          method: 'POST',
          body: { exam_id: examId, start_clock: 'true', attempt_proctored: 'false' },
          decode: (body) => decodeAttemptId(body),
        } satisfies LmsRequest) as Promise<Settled<number>>,
      onQueryStarted: ({ examId, sequenceId }, { queryFulfilled, extra }) =>
        logFailure('start exam', { examId, sequenceId }, queryFulfilled, extra),
    }),

    /** §3.4: `stop` (end my exam), `start` (continue, or start a `created` attempt), `submit`. */
    updateAttempt: build.mutation<number, UpdateArgs>({
      queryFn: ({ attemptId, action, legacy }, api, _extra, baseQuery) =>
        baseQuery({
          url: attemptWriteUrl(serviceOf(api.extra), legacy, attemptId),
          method: 'PUT',
          body: { action },
          decode: (body) => decodeAttemptId(body),
        } satisfies LmsRequest) as Promise<Settled<number>>,
      onQueryStarted: ({ attemptId, action, sequenceId }, { queryFulfilled, extra }) =>
        logFailure(`${action} exam`, { attemptId, sequenceId }, queryFulfilled, extra),
    }),

    /**
     * §4: the access token a unit frame of an edx-exams exam carries (`exam_access`). Asked afresh before
     * each frame (it lasts a minute at most), never cached, and only on edx-exams sites: elsewhere it
     * fails without a call. A failure is logged; the frame then loads with an empty token.
     */
    getAccessToken: build.query<string, { examId: number; sequenceId: string }>({
      queryFn({ examId }, api, _extra, baseQuery) {
        const service = serviceOf(api.extra);
        if (service.kind === 'lms')
          return { error: { status: 'FETCH_ERROR', message: 'No EXAMS_BASE_URL: no access token' } };
        return baseQuery({
          url: accessTokenUrl(service.base, examId),
          decode: (body) => read(body).str('exam_access_token'),
        } satisfies LmsRequest) as Promise<Settled<string>>;
      },
      keepUnusedDataFor: 0,
      onQueryStarted: ({ examId, sequenceId }, { queryFulfilled, extra }) =>
        logFailure('exam access token', { examId, sequenceId }, queryFulfilled, extra),
    }),
  }),
});

export const {
  useGetExamQuery,
  useGetAttemptRecordQuery,
  useStartAttemptMutation,
  useUpdateAttemptMutation,
  useLazyGetAccessTokenQuery,
} = examsApi;
