import type { AxiosInstance } from 'axios';
import type { Logger } from './logging';

type Properties = Readonly<Record<string, unknown>>;

/** The platform's five analytics calls (conventions §5). */
export interface Analytics {
  sendTrackEvent(eventName: string, properties?: Properties): void;
  sendPageEvent(category?: string, name?: string, properties?: Properties): void;
  identifyAuthenticatedUser(userId: number, traits?: Properties): void;
  identifyAnonymousUser(traits?: Properties): void;
  /** POST {LMS}/event: the LMS tracking log, independent of Segment. */
  sendTrackingLogEvent(eventName: string, properties?: Properties): void;
}

interface SegmentLike {
  track(name: string, properties?: Properties): void;
  page(category?: string, name?: string, properties?: Properties): void;
  identify(userId: string, traits?: Properties): void;
  reset?(): void;
  user?(): { id(): string | null };
}

const snakeCase = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

export function snakeCaseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeCaseKeys);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [snakeCase(k), snakeCaseKeys(v)]));
  }
  return value;
}

/** The calls kept for Segment's library while it loads: a page left open with it blocked keeps no more. */
export const SEGMENT_QUEUE_LIMIT = 500;

const SEGMENT_METHODS = ['track', 'page', 'identify', 'reset', 'user'] as const;

/**
 * Loads Segment's analytics.js the way its official snippet does: `window.analytics` starts as an array whose
 * methods push `[method, ...args]`; the library replays that queue when it arrives and replaces the array.
 * Calls go through `window.analytics` at call time, so they reach whichever of the two is there. The queue
 * keeps the first SEGMENT_QUEUE_LIMIT calls, and when the library cannot load (an ad blocker, a network
 * that drops it) nothing would ever replay it: it is emptied and takes no more.
 */
function loadSegment(key: string): SegmentLike {
  const w = window as unknown as { analytics?: unknown };
  const queue: unknown[][] & Record<string, unknown> = Object.assign(
    [] as unknown[][],
    {} as Record<string, unknown>,
  );
  for (const method of SEGMENT_METHODS) {
    queue[method] = (...args: unknown[]) => {
      if (queue.length < SEGMENT_QUEUE_LIMIT) queue.push([method, ...args]);
      return queue;
    };
  }
  w.analytics = queue;
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://cdn.segment.com/analytics.js/v1/${encodeURIComponent(key)}/analytics.min.js`;
  script.addEventListener('error', () => {
    queue.length = 0;
    for (const method of SEGMENT_METHODS) queue[method] = () => queue;
  });
  document.head.appendChild(script);
  const current = () => w.analytics as SegmentLike;
  return {
    track: (name, properties) => current().track(name, properties),
    page: (category, name, properties) => current().page(category, name, properties),
    identify: (userId, traits) => current().identify(userId, traits),
    reset: () => current().reset?.(),
    user: () => {
      const library = current();
      return w.analytics !== queue && library.user ? library.user() : { id: () => null };
    },
  };
}

export interface AnalyticsOptions {
  segmentKey: string | null;
  lmsBaseUrl: string;
  http: AxiosInstance;
  logger: Logger;
  segment?: SegmentLike | null;
}

/**
 * Segment calls are silent no-ops without SEGMENT_KEY; the tracking-log POST always goes to the LMS. No call
 * here can throw into a page: every failure is logged and swallowed.
 */
export function createAnalytics({
  segmentKey,
  lmsBaseUrl,
  http,
  logger,
  segment,
}: AnalyticsOptions): Analytics {
  let client: SegmentLike | null = segment ?? null;
  if (!client && segmentKey && typeof window !== 'undefined') {
    try {
      client = loadSegment(segmentKey);
    } catch (error) {
      logger.logError(error, { context: 'analytics: loading Segment' });
    }
  }
  let identified = false;
  const safely = (what: string, fn: () => void) => {
    try {
      fn();
    } catch (error) {
      logger.logError(error, { context: `analytics: ${what}` });
    }
  };
  const requireIdentity = () => {
    if (!identified) logger.logError('Identify must be called before other tracking events.');
  };

  return {
    sendTrackEvent(eventName, properties = {}) {
      if (!client) return;
      requireIdentity();
      safely(eventName, () => client.track(eventName, properties));
    },
    sendPageEvent(category, name, properties) {
      if (!client) return;
      requireIdentity();
      safely('page', () => client.page(category, name, properties));
    },
    identifyAuthenticatedUser(userId, traits) {
      identified = true;
      if (!client) return;
      safely('identify', () => client.identify(String(userId), traits));
    },
    identifyAnonymousUser() {
      identified = true;
      if (!client) return;
      safely('identify anonymous', () => {
        if (client.user?.().id()) client.reset?.();
      });
    },
    sendTrackingLogEvent(eventName, properties = {}) {
      safely(eventName, () => {
        const body = new URLSearchParams({
          event_type: eventName,
          event: JSON.stringify(snakeCaseKeys(properties)),
          page: typeof window !== 'undefined' ? window.location.href : '',
        });
        http
          .post(`${lmsBaseUrl}/event`, body, {
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          })
          .catch((error: unknown) => logger.logError(error, { context: `tracking log: ${eventName}` }));
      });
    },
  };
}
