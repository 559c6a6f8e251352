/**
 * The right sidebar's widgets: the built-in ones (the unit's discussions, the upgrade panel) and a site's
 * own, from `SIDEBAR_WIDGETS` in env.config in Open edX's format
 * (frontend-app-learning/src/courseware/course/sidebar/README.md and defaultWidgets.js; decision 0027).
 */
import type { ComponentType, ReactNode } from 'react';
import type { CoursewareCourse } from '@/lms/courseware/types';

export const DISCUSSIONS = 'DISCUSSIONS';
export const UPGRADE = 'UPGRADE';

/** Upstream's priorities: discussions 10, upgrade 20, a widget without one 50; lower comes first. */
export const DISCUSSIONS_PRIORITY = 10;
export const UPGRADE_PRIORITY = 20;
export const DEFAULT_PRIORITY = 50;
const BUILT_IN = new Set([DISCUSSIONS, UPGRADE]);

/** What a site widget's `isAvailable` is given (upstream's context object). */
export interface WidgetContext {
  readonly courseId: string;
  readonly unitId: string | null;
  /** The courseware's course record (verifiedMode, enrollmentMode, isStaff, tabs, …), camelCase. */
  readonly course: CoursewareCourse;
  /** The unit shown; `enabledInContext` once the course's discussion topics are known. */
  readonly unit: { readonly id: string; readonly enabledInContext?: boolean } | null;
}

/** What a site widget's `Trigger` is given: upstream's `onClick`, and whether its panel is open. */
export interface SiteTriggerProps {
  readonly onClick: () => void;
  readonly isOpen: boolean;
  /** The open panel's element id, for the trigger's `aria-controls`. */
  readonly panelId: string;
  readonly courseId: string;
  readonly unitId: string | null;
}

/** What a site widget's `Sidebar` is given: the fields of upstream's SidebarContext it would read. */
export interface SiteSidebarProps {
  readonly courseId: string;
  readonly unitId: string | null;
  readonly currentSidebar: string | null;
  /** Opens another panel, or closes this one (`toggleSidebar(null)`). */
  readonly toggleSidebar: (id: string | null) => void;
  /** The panel is full screen (a phone), not beside the unit. */
  readonly shouldDisplayFullScreen: boolean;
}

export interface SiteWidget {
  readonly id: string;
  readonly priority: number;
  /** The panel's heading (this app's addition: the panel's frame is the app's); the id when not given. */
  readonly title: string;
  readonly Sidebar: ComponentType<SiteSidebarProps>;
  readonly Trigger: ComponentType<SiteTriggerProps>;
  readonly isAvailable?: (context: WidgetContext) => unknown;
  readonly prefetch?: (input: { courseId: string; course: CoursewareCourse; dispatch: unknown }) => void;
  readonly Provider?: ComponentType<{ children?: ReactNode }>;
}

export interface SidebarWidgetsConfig {
  /** Widgets a site turned off (`{ id, enabled: false }`): built-in or its own. */
  readonly disabled: ReadonlySet<string>;
  /** The site's own widgets, in the order configured. */
  readonly site: readonly SiteWidget[];
}

/** A React component: a function or class, or what memo, forwardRef and lazy make (objects). */
function isComponent(value: unknown): boolean {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

/**
 * Reads `SIDEBAR_WIDGETS`: a list (or its JSON, from a build environment). An entry with `enabled: false`
 * turns off the widget of its id; an entry with a built-in widget's id is otherwise ignored (upstream
 * keeps the default); a site's widget needs an id, a `Sidebar` and a `Trigger`. Whatever does not fit is
 * logged and skipped, never thrown.
 */
export function readSidebarWidgets(raw: unknown, log: (message: string) => void): SidebarWidgetsConfig {
  const disabled = new Set<string>();
  const site: SiteWidget[] = [];
  let list = raw;
  if (typeof raw === 'string') {
    try {
      list = raw.trim() ? JSON.parse(raw) : [];
    } catch {
      list = raw;
    }
  }
  if (list === undefined || list === null) return { disabled, site };
  if (!Array.isArray(list)) {
    log('SIDEBAR_WIDGETS is a list of widgets; ignored');
    return { disabled, site };
  }
  const entries: unknown[] = list;
  for (const entry of entries) {
    if (typeof entry !== 'object' || entry === null || typeof (entry as { id?: unknown }).id !== 'string') {
      log('SIDEBAR_WIDGETS: an entry without an id; skipped');
      continue;
    }
    const widget = entry as Record<string, unknown> & { id: string };
    if (widget.enabled === false) {
      disabled.add(widget.id);
      continue;
    }
    if (BUILT_IN.has(widget.id)) continue;
    if (site.some((known) => known.id === widget.id)) {
      log(`SIDEBAR_WIDGETS: ${widget.id} is configured twice; the first is kept`);
      continue;
    }
    if (!isComponent(widget.Sidebar) || !isComponent(widget.Trigger)) {
      log(`SIDEBAR_WIDGETS: ${widget.id} needs a Sidebar and a Trigger component; skipped`);
      continue;
    }
    const priority = widget.priority;
    site.push({
      id: widget.id,
      priority: typeof priority === 'number' && Number.isFinite(priority) ? priority : DEFAULT_PRIORITY,
      title: typeof widget.title === 'string' && widget.title.trim() ? widget.title : widget.id,
      Sidebar: widget.Sidebar as SiteWidget['Sidebar'],
      Trigger: widget.Trigger as SiteWidget['Trigger'],
      isAvailable:
        typeof widget.isAvailable === 'function'
          ? (widget.isAvailable as SiteWidget['isAvailable'])
          : undefined,
      prefetch:
        typeof widget.prefetch === 'function' ? (widget.prefetch as SiteWidget['prefetch']) : undefined,
      Provider: isComponent(widget.Provider) ? (widget.Provider as SiteWidget['Provider']) : undefined,
    });
  }
  return { disabled, site };
}

/**
 * The widgets in the order of their triggers and of the fallback: by priority, lowest first; at equal
 * priority the built-in ones first, then the site's in the order configured.
 */
export function byPriority<T extends { readonly id: string; readonly priority: number }>(
  builtIn: readonly T[],
  site: readonly T[],
): T[] {
  // Array sorts are stable: at equal priority the order given stays.
  return [...builtIn, ...site].sort((a, b) => a.priority - b.priority);
}
