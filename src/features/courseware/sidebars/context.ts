import type { ComponentType } from 'react';
import type { CoursewareCourse } from '@/lms/courseware/types';

/** What every widget of the right sidebar is given (upstream's SidebarContext, the part this app needs). */
export interface RightSidebarState {
  readonly course: CoursewareCourse;
  readonly unitId: string | null;
  /** Wider than the medium breakpoint: a panel beside the content; narrower, a full-screen one. */
  readonly wide: boolean;
  /** The unit's frame has loaded (or there is none to wait for): late widgets may load now. */
  readonly ready: boolean;
  /** The widget whose panel is open, or null: one at a time. */
  readonly current: string | null;
  /** Opens the widget's panel (closing any other), or closes it when it is the open one. */
  readonly toggle: (id: string) => void;
  readonly close: () => void;
}

/** The id of the open panel's element, for its trigger's aria-controls (one sidebar per page). */
export const PANEL_ID = 'right-sidebar-panel';

/**
 * A widget of the right sidebar (upstream's `SIDEBAR_WIDGETS` entries): a trigger in the shared row and a
 * panel, both given the sidebar's state as props; each renders nothing when the widget is not available (the
 * upgrade panel for a learner with nothing to upgrade on a phone, the discussions of a unit without a topic
 * in context). The registry lists them in upstream's order of priority (discussions 10, upgrade 20).
 */
export interface SidebarWidget {
  readonly id: string;
  readonly Trigger: ComponentType<RightSidebarState>;
  readonly Panel: ComponentType<RightSidebarState>;
}
