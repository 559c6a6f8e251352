import type { MockCourse } from '../courses/model';

/**
 * GET /api/discussion/v1/courses/{courseId} (lms discussion rest_api CourseView, `get_course`): the
 * course's discussions configuration. The learning app reads `provider` only: `openedx` lets it ask for the
 * topics; `legacy` shows discussions inside the unit.
 */
export function discussionCourseBody(course: MockCourse) {
  const openedx = Boolean(course.discussionsInContext);
  return {
    id: course.id,
    is_posting_enabled: true,
    blackouts: [],
    thread_list_url: `/api/discussion/v1/threads/?course_id=${encodeURIComponent(course.id)}`,
    following_thread_list_url: `/api/discussion/v1/threads/?course_id=${encodeURIComponent(course.id)}&following=True`,
    topics_url: `/api/discussion/v1/course_topics/${course.id}`,
    allow_anonymous: false,
    allow_anonymous_to_peers: false,
    user_roles: ['Student'],
    has_moderation_privileges: false,
    is_group_ta: false,
    is_user_admin: false,
    provider: openedx ? 'openedx' : 'legacy',
    enable_in_context: openedx,
    group_at_subsection: false,
  };
}

/**
 * GET /api/discussion/v2/course_topics/{courseId} (DiscussionTopicSerializerV2, `get_course_topics_v2`):
 * for a learner, the topics enabled in context of the units they may see, and the course-wide topic
 * (no `usage_key`). The units of `discussionsInContext` have one each; the other units none.
 */
export function discussionTopicsBody(course: MockCourse) {
  const units = course.sections.flatMap((section) => section.sequences.flatMap((sequence) => sequence.units));
  const inContext = new Set(course.discussionsInContext ?? []);
  const topics = units
    .filter((unit) => inContext.has(unit.id))
    .map((unit, index) => ({
      id: `topic-${index + 1}-${unit.id.split('@').pop() ?? ''}`,
      usage_key: unit.id,
      name: unit.title,
      thread_counts: { discussion: index + 1, question: index % 2 },
      enabled_in_context: true,
    }));
  return [
    {
      id: 'course',
      usage_key: null,
      name: 'General',
      thread_counts: { discussion: 3, question: 1 },
      enabled_in_context: true,
    },
    ...topics,
  ];
}
