import '@/styles/breadcrumb.scss';
import './courseware.scss';
import type { Params } from 'react-router-dom';
import { coursewareApi } from '@/lms/courseware/api';
import type { AppDispatch } from '@/lms/hooks';
import { CoursewarePage } from './CoursewarePage';

/**
 * Starts the three course calls and the sequence call together, beside the course metadata (see
 * src/app/routes.tsx), before the page's frame has rendered.
 */
export function prefetch(dispatch: AppDispatch, params: Readonly<Params>) {
  if (!params.courseId) return;
  dispatch(coursewareApi.util.prefetch('getCourseware', params.courseId, {}));
  if (params.sequenceId) dispatch(coursewareApi.util.prefetch('getSequence', params.sequenceId, {}));
  // The course root will need the resume point: ask for it beside the course calls, not after them.
  else dispatch(coursewareApi.util.prefetch('getResume', params.courseId, { ifOlderThan: 5 }));
}

export default CoursewarePage;
