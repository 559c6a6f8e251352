import { http, HttpResponse } from 'msw';
import { examsServiceUrl } from '../env';
import { JWT_PAYLOAD_COOKIE } from '../jwt';
import { findPersonaByUser, type Persona } from '../personas';
import {
  examRecordById,
  grantAccessToken,
  serviceExamAttemptsBody,
  serviceLatestAttemptBody,
} from '../wire/exams';
import { createAttemptResponse, detail, jsonBody, updateAttemptResponse } from './exams';
import type { Cookies } from './util';

/**
 * The mock's edx-exams service (exams contract §4, §8), under `EXAMS_BASE_URL` (../env.ts), on the same
 * exam records, attempts and clock as the mock's edx-proctoring (../wire/exams.ts). Which exams it
 * manages is the course's proctoring provider: `POST /__mock/exams` with
 * `{"action": "provider", "courseId": "…", "provider": "lti_external"}` hands a course's exams to it
 * (`"null"` gives them back); other exams are forwarded to edx-proctoring and answered in its form.
 *
 * Authentication is the JWT cookie only (`JwtAuthentication`): the session cookie means nothing here.
 */

/** The user of the script-readable JWT cookie (the mock does not check signatures). */
function jwtUser(cookies: Cookies): Persona | null {
  const value = cookies[JWT_PAYLOAD_COOKIE];
  const payload = value?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      preferred_username?: unknown;
    };
    return typeof claims.preferred_username === 'string'
      ? (findPersonaByUser(claims.preferred_username) ?? null)
      : null;
  } catch {
    return null;
  }
}

const notAuthenticated = () => detail(401, 'Authentication credentials were not provided.');

export const edxExamsHandlers = [
  // The exam and the learner's attempt on it (§8, first row).
  http.get(
    examsServiceUrl('/api/v1/student/exam/attempt/course_id/:courseId/content_id/:contentId'),
    ({ params, cookies }) => {
      const user = jwtUser(cookies);
      if (!user) return notAuthenticated();
      return HttpResponse.json(
        serviceExamAttemptsBody(String(params.courseId), String(params.contentId), user.username),
      );
    },
  ),

  // The latest attempt: on one exam, or the running one (§8).
  http.get(examsServiceUrl('/api/v1/exams/attempt/latest'), ({ request, cookies }) => {
    const user = jwtUser(cookies);
    if (!user) return notAuthenticated();
    const contentId = new URL(request.url).searchParams.get('content_id');
    return HttpResponse.json(serviceLatestAttemptBody(user.username, contentId));
  }),

  http.post(examsServiceUrl('/api/v1/exams/attempt'), async ({ request, cookies }) => {
    const user = jwtUser(cookies);
    if (!user) return notAuthenticated();
    return createAttemptResponse(user, await jsonBody(request), 'edx-exams');
  }),

  http.put(examsServiceUrl('/api/v1/exams/attempt/:attemptId'), async ({ params, request, cookies }) => {
    const user = jwtUser(cookies);
    if (!user) return notAuthenticated();
    return updateAttemptResponse(
      user,
      String(params.attemptId),
      (await jsonBody(request))?.action,
      'edx-exams',
    );
  }),

  // §4: the access token of an exam's unit frames.
  http.get(examsServiceUrl('/api/v1/access_tokens/exam_id/:examId/'), ({ params, cookies }) => {
    const user = jwtUser(cookies);
    if (!user) return notAuthenticated();
    const record = examRecordById(Number(params.examId));
    if (!record) return detail(404, 'Exam does not exist');
    const granted = grantAccessToken(user, record);
    if (!granted) return detail(403, 'Exam access token not granted');
    return HttpResponse.json({
      exam_access_token: granted.token,
      exam_access_token_expiration: granted.expiresIn,
    });
  }),
];
