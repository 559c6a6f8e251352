import type { AppDispatch } from '@/lms/hooks';
import type { Logger } from '@/platform/logging';
import { autoAdvancePath } from './autoAdvance';
import { sameOrigin } from './frameMessages';
import { shownCourseware } from './hooks/useAutoAdvance';
import { postEventApi } from './postEvent';

/*
 * What a unit frame does once its unit has shown (issue 46, as frontend-app-learning's useIFrameBehavior
 * does it; current-lms.md §9), in a chunk of its own that UnitFrame loads after the frame's first height:
 * the courseware's first visit carries none of it.
 *
 * - Out to the frame: `{"type": "unit.visibilityStatus", "data": {"topPosition", "viewportHeight"}}`, at
 *   once and then on every scroll and resize, at most once per 100 ms (the last one always sent), so the
 *   LMS can mark the blocks the learner has had on screen as viewed.
 * - In from the frame (the messages UnitFrame's own reader leaves `ignored`, from the LMS origin and this
 *   frame's window only): `plugin.videoFullScreen` keeps the page's scroll when a video goes full screen
 *   and puts it back when it leaves; `plugin.autoAdvance` moves on as Next would (./autoAdvance.ts); a
 *   `post_event` (contract course-home §5.8, the due-dates banner's button) is posted to the LMS
 *   (./postEvent.ts: the call-to-action toast, the course data again), to the LMS origin only, as the POST
 *   carries the learner's cookies.
 */

/** A `post_event` from unit content: where to POST and what to send. */
export interface FramePostEvent {
  /** An absolute address on the LMS origin. */
  readonly url: string;
  /** `post_data.body_params.course_id`, or null when the message has none. */
  readonly courseId: string | null;
  /** Passed through exactly as received. */
  readonly researchEventData: unknown;
}

export type FrameExtraMessage =
  | { readonly kind: 'auto-advance' }
  | { readonly kind: 'video-full-screen'; readonly open: boolean }
  | { readonly kind: 'post-event'; readonly postEvent: FramePostEvent };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A message of what the learner does in a unit shown, or null for anything else (or a malformed one). */
export function classifyFrameExtra(data: unknown, lmsOrigin: string): FrameExtraMessage | null {
  if (!isObject(data)) return null;
  if (data.event_name === 'post_event') {
    const post = isObject(data.post_data) ? data.post_data : {};
    const params = isObject(post.body_params) ? post.body_params : {};
    const url = typeof post.url === 'string' ? post.url : null;
    if (url === null || !sameOrigin(url, lmsOrigin)) return null;
    return {
      kind: 'post-event',
      postEvent: {
        url: new URL(url, lmsOrigin).href,
        courseId: typeof params.course_id === 'string' && params.course_id !== '' ? params.course_id : null,
        researchEventData: data.research_event_data ?? null,
      },
    };
  }
  if (data.type === 'plugin.autoAdvance') return { kind: 'auto-advance' };
  const payload = data.payload;
  if (data.type !== 'plugin.videoFullScreen' || !isObject(payload)) return null;
  return typeof payload.open === 'boolean' ? { kind: 'video-full-screen', open: payload.open } : null;
}

export interface Throttled {
  /** Runs the function now if it has not run for `ms`, else once when `ms` has passed since it last ran. */
  readonly call: () => void;
  readonly cancel: () => void;
}

/** At most one run per `ms`: the first at once, the last of a burst at the end of its interval. */
export function throttle(run: () => void, ms: number): Throttled {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const fire = () => {
    timer = null;
    last = Date.now();
    run();
  };
  return {
    call: () => {
      if (timer !== null) return;
      const wait = last + ms - Date.now();
      if (wait <= 0) fire();
      else timer = setTimeout(fire, wait);
    },
    cancel: () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}

/** The visibility messages' interval (upstream's throttle). */
export const VISIBILITY_INTERVAL_MS = 100;

export interface FrameExtras {
  /** A message from the unit's frame that the unit frame's own reader left alone. */
  readonly onMessage: (data: unknown) => void;
  readonly stop: () => void;
}

/** The unit whose frame it is, and what a post_event needs. */
export interface FrameExtrasContext {
  readonly lmsOrigin: string;
  readonly courseId: string;
  readonly unitId: string;
  readonly dispatch: AppDispatch;
  readonly logger: Logger;
}

/** Starts the unit frame's extras for `frame` (its unit has shown); `stop` when the unit goes. */
export function startFrameExtras(frame: HTMLIFrameElement, context: FrameExtrasContext): FrameExtras {
  const { lmsOrigin, courseId, unitId, dispatch, logger } = context;
  const view = frame.ownerDocument.defaultView ?? window;
  const tell = () => {
    const data = { topPosition: frame.getBoundingClientRect().top, viewportHeight: view.innerHeight };
    try {
      frame.contentWindow?.postMessage({ type: 'unit.visibilityStatus', data }, lmsOrigin);
    } catch {
      // A frame on its way out (its window gone) has nothing to mark as viewed.
    }
  };
  const visibility = throttle(tell, VISIBILITY_INTERVAL_MS);
  view.addEventListener('scroll', visibility.call, { passive: true });
  view.addEventListener('resize', visibility.call);
  visibility.call();
  // The page's scroll when a video went full screen; null while none is.
  let scrollBeforeFullScreen: number | null = null;
  return {
    onMessage(data) {
      const message = classifyFrameExtra(data, lmsOrigin);
      if (message?.kind === 'post-event') {
        const { url, courseId: eventCourseId, researchEventData } = message.postEvent;
        logger.logInfo('Unit frame event: post_event', { unitId, url });
        dispatch(
          postEventApi.endpoints.postEvent.initiate(
            { url, courseId: eventCourseId ?? courseId, researchEventData },
            { track: false },
          ),
        )
          .unwrap()
          .catch((error: unknown) => logger.logError(error, { unitId, url }));
      } else if (message?.kind === 'video-full-screen') {
        if (!message.open && scrollBeforeFullScreen !== null) view.scrollTo(0, scrollBeforeFullScreen);
        scrollBeforeFullScreen = message.open ? view.scrollY : null;
      } else if (message?.kind === 'auto-advance') {
        const page = shownCourseware();
        const to = page && autoAdvancePath(page.input);
        if (page && to) void page.navigate(to);
      }
    },
    stop() {
      visibility.cancel();
      view.removeEventListener('scroll', visibility.call);
      view.removeEventListener('resize', visibility.call);
    },
  };
}
