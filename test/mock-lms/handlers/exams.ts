import { http, HttpResponse } from 'msw';
import { now } from '../clock';
import { lmsUrl } from '../env';
import { signedIn, viewerFor } from '../viewer';
import {
  applyTimeout,
  attemptOf,
  attemptRecordBody,
  createAttempt,
  examAttemptsBody,
  examRecordById,
  examRecordOfSequence,
  examSequence,
  examSequenceOfUnit,
  examsServiceInRuntimeConfig,
  examsState,
  findAttempt,
  INCOMPLETE,
  accessTokenOpens,
  isServiceExam,
  passedDueDate,
  serviceCourses,
  startClock,
} from '../wire/exams';
import { escapeHtml, forbidden, htmlPage } from './util';

/**
 * The mock's edx-proctoring API (exams contract §2–§3, §9): the exam read, start, the PUT actions, the
 * poll; the LMS's gate on the unit pages of an exam (§3.3, §9 rule 7); and a control endpoint for tests
 * (§9 rule 9), `POST /__mock/exams`:
 *
 * - `{"action": "allowance", "username": "…", "sequenceId": "…", "minutes": 15}` grants extra time;
 * - `{"action": "due", "username": "…", "sequenceId": "…", "due": "2025-05-25T00:00:00Z" | null}` sets a
 *   learner's own due date;
 * - `{"action": "reset", "username"?: "…", "sequenceId"?: "…"}` deletes attempts (all when unfiltered);
 * - `{"action": "timed-out-state", "on": true}` stores timeouts as `timed_out` (ALLOW_TIMED_OUT_STATE);
 * - `{"action": "provider", "courseId": "…", "provider": "lti_external" | "null"}` sets a course's
 *   proctoring provider: `lti_external` hands its exams to the mock's edx-exams service (./edxExams.ts);
 * - `{"action": "runtime-config", "on": true}` adds `EXAMS_BASE_URL` (the mock's service) to the runtime
 *   configuration the LMS serves the apps.
 *
 * edx-proctoring acts on the signed-in user, never the masqueraded one (contract §1).
 */

const ATTEMPTS = '/api/edx_proctoring/v1/proctored_exam/attempt';
const COURSE_KEY = /^course-v1:[^/+]+\+[^/+]+\+[^/+]+$/;

