import type { RootState } from '../api';
import { useAppSelector } from '../hooks';
import type { CoursewareData } from './types';

/**
 * The courseware data already in the store for a course, read without importing the courseware endpoints
 * (every course page's frame uses this, so it must not pull the courseware decoders into the first
 * download). The key is RTK Query's default one for `getCourseware(courseId)`.
 */
function coursewareData(state: RootState, courseId: string): CoursewareData | undefined {
  const entry = (state.lms.queries as Record<string, { data?: unknown } | undefined>)[
    `getCourseware(${JSON.stringify(courseId)})`
  ];
  return entry?.data as CoursewareData | undefined;
}

/**
 * What other screens read from the courseware data (no call of their own): the legacy address of a unit
 * (the staff toolbar's "Legacy experience" link and /redirect/courseware/…) and whether the viewer may
 * use it. Empty until the courseware page has loaded the course.
 */
export function useCoursewareLegacyInfo(courseId: string, unitId: string | null) {
  const legacyUnitUrl = useAppSelector((state) =>
    unitId ? (coursewareData(state, courseId)?.outline?.units[unitId]?.legacyWebUrl ?? null) : null,
  );
  const canViewLegacyCourseware = useAppSelector(
    (state) => coursewareData(state, courseId)?.course?.canViewLegacyCourseware ?? false,
  );
  return { legacyUnitUrl, canViewLegacyCourseware };
}
