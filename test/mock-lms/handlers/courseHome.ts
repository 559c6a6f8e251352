import { http, HttpResponse } from 'msw';
import { appRootFor, lmsUrl } from '../env';
import { courseMetadataBody } from '../wire/courseMetadata';
import { courseAndViewer } from './util';

export const courseHomeHandlers = [
  // The app calls the path without v1; the Pact file records the v1 path. Both are served.
  ...['/api/course_home/course_metadata/:courseId', '/api/course_home/v1/course_metadata/:courseId'].map(
    (path) =>
      http.get(lmsUrl(path), ({ params, cookies, request }) => {
        const found = courseAndViewer(params.courseId, cookies);
        if ('response' in found) return found.response;
        if (found.course.metadataForbidden && !found.viewer.originalUserIsStaff) {
          return HttpResponse.json({ detail: 'You do not have access to this course.' }, { status: 403 });
        }
        const timezone = new URL(request.url).searchParams.get('browser_timezone');
        return HttpResponse.json(
          courseMetadataBody(found.course, found.viewer, timezone, appRootFor(request)),
        );
      }),
  ),
];
