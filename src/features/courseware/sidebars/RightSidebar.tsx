import './rightSidebar.scss';
import { useState, type ReactNode } from 'react';
import { PluginSlot } from '@/components/plugin-slot/PluginSlot';
import { MEDIUM_BREAKPOINT_PX, useWindowWidth } from '@/components/useWindowWidth';
import type { CoursewareCourse } from '@/lms/courseware/types';
import { trayOpenByDefault } from './upgrade/notificationStatus';
import type { RightSidebarState, SidebarWidget } from './context';
import { discussionsWidget } from './discussions/widget';
import { UPGRADE, upgradeWidget } from './upgrade/widget';

/** The right sidebar's widgets, by priority (upstream's defaultWidgets: discussions, then upgrade). */
export const WIDGETS: readonly SidebarWidget[] = [discussionsWidget, upgradeWidget];

/**
 * The courseware's right sidebar (issue 37; upstream's Sidebar and SidebarTriggers) around the sequence
 * area: a row of triggers, one per widget (slot `right_sidebar_trigger`), and the open widget's panel
 * (slot `right_sidebar`) beside the content on windows wider than the medium breakpoint, full screen
 * narrower. One panel is open at a time.
 *
 * Opens by itself only on a wide window, and only the upgrade panel of a course with a verified mode (the
 * spec's tray, §4). At phone width nothing opens by itself, on the first visit or any later one. A panel
 * the learner opened stays open when the window narrows, full screen (browsers' full-page captures narrow
 * the window for a moment).
 */
export function RightSidebar({
  course,
  unitId,
  ready,
  children,
}: {
  course: CoursewareCourse;
  unitId: string | null;
  /** The unit's frame has loaded (or there is none): the discussions' code and calls may start. */
  ready: boolean;
  children: ReactNode;
}) {
  const width = useWindowWidth();
  const wide = width > MEDIUM_BREAKPOINT_PX;
  const [current, setCurrent] = useState(() =>
    trayOpenByDefault({ hasVerifiedMode: course.verifiedMode !== null, windowWidth: width }) ? UPGRADE : null,
  );
  const state: RightSidebarState = {
    course,
    unitId,
    wide,
    ready,
    current,
    toggle: (id) => setCurrent((open) => (open === id ? null : id)),
    close: () => setCurrent(null),
  };

  // The same elements whatever is open, so the unit (its frame) never remounts.
  return (
    <div className="courseware-notifications">
      <div className="notification-tray-toggle-row">
        <PluginSlot
          id="org.openedx.frontend.learning.right_sidebar_trigger.v1"
          idAliases={['right_sidebar_trigger_slot']}
        >
          {WIDGETS.map(({ id, Trigger }) => (
            <Trigger key={id} {...state} />
          ))}
        </PluginSlot>
      </div>
      <div className="courseware-notifications-layout">
        <div className="courseware-notifications-main">{children}</div>
        <PluginSlot id="org.openedx.frontend.learning.right_sidebar.v1" idAliases={['right_sidebar_slot']}>
          {WIDGETS.map(({ id, Panel }) => (
            <Panel key={id} {...state} />
          ))}
        </PluginSlot>
      </div>
    </div>
  );
}
