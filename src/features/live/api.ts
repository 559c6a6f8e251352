import { lmsApi } from '@/lms/api';
import { read } from '@/lms/decode';

/**
 * GET {lms}/api/course_live/iframe/{courseId}/ (edx-platform course_live): the live provider's launch
 * frame as HTML, `{ iframe }`. A course without a live tab answers 404: no frame.
 */
export const liveApi = lmsApi.injectEndpoints({
  endpoints: (build) => ({
    getLiveFrame: build.query<{ iframe: string | null }, string>({
      query: (courseId) => ({
        url: `/api/course_live/iframe/${courseId}/`,
        decode: (body) => ({ iframe: read(body).optString('iframe') }),
        onStatus: { 404: () => ({ iframe: null }) },
      }),
    }),
  }),
});

export const { useGetLiveFrameQuery } = liveApi;
