import type { ComponentType, ReactNode } from 'react';

/**
 * Plugin slots (docs/plugin-slots.md) follow openedx/frontend-plugin-framework's model: env.config's
 * `pluginSlots[slotId] = { keepDefault, plugins: [operation, ...] }`, where an operation inserts a widget,
 * hides, modifies or wraps one. The app's own content of a slot is the widget `default_contents`.
 */
export const DIRECT_PLUGIN = 'DIRECT_PLUGIN';
export const IFRAME_PLUGIN = 'IFRAME_PLUGIN';
export const PLUGIN_OPERATIONS = {
  Insert: 'insert',
  Hide: 'hide',
  Modify: 'modify',
  Wrap: 'wrap',
} as const;

export const DEFAULT_CONTENTS = 'default_contents';

export type WidgetContent = Record<string, unknown>;

export interface Widget {
  id: string;
  type?: string;
  priority?: number;
  /** A component (given `id`, `content` and the slot's pluginProps), or an element. */
  RenderWidget?: ComponentType<Record<string, unknown>> | ReactNode;
  /** IFRAME_PLUGIN: the page and its title. */
  url?: string;
  title?: string;
  content?: WidgetContent;
  hidden?: boolean;
  wrappers?: Wrapper[];
  errorFallbackComponent?: ComponentType<Record<string, unknown>>;
}

/** Wrap: given the widget's element as `component`, and the slot's pluginProps. */
export type Wrapper = ComponentType<{ component: ReactNode; pluginProps: Record<string, unknown> }>;

export type PluginOperation =
  | { op: 'insert'; widget: Widget }
  | { op: 'hide'; widgetId: string }
  | { op: 'modify'; widgetId: string; fn: (widget: Widget) => Widget }
  | { op: 'wrap'; widgetId: string; wrapper: Wrapper };

export interface SlotConfig {
  keepDefault?: boolean;
  plugins?: readonly PluginOperation[];
}

export interface PluginSlotProps {
  /** The upstream slot id (`org.openedx.frontend.learning.unit_title.v1`). */
  id: string;
  /** Older names of the slot (`unit_title_slot`); configuration under any of them applies. */
  idAliases?: readonly string[];
  /** Given to every inserted widget and wrapper. */
  pluginProps?: Record<string, unknown>;
  /** `mergeProps`: a Modify's `content` is merged into the default content's props. */
  slotOptions?: { mergeProps?: boolean };
  /** The app's own content (the widget `default_contents`). */
  children?: ReactNode;
}
