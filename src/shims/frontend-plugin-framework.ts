/**
 * What env.config files import from `@openedx/frontend-plugin-framework` (vite.config.ts aliases the
 * package here): Tutor's generated file takes DIRECT_PLUGIN and PLUGIN_OPERATIONS to declare slot
 * operations. The names are this app's own implementation of the framework's model
 * (src/components/plugin-slot, docs/plugin-slots.md), not the package.
 */
import type { ReactNode } from 'react';
import '@/components/plugin-slot/render';

export { PluginSlot } from '@/components/plugin-slot/PluginSlot';
export { DIRECT_PLUGIN, IFRAME_PLUGIN, PLUGIN_OPERATIONS } from '@/components/plugin-slot/types';

/** The framework's wrapper for content rendered inside an iframe plugin; here it renders its children. */
export function Plugin({ children }: { children?: ReactNode }) {
  return children ?? null;
}
