import { targetUserSegment } from '@/rules/targetUser';
import { lmsApi } from '@/lms/api';
import { accessExpirationLearned } from '@/lms/courseSession';
import { decodeProgress, emptyProgress, type Progress } from './model';

export type ProgressResult =
  | { readonly kind: 'progress'; readonly progress: Progress }
  | { readonly kind: 'legacy-redirect'; readonly url: string }
  /**
   * A 403 (today's LMS answers so where the learner must be redirected, current-lms.md §6): empty, and the
   * course metadata's `course_access` decides (see route.tsx).
   */
  | { readonly kind: 'forbidden' };

export interface ProgressArgs {
  readonly courseId: string;
  /** Another learner's id (staff), as the route gave it: an integer when it reads as one. */
  readonly targetUserId: number | string | null;
}

/** GET progress path (course-home §4): own progress without a slash, another learner's with one. */
export const progressPath = ({ courseId, targetUserId }: ProgressArgs) =>
  targetUserId === null
    ? `/api/course_home/progress/${courseId}`
    : `/api/course_home/progress/${courseId}/${targetUserSegment(targetUserId)}/`;

export const progressApi = lmsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET progress (spec §8): 404 → the legacy progress page, 401 → the tab with empty data, 403 →
     * `forbidden` (the page asks course_access), any other error fails the tab.
     */
    getProgress: build.query<ProgressResult, ProgressArgs>({
      query: (args) => ({
        url: progressPath(args),
        decode: (body, { config }) => ({
          kind: 'progress',
          progress: decodeProgress(body, config.LMS_BASE_URL),
        }),
        onStatus: {
          404: () => ({ kind: 'legacy-redirect', url: `/courses/${args.courseId}/progress` }),
          401: () => ({ kind: 'progress', progress: emptyProgress() }),
          403: () => ({ kind: 'forbidden' }),
        },
      }),
      providesTags: (_result, _error, { courseId }) => [{ type: 'Progress', id: courseId }],
      async onQueryStarted({ courseId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data?.kind === 'progress') {
          const { accessExpiration } = data.progress;
          dispatch(accessExpirationLearned({ courseId, accessExpiration }));
        }
      },
    }),
  }),
});

export const { useGetProgressQuery } = progressApi;
