import { http, HttpResponse } from 'msw';
import { now } from '../clock';
import { findCourse } from '../courses';
import { PROGRESS_COMPLETIONS, progressScenarioCourses } from '../courses/progress';
import { lmsUrl } from '../env';
import { PERSONAS } from '../personas';
import { onReset, setOf, state, uc } from '../state';
import { isCurrentEra } from '../era';
import { courseAccess, enrollmentOf, forbiddenToday, signedIn, viewerFor, type Viewer } from '../viewer';
import { progressBody, progressState } from '../wire/progress';
import { courseAndViewer, forbidden, notFound, unauthorized } from './util';

/**
 * The progress tab's calls (course-home §4, §5.5): a learner's own progress, staff looking at a learner by
 * user id, and "Request certificate", after which the learner's certificate is issued (the next progress
 * answer says downloadable).
 */

const DAY = 24 * 60 * 60 * 1000;

/** Enrols the verified and audit learners in the progress scenario courses, with their completions. */
function seedProgressScenarios() {
  const learners = [
    { username: 'verified_learner', mode: 'verified' },
    { username: 'edx', mode: 'audit' },
  ];
  for (const course of progressScenarioCourses) {
    for (const { username, mode } of learners) {
      state.enrollments.set(uc(username, course.id), {
        mode,
        isActive: true,
        created: new Date(now() - 10 * DAY).toISOString(),
      });
    }
  }
  for (const [username, units] of Object.entries(PROGRESS_COMPLETIONS)) {
    const done = setOf(state.completions, username);
    for (const unit of units) done.add(unit);
  }
}
seedProgressScenarios();
onReset(seedProgressScenarios);

/** Staff looking at another learner: the learner becomes the effective user, without staff rights. */
function targetViewer(viewer: Viewer, userId: string): Viewer | null {
  // The LMS looks a user up by id when the path segment is a number, else by username.
  const learner = PERSONAS.find((p) =>
    /^\d+$/.test(userId) ? p.userId === Number(userId) : p.username === userId,
  );
  if (!learner) return null;
  return { ...viewer, effective: learner, isStaff: false };
}

const paths = (suffix: string) => [
  `/api/course_home/progress/${suffix}`,
  `/api/course_home/v1/progress/${suffix}`,
];

export const progressHandlers = [
  // Own progress: anonymous or unenrolled users get 401; staff may look without enrolling. Today's LMS
  // first answers 403 where the learner must be redirected (get_course_or_403, current-lms.md §6), and
  // its 401 for a learner not enrolled says so.
  ...paths(':courseId').map((path) =>
    http.get(lmsUrl(path), ({ params, cookies }) => {
      const found = courseAndViewer(params.courseId, cookies);
      if ('response' in found) return found.response;
      const { course, viewer } = found;
      if (!viewer.effective) return unauthorized();
      const redirected = forbiddenToday(course, viewer);
      if (redirected) return HttpResponse.json(redirected, { status: 403 });
      if (!enrollmentOf(viewer, course.id) && !viewer.isStaff) {
        return isCurrentEra() ? HttpResponse.json('User not enrolled.', { status: 401 }) : unauthorized();
      }
      if (!courseAccess(course, viewer).has_access) return unauthorized();
      return HttpResponse.json(progressBody(course, viewer));
    }),
  ),

  // Another learner's progress (note the trailing slash): course staff only; an unknown user is a 404.
  ...paths(':courseId/:targetUserId/').map((path) =>
    http.get(lmsUrl(path), ({ params, cookies }) => {
      const found = courseAndViewer(params.courseId, cookies);
      if ('response' in found) return found.response;
      const { course, viewer } = found;
      if (!viewer.real) return unauthorized();
      if (!viewer.originalUserIsStaff) return forbidden();
      const target = targetViewer(viewer, String(params.targetUserId));
      if (!target) return notFound('No such user.');
      // Today's LMS checks the learner's access to the course (get_course_or_403 for the student).
      const redirected = forbiddenToday(course, target);
      if (redirected) return HttpResponse.json(redirected, { status: 403 });
      return HttpResponse.json(progressBody(course, target));
    }),
  ),

  // "Request certificate" (course-home §5.5): a legacy LMS path; the certificate is then issued.
  http.post(lmsUrl('/courses/:courseId/generate_user_cert'), ({ params, cookies }) => {
    const course = findCourse(String(params.courseId));
    if (!course) return notFound();
    const viewer = viewerFor(signedIn(cookies), course.id);
    if (!viewer.effective || !enrollmentOf(viewer, course.id) || !courseAccess(course, viewer).has_access) {
      return HttpResponse.json({ detail: 'You are not eligible for a certificate.' }, { status: 400 });
    }
    if (course.certificate?.status === 'requesting') {
      progressState().requested.add(uc(viewer.effective.username, course.id));
    }
    return HttpResponse.json({ add_status: 'generating' });
  }),
];
