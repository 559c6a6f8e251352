/**
 * Where each exam call goes (contract exams.md §2–§4, §8). Without `EXAMS_BASE_URL` every call goes to
 * the LMS's edx-proctoring API; with it, to the edx-exams service, except the writes and the poll of an
 * exam or attempt that says `use_legacy_attempt_api: true` (kept by edx-proctoring), which go back to the
 * LMS. Paths that start with '/' are on the LMS (the base query adds its address).
 */

/** edx-proctoring's attempt collection on the LMS. */
export const LMS_ATTEMPTS = '/api/edx_proctoring/v1/proctored_exam/attempt';

/** The exam service of a site: the LMS (edx-proctoring), or the edx-exams service at its address. */
export type ExamService = { readonly kind: 'lms' } | { readonly kind: 'edx-exams'; readonly base: string };

export function examService(examsBaseUrl: string | null | undefined): ExamService {
  const base = examsBaseUrl?.trim().replace(/\/+$/, '');
  return base ? { kind: 'edx-exams', base } : { kind: 'lms' };
}

export interface ExamRequest {
  readonly url: string;
  readonly params?: Readonly<Record<string, string>>;
}

/** The exam read of a sequence (§2; §8 first row). */
export function examReadRequest(service: ExamService, courseId: string, sequenceId: string): ExamRequest {
  if (service.kind === 'lms')
    return {
      url: `${LMS_ATTEMPTS}/course_id/${courseId}`,
      params: { content_id: sequenceId, is_learning_mfe: 'true' },
    };
  return {
    url: `${service.base}/api/v1/student/exam/attempt/course_id/${courseId}/content_id/${sequenceId}`,
  };
}

/** edx-exams' latest attempt of the learner (§8), on one exam when `sequenceId` is given. */
export function latestAttemptRequest(base: string, sequenceId?: string): ExamRequest {
  return {
    url: `${base}/api/v1/exams/attempt/latest`,
    ...(sequenceId ? { params: { content_id: sequenceId } } : {}),
  };
}

/** The writes (§3.2 POST without an attempt id, §3.4 PUT with one). */
export function attemptWriteUrl(service: ExamService, legacy: boolean, attemptId?: number): string {
  const collection = service.kind === 'lms' || legacy ? LMS_ATTEMPTS : `${service.base}/api/v1/exams/attempt`;
  return attemptId === undefined ? collection : `${collection}/${attemptId}`;
}

/**
 * The attempt record: edx-proctoring's poll address (§3.3), or, for an edx-exams attempt, the latest
 * attempt on the exam (§8: no poll address).
 */
export function attemptRecordRequest(
  service: ExamService,
  legacy: boolean,
  attemptId: number,
  sequenceId: string,
): ExamRequest {
  if (service.kind === 'lms' || legacy) return { url: `${LMS_ATTEMPTS}/${attemptId}` };
  return latestAttemptRequest(service.base, sequenceId);
}

/** The access token of an exam's unit frames (§4), on edx-exams sites only. */
export function accessTokenUrl(base: string, examId: number): string {
  return `${base}/api/v1/access_tokens/exam_id/${examId}/`;
}
