import { showToast } from '@/components/toasts/toastsSlice';
import { lmsApi } from '@/lms/api';
import { read } from '@/lms/decode';

/*
 * The unit frame's one call, apart from the gates', the tools' and the celebrations' (each folder's api.ts),
 * so the page's first download carries only this endpoint, not the calculator's, the notes', the honor
 * code's and the celebrations'.
 */

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

export const postEventApi = lmsApi.injectEndpoints({
  endpoints: (build) => ({
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
          return {
            header: r.optNonBlankString('header'),
            link: r.optUrl('link'),
            linkText: r.optNonBlankString('link_text'),
          };
        },
      }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.header)
            dispatch(showToast({ header: data.header, link: data.link, linkText: data.linkText }));
        } catch {
          // The post came from the unit's content, which hears nothing back: the learner is told here.
          dispatch(showToast({ header: '', kind: 'failed' }));
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

export const { usePostEventMutation } = postEventApi;
