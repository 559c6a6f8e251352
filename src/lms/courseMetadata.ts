import { browserTimezone } from '@/platform/timezone';
import { lmsApi } from './api';
import { type DecodeContext } from './baseQuery';
import { isoDate, read, type Reader } from './decode';
import { decodeTabs, type CourseTab } from './fragments/tabs';
import { decodeVerifiedMode, type VerifiedMode } from './fragments/verifiedMode';

/** course_access: the access verdict (course-home §1). */
export interface CourseAccess {
  readonly hasAccess: boolean;
  readonly errorCode: string | null;
  readonly developerMessage: string | null;
  readonly userMessage: string | null;
  readonly additionalContextUserMessage: string | null;
}

export interface Celebrations {
  readonly firstSection: boolean;
  readonly streakLengthToCelebrate: number | null;
  readonly streakDiscountEnabled: boolean;
  /** Today's LMS: the learner met their weekly goal (a "goal met" celebration is due; current-lms.md §3). */
  readonly weeklyGoal: boolean;
}

/**
 * The course-home metadata (GET /api/course_home/course_metadata/{courseId}): the part of the spec's §3
 * "Course metadata" entity that every course page needs for its frame. The courseware record
 * (GET /api/courseware/course/{courseId}) carries the rest and is read by the courseware pages.
 */
export interface CourseMetadata {
  /** The course id that was asked for (the store key). */
  readonly id: string;
  readonly courseId: string;
  readonly title: string;
  readonly number: string;
  readonly org: string;
  readonly start: string | null;
  readonly isEnrolled: boolean;
  readonly isSelfPaced: boolean;
  /** The effective user (after masquerade) has staff access. */
  readonly isStaff: boolean;
  /** The signed-in user is course staff: the staff toolbar shows. */
  readonly originalUserIsStaff: boolean;
  /** Derived: originalUserIsStaff && !isStaff. */
  readonly isMasquerading: boolean;
  readonly username: string | null;
  readonly userTimezone: string | null;
  readonly canViewCertificate: boolean;
  readonly canLoadCourseware: boolean;
  readonly celebrations: Celebrations;
  readonly courseAccess: CourseAccess;
  readonly tabs: readonly CourseTab[];
  readonly verifiedMode: VerifiedMode | null;
  /**
   * The LMS still has its legacy course pages (the spec's era: it sends `can_load_courseware`). Today's
   * LMS sends it no more, and its legacy course home and courseware lead back into this app, so nothing
   * sends a learner there (current-lms.md §8; decision 0020).
   */
  readonly lmsHasLegacyPages: boolean;
  /**
   * Today's LMS: `is_new_discussion_sidebar_view_enabled`, the course's switch for the discussions of a unit
   * beside it (the courseware's right sidebar, issue 37). Absent (the spec's LMS): false.
   */
  readonly discussionSidebar: boolean;
  /**
   * The signed-in user may author the course in Studio: the staff toolbar's Studio link shows (issue 45).
   * Today's LMS: `has_course_author_access` (else `studio_access`), as the current learning app reads it;
   * the spec's LMS sends neither, and course staff keep the link.
   */
  readonly mayAuthor: boolean;
}

export function decodeCourseAccess(r: Reader): CourseAccess {
  return {
    hasAccess: r.bool('has_access'),
    errorCode: r.optNonBlankString('error_code'),
    developerMessage: r.optNonBlankString('developer_message'),
    userMessage: r.optNonBlankString('user_message'),
    additionalContextUserMessage: r.optNonBlankString('additional_context_user_message'),
  };
}

export function decodeCelebrations(r: Reader | null): Celebrations {
  const streak = r?.optNum('streak_length_to_celebrate') ?? null;
  return {
    firstSection: r?.optBool('first_section') ?? false,
    streakLengthToCelebrate: streak !== null && streak > 0 ? Math.floor(streak) : null,
    streakDiscountEnabled: r?.optBool('streak_discount_enabled') ?? false,
    weeklyGoal: r?.optBool('weekly_goal') ?? false,
  };
}

export function decodeCourseMetadata(
  body: unknown,
  courseId: string,
  { config }: Pick<DecodeContext, 'config'>,
): CourseMetadata {
  const r = read(body);
  const isStaff = r.optBool('is_staff');
  const originalUserIsStaff = r.optBool('original_user_is_staff');
  return {
    id: courseId,
    courseId: r.optNonBlankString('course_id') ?? courseId,
    title: r.str('title'),
    number: r.optString('number') ?? '',
    org: r.optString('org') ?? '',
    start: isoDate(r.raw('start')),
    isEnrolled: r.optBool('is_enrolled'),
    isSelfPaced: r.optBool('is_self_paced'),
    isStaff,
    originalUserIsStaff,
    isMasquerading: originalUserIsStaff && !isStaff,
    username: r.optNonBlankString('username'),
    userTimezone: r.optNonBlankString('user_timezone'),
    canViewCertificate: r.optBool('can_view_certificate', true),
    // Spec-era field; later servers dropped it, and their courseware always loads.
    canLoadCourseware: r.optBool('can_load_courseware', true),
    lmsHasLegacyPages: typeof r.raw('can_load_courseware') === 'boolean',
    discussionSidebar: r.optBool('is_new_discussion_sidebar_view_enabled'),
    mayAuthor: r.optBool('has_course_author_access', r.optBool('studio_access', true)),
    celebrations: decodeCelebrations(r.optObj('celebrations')),
    courseAccess: decodeCourseAccess(r.obj('course_access')),
    tabs: decodeTabs(r, config.LMS_BASE_URL),
    verifiedMode: decodeVerifiedMode(r.optObj('verified_mode')),
  };
}

export const courseMetadataApi = lmsApi.injectEndpoints({
  endpoints: (build) => ({
    getCourseMetadata: build.query<CourseMetadata, string>({
      query: (courseId) => ({
        url: `/api/course_home/course_metadata/${courseId}`,
        params: { browser_timezone: browserTimezone() },
        decode: (body, context) => decodeCourseMetadata(body, courseId, context),
      }),
      providesTags: (_result, _error, courseId) => [{ type: 'CourseMetadata', id: courseId }],
    }),
  }),
});

export const { useGetCourseMetadataQuery } = courseMetadataApi;

/**
 * A course tab's call was refused (403: today's LMS, where the learner must be redirected, current-lms.md
 * §6): the metadata is asked again, and its `course_access` decides what the page shows (the frame's
 * redirects), as on the current learning app. A tab whose metadata still grants access shows its failure.
 */
export const courseAccessChanged = (courseId: string) =>
  lmsApi.util.invalidateTags([{ type: 'CourseMetadata', id: courseId }]);
