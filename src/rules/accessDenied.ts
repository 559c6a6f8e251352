import type { CourseAccess } from '@/lms/courseMetadata';

/** Which page of the course is showing: the default redirect is skipped on the outline (spec §2). */
export type CoursePageKind = 'outline' | 'dates' | 'progress' | 'courseware' | 'course-end';

export interface AccessDeniedInput {
  courseId: string;
  courseAccess: CourseAccess;
  /** Course start, for the `notlive` text of course_not_started. */
  start: string | null;
  /** The unit in the address, when there is one (microfrontend_disabled). */
  unitId?: string | null;
  page: CoursePageKind;
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
  formatDate,
}: AccessDeniedInput): string | null {
  switch (courseAccess.errorCode) {
    case 'audit_expired':
      return `/redirect/dashboard?access_response_error=${encodeURIComponent(courseAccess.additionalContextUserMessage ?? '')}`;
    case 'course_not_started':
      return `/redirect/dashboard${start ? `?notlive=${encodeURIComponent(formatDate(start))}` : ''}`;
    case 'survey_required':
      return `/redirect/survey/${courseId}`;
    case 'unfulfilled_milestones':
      return '/redirect/dashboard';
    case 'microfrontend_disabled':
      return unitId ? `/redirect/courseware/${courseId}/unit/${unitId}` : null;
    default:
      return page === 'outline' ? null : `/redirect/course-home/${courseId}`;
  }
}
