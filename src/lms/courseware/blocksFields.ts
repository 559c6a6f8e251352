/**
 * The blocks call's requested fields (spec §7), in the order the LMS documents them, then `hide_from_toc`
 * (today's LMS marks the sections and sequences hidden from the table of contents with it when asked,
 * current-lms.md §4; the spec's LMS leaves it out). A module of its own, with no imports: the app's call
 * (api.ts) and the page's early call (scripts/lib/routePreload.ts, which the build loads outside the app)
 * read the same string.
 */
export const BLOCKS_REQUESTED_FIELDS =
  'children,effort_activities,effort_time,show_gated_sections,graded,special_exam_info,has_scheduled_content,hide_from_toc';
