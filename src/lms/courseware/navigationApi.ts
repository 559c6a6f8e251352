import { lmsApi } from '../api';
import { decodeNavigation, type SidebarOutline } from './navigation';

/**
 * The course-outline sidebar's call (current-lms.md §7). Injected by the sidebar's own chunk, which loads
 * after the unit's frame: the call never competes with the sequence and the unit. Null: the LMS has no
 * such call (the spec's answers 404), and the sidebar builds its outline from the blocks outline. The
 * answer is asked again when a unit is completed (the `Outline` tag, see checkUnitCompletion).
 */
export const navigationApi = lmsApi.injectEndpoints({
  endpoints: (build) => ({
    getCourseNavigation: build.query<SidebarOutline | null, string>({
      query: (courseId) => ({
        url: `/api/course_home/navigation/${courseId}`,
        decode: (body) => decodeNavigation(body),
        onStatus: { 404: () => null },
      }),
      providesTags: (_result, _error, courseId) => [{ type: 'Outline', id: `navigation:${courseId}` }],
    }),
  }),
});

export const { useGetCourseNavigationQuery } = navigationApi;