export const detail = (status: number, text: string) => HttpResponse.json({ detail: text }, { status });
const signedOut = () => detail(403, 'Authentication credentials were not provided.');
const serverError = () =>
  new HttpResponse('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } });

export async function jsonBody(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const transition = (from: string, to: string, examId: number, userId: number, courseId: string) =>
  detail(
    400,
    `A status transition from "${from}" to "${to}" was attempted on exam_id=${examId} for user_id=${userId}. This is not allowed! (course_id=${courseId})`,
  );

type ExamUser = { username: string; userId: number; email: string };

/**
 * §3.2 (and §8 `POST {EXAMS}/api/v1/exams/attempt`, same body): create the attempt, started with
 * `start_clock`. Each system takes only its own exams: the edx-exams service's (lti_external courses) or
 * edx-proctoring's.
 */
export function createAttemptResponse(
  user: ExamUser,
  body: Record<string, unknown> | null,
  system: 'lms' | 'edx-exams',
): Response {
  const record = examRecordById(body?.exam_id);
  if (!body || !record || isServiceExam(record) !== (system === 'edx-exams'))
    return detail(400, `Attempted to get exam_id=${String(body?.exam_id)}, but this exam does not exist.`);
  // The server lower-cases the flags: anything but a string crashes the view.
  const flags = [body.start_clock, body.attempt_proctored];
  if (flags.some((flag) => flag !== undefined && typeof flag !== 'string')) return serverError();
  if (record.type !== 'timed') return detail(400, 'This mock LMS takes timed exams only.');
  if (passedDueDate(user.username, record)) {
    return detail(
      403,
      `user_id=${user.userId} attempted to create an attempt for expired exam with exam_id=${record.id} in course_id=${record.course.id}`,
    );
  }
  if (attemptOf(user.username, record.id)) {
    return detail(
      400,
      `Cannot create new exam attempt for exam_id=${record.id} and user_id=${user.userId} in course_id=${record.course.id} because it already exists!`,
    );
  }
  const start = typeof body.start_clock === 'string' && body.start_clock.toLowerCase() === 'true';
  const attempt = createAttempt(user, record, start);
  return HttpResponse.json({ exam_attempt_id: attempt.id });
}

/** §3.4 (and §8 `PUT {EXAMS}/api/v1/exams/attempt/{id}`): stop, start, submit. */
export function updateAttemptResponse(
  user: ExamUser,
  attemptIdParam: string,
  action: unknown,
  system: 'lms' | 'edx-exams',
): Response {
  const attempt = findAttempt(Number(attemptIdParam));
  const record = attempt ? examRecordById(attempt.examId) : undefined;
  if (!attempt || !record || isServiceExam(record) !== (system === 'edx-exams'))
    return detail(400, `Attempted to update attempt_id=${attemptIdParam} but it does not exist.`);
  if (attempt.username !== user.username) return forbidden();
  const illegal = (to: string) => transition(attempt.status, to, record.id, user.userId, record.course.id);
  const incomplete = INCOMPLETE.includes(attempt.status);
  switch (action) {
    case 'stop':
      if (!incomplete) return illegal('ready_to_submit');
      attempt.status = 'ready_to_submit';
      break;
    case 'start':
      if (!incomplete) return illegal('started');
      if (attempt.status === 'started') return detail(400, `Attempt ${attempt.id} has already been started.`);
      startClock(attempt, record);
      break;
    case 'submit':
      if (!incomplete && attempt.status !== 'submitted' && attempt.status !== 'timed_out')
        return illegal('submitted');
      attempt.status = 'submitted';
      attempt.completedAt ??= now();
      break;
    default:
      // edx-proctoring's view crashes on an unknown action; edx-exams answers 400 (§8).
      return system === 'lms' ? serverError() : detail(400, `Unknown action "${String(action)}".`);
  }
  attempt.modified = now();
  applyTimeout(attempt);
  return HttpResponse.json({ exam_attempt_id: attempt.id });
}

export const examsHandlers = [
  http.post(lmsUrl('/__mock/exams'), async ({ request }) => {
    const body = (await jsonBody(request)) ?? {};
    const s = examsState();
    const username = typeof body.username === 'string' ? body.username : null;
    const sequenceId = typeof body.sequenceId === 'string' ? body.sequenceId : null;
    switch (body.action) {
      case 'allowance':
        if (!username || !sequenceId || typeof body.minutes !== 'number')
          return detail(400, 'allowance needs username, sequenceId and minutes');
        s.allowances.set(`${username}|${sequenceId}`, body.minutes);
        break;
      case 'due':
        if (!username || !sequenceId) return detail(400, 'due needs username and sequenceId');
        s.dueDates.set(`${username}|${sequenceId}`, typeof body.due === 'string' ? body.due : null);
        break;
      case 'reset': {
        const record = sequenceId ? examRecordOfSequence(sequenceId) : undefined;
        s.attempts = s.attempts.filter(
          (a) =>
            (username !== null && a.username !== username) ||
            (record !== undefined && a.examId !== record.id),
        );
        break;
      }
      case 'timed-out-state':
        s.allowTimedOutState = body.on !== false;
        break;
      case 'runtime-config':
        // The runtime configuration sends EXAMS_BASE_URL (the mock's service) while on.
        examsServiceInRuntimeConfig().on = body.on !== false;
        break;
      case 'provider': {
        // The course's proctoring provider: `lti_external` hands its exams to the edx-exams service.
        if (typeof body.courseId !== 'string') return detail(400, 'provider needs courseId');
        if (body.provider === 'lti_external') serviceCourses().add(body.courseId);
        else serviceCourses().delete(body.courseId);
        break;
      }
      default:
        return detail(400, 'unknown action');
    }
    return HttpResponse.json({ ok: true });
  }),

  // §2: the exam and attempts of a course (and sequence).
  http.get(lmsUrl(`${ATTEMPTS}/course_id/:courseId`), ({ params, request, cookies }) => {
    const courseId = String(params.courseId);
    if (!COURSE_KEY.test(courseId))
      return htmlPage('Page not found', '<p>The page you asked for does not exist.</p>', { status: 404 });
    const user = signedIn(cookies);
    if (!user) return signedOut();
    const contentId = new URL(request.url).searchParams.get('content_id');
    return HttpResponse.json(examAttemptsBody(courseId, contentId, user.username));
  }),

  // §3.2: create (and start) an attempt.
  http.post(lmsUrl(ATTEMPTS), async ({ request, cookies }) => {
    const user = signedIn(cookies);
    if (!user) return signedOut();
    return createAttemptResponse(user, await jsonBody(request), 'lms');
  }),

  // §3.3: the poll (the raw attempt).
  http.get(lmsUrl(`${ATTEMPTS}/:attemptId`), ({ params, cookies }) => {
    const user = signedIn(cookies);
    if (!user) return signedOut();
    const attempt = findAttempt(Number(params.attemptId));
    if (!attempt)
      return detail(
        400,
        `Attempted to get attempt_id=${String(params.attemptId)} but this attempt does not exist.`,
      );
    if (attempt.username !== user.username) return forbidden();
    return HttpResponse.json(attemptRecordBody(attempt));
  }),

  // §3.4: stop, start, submit.
  http.put(lmsUrl(`${ATTEMPTS}/:attemptId`), async ({ params, request, cookies }) => {
    const user = signedIn(cookies);
    if (!user) return signedOut();
    return updateAttemptResponse(user, String(params.attemptId), (await jsonBody(request))?.action, 'lms');
  }),

  // The legacy exam page at a sequence's address (where the LMS sends refused unit pages, §3.3).
  http.get(lmsUrl('/xblock/:blockId'), ({ params }) => {
    const sequence = examSequence(String(params.blockId));
    if (!sequence) return undefined;
    return htmlPage(
      sequence.title,
      `<p>This is the course site's own page for the exam <strong>${escapeHtml(sequence.title)}</strong>. Its content opens in the learning app once the exam has started.</p>`,
    );
  }),

  // Unit pages of an exam: only while the attempt runs, or to review it past due (§9 rule 7).
  http.get(lmsUrl('/xblock/:blockId'), ({ params, request, cookies }) => {
    const found = examSequenceOfUnit(String(params.blockId));
    if (!found) return undefined;
    const viewer = viewerFor(signedIn(cookies), found.course.id);
    const serviceExam = found.record !== undefined && isServiceExam(found.record);
    // Course staff see exam content without an attempt (masquerading staff too, as in the library). For an
    // edx-exams exam the LMS lets through only global staff and staff masquerading as a specific learner.
    if (
      serviceExam
        ? viewer.real?.administrator || (viewer.originalUserIsStaff && viewer.masquerade?.userName)
        : viewer.isStaff || viewer.originalUserIsStaff
    )
      return undefined;
    const { record } = found;
    const user = viewer.real;
    // An exam of the edx-exams service (§4): the page needs a valid access token, whatever the attempt.
    if (record && isServiceExam(record)) {
      const token = new URL(request.url).searchParams.get('exam_access');
      if (user && accessTokenOpens(token, user.userId, found.sequence.id)) return undefined;
      return new HttpResponse('Access to exam content is restricted', {
        status: 403,
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      });
    }
    const attempt = record && user ? attemptOf(user.username, record.id) : undefined;
    const open =
      record?.type === 'timed' &&
      attempt !== undefined &&
      (attempt.status === 'started' ||
        (['submitted', 'timed_out'].includes(attempt.status) &&
          passedDueDate(user!.username, record) &&
          !record.sequence.hideAfterDue));
    if (open) return undefined;
    return new HttpResponse(null, {
      status: 302,
      headers: { Location: lmsUrl(`/xblock/${found.sequence.id}`) },
    });
  }),
];
