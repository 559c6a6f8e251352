import type { Params } from 'react-router-dom';
import type { AppDispatch } from '@/lms/hooks';
import { preferencesUnsubscribeApi } from './api';

/** Sends the unsubscription as soon as the route renders or the app boots on it (src/app/routes.tsx). */
export function prefetch(dispatch: AppDispatch, params: Readonly<Params>) {
  if (params.userToken) {
    dispatch(
      preferencesUnsubscribeApi.util.prefetch(
        'unsubscribeFromNotifications',
        { userToken: params.userToken, updatePatch: params.updatePatch },
        {},
      ),
    );
  }
}
