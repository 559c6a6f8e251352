import { lmsApi } from '@/lms/api';
import { courseAccessChanged } from '@/lms/courseMetadata';
import { accessExpirationLearned } from '@/lms/courseSession';
import { read } from '@/lms/decode';
import {
  decodeOutline,
  decodeProctoringInfo,
  type CourseGoals,
  type OutlineResult,
  type ProctoringInfo,
} from './model';

export interface SaveGoalArgs {
  courseId: string;
  goal: { key: string; text: string };
}

export const outlineApi = lmsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET outline (course-home §2); a 404 comes out as a redirect to the legacy course page (spec §8), a
     * 403 as `refused`: the course metadata, asked again, decides (refusedTab).
     */
    getOutline: build.query<OutlineResult, string>({
      query: (courseId) => ({
        url: `/api/course_home/outline/${courseId}`,
        decode: (body, context) => decodeOutline(body, courseId, context),
        onStatus: {
          404: () => ({ kind: 'legacy-redirect', url: `/courses/${courseId}/course/` }),
          403: () => ({ kind: 'refused' }),
        },
      }),
      providesTags: (_result, _error, courseId) => [{ type: 'Outline', id: courseId }],
      async onQueryStarted(courseId, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data?.kind === 'refused') dispatch(courseAccessChanged(courseId));
        if (data?.kind === 'outline') {
          dispatch(accessExpirationLearned({ courseId, accessExpiration: data.accessExpiration }));
        }
      },
    }),

    /** Proctoring onboarding status (course-home §5.1); a 404 means "no proctoring": null, panel hidden. */
    getProctoringInfo: build.query<ProctoringInfo | null, { courseId: string; username: string | null }>({
      query: ({ courseId, username }) => ({
        url: '/api/edx_proctoring/v1/user_onboarding/status',
        params: { is_learning_mfe: true, course_id: courseId, username: username ?? undefined },
        decode: (body, { config }) => decodeProctoringInfo(body, config.LMS_BASE_URL),
        onStatus: { 404: () => null },
      }),
      providesTags: (_result, _error, { courseId }) => [{ type: 'ProctoringStatus', id: courseId }],
    }),

    /**
     * POST save_course_goal (course-home §5.3): the chosen goal shows at once (kept in the outline's cache,
     * not refetched) and comes back if the call fails. The answer's header is the toast.
     */
    saveCourseGoal: build.mutation<{ header: string | null }, SaveGoalArgs>({
      query: ({ courseId, goal }) => ({
        url: '/api/course_home/save_course_goal',
        method: 'POST',
        body: { course_id: courseId, goal_key: goal.key },
        decode: (body) => ({ header: read(body).optNonBlankString('header') }),
      }),
      async onQueryStarted({ courseId, goal }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          outlineApi.util.updateQueryData('getOutline', courseId, (draft) => {
            if (draft.kind !== 'outline') return;
            (draft.courseGoals as { selectedGoal: CourseGoals['selectedGoal'] }).selectedGoal = goal;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),

    /** POST dismiss_welcome_message (course-home §5.4): hidden at once (optimistic), back if it fails. */
    dismissWelcomeMessage: build.mutation<null, string>({
      query: (courseId) => ({
        url: '/api/course_home/dismiss_welcome_message',
        method: 'POST',
        body: { course_id: courseId },
        decode: () => null,
      }),
      async onQueryStarted(courseId, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          outlineApi.util.updateQueryData('getOutline', courseId, (draft) => {
            if (draft.kind === 'outline') (draft as { welcomeMessageHtml: string }).welcomeMessageHtml = '';
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),

    /** POST send_account_activation_email (course-home §5.7), from the activation message. */
    sendActivationEmail: build.mutation<null, undefined>({
      query: () => ({
        url: '/api/send_account_activation_email',
        method: 'POST',
        body: {},
        decode: () => null,
      }),
    }),

    /** POST enrollment (course-home §5.9): enrols in the default mode; the page then reloads. */
    enroll: build.mutation<null, string>({
      query: (courseId) => ({
        url: '/api/enrollment/v1/enrollment',
        method: 'POST',
        body: { course_details: { course_id: courseId } },
        decode: () => null,
      }),
    }),
  }),
});

export const {
  useGetOutlineQuery,
  useGetProctoringInfoQuery,
  useSaveCourseGoalMutation,
  useDismissWelcomeMessageMutation,
  useSendActivationEmailMutation,
  useEnrollMutation,
} = outlineApi;
