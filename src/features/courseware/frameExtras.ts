import { autoAdvancePath } from './autoAdvance';
import { shownCourseware } from './hooks/useAutoAdvance';

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
 *   and puts it back when it leaves; `plugin.autoAdvance` moves on as Next would (./autoAdvance.ts).
 */

export type FrameExtraMessage =
  { readonly kind: 'auto-advance' } | { readonly kind: 'video-full-screen'; readonly open: boolean };

/** A message of what the unit does later, or null for anything else (or a malformed one). */
export function classifyFrameExtra(data: unknown): FrameExtraMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, payload } = data as { type?: unknown; payload?: unknown };
  if (type === 'plugin.autoAdvance') return { kind: 'auto-advance' };
  if (type !== 'plugin.videoFullScreen' || typeof payload !== 'object' || payload === null) return null;
  const { open } = payload as { open?: unknown };
  return typeof open === 'boolean' ? { kind: 'video-full-screen', open } : null;
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

/** Starts the unit frame's extras for `frame` (its unit has shown); `stop` when the unit goes. */
export function startFrameExtras(frame: HTMLIFrameElement, lmsOrigin: string): FrameExtras {
  const view = frame.ownerDocument.defaultView ?? window;
  const tell = () => {
    const data = { topPosition: frame.getBoundingClientRect().top, viewportHeight: view.innerHeight };
    frame.contentWindow?.postMessage({ type: 'unit.visibilityStatus', data }, lmsOrigin);
  };
  const visibility = throttle(tell, VISIBILITY_INTERVAL_MS);
  view.addEventListener('scroll', visibility.call, { passive: true });
  view.addEventListener('resize', visibility.call);
  visibility.call();
  // The page's scroll when a video went full screen; null while none is.
  let scrollBeforeFullScreen: number | null = null;
  return {
    onMessage(data) {
      const message = classifyFrameExtra(data);
      if (message?.kind === 'video-full-screen') {
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
