import { showToast } from '@/components/toasts/toastsSlice';
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

export interface CallToAction {
  readonly header: string | null;
  readonly link: string | null;
  readonly linkText: string | null;
}

export interface PostEventArgs {
  /** post_data.url from the unit frame: absolute, any path the server chose. */
  url: string;
  courseId: string;
  /** Passed through exactly as received. */
  researchEventData: unknown;
}

/** The gates', tools' and moments' calls (courseware contract §9, course-home §5.8). */
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

    /**
     * post_event from unit content (course-home §5.8): POST to the server's URL; the answer is a call to
     * action, shown as a toast (header, link, link text), and the course data is loaded again.
     */
    postEvent: build.mutation<CallToAction, PostEventArgs>({
      query: ({ url, courseId, researchEventData }) => ({
        url,
        method: 'POST',
        body: { course_key: courseId, research_event_data: researchEventData },
        decode: (body) => {
          const r = read(body);
          return { header: r.optText('header'), link: r.optText('link'), linkText: r.optText('link_text') };
        },
      }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.header)
            dispatch(showToast({ header: data.header, link: data.link, linkText: data.linkText }));
        } catch {
          // The screen that posted reports it.
        }
      },
      invalidatesTags: (_result, error, { courseId }) =>
        error
          ? []
          : [
              { type: 'Courseware', id: courseId },
              { type: 'Outline', id: courseId },
              { type: 'Dates', id: courseId },
            ],
    }),
  }),
});

export const {
  useCalculateMutation,
  useSetNotesVisibilityMutation,
  useCelebrateFirstSectionMutation,
  useSignIntegrityMutation,
  usePostEventMutation,
} = gatesApi;
