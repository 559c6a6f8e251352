import { lmsApi } from '@/lms/api';
import { coursewareApi } from '@/lms/courseware/api';
import type { CoursewareCourse, CoursewareData } from '@/lms/courseware/types';
import { read } from '@/lms/decode';

/*
 * What the learner does here that the LMS then knows (the honor code signed, a celebration had) is written
 * into the course record where the page reads it: the courseware cache (`getCourseware`), not a copy beside
 * it. The LMS's next answer for the course says the same (contract §3, §9.4, §9.5), so a refetch keeps it.
 * See docs/decisions/0016-courseware-hooks.md.
 */

/** Changes the course record in the courseware cache (nothing when the course is not loaded). */
const patchCourse = (courseId: string, change: (course: CoursewareCourse) => Partial<CoursewareCourse>) =>
  coursewareApi.util.updateQueryData('getCourseware', courseId, (draft): CoursewareData =>
    draft.course ? { ...draft, course: { ...draft.course, ...change(draft.course) } } : draft,
  );

/**
 * The streak modal closed (contract §9.4): there is no call; the course record's
 * `streakLengthToCelebrate` becomes null, as the LMS's next answer will say (it reports each milestone once).
 */
export const streakCelebrated = (courseId: string) =>
  patchCourse(courseId, ({ celebrations }) => ({
    celebrations: { ...celebrations, streakLengthToCelebrate: null },
  }));

/** The gates', tools' and moments' calls (courseware contract §9); the unit's post_event is ../postEvent.ts. */
export const gatesApi = lmsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET {lms}/calculate?equation=… (§9.1): the text as typed; the answer's `result` as the LMS formats it. */
    calculate: build.mutation<string, string>({
      query: (equation) => ({
        url: '/calculate',
        params: { equation },
        isPublic: true,
        decode: (body) => read(body).str('result'),
      }),
    }),

    /** PUT the notes visibility (§9.2): the new state. The toggle flips only once this succeeds. */
    setNotesVisibility: build.mutation<null, { courseId: string; visible: boolean }>({
      query: ({ courseId, visible }) => ({
        url: `/courses/${courseId}/edxnotes/visibility/`,
        method: 'PUT',
        body: { visibility: visible },
        decode: () => null,
      }),
    }),

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

    /**
     * POST the integrity signature (§9.5): any 2xx clears the course record's userNeedsIntegritySignature in
     * the courseware cache (not optimistic: the honor code stays, saying so, when it fails). The course is
     * loaded again too; its answer then says false.
     */
    signIntegrity: build.mutation<null, string>({
      query: (courseId) => ({
        url: `/api/agreements/v1/integrity_signature/${courseId}`,
        method: 'POST',
        body: {},
        decode: () => null,
      }),
      async onQueryStarted(courseId, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(patchCourse(courseId, () => ({ userNeedsIntegritySignature: false })));
        } catch {
          // The honor code stays; the screen says the agreement was not saved.
        }
      },
      invalidatesTags: (_result, error, courseId) => (error ? [] : [{ type: 'Courseware', id: courseId }]),
    }),
  }),
});

export const {
  useCalculateMutation,
  useSetNotesVisibilityMutation,
  useCelebrateFirstSectionMutation,
  useCelebrateWeeklyGoalMutation,
  useSignIntegrityMutation,
} = gatesApi;
