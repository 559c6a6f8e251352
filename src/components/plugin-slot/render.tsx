// Plugin widgets are markup the app does not write: they get the entry sheet's rules the app's own
// markup does not use (styles/complement.scss), before the first render (boot waits for this chunk).
import '@/styles/complement.scss';
import {
  cloneElement,
  createElement,
  Fragment,
  isValidElement,
  Suspense,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { usePlatform } from '@/platform/react';
import { ErrorBoundary } from '../ErrorBoundary';
import { setSlotRenderer } from './PluginSlot';
import {
  DEFAULT_CONTENTS,
  IFRAME_PLUGIN,
  PLUGIN_OPERATIONS,
  type PluginSlotProps,
  type SlotConfig,
  type Widget,
  type Wrapper,
} from './types';

/**
 * The operations of a configured slot, as the frontend-plugin-framework applies them: inserts add widgets,
 * hide, modify and wrap change the widget they name (the app's own content is `default_contents`, priority
 * 50, present unless `keepDefault` is false); then widgets are ordered by priority, then id. An operation
 * that is not understood is logged and skipped, never thrown into the page.
 */
export function organizePlugins(
  defaults: readonly Widget[],
  operations: readonly unknown[],
  onInvalid: (message: string) => void = (message) => console.error(message),
): Widget[] {
  const widgets = defaults.map((widget) => ({ ...widget }));
  for (const operation of operations) {
    // Configuration is written by hand: read it loosely and skip what does not fit.
    const change = (operation ?? {}) as Partial<
      Record<'op' | 'widgetId' | 'widget' | 'fn' | 'wrapper', unknown>
    >;
    if (change.op === PLUGIN_OPERATIONS.Insert) {
      const widget = change.widget as Widget | undefined;
      if (widget && typeof widget.id === 'string') widgets.push({ ...widget });
      else onInvalid('plugin slot: an insert operation has no widget with an id');
      continue;
    }
    const at = widgets.findIndex((widget) => widget.id === change.widgetId);
    const widget = widgets[at];
    if (change.op === PLUGIN_OPERATIONS.Hide) {
      if (widget) widget.hidden = true;
    } else if (change.op === PLUGIN_OPERATIONS.Modify && typeof change.fn === 'function') {
      if (widget) widgets[at] = (change.fn as (widget: Widget) => Widget)({ content: {}, ...widget });
    } else if (change.op === PLUGIN_OPERATIONS.Wrap && typeof change.wrapper === 'function') {
      if (widget) widget.wrappers = [...(widget.wrappers ?? []), change.wrapper as Wrapper];
    } else {
      onInvalid(`plugin slot: the operation ${JSON.stringify(change.op)} is not understood`);
    }
  }
  // Widgets without a numeric priority keep their place, as the framework's comparison leaves them.
  return widgets.sort((a, b) =>
    typeof a.priority === 'number' && typeof b.priority === 'number'
      ? (a.priority - b.priority) * 10_000 + a.id.localeCompare(b.id)
      : 0,
  );
}

/**
 * A widget's `content` merged into the default element's props (slotOptions.mergeProps): class names are
 * appended, styles merged, handlers chained, anything else replaced.
 */
export function mergeProps(
  original: Record<string, unknown>,
  extra: Record<string, unknown>,
): Record<string, unknown> {
  const merged = { ...original };
  for (const [name, value] of Object.entries(extra)) {
    const before = merged[name];
    if (name === 'className') {
      merged[name] = [before, value].filter(Boolean).join(' ');
    } else if (name === 'style') {
      if (typeof value === 'object' && value !== null) merged[name] = { ...(before as object), ...value };
    } else if (typeof value === 'function' && typeof before === 'function') {
      merged[name] = (...args: unknown[]) => {
        (before as (...a: unknown[]) => void)(...args);
        (value as (...a: unknown[]) => void)(...args);
      };
    } else {
      merged[name] = value;
    }
  }
  return merged;
}

function renderWidget(
  widget: Widget,
  props: PluginSlotProps,
  logger: ReturnType<typeof usePlatform>['logger'],
): ReactNode {
  const pluginProps = props.pluginProps ?? {};
  const content = widget.content ?? {};
  if (widget.id === DEFAULT_CONTENTS) {
    const element = widget.RenderWidget;
    if (!isValidElement(element) || Object.keys(content).length === 0) return element as ReactNode;
    const own = (element as ReactElement<Record<string, unknown>>).props;
    return cloneElement(
      element as ReactElement<Record<string, unknown>>,
      props.slotOptions?.mergeProps ? mergeProps(own, content) : { content },
    );
  }
  let body: ReactNode;
  if (widget.type === IFRAME_PLUGIN) {
    body = widget.url ? (
      <iframe className="plugin-iframe w-100 border-0" src={widget.url} title={widget.title ?? widget.id} />
    ) : null;
  } else if (isValidElement(widget.RenderWidget)) {
    body = widget.RenderWidget;
  } else if (typeof widget.RenderWidget === 'function' || typeof widget.RenderWidget === 'object') {
    const contentProps = props.slotOptions?.mergeProps
      ? mergeProps(pluginProps, content)
      : { ...pluginProps, content };
    body = createElement(widget.RenderWidget as ComponentType<Record<string, unknown>>, {
      id: widget.id,
      ...contentProps,
    });
  } else {
    body = null;
  }
  const Fallback = widget.errorFallbackComponent;
  return (
    <ErrorBoundary logger={logger} fallback={Fallback ? () => <Fallback /> : () => null}>
      <Suspense fallback={null}>{body}</Suspense>
    </ErrorBoundary>
  );
}

/** A configured slot: its widgets in order, each wrapped as asked. */
export function ConfiguredSlot(props: PluginSlotProps & { slot: SlotConfig }) {
  const { logger } = usePlatform();
  const { slot, children, pluginProps = {} } = props;
  const defaults: Widget[] =
    slot.keepDefault === false || slot.keepDefault === undefined
      ? []
      : [{ id: DEFAULT_CONTENTS, priority: 50, RenderWidget: children }];
  const widgets = organizePlugins(defaults, Array.isArray(slot.plugins) ? slot.plugins : [], (message) =>
    logger.logError(message, { slot: props.id }),
  );
  return widgets
    .filter((widget) => !widget.hidden)
    .map((widget) => {
      const element = renderWidget(widget, props, logger);
      const wrapped = (widget.wrappers ?? []).reduce<ReactNode>(
        (inner, wrapper, index) => createElement(wrapper, { component: inner, pluginProps, key: index }),
        element,
      );
      return <Fragment key={widget.id}>{wrapped}</Fragment>;
    });
}

setSlotRenderer(ConfiguredSlot);
