import { AxiosError, AxiosHeaders, CanceledError } from 'axios';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';

/**
 * The first page's LMS reads, asked by the inline script of index.html (scripts/lib/routePreload.ts)
 * while the app's code downloads: on a first visit they overlap the bundle's download and start-up
 * instead of following them (issue 19, decision 0017). The script keeps each answer, whatever it is,
 * under the address it asked; the app's own request for the same address takes it (once) in place of
 * asking again, and everything after the answer is the app's usual path: the status rules, the 401
 * refresh, the retry of a 5xx or a lost answer (which asks the LMS itself), the decoding.
 */
export type EarlyAnswer =
  | { readonly status: number; readonly headers: Readonly<Record<string, string>>; readonly body: string }
  | { readonly failed: true };

export interface EarlyCall {
  /** performance.now() when the script asked. */
  readonly at: number;
  readonly answer: Promise<EarlyAnswer>;
}

declare global {
  interface Window {
    __lmsEarlyCalls?: Record<string, EarlyCall>;
  }
}

/** An answer older than this when the app asks is not used: it was for a page the learner left. */
export const EARLY_CALL_MAX_AGE_MS = 10_000;

/** One spelling of an address: its parameters sorted and encoded one way (axios and the script differ). */
export function addressKey(url: string): string | null {
  try {
    const parsed = new URL(url);
    parsed.searchParams.sort();
    parsed.hash = '';
    return parsed.href;
  } catch {
    return null;
  }
}

/**
 * The script's table, kept by reference: it may still be filling when the app first looks (a
 * runtime-configured build starts its reads once the configuration answers, which boot is waiting for),
 * so it is read on every look, never copied once.
 */
let table: Record<string, unknown> | null = null;
/** Addresses of the table already read (whether waiting, handed out or malformed). */
const seen = new Set<string>();

function isEarlyCall(value: unknown): value is EarlyCall {
  if (typeof value !== 'object' || value === null) return false;
  const { at, answer } = value as { at?: unknown; answer?: unknown };
  return typeof at === 'number' && answer instanceof Promise;
}

/** The calls of the table not yet handed out, by address key (new entries are taken in as they come). */
const waiting = new Map<string, EarlyCall>();

/** Whether the script added calls since the table was last read (cheap: a count of its keys). */
function hasNewEntries(): boolean {
  return table !== null && Object.keys(table).length !== seen.size;
}

/** Takes in the table's entries not read yet (none to walk when the script added nothing since). */
function readTable(source: Window | undefined) {
  if (table === null) {
    const found: unknown = source?.__lmsEarlyCalls;
    // Written by our own script, but a page's global is anyone's: only well-formed entries are read.
    table = typeof found === 'object' && found !== null ? (found as Record<string, unknown>) : {};
    if (source) delete source.__lmsEarlyCalls;
  } else if (!hasNewEntries()) {
    return;
  }
  for (const [address, call] of Object.entries(table)) {
    if (seen.has(address)) continue;
    seen.add(address);
    const key = addressKey(address);
    if (key && isEarlyCall(call)) waiting.set(key, call);
  }
}

/** The early call for an address, removed so that only the first request for it uses it. */
export function takeEarlyCall(
  url: string,
  source: Window | undefined = typeof window === 'undefined' ? undefined : window,
  now: number = performance.now(),
): EarlyCall | null {
  readTable(source);
  const key = addressKey(url);
  const call = key ? waiting.get(key) : undefined;
  if (!key || !call) return null;
  waiting.delete(key);
  return now - call.at <= EARLY_CALL_MAX_AGE_MS ? call : null;
}

/** Forgets what was read (tests). */
export function resetEarlyCalls(): void {
  table = null;
  seen.clear();
  waiting.clear();
}

function errorCode(status: number): string {
  return status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
}

/**
 * An axios adapter that answers with an early call's answer as the XHR adapter would have: the body as
 * text (axios's transformResponse parses it), the status settled by validateStatus, a lost answer as a
 * network error, the request's timeout and signal honoured.
 */
export function earlyAdapter(call: EarlyCall): AxiosAdapter {
  const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) =>
    new Promise<AxiosResponse>((resolve, reject) => {
      const request = { early: true };
      let timer: ReturnType<typeof setTimeout> | undefined;
      const signal = config.signal as AbortSignal | undefined;
      const onAbort = () => finish(() => reject(new CanceledError(undefined, config, request)));
      function finish(settle: () => void) {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        settle();
      }
      if (signal?.aborted) {
        onAbort();
        return;
      }
      signal?.addEventListener('abort', onAbort);
      if (config.timeout) {
        timer = setTimeout(
          () =>
            finish(() =>
              reject(
                new AxiosError(
                  `timeout of ${config.timeout}ms exceeded`,
                  AxiosError.ECONNABORTED,
                  config,
                  request,
                ),
              ),
            ),
          config.timeout,
        );
      }
      void call.answer.then((answer) =>
        finish(() => {
          if ('failed' in answer) {
            reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, request));
            return;
          }
          const response: AxiosResponse = {
            data: answer.body,
            status: answer.status,
            statusText: '',
            headers: AxiosHeaders.from({ ...answer.headers }),
            config,
            request,
          };
          const valid = config.validateStatus;
          if (!answer.status || !valid || valid(answer.status)) resolve(response);
          else
            reject(
              new AxiosError(
                `Request failed with status code ${answer.status}`,
                errorCode(answer.status),
                config,
                request,
                response,
              ),
            );
        }),
      );
    });
  earlyAdapters.add(adapter);
  return adapter;
}

const earlyAdapters = new WeakSet<object>();

/**
 * The adapter a request goes out with: an early call's for the first request of its address; the
 * client's own for any other, and for a retry, whose config is a copy of the first attempt's.
 */
export function adapterFor(
  url: () => string,
  current: InternalAxiosRequestConfig['adapter'],
  fallback: InternalAxiosRequestConfig['adapter'],
): InternalAxiosRequestConfig['adapter'] {
  // Once every early answer is taken (a page's first seconds) and the script has added none since, a
  // read no longer builds its address here.
  const early = table !== null && waiting.size === 0 && !hasNewEntries() ? null : takeEarlyCall(url());
  if (early) return earlyAdapter(early);
  return typeof current === 'function' && earlyAdapters.has(current) ? fallback : current;
}
