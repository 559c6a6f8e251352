import { resolveDate } from '../clock';
import type { MockCourse } from '../courses/model';
import { isCurrentEra } from '../era';
import { weeklyGoalDue } from '../handlers/gates';
import { courseAccess, enrollmentOf, type Viewer } from '../viewer';
import { courseTabs, verifiedModeFor } from './common';

/** course_modes of today's course_metadata: the course's tracks, audit first. */
function courseModesOf(course: MockCourse) {
  const audit = { slug: 'audit', name: 'Audit' };
  const verified = course.verifiedMode ? { slug: 'verified', name: 'Verified Certificate' } : null;
  return verified ? [audit, verified] : [audit];
}

/** GET /api/course_home/course_metadata/{courseId} (course-home §1). */
export function courseMetadataBody(
  course: MockCourse,
  viewer: Viewer,
  browserTimezone: string | null,
  appRoot?: string,
) {
  const enrollment = enrollmentOf(viewer, course.id);
  const current = isCurrentEra();
  const staff = viewer.originalUserIsStaff;
  return {
    can_show_upgrade_sock: Boolean(verifiedModeFor(course, viewer)),
    // Today's LMS no longer sends can_load_courseware, and adds Studio access, the course's modes, the
    // discussion sidebar's switch and the theme variant (current-lms.md §2).
    ...(current
      ? {
          // Course staff may author the course in Studio, limited staff may not (issue 45).
          studio_access: staff && !viewer.real?.limitedStaff,
          has_course_author_access: staff && !viewer.real?.limitedStaff,
          course_modes: courseModesOf(course),
          is_new_discussion_sidebar_view_enabled: Boolean(course.discussionsInContext),
          course_theme_variant: '',
        }
      : { can_load_courseware: true }),
    can_view_certificate: true,
    celebrations: {
      first_section: false,
      streak_length_to_celebrate: null,
      streak_discount_enabled: false,
      // Today's LMS: the learner met their weekly goal (research-39 §2, §3; handlers/gates.ts makes it due).
      ...(current
        ? { weekly_goal: Boolean(enrollment) && weeklyGoalDue(course, viewer.effective?.username ?? null) }
        : {}),
    },
    course_access: courseAccess(course, viewer),
    course_id: course.id,
    is_enrolled: Boolean(enrollment),
    is_self_paced: course.selfPaced,
    is_staff: viewer.isStaff,
    number: course.number,
    org: course.org,
    original_user_is_staff: viewer.originalUserIsStaff,
    start: resolveDate(course.start),
    tabs: courseTabs(course, appRoot),
    title: course.title,
    username: viewer.effective?.username ?? null,
    user_timezone: viewer.effective?.timezone ?? browserTimezone,
    verified_mode: verifiedModeFor(course, viewer),
  };
}
