import { http, HttpResponse } from 'msw';
import { now } from '../clock';
import { COURSES, findCourse } from '../courses';
import { appUrl, lmsUrl } from '../env';
import { isCurrentEra } from '../era';
import { state, uc } from '../state';
import { courseAccess, enrollmentOf, forbiddenToday, signedIn, viewerFor } from '../viewer';
import {
  courseHomeState,
  datesBody,
  outlineBody,
  proctoringStatusBody,
  shiftDeadlines,
} from '../wire/courseHomeTabs';
import { courseAndViewer, escapeHtml, htmlPage, notFound, unauthorized } from './util';

/**
 * The course home's calls (course-home §2, §3, §5): the outline and dates tabs, proctoring status, and the
 * POSTs around them. What they save (goal, dismissed welcome, shifted deadlines, enrolment, unsubscribed
 * reminders) is kept in the server state, so the next answer shows it.
 */

/** The outline answer carries the server's clock in its Date header (spec §7, timeOffsetMillis). */
const serverDate = () => ({ Date: new Date(now()).toUTCString() });

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const badRequest = (detail: string) => HttpResponse.json({ detail }, { status: 400 });

/** Reminder-email tokens: one per course, plus the contract example's, for the demo course. */
export const GOAL_TOKENS: Readonly<Record<string, string>> = Object.fromEntries([
  ['0d1d2a3c-4b5e-4f60-8a7b-9c0d1e2f3a4b', 'course-v1:edX+DemoX+Demo_Course'],
  ...COURSES.map((course, i): [string, string] => [
    `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    course.id,
  ]),
]);

export const courseHomeTabHandlers = [
  ...['/api/course_home/outline/:courseId', '/api/course_home/v1/outline/:courseId'].map((path) =>
    http.get(lmsUrl(path), ({ params, cookies }) => {
      const found = courseAndViewer(params.courseId, cookies);
      if ('response' in found) return found.response;
      const forbidden = forbiddenToday(found.course, found.viewer);
      if (forbidden) return HttpResponse.json(forbidden, { status: 403 });
      return HttpResponse.json(outlineBody(found.course, found.viewer), { headers: serverDate() });
    }),
  ),

  // Anonymous or unenrolled users get 401 (course-home §3); staff may look without enrolling.
  ...['/api/course_home/dates/:courseId', '/api/course_home/v1/dates/:courseId'].map((path) =>
    http.get(lmsUrl(path), ({ params, cookies }) => {
      const found = courseAndViewer(params.courseId, cookies);
      if ('response' in found) return found.response;
      const { course, viewer } = found;
      const forbidden = forbiddenToday(course, viewer);
      if (forbidden) return HttpResponse.json(forbidden, { status: 403 });
      if (!viewer.effective || (!enrollmentOf(viewer, course.id) && !viewer.isStaff)) return unauthorized();
      return HttpResponse.json(datesBody(course, viewer), { headers: serverDate() });
    }),
  ),

  http.get(lmsUrl('/api/edx_proctoring/v1/user_onboarding/status'), ({ request, cookies }) => {
    const query = new URL(request.url).searchParams;
    const course = findCourse(query.get('course_id') ?? undefined);
    if (!course) return notFound();
    const viewer = viewerFor(signedIn(cookies), course.id);
    const body = proctoringStatusBody(course, viewer);
    return body
      ? HttpResponse.json(body)
      : notFound('There is no onboarding exam related to this course id.');
  }),

  http.post(lmsUrl('/api/course_experience/v1/reset_course_deadlines'), async ({ request, cookies }) => {
    const body = await jsonBody(request);
    const course = findCourse(typeof body.course_key === 'string' ? body.course_key : undefined);
    if (!course) return badRequest('Unknown course_key.');
    const viewer = viewerFor(signedIn(cookies), course.id);
    if (!viewer.effective) return unauthorized();
    if (!enrollmentOf(viewer, course.id)) return badRequest('You are not enrolled in this course.');
    if (!shiftDeadlines(course, viewer))
      return badRequest('Only self-paced courses have a schedule to shift.');
    return HttpResponse.json({
      header: 'Your due dates have been successfully shifted to help you stay on track.',
      link: appUrl(`/course/${course.id}/dates`),
      link_text: 'View all dates',
    });
  }),

  http.post(lmsUrl('/api/course_home/save_course_goal'), async ({ request, cookies }) => {
    const body = await jsonBody(request);
    // Today's LMS reads course_id first (research §3: a ParseError without it).
    if (isCurrentEra() && body.course_id === undefined) return badRequest("'course_id' is required.");
    const course = findCourse(typeof body.course_id === 'string' ? body.course_id : undefined);
    if (!course) return badRequest('Unknown course_id.');
    const viewer = viewerFor(signedIn(cookies), course.id);
    if (!viewer.effective) return unauthorized();
    const key = uc(viewer.effective.username, course.id);
    const home = courseHomeState();
    if (isCurrentEra()) {
      // Today's LMS (current-lms.md §3): weekly goals; goal_key is ignored, the reminder switch required.
      if (typeof body.subscribed_to_reminders !== 'boolean')
        return badRequest("'subscribed_to_reminders' is required.");
      const days = body.days_per_week;
      if (
        days !== undefined &&
        days !== null &&
        (typeof days !== 'number' || !Number.isInteger(days) || days < 0)
      )
        return badRequest('days_per_week must be a whole number.');
      const previous = home.weeklyGoals.get(key);
      home.weeklyGoals.set(key, {
        daysPerWeek: typeof days === 'number' ? days : (previous?.daysPerWeek ?? 0),
        subscribedToReminders: body.subscribed_to_reminders,
      });
      home.reminders.set(key, body.subscribed_to_reminders);
      return HttpResponse.json({
        header: 'Your course goal has been successfully set.',
        message: 'Course goal updated successfully.',
      });
    }
    if (typeof body.subscribed_to_reminders === 'boolean')
      home.reminders.set(key, body.subscribed_to_reminders);
    if (body.goal_key === undefined) return HttpResponse.json({});
    const option = (course.goalOptions ?? []).find(([k]) => k === body.goal_key);
    if (!option) return badRequest('Unknown goal_key.');
    home.goals.set(key, option[0]);
    return HttpResponse.json({
      header:
        option[0] === 'unsure'
          ? 'Your goal has been set: Not sure yet. You can set a goal any time.'
          : `Your goal has been set: ${option[1]}.`,
      message: 'You can change your goal at any time.',
    });
  }),

  http.post(lmsUrl('/api/course_home/dismiss_welcome_message'), async ({ request, cookies }) => {
    const body = await jsonBody(request);
    const course = findCourse(typeof body.course_id === 'string' ? body.course_id : undefined);
    if (!course) return badRequest('Unknown course_id.');
    const viewer = viewerFor(signedIn(cookies), course.id);
    if (!viewer.effective) return unauthorized();
    courseHomeState().welcomeDismissed.add(uc(viewer.effective.username, course.id));
    return HttpResponse.json({});
  }),

  // Works without sign-in: the token says whose reminders stop.
  http.post(lmsUrl('/api/course_home/unsubscribe_from_course_goal/:token'), ({ params }) => {
    const courseId = GOAL_TOKENS[String(params.token)];
    const course = findCourse(courseId);
    if (!course) return notFound();
    courseHomeState().unsubscribed.add(String(params.token));
    return HttpResponse.json({ course_title: course.title });
  }),

  http.post(lmsUrl('/api/send_account_activation_email'), ({ cookies }) =>
    signedIn(cookies) ? new HttpResponse(null, { status: 200 }) : unauthorized(),
  ),

  // Enrolment from the outline's alert (course-home §5.9), in the default (audit) mode.
  http.post(lmsUrl('/api/enrollment/v1/enrollment'), async ({ request, cookies }) => {
    const persona = signedIn(cookies);
    if (!persona) return unauthorized();
    const body = await jsonBody(request);
    const details = body.course_details as { course_id?: unknown } | undefined;
    const course = findCourse(typeof details?.course_id === 'string' ? details.course_id : undefined);
    if (!course) return badRequest('Unknown course.');
    if (course.invitationOnly) return badRequest('This course is by invitation only.');
    const created = new Date(now()).toISOString();
    const mode = course.verifiedMode ? 'audit' : 'honor';
    state.enrollments.set(uc(persona.username, course.id), { mode, isActive: true, created });
    return HttpResponse.json({
      created,
      mode,
      is_active: true,
      course_details: {
        course_id: course.id,
        course_name: course.title,
        enrollment_start: null,
        enrollment_end: null,
        course_start: null,
        course_end: null,
        invite_only: Boolean(course.invitationOnly),
        course_modes: [],
      },
      user: persona.username,
    });
  }),

  // The outline's "Request certificate" (course-home §5.5): a legacy LMS path.
  http.post(lmsUrl('/courses/:courseId/generate_user_cert'), ({ params, cookies }) => {
    const course = findCourse(String(params.courseId));
    if (!course) return notFound();
    const viewer = viewerFor(signedIn(cookies), course.id);
    if (!enrollmentOf(viewer, course.id) || !courseAccess(course, viewer).has_access) {
      return badRequest('You are not eligible for a certificate.');
    }
    return HttpResponse.json({ add_status: 'generating' });
  }),

  // A page that lists the course-home scenarios, with the goal-reminder unsubscribe links.
  http.get(lmsUrl('/__mock/course-home'), () => {
    const tokens = Object.entries(GOAL_TOKENS)
      .map(([token, courseId]) => {
        const course = findCourse(courseId);
        return `<li><a href="${appUrl(`/goal-unsubscribe/${token}`)}">${escapeHtml(course?.title ?? courseId)}</a></li>`;
      })
      .join('');
    return htmlPage(
      'Course home scenarios',
      `<div class="card"><p>The scenario courses are listed on the <a href="/__mock">control panel</a>; the verified and
audit learners are enrolled in all of them. Staff banners: sign in as “Staff viewing as the audit learner”.
The account-activation message: <a href="/register">register</a>.</p></div>
<div class="card"><h2>Goal-reminder unsubscribe links</h2><p>Work without signing in.
<a href="${appUrl('/goal-unsubscribe/not-a-real-token')}">An unknown token</a> shows the error.</p><ul>${tokens}</ul></div>`,
    );
  }),
];
