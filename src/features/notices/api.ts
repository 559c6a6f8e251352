import { lmsApi } from '@/lms/api';
import { read } from '@/lms/decode';

export interface NoticesResult {
  readonly results: readonly string[];
  /** The LMS answered 404: the notices plugin is probably not installed. */
  readonly pluginMissing: boolean;
}

/** The notices call (courseware contract §9.3). */
export const noticesApi = lmsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET unacknowledged notices; a 404 means the plugin is missing, not a failure. */
    getNotices: build.query<NoticesResult, undefined>({
      query: () => ({
        url: '/notices/api/v1/unacknowledged',
        decode: (body) => ({ results: read(body).strings('results'), pluginMissing: false }),
        onStatus: { 404: () => ({ results: [], pluginMissing: true }) },
      }),
    }),
  }),
});

export const { useGetNoticesQuery } = noticesApi;
