import { configureStore } from '@reduxjs/toolkit';
import { setAutoFreeze } from 'immer';
import { lmsApi, rootReducer, type RootState } from '@/lms/api';
import type { Platform } from '@/platform/platform';
import { unsavedChangesListener } from './unsavedChanges';

// Immer (under Redux Toolkit) deep-freezes every value it puts in the state: on a large course's outline
// (2,400 units) that walk costs tens of milliseconds on the way to the first screen, and again on each
// answer. Development and tests keep the freeze, so an accidental mutation still throws there
// (docs/decisions/0017-time-to-content.md).
if (!import.meta.env.DEV) setAutoFreeze(false);

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
