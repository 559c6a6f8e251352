import { now, resolveDate } from './clock';
import { ENROLLMENT_ENTERPRISE } from './courses/enterprise';
import { activeEnterpriseOf, enterpriseState } from './enterpriseState';
import { APP_ORIGIN, LMS_ORIGIN } from './env';
import type { MockCourse } from './courses/model';
import { isCurrentEra } from './era';
import { findPersona, findPersonaByUser, type MasqueradeSetting, type Persona } from './personas';
import { state, uc, type Enrollment } from './state';

/** Who is asking: the signed-in persona from the `sessionid` cookie, or null for a visitor. */
export function signedIn(cookies: Record<string, string | undefined>): Persona | null {
  return findPersona(cookies.sessionid) ?? null;
}

/**
 * Whose course this is, as the LMS sees it after masquerade: `real` is the signed-in user, `effective` the
 * user whose enrolment, progress and bookmarks are shown (a specific learner while staff masquerade as
 * one), `isStaff` whether the effective view has staff rights.
 */
export interface Viewer {
  readonly real: Persona | null;
  readonly effective: Persona | null;
  readonly isStaff: boolean;
  readonly originalUserIsStaff: boolean;
  readonly masquerade: MasqueradeSetting | null;
}

export function viewerFor(real: Persona | null, courseId: string): Viewer {
  if (!real) return { real, effective: null, isStaff: false, originalUserIsStaff: false, masquerade: null };
  const masquerade = real.courseStaff ? (state.masquerades.get(uc(real.username, courseId)) ?? null) : null;
  if (!masquerade || masquerade.role === 'staff') {
    return {
      real,
      effective: real,
      isStaff: real.courseStaff,
      originalUserIsStaff: real.courseStaff,
      masquerade,
    };
  }
  const learner = masquerade.userName ? findPersonaByUser(masquerade.userName) : undefined;
  return { real, effective: learner ?? real, isStaff: false, originalUserIsStaff: true, masquerade };
}

export function enrollmentOf(viewer: Viewer, courseId: string): Enrollment | null {
  if (!viewer.effective) return null;
  const enrollment = state.enrollments.get(uc(viewer.effective.username, courseId));
  return enrollment?.isActive ? enrollment : null;
}

const DAY = 24 * 60 * 60 * 1000;

/** When an audit learner's access ends (duration-limited access), or null when it does not expire. */
export function auditAccessExpiration(course: MockCourse, enrollment: Enrollment | null): string | null {
  if (!enrollment || enrollment.mode !== 'audit' || !course.auditAccessDays) return null;
  return new Date(Date.parse(enrollment.created) + course.auditAccessDays * DAY)
    .toISOString()
    .replace('.000Z', 'Z');
}

export interface WireCourseAccess {
  has_access: boolean;
  error_code: string | null;
  developer_message: string | null;
  user_message: string | null;
  additional_context_user_message: string | null;
  user_fragment: string | null;
}

const granted: WireCourseAccess = {
  has_access: true,
  error_code: null,
  developer_message: null,
  user_message: null,
  additional_context_user_message: null,
  user_fragment: null,
};

const denied = (
  code: string,
  userMessage: string,
  extra: Partial<WireCourseAccess> = {},
): WireCourseAccess => ({
  ...granted,
  has_access: false,
  error_code: code,
  developer_message: userMessage,
  user_message: userMessage,
  ...extra,
});

/**
 * An enterprise course's refusal of its enrolled learner (issue 46, courses/enterprise.ts), as today's
 * LMS words it (openedx-platform's access_response.py), or null once they consented or switched enterprise.
 */
function enterpriseRefusal(course: MockCourse, username: string): WireCourseAccess | null {
  switch (course.enterprise?.code) {
    case 'data_sharing_access_required': {
      if (enterpriseState().consented.has(uc(username, course.id))) return null;
      // enterprise_support's get_enterprise_consent_url: the consent page, and where to go after it.
      const consent = new URLSearchParams({
        course_id: course.id,
        next: `${APP_ORIGIN}/course/${course.id}/home`,
        failure_url: `${LMS_ORIGIN}/dashboard`,
        source: 'CoursewareAccess',
      });
      return denied('data_sharing_access_required', 'You must give Data Sharing Consent for the course', {
        developer_message: `/enterprise/grant_data_sharing_permissions?${consent.toString()}`,
      });
    }
    case 'incorrect_active_enterprise': {
      const active = activeEnterpriseOf(username);
      if (active === ENROLLMENT_ENTERPRISE) return null;
      return denied(
        'incorrect_active_enterprise',
        `You are enrolled in this course with '${ENROLLMENT_ENTERPRISE}'. However, you are currently logged in as a '${active}' user. Please log in with '${ENROLLMENT_ENTERPRISE}' to access this course.`,
        {
          developer_message:
            'User active enterprise should be same as EnterpriseCourseEnrollment enterprise.',
        },
      );
    }
    default:
      return null;
  }
}

/** The LMS's access verdict for the course home and courseware (course_access). */
export function courseAccess(course: MockCourse, viewer: Viewer): WireCourseAccess {
  if (viewer.isStaff) return granted;
  const start = resolveDate(course.start);
  if (start && Date.parse(start) > now() && !viewer.originalUserIsStaff) {
    // An enterprise's learner goes to their learner portal instead of the dashboard.
    if (
      course.enterprise?.code === 'course_not_started_enterprise_learner' &&
      enrollmentOf(viewer, course.id)
    )
      return denied('course_not_started_enterprise_learner', `Course does not start until ${start}`);
    return denied('course_not_started', `Course does not start until ${start}`);
  }
  if (!viewer.effective) {
    return course.publicView
      ? granted
      : denied('authentication_required', 'You must be logged in to see this course.');
  }
  const enrollment = enrollmentOf(viewer, course.id);
  if (!enrollment)
    return denied('enrollment_required', 'You must be enrolled in the course to see course content.');
  const refusal = enterpriseRefusal(course, viewer.effective.username);
  if (refusal) return refusal;
  const expires = auditAccessExpiration(course, enrollment);
  if (expires && Date.parse(expires) < now() && !viewer.originalUserIsStaff) {
    const date = new Date(expires).toUTCString().slice(5, 16);
    return denied('audit_expired', `Access expired on ${date}`, {
      additional_context_user_message: `Access to ${course.title} expired on ${date}`,
    });
  }
  return granted;
}

/**
 * Today's LMS answers the outline, dates, progress and navigation calls with 403 where the learner must be
 * redirected (`get_course_or_403`, current-lms.md §6): an access error that is a redirect (not started,
 * audit expired, milestones, survey). The body is DRF's `{"detail": user_message}`. Null: answer as usual.
 */
const REDIRECTING_ACCESS_ERRORS = new Set([
  'course_not_started',
  'audit_expired',
  'unfulfilled_milestones',
  'survey_required',
  // Enterprise sites (issue 46): check_course_access_with_redirect redirects for these too.
  'course_not_started_enterprise_learner',
  'data_sharing_access_required',
  'incorrect_active_enterprise',
]);

export function forbiddenToday(course: MockCourse, viewer: Viewer): { detail: string } | null {
  return isCurrentEra() ? refusedByTodaysLms(course, viewer) : null;
}

/** The 403 body today's LMS gives this viewer for the course's tab calls, whatever the mock's era. */
export function refusedByTodaysLms(course: MockCourse, viewer: Viewer): { detail: string } | null {
  const access = courseAccess(course, viewer);
  if (access.has_access || !REDIRECTING_ACCESS_ERRORS.has(access.error_code ?? '')) return null;
  return { detail: access.user_message ?? 'You do not have access to this course.' };
}
