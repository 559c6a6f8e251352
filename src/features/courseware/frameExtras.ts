import { lmsApi } from '@/lms/api';
import type { AppDispatch } from '@/lms/hooks';
import type { Logger } from '@/platform/logging';
import { autoAdvancePath } from './autoAdvance';
import { shownCourseware } from './hooks/useAutoAdvance';
import { postEventApi } from './postEvent';

/*
 * What a unit frame does once its unit has shown (issue 46, as frontend-app-learning's useIFrameBehavior
 * does it; current-lms.md §9), in a chunk of its own that UnitFrame loads after the frame's first height:
 * the courseware's first visit carries none of it (decision 0031).
 *
 * - Out to the frame: `{"type": "unit.visibilityStatus", "data": {"topPosition", "viewportHeight"}}`, at
 *   once and then on every scroll and resize, at most once per 100 ms (the last one always sent), so the
 *   LMS can mark the blocks the learner has had on screen as viewed.
 * - In from the frame, what a learner's action in the unit says (the messages UnitFrame's own reader,
 *   ./frameMessages.ts, leaves `ignored`; from the LMS origin and this frame's window only): a dialog to
 *   open (`plugin.modal`, a body, or an address on the LMS origin only); a `post_event` (contract
 *   course-home §5.8, the due-dates banner's button) posted to the LMS, to its origin only, as the POST
 *   carries the learner's cookies (./postEvent.ts: the call-to-action toast, the course data again); the
 *   entrance exam passed (today's LMS: the course's record, outlines and sequences asked again); other
 *   events, logged; `plugin.videoFullScreen`, which keeps the page's scroll while a video is full screen
 *   and gives it back; `plugin.autoAdvance`, which moves on as Next would (./autoAdvance.ts).
 */

/** A dialog a unit asks for. */
export interface FrameModal {
  /** Text shown as the dialog's body, or null to show `url` in a frame. */
  readonly body: string | null;
  /** An address on the LMS origin (others are refused). */
  readonly url: string | null;
  readonly title: string | null;
}

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
  | { readonly kind: 'modal'; readonly modal: FrameModal }
  | { readonly kind: 'post-event'; readonly postEvent: FramePostEvent }
  /** The learner passed the course's entrance exam in this unit (today's LMS): the course opens up. */
  | { readonly kind: 'entrance-exam-passed' }
  | { readonly kind: 'event'; readonly name: string }
  | { readonly kind: 'auto-advance' }
  | { readonly kind: 'video-full-screen'; readonly open: boolean };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The address on `origin` (absolute), or null when `url` is not one (another site, a script, garbage). */
function onOrigin(url: unknown, origin: string): string | null {
  if (typeof url !== 'string') return null;
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A message of what a learner's action in a unit shown says, or null for anything else (or malformed). */
export function classifyFrameExtra(data: unknown, lmsOrigin: string): FrameExtraMessage | null {
  if (!isObject(data)) return null;
  const payload = isObject(data.payload) ? data.payload : null;
  switch (data.type) {
    case 'plugin.modal': {
      if (!payload) return null;
      const title = typeof payload.title === 'string' ? payload.title : null;
      if (typeof payload.body === 'string')
        return { kind: 'modal', modal: { body: payload.body, url: null, title } };
      const url = onOrigin(payload.url, lmsOrigin);
      return url ? { kind: 'modal', modal: { body: null, url, title } } : null;
    }
    case 'entranceExam.passed':
      return { kind: 'entrance-exam-passed' };
    case 'plugin.autoAdvance':
      return { kind: 'auto-advance' };
    case 'plugin.videoFullScreen':
      return typeof payload?.open === 'boolean' ? { kind: 'video-full-screen', open: payload.open } : null;
    default:
      break;
  }
  if (data.event_name === 'post_event') {
    const post = isObject(data.post_data) ? data.post_data : {};
    const params = isObject(post.body_params) ? post.body_params : {};
    const url = onOrigin(post.url, lmsOrigin);
    if (url === null) return null;
    return {
      kind: 'post-event',
      postEvent: {
        url,
        courseId: typeof params.course_id === 'string' && params.course_id !== '' ? params.course_id : null,
        researchEventData: data.research_event_data ?? null,
      },
    };
  }
  return typeof data.event_name === 'string' && data.event_name !== ''
    ? { kind: 'event', name: data.event_name }
    : null;
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

/** The unit whose frame it is, and what its messages need. */
export interface FrameExtrasContext {
  readonly lmsOrigin: string;
  readonly courseId: string;
  readonly unitId: string;
  readonly dispatch: AppDispatch;
  readonly logger: Logger;
  /** Shows the dialog a unit asked for (UnitFrame's ContentModal). */
  readonly openModal: (modal: FrameModal) => void;
}

/** Starts the unit frame's extras for `frame` (its unit has shown); `stop` when the unit goes. */
export function startFrameExtras(frame: HTMLIFrameElement, context: FrameExtrasContext): FrameExtras {
  const { lmsOrigin, courseId, unitId, dispatch, logger, openModal } = context;
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
      if (message?.kind === 'modal') {
        openModal(message.modal);
      } else if (message?.kind === 'event') {
        logger.logInfo(`Unit frame event: ${message.name}`, { unitId });
      } else if (message?.kind === 'entrance-exam-passed') {
        // The rest of the course opens: its record (the exam's standing), outlines and sequences again.
        logger.logInfo('Unit frame event: entranceExam.passed', { unitId });
        dispatch(lmsApi.util.invalidateTags(['Courseware', 'Outline', 'Sequence', 'Progress']));
      } else if (message?.kind === 'post-event') {
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
