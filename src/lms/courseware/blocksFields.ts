/**
 * The blocks call's requested fields (spec §7), in the order the LMS documents them. A module of its own,
 * with no imports: the app's call (api.ts) and the page's early call (scripts/lib/routePreload.ts, which
 * the build loads outside the app) read the same string.
 */
export const BLOCKS_REQUESTED_FIELDS =
  'children,effort_activities,effort_time,show_gated_sections,graded,special_exam_info,has_scheduled_content';
