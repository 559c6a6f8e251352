import { combineSlices } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { lmsBaseQuery } from './baseQuery';
import { courseSessionSlice } from './courseSession';

/**
 * The one RTK Query slice for the LMS. Features inject their endpoints (`lmsApi.injectEndpoints`) beside
 * their screens, so a route's endpoints ship in the route's chunk.
 */
export const lmsApi = createApi({
  reducerPath: 'lms',
  baseQuery: lmsBaseQuery,
  tagTypes: [
    'CourseMetadata',
    'Outline',
    'Dates',
    'Progress',
    'Courseware',
    'Sequence',
    'Masquerade',
    'ProctoringStatus',
  ],
  // Answers nobody looks at any more stay a while, so going back to a tab is instant.
  keepUnusedDataFor: 300,
  refetchOnReconnect: true,
  endpoints: () => ({}),
});

/**
 * Slices that features add when their code loads (RTK's combineSlices). A feature declares its slice in
 * this interface with `declare module '@/lms/api'` and calls `slice.injectInto(rootReducer)`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(lmsApi, courseSessionSlice).withLazyLoadedSlices<LazyLoadedSlices>();

/** The course session's selectors, bound to the root state. */
export const { selectAccessExpiration, selectCanViewLegacyCourseware, selectLegacyUnitUrl } =
  courseSessionSlice.selectors;

export type RootState = ReturnType<typeof rootReducer>;
