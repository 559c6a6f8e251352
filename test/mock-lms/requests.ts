import { mockLms } from './node';

/** Requests the mock LMS (msw/node) has seen start and not yet answered. */
const inFlight = new Set<string>();
mockLms.events.on('request:start', ({ requestId }) => inFlight.add(requestId));
mockLms.events.on('request:end', ({ requestId }) => inFlight.delete(requestId));
mockLms.events.on('unhandledException', ({ requestId }) => inFlight.delete(requestId));

/**
 * Forgets the requests in flight (after each test, test/setup.ts): a request a test left unanswered,
 * aborted when its screen unmounted, may never report its end, and must not keep the next test's mock
 * LMS from settling.
 */
export function forgetRequestsInFlight(): void {
  inFlight.clear();
}

const turn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Resolves once the app has stopped talking to the mock LMS: no request in flight for a few turns of the
 * event loop in a row (so a call an answer sets off is waited for too). For tests that assert something
 * did not happen ("no second call", "no redirect"), in place of a fixed sleep. Fails after `timeout` ms.
 */
export async function mockLmsSettled({ quietTurns = 5, timeout = 2000 } = {}): Promise<void> {
  const deadline = Date.now() + timeout;
  let quiet = 0;
  while (quiet < quietTurns) {
    if (Date.now() > deadline) {
      throw new Error(`the mock LMS did not settle: ${inFlight.size} request(s) still in flight`);
    }
    await turn();
    quiet = inFlight.size === 0 ? quiet + 1 : 0;
  }
}

export interface RecordedRequest {
  readonly method: string;
  readonly url: URL;
  /** The body as JSON (or text when it is not JSON); filled in shortly after the request starts. */
  body: unknown;
}

type Listener = Parameters<typeof mockLms.events.on<'request:start'>>[1];
const recorders = new Set<Listener>();

/**
 * Records the app's requests to the mock LMS that `match` accepts, in the order they start. The listener
 * is removed after each test (test/setup.ts), whatever the test's outcome.
 */
export function recordRequests(match: (url: URL, method: string) => boolean = () => true): RecordedRequest[] {
  const seen: RecordedRequest[] = [];
  const listener: Listener = ({ request }) => {
    const url = new URL(request.url);
    if (!match(url, request.method)) return;
    const record: RecordedRequest = { method: request.method, url, body: undefined };
    seen.push(record);
    void request
      .clone()
      .text()
      .then((text) => {
        try {
          record.body = text === '' ? undefined : (JSON.parse(text) as unknown);
        } catch {
          record.body = text;
        }
      });
  };
  recorders.add(listener);
  mockLms.events.on('request:start', listener);
  return seen;
}

/** Removes every recorder (test/setup.ts, after each test). */
export function stopRecordingRequests(): void {
  for (const listener of recorders) mockLms.events.removeListener('request:start', listener);
  recorders.clear();
}
