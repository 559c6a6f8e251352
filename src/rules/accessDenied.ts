import { pathTo, type CoursePageKind } from '@/app/routeConfig';
import type { CourseAccess } from '@/lms/courseMetadata';

export type { CoursePageKind };

export interface AccessDeniedInput {
  courseId: string;
  courseAccess: CourseAccess;
  /** Course start, for the `notlive` text of course_not_started. */
  start: string | null;
  /** The unit in the address, when there is one (microfrontend_disabled). */
  unitId?: string | null;
  page: CoursePageKind;
  /**
   * The LMS still has its legacy course pages (spec era). Today's sends its legacy course home and
   * courseware back into this app: the default goes to the course home here, and a disabled learning app
   * (microfrontend_disabled) has no page to go to (current-lms.md §8).
   */
  legacyPages: boolean;
  /** Formats a date in the UI locale's day, short month and year form. */
  formatDate: (iso: string) => string;
}

/**
 * Where a learner who may not see the course goes, by error code (spec §2, "Access-denied redirects by
 * error code"). null means: stay and let the page show what it can (the outline's sign-in and enrolment
 * alerts, or a microfrontend_disabled course without a unit in the address).
 */
export function accessDeniedRedirect({
  courseId,
  courseAccess,
  start,
  unitId,
  page,
  legacyPages,
  formatDate,
}: AccessDeniedInput): string | null {
  switch (courseAccess.errorCode) {
    case 'audit_expired':
      return `${pathTo('redirectDashboard', {})}?access_response_error=${encodeURIComponent(courseAccess.additionalContextUserMessage ?? '')}`;
    case 'course_not_started':
      return `${pathTo('redirectDashboard', {})}${start ? `?notlive=${encodeURIComponent(formatDate(start))}` : ''}`;
    case 'survey_required':
      return pathTo('redirectSurvey', { courseId });
    case 'unfulfilled_milestones':
      return pathTo('redirectDashboard', {});
    // Enterprise sites (issue 46; frontend-app-learning's shared/access.js): the LMS's consent page, whose
    // path `developer_message` carries (checked by the redirect); the learner portal; the access-denied
    // page with a way to switch the active enterprise.
    case 'data_sharing_access_required':
      return `${pathTo('redirectConsent', { courseId })}?consentPath=${encodeURIComponent(courseAccess.developerMessage ?? '')}`;
    case 'course_not_started_enterprise_learner':
      return pathTo('redirectEnterpriseDashboard', {});
    case 'incorrect_active_enterprise':
      return pathTo('accessDenied', { courseId });
    case 'microfrontend_disabled':
      return unitId && legacyPages ? pathTo('redirectCoursewareUnit', { courseId, unitId }) : null;
    default:
      if (page === 'outline') return null;
      return pathTo(legacyPages ? 'redirectCourseHome' : 'outline', { courseId });
  }
}
