import type { Params } from 'react-router-dom';
import type { AppDispatch } from '@/lms/hooks';
import { liveApi } from './api';

/** Asks for the live frame when the route renders or the app boots on it (see src/app/routes.tsx). */
export function prefetch(dispatch: AppDispatch, params: Readonly<Params>) {
  if (params.courseId) dispatch(liveApi.util.prefetch('getLiveFrame', params.courseId, {}));
}
