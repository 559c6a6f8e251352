import { lmsApi } from '@/lms/api';
import { read } from '@/lms/decode';

/**
 * GET /courses/{id}/courseware-search/enabled/ → `{"enabled": true}`: anything but `true` is off, an answer
 * that is no object is malformed. Here, not with the search's decoders: the gate's chunk stays this small.
 */
export function decodeSearchEnabled(body: unknown): boolean {
  return read(body).raw('enabled') === true;
}

/**
 * Whether the course offers its courseware search (current-lms.md §9): the LMS's course switch
 * `courseware.mfe_courseware_search`, answered by openedx-platform's `courseware_mfe_search_enabled`. In
 * the gate's chunk, which loads after the page's content (decision 0030). A 404 is an LMS without the call
 * (the spec's era): no search; any other failure hides it too.
 */
export const searchEnabledApi = lmsApi.injectEndpoints({
  endpoints: (build) => ({
    getCoursewareSearchEnabled: build.query<boolean, string>({
      query: (courseId) => ({
        url: `/courses/${courseId}/courseware-search/enabled/`,
        // Asked of anyone (the view has no permission of its own; the LMS's session cookie says who asks):
        // a background call that never refreshes the token nor sends a learner whose session ended to sign in.
        isPublic: true,
        decode: decodeSearchEnabled,
        onStatus: { 404: () => false },
      }),
    }),
  }),
});

export const { useGetCoursewareSearchEnabledQuery } = searchEnabledApi;
