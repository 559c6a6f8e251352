import type { Analytics } from './analytics';
import type { Logger } from './logging';

/**
 * The platform's analytics calls, taken at once and passed on, in order, to the service `load` resolves
 * to: the app's own service (Segment's loader and the LMS tracking log, ./analytics.ts) is a chunk of its
 * own, downloaded at the first call rather than in the first download. A failed download is logged and
 * the calls waiting for it are dropped (analytics never fails a page); the next call tries again.
 */
export function deferredAnalytics(
  load: () => Promise<Analytics>,
  logger: Pick<Logger, 'logError'>,
): Analytics {
  let service: Analytics | null = null;
  let waiting: ((service: Analytics) => void)[] | null = null;

  const run = (call: (service: Analytics) => void) => {
    if (service) {
      call(service);
      return;
    }
    if (!waiting) {
      waiting = [];
      load().then(
        (loaded) => {
          service = loaded;
          const calls = waiting ?? [];
          waiting = null;
          for (const waitingCall of calls) waitingCall(loaded);
        },
        (error: unknown) => {
          waiting = null;
          logger.logError(error, { context: 'analytics: loading the service' });
        },
      );
    }
    waiting.push(call);
  };

  return {
    sendTrackEvent: (eventName, properties) => run((s) => s.sendTrackEvent(eventName, properties)),
    sendPageEvent: (category, name, properties) => run((s) => s.sendPageEvent(category, name, properties)),
    identifyAuthenticatedUser: (userId, traits) => run((s) => s.identifyAuthenticatedUser(userId, traits)),
    identifyAnonymousUser: (traits) => run((s) => s.identifyAnonymousUser(traits)),
    sendTrackingLogEvent: (eventName, properties) =>
      run((s) => s.sendTrackingLogEvent(eventName, properties)),
  };
}
