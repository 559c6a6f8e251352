import { lmsApi } from './api';

/**
 * POST /courses/{courseId}/generate_user_cert (course-home §5.5), the "Request certificate" button of the
 * outline's alert, the progress card and the exit page. On success the progress is asked again (its card
 * shows the new state); the outline and the exit page do not refresh (spec).
 */
export const certificateApi = lmsApi.injectEndpoints({
  endpoints: (build) => ({
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

export const { useRequestCertificateMutation } = certificateApi;
