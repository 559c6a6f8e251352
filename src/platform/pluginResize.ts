/**
 * `{"type": "plugin.resize", "payload": {"height": n}}`, the height message every Open edX frame sends its
 * host (the LMS's unit pages, the discussions app; frontend-app-learning's `messageTypes.resize`): the
 * height in whole pixels (rounded up), or null for anything else, a height that is not a finite number
 * or a negative one. The one reader of it: the unit frame, the discussion tab and the discussions beside a
 * unit each decide what a height of 0 means for them.
 */
export function pluginResizeHeight(data: unknown): number | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, payload } = data as { type?: unknown; payload?: unknown };
  if (type !== 'plugin.resize' || typeof payload !== 'object' || payload === null) return null;
  const { height } = payload as { height?: unknown };
  return typeof height === 'number' && Number.isFinite(height) && height >= 0 ? Math.ceil(height) : null;
}
