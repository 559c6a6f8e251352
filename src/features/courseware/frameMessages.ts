import { pluginResizeHeight } from '@/lms/decode';

/** The frame's permission list (spec §2, contract §10.2). */
export const FRAME_ALLOW = 'microphone *; camera *; midi *; geolocation *; encrypted-media *';

/**
 * The messages a unit frame may send (contract §10.3), checked for shape. The caller has already checked
 * that the message comes from the LMS origin and from the unit's own frame; anything else is `ignored`
 * here. The messages of what the learner does in a unit shown (a video's auto-advance and full screen, a
 * `post_event`) are read by ./frameExtras.ts, which loads once the unit has shown, from what this leaves
 * `ignored`.
 */
export interface FrameModal {
  /** Text shown as the dialog's body, or null to show `url` in a frame. */
  readonly body: string | null;
  /** An address on the LMS origin (others are refused). */
  readonly url: string | null;
  readonly title: string | null;
}

export type FrameMessage =
  | { readonly kind: 'resize'; readonly height: number }
  | { readonly kind: 'modal'; readonly modal: FrameModal }
  | { readonly kind: 'offset'; readonly offset: number }
  | { readonly kind: 'event'; readonly name: string }
  /** The learner passed the course's entrance exam in this unit (today's LMS): the course opens up. */
  | { readonly kind: 'entrance-exam-passed' }
  | { readonly kind: 'ignored' };

const IGNORED: FrameMessage = { kind: 'ignored' };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function sameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}

export function classifyFrameMessage(data: unknown, lmsOrigin: string): FrameMessage {
  if (!isObject(data)) return IGNORED;
  if (data.type === 'plugin.resize') {
    const height = pluginResizeHeight(data);
    return height === null ? IGNORED : { kind: 'resize', height };
  }
  if (data.type === 'plugin.modal') {
    const payload = data.payload;
    if (!isObject(payload)) return IGNORED;
    const body = typeof payload.body === 'string' ? payload.body : null;
    const url = typeof payload.url === 'string' ? payload.url : null;
    const title = typeof payload.title === 'string' ? payload.title : null;
    if (body !== null) return { kind: 'modal', modal: { body, url: null, title } };
    if (url !== null && sameOrigin(url, lmsOrigin)) {
      return { kind: 'modal', modal: { body: null, url: new URL(url, lmsOrigin).href, title } };
    }
    return IGNORED;
  }
  if (data.type === 'entranceExam.passed') return { kind: 'entrance-exam-passed' };
  if (data.type === undefined && typeof data.offset === 'number' && Number.isFinite(data.offset)) {
    return data.offset === 0 ? IGNORED : { kind: 'offset', offset: data.offset };
  }
  // A post_event (the due-dates banner's button) is a learner's action in a unit shown: ./frameExtras.ts.
  if (data.event_name === 'post_event') return IGNORED;
  if (typeof data.event_name === 'string' && data.event_name !== '') {
    return { kind: 'event', name: data.event_name };
  }
  return IGNORED;
}
