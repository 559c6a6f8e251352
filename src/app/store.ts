import { configureStore } from '@reduxjs/toolkit';
import { lmsApi, rootReducer, type RootState } from '@/lms/api';
import type { Platform } from '@/platform/platform';
import { unsavedChangesListener } from './unsavedChanges';

/** A fresh store per app (and per test), with the platform as the extra argument of thunks and queries. */
export function makeStore(platform: Platform, preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: platform } })
        .prepend(unsavedChangesListener())
        .concat(lmsApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
