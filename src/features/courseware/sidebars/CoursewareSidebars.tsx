import './layout.scss';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDispatch } from 'react-redux';
import { MEDIUM_BREAKPOINT_PX, useWindowWidth } from '@/components/useWindowWidth';
import type { CoursewareCourse } from '@/lms/courseware/types';
import type { Logger } from '@/platform/logging';
import { usePlatform } from '@/platform/react';
import type { BuiltInWidget, RightSidebarState } from './context';
import CoursewareOutlineSidebar, {
  type CoursewareOutlineSidebarProps,
} from './course-outline/CoursewareOutlineSidebar';
import { discussionsWidget, useDiscussionsAvailable } from './discussions/widget';
import { SIDEBAR_HOSTS } from './hosts';
import {
  COURSE_OUTLINE,
  initialPanel,
  panelAfterChange,
  readChoice,
  roomFor,
  writeChoice,
  type Availability,
  type Room,
} from './panels';
import { RightSidebarPanel, RightSidebarTriggers, type RightWidget } from './RightSidebar';
import { upgradeWidget, useUpgrade } from './upgrade/widget';
import {
  byPriority,
  DISCUSSIONS,
  readSidebarWidgets,
  UPGRADE,
  type SiteWidget,
  type WidgetContext,
} from './widgets';

export interface CoursewareSidebarsProps {
  /** The courseware layout's element, which holds the hosts. */
  readonly layout: HTMLElement;
  /** The courseware's layout (decision 0023): the spec's keeps the spec's tray rule. */
  readonly courseLayout: 'current' | 'spec';
  readonly course: CoursewareCourse;
  readonly unitId: string | null;
  /** What the course-outline sidebar shows (the sequence and unit, the outline, the unit tabs' action). */
  readonly outline: CoursewareOutlineSidebarProps;
  /** Called once the panels have rendered into the hosts: the room the layout kept for them may go. */
  readonly onRendered?: () => void;
}

const BUILT_IN: readonly BuiltInWidget[] = [discussionsWidget, upgradeWidget];

/** A site widget's `isAvailable` (none: always); one that throws is not available, and logged once. */
const failedAvailability = new WeakSet<SiteWidget>();
function siteAvailable(widget: SiteWidget, context: WidgetContext, logger: Logger): boolean {
  if (!widget.isAvailable) return true;
  try {
    return Boolean(widget.isAvailable(context));
  } catch (error) {
    if (!failedAvailability.has(widget)) logger.logError(error, { sidebarWidget: widget.id });
    failedAvailability.add(widget);
    return false;
  }
}

/**
 * The courseware's side panels (issues 37 and 45; decision 0026): the course-outline sidebar and the right
 * sidebar's widgets, of which one at a time is open, as Open edX's learning app keeps one current sidebar.
 * Its own chunk, mounted once the unit's frame has loaded (CoursewareLayout.tsx): the rules, the widgets'
 * code and their calls never compete with the first unit. It renders into the hosts the layout keeps, so
 * the unit's frame never moves in the tree whatever opens or closes.
 *
 * The open panel starts as the rules say (panels.ts: the learner's choice for the course, the outline by
 * default, the spec's tray rule in the spec's layout, nothing by itself at phone width), follows the
 * learner's triggers (a choice made where the panel sits beside the unit is kept for the course), and
 * falls back when the unit changes what is available: discussions before the upgrade panel before the
 * outline. Site widgets come from `SIDEBAR_WIDGETS` (widgets.ts); a built-in one can be turned off there.
 */
