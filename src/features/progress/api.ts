import { lmsApi } from '@/lms/api';
import { accessExpirationLearned } from '@/lms/courseSession';
import { decodeProgress, emptyProgress, type Progress } from './model';

export type ProgressResult =
  | { readonly kind: 'progress'; readonly progress: Progress }
  | { readonly kind: 'legacy-redirect'; readonly url: string };

export interface ProgressArgs {
  readonly courseId: string;
  /** Another learner's id (staff), as the route gave it: an integer when it reads as one. */
  readonly targetUserId: number | string | null;
}

/** GET progress path (course-home §4): own progress without a slash, another learner's with one. */
export const progressPath = ({ courseId, targetUserId }: ProgressArgs) =>
  targetUserId === null
    ? `/api/course_home/progress/${courseId}`
    : `/api/course_home/progress/${courseId}/${encodeURIComponent(String(targetUserId))}/`;

export const progressApi = lmsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET progress (spec §8): 404 → the legacy progress page, 401 → the tab with empty data, any other
     * error fails the tab.
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
