import type { ComponentType } from 'react';
import type { CoursewareCourse } from '@/lms/courseware/types';

/** What the built-in widgets of the right sidebar are given (upstream's SidebarContext, the part they need). */
export interface RightSidebarState {
  readonly course: CoursewareCourse;
  readonly unitId: string | null;
  /** Wider than the medium breakpoint: a panel beside the content; narrower, a full-screen one. */
  readonly wide: boolean;
  /** The panel that is open (a widget's id, the course outline's, or null): one at a time. */
  readonly current: string | null;
  /** Opens the widget's panel (closing any other), or closes it when it is the open one. */
  readonly toggle: (id: string) => void;
  readonly close: () => void;
}

/** The id of the open panel's element, for its trigger's aria-controls (one panel per page). */
export const PANEL_ID = 'right-sidebar-panel';

/**
 * A built-in widget of the right sidebar: a trigger in the trigger row and a panel, both given the
 * sidebar's state. Whether it is offered on the unit is decided beside it (CoursewareSidebars.tsx): the
 * trigger shows only then, the panel only while it is the open one.
 */
export interface BuiltInWidget {
  readonly id: string;
  readonly priority: number;
  readonly Trigger: ComponentType<RightSidebarState>;
  readonly Panel: ComponentType<RightSidebarState>;
}
