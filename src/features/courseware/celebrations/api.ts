import { lmsApi } from '@/lms/api';
import { patchCourse } from '../courseRecord';

/**
 * The streak modal closed (contract §9.4): there is no call; the course record's
 * `streakLengthToCelebrate` becomes null, as the LMS's next answer will say (it reports each milestone once).
 */
export const streakCelebrated = (courseId: string) =>
  patchCourse(courseId, ({ celebrations }) => ({
    celebrations: { ...celebrations, streakLengthToCelebrate: null },
  }));

/** The celebrations' calls (courseware contract §9.4, today's LMS's weekly goal). */
export const celebrationsApi = lmsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST first_section: false (§9.4), sent without waiting and its answer ignored; the course record in the
     * courseware cache says the first section was celebrated at once, whatever the answer (no revert: the
     * contract ignores the answer, and the marker already says the modal was shown).
     */
    celebrateFirstSection: build.mutation<null, string>({
      query: (courseId) => ({
        url: `/api/courseware/celebration/${courseId}`,
        method: 'POST',
        body: { first_section: false },
        decode: () => null,
      }),
      onQueryStarted(courseId, { dispatch }) {
        dispatch(
          patchCourse(courseId, ({ celebrations }) => ({
            celebrations: { ...celebrations, firstSection: false },
          })),
        );
      },
    }),

    /**
     * POST weekly_goal: false (today's LMS, research-39 §3) as the "goal met" modal opens, sent without
     * waiting and its answer ignored, like first_section: the course record says at once that the goal was
     * celebrated.
     */
    celebrateWeeklyGoal: build.mutation<null, string>({
      query: (courseId) => ({
        url: `/api/courseware/celebration/${courseId}`,
        method: 'POST',
        body: { weekly_goal: false },
        decode: () => null,
      }),
      onQueryStarted(courseId, { dispatch }) {
        dispatch(
          patchCourse(courseId, ({ celebrations }) => ({
            celebrations: { ...celebrations, weeklyGoal: false },
          })),
        );
      },
    }),
  }),
});

export const { useCelebrateFirstSectionMutation, useCelebrateWeeklyGoalMutation } = celebrationsApi;
