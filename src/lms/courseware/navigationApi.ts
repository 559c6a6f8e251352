import { lmsApi } from '../api';
import { decodeNavigation, type SidebarOutline } from './sidebarOutline';

/**
 * The course-outline sidebar's call (current-lms.md §7). Injected by the sidebar's own chunk, which loads
 * after the unit's frame: the call never competes with the sequence and the unit. Null: the LMS has no
 * such call (the spec's answers 404), and the sidebar builds its outline from the blocks outline. No tag:
 * a unit's completion (checkUnitCompletion invalidates `Outline`) must not ask again for the whole course
 * at every Next (thousands of units on a large course); the sidebar takes the shown sequence's completion
 * from its own answer and asks again when the learner reaches another sequence
 * (features/courseware/sidebars/course-outline/CoursewareOutlineSidebar.tsx).
 */
export const navigationApi = lmsApi.injectEndpoints({
  endpoints: (build) => ({
    getCourseNavigation: build.query<SidebarOutline | null, string>({
      query: (courseId) => ({
        url: `/api/course_home/navigation/${courseId}`,
        decode: (body) => decodeNavigation(body),
        onStatus: { 404: () => null },
      }),
    }),
  }),
});

export const { useGetCourseNavigationQuery } = navigationApi;
