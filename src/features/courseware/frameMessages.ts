import { pluginResizeHeight } from '@/platform/pluginResize';

/** The frame's permission list (spec §2, contract §10.2). */
export const FRAME_ALLOW = 'microphone *; camera *; midi *; geolocation *; encrypted-media *';

/**
 * The messages a unit frame may send (contract §10.3), checked for shape. The caller has already checked
 * that the message comes from the LMS origin and from the unit's own frame; anything else is `ignored`
 * here. The messages of what the unit does later (a video's auto-advance and full screen) are read by
 * ./frameExtras.ts, which loads once the unit has shown, from what this leaves `ignored`.
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
  | { readonly kind: 'post-event'; readonly postEvent: FramePostEvent }
  | { readonly kind: 'event'; readonly name: string }
  /** The learner passed the course's entrance exam in this unit (today's LMS): the course opens up. */
  | { readonly kind: 'entrance-exam-passed' }
  | { readonly kind: 'ignored' };

/** A `post_event` from unit content (contract course-home §5.8): where to POST and what to send. */
export interface FramePostEvent {
  /** An absolute address on the LMS origin (others are refused: the POST carries the learner's cookies). */
  readonly url: string;
  /** `post_data.body_params.course_id`, or null when the message has none. */
  readonly courseId: string | null;
  /** Passed through exactly as received. */
  readonly researchEventData: unknown;
}

const IGNORED: FrameMessage = { kind: 'ignored' };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function sameOrigin(url: string, origin: string): boolean {
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
  if (data.event_name === 'post_event') {
    const post = isObject(data.post_data) ? data.post_data : {};
    const params = isObject(post.body_params) ? post.body_params : {};
    const url = typeof post.url === 'string' ? post.url : null;
    if (url === null || !sameOrigin(url, lmsOrigin)) return IGNORED;
    return {
      kind: 'post-event',
      postEvent: {
        url: new URL(url, lmsOrigin).href,
        courseId: typeof params.course_id === 'string' && params.course_id !== '' ? params.course_id : null,
        researchEventData: data.research_event_data ?? null,
      },
    };
  }
  if (typeof data.event_name === 'string' && data.event_name !== '') {
    return { kind: 'event', name: data.event_name };
  }
  return IGNORED;
}
