import { pluginResizeHeight } from '@/lms/decode';

/** The frame's permission list (spec §2, contract §10.2). */
export const FRAME_ALLOW = 'microphone *; camera *; midi *; geolocation *; encrypted-media *';

/**
 * What a unit frame says while its unit loads (contract §10.3), checked for shape: its content's height,
 * and the offset of the anchor the page's address names. The caller has already checked that the message
 * comes from the LMS origin and from the unit's own frame; anything else is `ignored` here and read by
 * ./frameExtras.ts, the chunk that loads once the unit has shown, with what a learner's action in it says
 * (a dialog, a post_event, the entrance exam passed, a video's auto-advance and full screen, events).
 */
export type FrameMessage =
  | { readonly kind: 'resize'; readonly height: number }
  | { readonly kind: 'offset'; readonly offset: number }
  | { readonly kind: 'ignored' };

const IGNORED: FrameMessage = { kind: 'ignored' };

export function classifyFrameMessage(data: unknown): FrameMessage {
  if (typeof data !== 'object' || data === null) return IGNORED;
  const height = pluginResizeHeight(data);
  if (height !== null) return { kind: 'resize', height };
  const { type, offset } = data as { type?: unknown; offset?: unknown };
  return type === undefined && typeof offset === 'number' && Number.isFinite(offset) && offset !== 0
    ? { kind: 'offset', offset }
    : IGNORED;
}
