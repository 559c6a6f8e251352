import { resolveDate } from '../clock';
import type { MockCourse } from '../courses/model';
import { courseAccess, enrollmentOf, type Viewer } from '../viewer';
import { courseTabs, verifiedModeFor } from './common';

/** GET /api/course_home/course_metadata/{courseId} (course-home §1). */
export function courseMetadataBody(
  course: MockCourse,
  viewer: Viewer,
  browserTimezone: string | null,
  appRoot?: string,
) {
  const enrollment = enrollmentOf(viewer, course.id);
  return {
    can_show_upgrade_sock: Boolean(verifiedModeFor(course, viewer)),
    can_load_courseware: true,
    can_view_certificate: true,
    celebrations: { first_section: false, streak_length_to_celebrate: null, streak_discount_enabled: false },
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
