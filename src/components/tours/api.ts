import { lmsApi } from '@/lms/api';
import type { Platform } from '@/platform/platform';
import { decodeUserTours, type UserTours, type WireUserTours } from './model';
import type { TourWrites } from './rules';

const path = (username: string) => `/api/user_tours/v1/${encodeURIComponent(username)}`;

export interface EndToursArgs extends TourWrites {
  readonly username: string;
}

/**
 * The learner's tours record (current-lms.md §9). Injected by the tours' own chunk, which loads after the
 * page's first section or unit has painted, so neither call is on a first visit's path.
 */
export const toursApi = lmsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `GET /api/user_tours/v1/{username}`. A 401 (not signed in), 403 (the LMS's `user_tours.tours_disabled`
     * switch) or 404 (no record; the spec's LMS has no such call) means no tours: null, and no error. The
     * record is kept for the page's life: a tour ended here stays ended here even if the LMS did not hear.
     */
    getUserTours: build.query<UserTours | null, string>({
      query: (username) => ({
        url: path(username),
        decode: (body) => decodeUserTours(body),
        onStatus: { 401: () => null, 403: () => null, 404: () => null },
      }),
      keepUnusedDataFor: 24 * 60 * 60,
    }),

    /**
     * `PATCH` the same address with what ending a tour changes. The tour is gone from the page at once and
     * does not come back in this page if the call fails (nothing the learner made is lost: it shows again
     * on a later visit, as the LMS still has it due); the failure is logged.
     */
    endTours: build.mutation<null, EndToursArgs>({
      query: ({ username, courseHome, courseware }) => {
        const body: Partial<WireUserTours> = {};
        if (courseHome) body.course_home_tour_status = 'no-tour';
        if (courseware) body.show_courseware_tour = false;
        return { url: path(username), method: 'PATCH', body, decode: () => null };
      },
      async onQueryStarted({ username, courseHome, courseware }, { dispatch, queryFulfilled, extra }) {
        dispatch(
          toursApi.util.updateQueryData('getUserTours', username, (draft) =>
            draft
              ? {
                  courseHomeTourStatus: courseHome ? 'no-tour' : draft.courseHomeTourStatus,
                  showCoursewareTour: courseware ? false : draft.showCoursewareTour,
                }
              : draft,
          ),
        );
        try {
          await queryFulfilled;
        } catch (error) {
          (extra as Platform).logger.logInfo('The end of a product tour was not saved', {
            error: error instanceof Error ? error.message : JSON.stringify(error),
          });
        }
      },
    }),
  }),
});

export const { useGetUserToursQuery, useEndToursMutation } = toursApi;
