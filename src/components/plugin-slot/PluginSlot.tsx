import type { ReactNode } from 'react';
import { useConfig } from '@/platform/react';
import type { PluginSlotProps, SlotConfig } from './types';

export type SlotRenderer = (props: PluginSlotProps & { slot: SlotConfig }) => ReactNode;

let renderer: SlotRenderer | null = null;

/** Called by ./render.tsx when it loads: boot loads it only when env.config configured a slot. */
export function setSlotRenderer(render: SlotRenderer): void {
  renderer = render;
}

/** Whether the configuration has any slot configured (boot then loads the slot renderer first). */
export function hasPluginSlots(pluginSlots: unknown): boolean {
  return typeof pluginSlots === 'object' && pluginSlots !== null && Object.keys(pluginSlots).length > 0;
}

/**
 * The configuration of a slot: the last key of `pluginSlots` that is its id or one of its aliases, as the
 * frontend-plugin-framework reads it.
 */
export function findSlot(
  pluginSlots: unknown,
  id: string,
  idAliases: readonly string[] = [],
): SlotConfig | null {
  if (!hasPluginSlots(pluginSlots)) return null;
  const slots = pluginSlots as Record<string, unknown>;
  const key = Object.keys(slots).findLast((name) => name === id || idAliases.includes(name));
  const slot = key === undefined ? null : slots[key];
  return typeof slot === 'object' && slot !== null ? slot : null;
}

/**
 * A place operators customise through env.config's `pluginSlots` (docs/plugin-slots.md). Without
 * configuration for it, it renders its children and nothing else: the operations live in a chunk that
 * boot loads only when some slot is configured.
 */
export function PluginSlot(props: PluginSlotProps) {
  const { pluginSlots } = useConfig();
  const slot = findSlot(pluginSlots, props.id, props.idAliases);
  const Render = renderer;
  if (!slot || !Render) return props.children ?? null;
  return <Render {...props} slot={slot} />;
}
