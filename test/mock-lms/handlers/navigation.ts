import { http, HttpResponse } from 'msw';
import { lmsUrl } from '../env';
import { isCurrentEra } from '../era';
import { forbiddenToday } from '../viewer';
import { canSeeContent } from '../wire/courseware';
import { navigationBody } from '../wire/navigation';
import { courseAndViewer, forbidden, notFound } from './util';

/**
 * The course-outline sidebar's call (current-lms.md §7): today's LMS routes it with and without `v1`; the
 * spec's LMS has no such call (404, Django's page for an unknown path). Today's LMS answers 403 where the
 * learner must be redirected, and for a viewer who may not see the content.
 */
export const navigationHandlers = [
  '/api/course_home/navigation/:courseId',
  '/api/course_home/v1/navigation/:courseId',
].map((path) =>
  http.get(lmsUrl(path), ({ params, cookies }) => {
    if (!isCurrentEra()) return notFound();
    const found = courseAndViewer(params.courseId, cookies);
    if ('response' in found) return found.response;
    const refused = forbiddenToday(found.course, found.viewer);
    if (refused) return HttpResponse.json(refused, { status: 403 });
    if (!canSeeContent(found.course, found.viewer)) return forbidden();
    return HttpResponse.json(navigationBody(found.course, found.viewer));
  }),
);
