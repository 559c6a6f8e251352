/**
 * The places the courseware's layout keeps for its side panels (CoursewareLayout.tsx), which the side
 * panels' chunk renders into (CoursewareSidebars.tsx): their class names, the one thing both share.
 */
export const SIDEBAR_HOSTS = {
  /** The inline-start side of the sequence column: the course outline beside it. */
  start: 'courseware-sidebar-start',
  /** Above the sequence: the outline's trigger on narrow windows, then the right sidebar's triggers. */
  triggers: 'courseware-sidebar-triggers',
  /** Beside the sequence area: the open right panel. */
  end: 'courseware-sidebar-end',
} as const;
