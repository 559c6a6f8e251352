/**
 * Which of the courseware's side panels is open (decision 0026): the course outline on the inline-start
 * side, or one widget of the right sidebar (the unit's discussions, the upgrade panel, a site's own), or
 * none. One at a time, as Open edX's learning app keeps a single current sidebar (its SidebarContext's
 * `currentSidebar`: `COURSE_OUTLINE`, a widget's id or null). Pure rules; CoursewareSidebars.tsx holds
 * the state.
 */
import { readStored, writeStored } from '@/components/localStore';

/** The course outline's id among the panels (upstream's `WIDGETS.COURSE_OUTLINE`). */
export const COURSE_OUTLINE = 'COURSE_OUTLINE';

/** Whether a widget has something for the unit shown: yes, no, or not known yet (its data is loading). */
export type Availability = boolean | undefined;

/** A right-sidebar widget as the rules see it. The rules take them ordered by priority, lowest first. */
export interface WidgetAvailability {
  readonly id: string;
  readonly priority: number;
  readonly available: Availability;
}

/**
 * What the window leaves room for: the outline beside the unit (Bootstrap's lg breakpoint and wider), a
 * right panel beside it (wider than the medium breakpoint). A panel without room opens full screen, and
 * only from its trigger.
 */
export interface Room {
  readonly outlineBeside: boolean;
  readonly rightBeside: boolean;
}

/** Bootstrap's lg breakpoint: from here the course outline sits beside the unit. */
export const OUTLINE_BESIDE_PX = 992;

/** What a window this wide leaves room for (MEDIUM_BREAKPOINT_PX: the right panel's breakpoint). */
export function roomFor(width: number, mediumBreakpointPx: number): Room {
  return { outlineBeside: width >= OUTLINE_BESIDE_PX, rightBeside: width > mediumBreakpointPx };
}

/** The learner's last choice in a course: a panel, or `panel: null` for all closed; null when never made. */
export type StoredChoice = { readonly panel: string | null } | null;

/** The first widget available on the unit, else the outline when it has room beside the unit, else none. */
function fallback(widgets: readonly WidgetAvailability[], room: Room): string | null {
  return (
    widgets.find((widget) => widget.available === true)?.id ?? (room.outlineBeside ? COURSE_OUTLINE : null)
  );
}

/**
 * Where an open widget goes when what the unit offers changes (upstream's unit-shift and sync rules):
 * to a widget of higher priority that became available (only as the unit changes, never under the
 * learner's eyes), else it stays while it is available or not known yet, else the next available by
 * priority, else the outline.
 */
function settle(
  current: WidgetAvailability,
  widgets: readonly WidgetAvailability[],
  room: Room,
  mayRise: boolean,
): string | null {
  const higher = widgets.find((widget) => widget.available === true && widget.priority < current.priority);
  if (mayRise && higher) return higher.id;
  return current.available === false ? fallback(widgets, room) : current.id;
}

/**
 * The panel open when the sidebars first show, after the unit's frame has loaded:
 *
 * - at phone width (no room beside the unit for any panel) none: nothing opens by itself there;
 * - the spec's layout keeps the spec's notification tray rule (§4): the upgrade panel opens when the course
 *   has a verified mode (on a window wider than the medium breakpoint, which `room` says);
 * - the learner's stored choice for the course: all closed stays closed, the outline or a widget opens
 *   again (a widget gives way to one of higher priority that is available, or, when it has nothing for
 *   the unit, to the next available, as upstream's first render does);
 * - else the course outline where it has room beside the unit: today's learning app opens the navigation,
 *   never the right sidebar, by itself (openedx/frontend-app-learning#1923).
 */
export function initialPanel(input: {
  readonly layout: 'current' | 'spec';
  readonly room: Room;
  readonly stored: StoredChoice;
  readonly widgets: readonly WidgetAvailability[];
  readonly hasVerifiedMode: boolean;
  readonly upgradeId: string;
}): string | null {
  const { layout, room, stored, widgets } = input;
  if (!room.rightBeside) return null;
  if (layout === 'spec' && input.hasVerifiedMode) {
    const upgrade = widgets.find((widget) => widget.id === input.upgradeId);
    if (upgrade && upgrade.available !== false) return upgrade.id;
  }
  if (stored) {
    if (stored.panel === null) return null;
    if (stored.panel === COURSE_OUTLINE) return room.outlineBeside ? COURSE_OUTLINE : null;
    const chosen = widgets.find((widget) => widget.id === stored.panel);
    if (chosen) return settle(chosen, widgets, room, true);
  }
  return room.outlineBeside ? COURSE_OUTLINE : null;
}

/**
 * The side of the unit the first panel will sit on ('start': the outline; 'end': a right panel), or none:
 * `initialPanel` while no widget knows yet what it has for the unit, as before the side panels' chunk has
 * come. The courseware keeps that room from its first paint (CoursewareLayout.tsx), so the unit does not
 * move sideways, nor its Next from under a click, when the panel renders after it (decision 0026). A
 * widget that turns out to have nothing, or that the site turned off, still gives its room back then.
 */
export function firstPanelSide(input: {
  readonly layout: 'current' | 'spec';
  readonly room: Room;
  readonly stored: StoredChoice;
  readonly hasVerifiedMode: boolean;
  readonly upgradeId: string;
  /** Whether the upgrade panel has something beside the unit: known before its chunk (an enrolment). */
  readonly upgradeAvailable: boolean;
}): 'start' | 'end' | null {
  const chosen = input.stored?.panel;
  const widgets: WidgetAvailability[] = [
    { id: input.upgradeId, priority: 0, available: input.upgradeAvailable },
    ...(chosen && chosen !== COURSE_OUTLINE && chosen !== input.upgradeId
      ? [{ id: chosen, priority: 0, available: undefined }]
      : []),
  ];
  const panel = initialPanel({ ...input, widgets });
  if (panel === null) return null;
  return panel === COURSE_OUTLINE ? 'start' : 'end';
}

/**
 * The panel after the unit, or what it offers, changed: closed stays closed and the outline stays open
 * (upstream keeps the navigation open from unit to unit); an open widget settles (see `settle`). At phone
 * width nothing switches by itself: a full-screen widget with nothing left to show closes.
 */
export function panelAfterChange(input: {
  readonly current: string | null;
  readonly unitChanged: boolean;
  readonly room: Room;
  readonly widgets: readonly WidgetAvailability[];
}): string | null {
  const { current, room, widgets } = input;
  if (current === null || current === COURSE_OUTLINE) return current;
  const open = widgets.find((widget) => widget.id === current);
  if (!room.rightBeside) return open && open.available !== false ? current : null;
  if (!open) return fallback(widgets, room);
  return settle(open, widgets, room, input.unitChanged);
}

const choiceKey = (courseId: string) => `learning.sidebar.${courseId}`;
/** Where the outline alone kept its open or closed choice before one panel at a time (read, never written). */
const outlineChoiceKey = (courseId: string) => `learning.outlineSidebar.${courseId}`;

/** The learner's choice for the course, kept in local storage (spec §3: storage that fails changes nothing). */
export function readChoice(courseId: string): StoredChoice {
  const value = readStored(choiceKey(courseId));
  if (value === 'none') return { panel: null };
  if (value) return { panel: value };
  const outline = readStored(outlineChoiceKey(courseId));
  if (outline === 'closed') return { panel: null };
  if (outline === 'open') return { panel: COURSE_OUTLINE };
  return null;
}

export function writeChoice(courseId: string, panel: string | null): void {
  writeStored(choiceKey(courseId), panel ?? 'none');
}
