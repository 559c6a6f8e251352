import '@/styles/card.scss';
import '@/styles/badge.scss';
import './course-exit.scss';
import type { Params } from 'react-router-dom';
import { coursewareApi } from '@/lms/courseware/api';
import type { AppDispatch } from '@/lms/hooks';
import { CourseExitPage } from './CourseExitPage';

/** Starts the course calls beside the course metadata (see src/app/routes.tsx). */
export function prefetch(dispatch: AppDispatch, params: Readonly<Params>) {
  if (params.courseId) dispatch(coursewareApi.util.prefetch('getCourseware', params.courseId, {}));
}

export default CourseExitPage;
