import { showToast } from '@/components/toasts/toastsSlice';
import { lmsApi } from '@/lms/api';
import { read } from '@/lms/decode';
import { markCelebrated, markSigned } from './gatesSlice';

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
     * POST first_section: false (§9.4), sent without waiting and its answer ignored; the course record here
     * says the first section was celebrated at once, whatever the answer.
     */
    celebrateFirstSection: build.mutation<null, string>({
      query: (courseId) => ({
        url: `/api/courseware/celebration/${courseId}`,
        method: 'POST',
        body: { first_section: false },
        decode: () => null,
      }),
      onQueryStarted(courseId, { dispatch }) {
        dispatch(markCelebrated({ courseId, kind: 'firstSection' }));
      },
    }),

    /** POST the integrity signature (§9.5): any 2xx clears userNeedsIntegritySignature; a failure keeps it. */
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
          dispatch(markSigned(courseId));
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
