import type { Params } from 'react-router-dom';
import type { AppDispatch } from '@/lms/hooks';
import { coursewareApi } from '@/lms/courseware/api';
import { firstSequenceHint, unitCallBeforeOutline } from '@/lms/courseware/callSchedule';

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
  // What util.prefetch does (no subscription, no forced refetch), with the call's promise kept: a sequence
  // the page shows without the outline goes before it (unitCallBeforeOutline).
  const sequence = (sequenceId: string) =>
    dispatch(
      coursewareApi.endpoints.getSequence.initiate(sequenceId, { subscribe: false, forceRefetch: false }),
    );
  if (params.sequenceId) unitCallBeforeOutline(sequence(params.sequenceId));
  else {
    // The course root will need the resume point: ask for it beside the course calls, not after them, and
    // its sequence as soon as it answers, before the page has redirected to it.
    const resume = dispatch(coursewareApi.endpoints.getResume.initiate(courseId));
    unitCallBeforeOutline(resume);
    resume
      .unwrap()
      .then((point) => {
        // A resume point with its unit: the page goes there without the outline.
        if (point.sectionId && point.unitId) {
          unitCallBeforeOutline(sequence(point.sectionId));
          return;
        }
        // None (a first visit): the page goes to the course's first sequence, which the learning sequences
        // call names long before the blocks outline (rootSequence). The outline waits for that call and
        // its sequence (registered now, while the resume answer is fresh, not once the name has come).
        unitCallBeforeOutline(
          firstSequenceHint(courseId).then((guess) => (guess ? sequence(guess) : undefined)),
        );
      })
      .catch(() => undefined) // the page asks again and shows what failed
      .finally(() => resume.unsubscribe());
  }
}