export default function CoursewareSidebars({
  layout,
  courseLayout,
  course,
  unitId,
  outline,
  onRendered,
}: CoursewareSidebarsProps) {
  const { config, logger } = usePlatform();
  const dispatch = useDispatch();
  const width = useWindowWidth();
  const room: Room = roomFor(width, MEDIUM_BREAKPOINT_PX);

  const { disabled, site } = useMemo(
    () => readSidebarWidgets(config.SIDEBAR_WIDGETS, (message) => logger.logInfo(message)),
    [config, logger],
  );
  const discussions = useDiscussionsAvailable(course, unitId, !disabled.has(DISCUSSIONS));
  const upgrade = useUpgrade(course, room.rightBeside).available;
  const builtIn: Record<string, Availability> = { [DISCUSSIONS]: discussions, [UPGRADE]: upgrade };
  const context: WidgetContext = {
    courseId: course.id,
    unitId,
    course,
    unit: unitId ? { id: unitId, enabledInContext: discussions } : null,
  };
  const widgets: RightWidget[] = byPriority<RightWidget>(
    BUILT_IN.filter((widget) => !disabled.has(widget.id)).map((widget) => ({
      id: widget.id,
      priority: widget.priority,
      available: builtIn[widget.id],
      builtIn: widget,
    })),
    site.map((widget) => ({
      id: widget.id,
      priority: widget.priority,
      available: siteAvailable(widget, context, logger),
      site: widget,
    })),
  );

  const initial = () =>
    initialPanel({
      layout: courseLayout,
      room,
      stored: readChoice(course.id),
      widgets,
      hasVerifiedMode: course.verifiedMode !== null,
      upgradeId: UPGRADE,
    });
  const [state, setState] = useState(() => ({ unitId, current: initial(), chosen: false }));
  // The unit, or what it offers, changed: the open panel settles (adjusted during render, no flash).
  const unitChanged = state.unitId !== unitId;
  let current = panelAfterChange({ current: state.current, unitChanged, room, widgets });
  // Until the learner chooses, nothing open may become the default as the window gains room.
  if (current === null && !state.chosen) current = initial();
  if (unitChanged || current !== state.current) setState({ ...state, unitId, current });

  useEffect(() => onRendered?.(), [onRendered]);

  // A site widget's prefetch, once per course (upstream calls it after mount).
  useEffect(() => {
    for (const widget of site) {
      try {
        widget.prefetch?.({ courseId: course.id, course, dispatch });
      } catch (error) {
        logger.logError(error, { sidebarWidget: widget.id });
      }
    }
  }, [site, course, dispatch, logger]);

  /** The learner opens a panel or closes all; kept for the course when the panel sits beside the unit. */
  const choose = (panel: string | null) => {
    setState((last) => ({ ...last, current: panel, chosen: true }));
    const involved = panel ?? current;
    if (involved === null) return;
    if (involved === COURSE_OUTLINE ? room.outlineBeside : room.rightBeside) writeChoice(course.id, panel);
  };
  const start = layout.querySelector(`.${SIDEBAR_HOSTS.start}`);
  const triggers = layout.querySelector(`.${SIDEBAR_HOSTS.triggers}`);
  const end = layout.querySelector(`.${SIDEBAR_HOSTS.end}`);

  // A panel closed by its own button gives the focus back to its trigger (the full-screen ones do so
  // themselves, as dialogs).
  const focusTrigger = useRef<string | null>(null);
  useEffect(() => {
    const id = focusTrigger.current;
    focusTrigger.current = null;
    if (id === null || current !== null || !triggers) return;
    const box = [...triggers.querySelectorAll<HTMLElement>('[data-widget]')].find(
      (element) => element.dataset.widget === id,
    );
    box?.querySelector<HTMLElement>('button, a[href]')?.focus();
  }, [current, triggers]);
  const rightState: RightSidebarState = {
    course,
    unitId,
    wide: room.rightBeside,
    current,
    toggle: (id) => choose(current === id ? null : id),
    close: () => {
      focusTrigger.current = current;
      choose(null);
    },
  };
  const outlineSidebar = (
    <CoursewareOutlineSidebar
      {...outline}
      open={current === COURSE_OUTLINE}
      beside={room.outlineBeside}
      onOpenChange={(open) => {
        if (open) choose(COURSE_OUTLINE);
        else if (current === COURSE_OUTLINE) choose(null);
      }}
    />
  );
  const open = widgets.find((widget) => widget.id === current && widget.available !== false) ?? null;
  const panels: ReactNode = (
    <>
      {start && room.outlineBeside && createPortal(outlineSidebar, start)}
      {triggers &&
        createPortal(
          <>
            {!room.outlineBeside && outlineSidebar}
            <RightSidebarTriggers widgets={widgets} state={rightState} />
          </>,
          triggers,
        )}
      {end && createPortal(<RightSidebarPanel open={open} state={rightState} />, end)}
    </>
  );
  // A site widget's Provider wraps both its trigger and its panel (upstream mounts them around the sidebar).
  return site.reduceRight<ReactNode>(
    (children, { id, Provider }) => (Provider ? <Provider key={id}>{children}</Provider> : children),
    panels,
  );
}
