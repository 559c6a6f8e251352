import type { IntlShape } from 'react-intl';
import { formatDate } from '@/components/dates';
import type { CoursewareCourse } from '@/lms/courseware/types';

/**
 * Where a denied courseware load goes (spec §2 "Access-denied redirects by error code"), from the
 * courseware record's verdict. The course frame applies the same table to the course-home metadata first;
 * this covers the courseware's own verdict (and the blocks failure, which has no error code). The active
 * tab is never the outline here, so the default branch always redirects.
 */
export function deniedRedirect(
  courseId: string,
  course: Pick<CoursewareCourse, 'courseAccess' | 'start' | 'userTimezone'>,
  unitId: string | null,
  intl: IntlShape,
): string | null {
  const access = course.courseAccess;
  switch (access.errorCode) {
    case 'audit_expired':
      return `/redirect/dashboard?access_response_error=${encodeURIComponent(access.additionalContextUserMessage ?? '')}`;
    case 'course_not_started':
      return `/redirect/dashboard${
        course.start
          ? `?notlive=${encodeURIComponent(formatDate(intl, course.start, course.userTimezone))}`
          : ''
      }`;
    case 'survey_required':
      return `/redirect/survey/${courseId}`;
    case 'unfulfilled_milestones':
      return '/redirect/dashboard';
    case 'microfrontend_disabled':
      return unitId ? `/redirect/courseware/${courseId}/unit/${unitId}` : null;
    default:
      return `/redirect/course-home/${courseId}`;
  }
}
