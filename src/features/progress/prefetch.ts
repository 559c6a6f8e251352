import type { Params } from 'react-router-dom';
import type { AppDispatch } from '@/lms/hooks';
import { parseTargetUserId } from '@/rules/targetUser';
import { progressApi } from './api';

/*
 * The page's data calls, apart from its screen: src/app/routes.tsx imports this small module (no styles)
 * to start them when the app boots or the route shows, without waiting for the page's chunk and its
 * stylesheets.
 */

export const argsOf = (params: Readonly<Params>) => ({
  courseId: params.courseId ?? '',
  targetUserId: parseTargetUserId(params.targetUserId),
});

/** Starts the progress call beside the course metadata (see src/app/routes.tsx). */
export function prefetch(dispatch: AppDispatch, params: Readonly<Params>) {
  if (params.courseId) dispatch(progressApi.util.prefetch('getProgress', argsOf(params), {}));
}
