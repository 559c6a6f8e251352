import { http, HttpResponse } from 'msw';
import { lmsUrl } from '../env';
import { enrollmentOf } from '../viewer';
import { discussionCourseBody, discussionTopicsBody } from '../wire/discussions';
import { courseAndViewer, notFound, unauthorized, type Cookies } from './util';

/** The course and its viewer when they may see its discussions: signed in, enrolled or course staff. */
function discussionsOf(courseId: unknown, cookies: Cookies) {
  const found = courseAndViewer(courseId, cookies);
  if ('response' in found) return found;
  const { course, viewer } = found;
  if (!viewer.effective) return { response: unauthorized() };
  // The LMS's _get_course: a learner without access to the course gets its "not found".
  if (!viewer.isStaff && !enrollmentOf(viewer, course.id)) return { response: notFound() };
  return found;
}

/**
 * The discussions' calls the courseware's right sidebar makes (issue 37): the course's discussions
 * configuration, then, for the `openedx` provider, its topics (lms discussion rest_api).
 */
export const discussionsHandlers = [
  http.get(lmsUrl('/api/discussion/v1/courses/:courseId'), ({ params, cookies }) => {
    const found = discussionsOf(params.courseId, cookies);
    if ('response' in found) return found.response;
    return HttpResponse.json(discussionCourseBody(found.course));
  }),
  http.get(lmsUrl('/api/discussion/v2/course_topics/:courseId'), ({ params, cookies }) => {
    const found = discussionsOf(params.courseId, cookies);
    if ('response' in found) return found.response;
    return HttpResponse.json(discussionTopicsBody(found.course));
  }),
];
