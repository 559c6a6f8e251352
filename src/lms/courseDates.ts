import { lmsApi } from './api';
import { read } from './decode';

/**
 * The "shift due dates" call shared by the outline and the dates tab (course-home §5.2). The date block
 * model is in fragments/dateBlocks.ts, the banners' conditions in rules/datesBanners.ts, the banners' UI
 * in components/date-banners.
 */

/** A call to action after a change (spec §4): a toast's header, link and link text. */
export interface CallToAction {
  readonly header: string;
  readonly link: string | null;
  readonly linkText: string | null;
}

export function decodeCallToAction(body: unknown): CallToAction {
  const r = read(body);
  return { header: r.str('header'), link: r.optUrl('link'), linkText: r.optNonBlankString('link_text') };
}

export const courseDatesApi = lmsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST reset_course_deadlines (course-home §5.2): shifts the learner's past-due dates; the answer is a
     * call to action for a toast. Afterwards the course's metadata, outline and dates load again.
     */
    resetCourseDeadlines: build.mutation<CallToAction, { courseId: string; tab: 'dates' | 'outline' }>({
      query: ({ courseId, tab }) => ({
        url: '/api/course_experience/v1/reset_course_deadlines',
        method: 'POST',
        body: { course_key: courseId, research_event_data: { location: `${tab}-tab` } },
        decode: decodeCallToAction,
      }),
      invalidatesTags: (result, _error, { courseId }) =>
        result
          ? [
              { type: 'CourseMetadata', id: courseId },
              { type: 'Outline', id: courseId },
              { type: 'Dates', id: courseId },
            ]
          : [],
    }),
  }),
});

export const { useResetCourseDeadlinesMutation } = courseDatesApi;
