import { safeExternalUrl } from '@/platform/urls';
import { lmsApi } from './api';
import { read } from './decode';

/**
 * The learner's "Add to LinkedIn profile" address from the courseware record (`linkedin_add_to_profile_url`,
 * courseware §3; course-home §4: "LinkedIn button (courseware) when a URL exists"). Only an http(s)
 * address is kept: the button follows it.
 */
export function decodeLinkedinAddToProfileUrl(body: unknown): string | null {
  return safeExternalUrl(read(body).optNonBlankString('linkedin_add_to_profile_url'));
}

/**
 * POST /courses/{courseId}/generate_user_cert (course-home §5.5), the "Request certificate" button of the
 * outline's alert, the progress card and the exit page. On success the progress is asked again (its card
 * shows the new state); the outline and the exit page do not refresh (spec).
 *
 * GET /api/courseware/course/{courseId} for the LinkedIn address alone: the progress answer has none, and
 * the progress card needs no more of the courseware record (the exit page reads the whole record).
 */
export const certificateApi = lmsApi.injectEndpoints({
  endpoints: (build) => ({
    getLinkedinAddToProfileUrl: build.query<string | null, string>({
      query: (courseId) => ({
        url: `/api/courseware/course/${courseId}`,
        decode: decodeLinkedinAddToProfileUrl,
      }),
    }),
    requestCertificate: build.mutation<null, string>({
      query: (courseId) => ({
        url: `/courses/${courseId}/generate_user_cert`,
        method: 'POST',
        decode: () => null,
      }),
      invalidatesTags: (_result, error, courseId) => (error ? [] : [{ type: 'Progress', id: courseId }]),
    }),
  }),
});

export const { useGetLinkedinAddToProfileUrlQuery, useRequestCertificateMutation } = certificateApi;
