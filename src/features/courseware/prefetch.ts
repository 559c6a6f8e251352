import type { Params } from 'react-router-dom';
import type { AppDispatch } from '@/lms/hooks';
import { coursewareApi, firstSequenceHint } from '@/lms/courseware/api';

/*
 * The page's data calls, apart from its screen: src/app/routes.tsx imports this small module (no styles)
 * to start them when the app boots or the route shows, without waiting for the page's chunk and its
 * stylesheets.
 */

/**
 * Starts the three course calls and the sequence call together, beside the course metadata (see
 * src/app/routes.tsx), before the page's frame has rendered.
 */
export function prefetch(dispatch: AppDispatch, params: Readonly<Params>) {
  const { courseId } = params;
  if (!courseId) return;
  dispatch(coursewareApi.util.prefetch('getCourseware', courseId, {}));
  if (params.sequenceId) dispatch(coursewareApi.util.prefetch('getSequence', params.sequenceId, {}));
  else {
    // The course root will need the resume point: ask for it beside the course calls, not after them, and
    // its sequence as soon as it answers, before the page has redirected to it.
    const resume = dispatch(coursewareApi.endpoints.getResume.initiate(courseId));
    resume
      .unwrap()
      .then(async (point) => {
        // No resume point (a first visit): the page will go to the course's first sequence.
        const sequenceId = point.sectionId ?? (await firstSequenceHint(courseId));
        if (sequenceId) dispatch(coursewareApi.util.prefetch('getSequence', sequenceId, {}));
      })
      .catch(() => undefined) // the page asks again and shows what failed
      .finally(() => resume.unsubscribe());
  }
}
