import { useAppSelector } from '../hooks';
import { coursewareApi } from './api';

/**
 * What other screens read from the courseware data already in the store (no call of their own): the
 * legacy address of a unit (the staff toolbar's "Legacy experience" link and /redirect/courseware/…) and
 * whether the viewer may use it. Empty until the courseware page has loaded the course.
 */
export function useCoursewareLegacyInfo(courseId: string, unitId: string | null) {
  return useAppSelector((state) => {
    const data = coursewareApi.endpoints.getCourseware.select(courseId)(state).data;
    const unit = unitId ? data?.outline?.units[unitId] : undefined;
    return {
      legacyUnitUrl: unit?.legacyWebUrl ?? null,
      canViewLegacyCourseware: data?.course?.canViewLegacyCourseware ?? false,
      accessExpiration: data?.course?.accessExpiration ?? null,
    };
  }, shallowEqual);
}

function shallowEqual<T extends Record<string, unknown>>(a: T, b: T): boolean {
  return Object.keys(a).every((key) => Object.is(a[key], b[key]));
}
