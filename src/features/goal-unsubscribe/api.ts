import { lmsApi } from '@/lms/api';
import { read } from '@/lms/decode';

/**
 * POST unsubscribe_from_course_goal/{token} (course-home §5.6), made as a query: the page sends it once
 * when it opens, and unsubscribing twice is harmless, so the query's de-duplication is what we want.
 * Works without sign-in.
 */
export const goalUnsubscribeApi = lmsApi.injectEndpoints({
  endpoints: (build) => ({
    unsubscribeFromGoalReminders: build.query<{ courseTitle: string }, string>({
      query: (token) => ({
        url: `/api/course_home/unsubscribe_from_course_goal/${encodeURIComponent(token)}`,
        method: 'POST',
        decode: (body) => ({ courseTitle: read(body).str('course_title') }),
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useUnsubscribeFromGoalRemindersQuery } = goalUnsubscribeApi;
