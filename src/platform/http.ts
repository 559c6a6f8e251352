import axios, { type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import type { AuthService } from './auth';
import { adapterFor } from './earlyCalls';
import type { Logger } from './logging';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Skip the JWT check and the USE-JWT-COOKIE header (the request needs no signed-in user). */
    isPublic?: boolean;
    /** Skip the CSRF token on an unsafe method (the endpoint is csrf_exempt). */
    isCsrfExempt?: boolean;
    /** Set by the client on its own second try, so nothing is tried a third time. */
    lmsRetried?: { auth?: boolean; read?: boolean };
  }
}

export type HttpErrorType =
  'api-response-error' | 'api-request-error' | 'api-request-config-error' | 'unknown-api-request-error';

/**
 * Every failed LMS call rejects with this. `status` is the HTTP status when an answer came back, null when
 * none did (network, CORS, a refused token). The same facts are in `customAttributes` under the names the
 * Open edX logging service uses, so logs read the same as the platform's.
 */
export class HttpError extends Error {
  readonly status: number | null;
  readonly type: HttpErrorType;
  readonly data: unknown;
  readonly url: string;
  readonly method: string;
  readonly customAttributes: Readonly<Record<string, unknown>>;

  constructor(init: {
    message: string;
    status: number | null;
    type: HttpErrorType;
    data?: unknown;
    url?: string;
    method?: string;
  }) {
    super(init.message);
    this.name = 'HttpError';
    this.status = init.status;
    this.type = init.type;
    this.data = init.data;
    this.url = init.url ?? '';
    this.method = (init.method ?? '').toUpperCase();
    this.customAttributes =
      init.status === null
        ? {
            httpErrorType: init.type,
            httpErrorMessage: init.message,
            httpErrorRequestUrl: this.url,
            httpErrorRequestMethod: this.method,
          }
        : {
            httpErrorType: init.type,
            httpErrorStatus: init.status,
            httpErrorResponseData: describeBody(init.data),
            httpErrorRequestUrl: this.url,
            httpErrorRequestMethod: this.method,
          };
  }
}

function describeBody(data: unknown): string {
  if (data === undefined || data === null || data === '') return '(empty response)';
  if (typeof data === 'string') return /^\s*</.test(data) ? '<Response is HTML>' : data.slice(0, 1000);
  try {
    return JSON.stringify(data).slice(0, 1000);
  } catch {
    return '(unserialisable response)';
  }
}

export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (axios.isAxiosError(error)) {
    const e = error as AxiosError;
    const url = e.config?.url ?? '';
    const method = e.config?.method ?? '';
    if (e.response) {
      return new HttpError({
        message: `Axios Error (Response): ${e.response.status} - See custom attributes for details.`,
        status: e.response.status,
        type: 'api-response-error',
        data: e.response.data,
        url,
        method,
      });
    }
    if (e.request) {
      return new HttpError({
        message: `Axios Error (Request): ${e.message}`,
        status: null,
        type: 'api-request-error',
        url,
        method,
      });
    }
    return new HttpError({
      message: `Axios Error (Config): ${e.message}`,
      status: null,
      type: 'api-request-config-error',
      url,
      method,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new HttpError({ message, status: null, type: 'unknown-api-request-error' });
}

const UNSAFE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

function originOf(url: string | undefined): string {
  const base = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
  try {
    return new URL(url ?? '', base).origin;
  } catch {
    return base;
  }
}

export interface CsrfTokenService {
  getCsrfToken(requestUrl: string | undefined): Promise<string>;
  clearCsrfTokenCache(): void;
}

/**
 * One CSRF token per host for the life of the page, fetched from `{origin}{CSRF_TOKEN_API_PATH}` of the
 * request's own origin; concurrent requests to one host share one fetch.
 */
export function createCsrfTokenService(options: {
  csrfTokenApiPath: string;
  client?: AxiosInstance;
}): CsrfTokenService {
  const client = options.client ?? axios.create({ withCredentials: true });
  const cache = new Map<string, Promise<string>>();
  return {
    getCsrfToken(requestUrl) {
      const origin = originOf(requestUrl);
      let token = cache.get(origin);
      if (!token) {
        token = client
          .get<unknown>(`${origin}${options.csrfTokenApiPath}`, { headers: { 'USE-JWT-COOKIE': true } })
          .then(({ data }) => {
            const value = (data as { csrfToken?: unknown } | null)?.csrfToken;
            if (typeof value !== 'string' || value === '')
              throw new Error('the token answer has no csrfToken');
            return value;
          });
        cache.set(origin, token);
        token.catch(() => cache.delete(origin));
      }
      return token;
    },
    clearCsrfTokenCache: () => cache.clear(),
  };
}

export interface HttpClientOptions {
  auth: AuthService;
  logger: Logger;
  csrf: CsrfTokenService;
  /** A signed-in learner's session ended (a 401 the token refresh could not mend): send them to sign in. */
  onSessionEnded?: () => void;
  /** Waits before a retry (tests pass their own). */
  sleep?: (ms: number) => Promise<void>;
  /**
   * A factor on every wait below and on the retry waits (the Retry-After and the 300–600 ms pause): the
   * behaviour stays the same, the clock runs faster or slower. 1 unless configured (`HTTP_CLOCK_SCALE`).
   */
  clockScale?: number;
  /** Timeout of a read, in ms (a request that hangs ends in an error the page can offer to retry). */
  readTimeoutMs?: number;
  /**
   * Timeout of a write, in ms: longer than a read's (a write may be slow for good reasons), but a write
   * that hangs ends too, so an optimistic change is put back and the page says it was not saved.
   */
  writeTimeoutMs?: number;
}

/** Statuses a read is asked again for, once: the server or a proxy said "not now" (issue 18, retries). */
const RETRIED_STATUSES = new Set([429, 500, 502, 503, 504]);

/** The longest Retry-After the client waits for; a longer one fails at once (the page offers a retry). */
export const MAX_RETRY_AFTER_MS = 10_000;

/**
 * How long to wait before asking again: the answer's Retry-After (seconds or an HTTP date) when it has
 * one, else 300–600 ms; null when Retry-After asks for longer than MAX_RETRY_AFTER_MS.
 */
export function retryDelay(retryAfter: unknown, now = Date.now(), random = Math.random): number | null {
  if (typeof retryAfter === 'string' && retryAfter.trim() !== '') {
    const seconds = Number(retryAfter);
    const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(retryAfter) - now;
    if (Number.isFinite(ms)) return ms > MAX_RETRY_AFTER_MS ? null : Math.max(0, ms);
  }
  return 300 + Math.round(random() * 300);
}

/**
 * Whether a failed call may be asked again (issue 18): reads only (GET), once, when the server answered
 * 429 or 5xx or no answer came back at all; never a write, never a timeout or a cancelled call.
 */
export function isRetriableRead(error: AxiosError): boolean {
  const config = error.config;
  if (!config || (config.method ?? 'get').toLowerCase() !== 'get' || config.lmsRetried?.read) return false;
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT' || error.code === 'ERR_CANCELED')
    return false;
  if (config.signal?.aborted) return false;
  return error.response ? RETRIED_STATUSES.has(error.response.status) : Boolean(error.request);
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `HTTP_CLOCK_SCALE` as a factor: a number from 0.01 to 10, else 1. */
export function clockScaleOf(value: unknown): number {
  const scale = typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(scale) && scale >= 0.01 && scale <= 10 ? scale : 1;
}

/**
 * The one authenticated client: cookies on every call, the JWT checked (and refreshed) before every call
 * that is not public, `USE-JWT-COOKIE: true`, `X-CSRFToken` on unsafe methods, and HttpError rejections.
 */
export function createHttpClient({
  auth,
  logger,
  csrf,
  onSessionEnded,
  sleep = sleepFor,
  clockScale = 1,
  readTimeoutMs = 30_000,
  writeTimeoutMs = 60_000,
}: HttpClientOptions): AxiosInstance {
  const client = axios.create({ withCredentials: true });
  const scaled = (ms: number) => Math.round(ms * clockScale);

  client.interceptors.request.use(async (request: InternalAxiosRequestConfig) => {
    const method = (request.method ?? 'get').toLowerCase();
    if (!request.timeout) request.timeout = scaled(method === 'get' ? readTimeoutMs : writeTimeoutMs);
    if (!request.isPublic) {
      try {
        await auth.getJwtToken();
      } catch (error) {
        throw new HttpError({
          message: `[getJwtToken] ${error instanceof Error ? error.message : String(error)}`,
          status: null,
          type: 'api-request-config-error',
          url: request.url,
          method: request.method,
        });
      }
      request.headers.set('USE-JWT-COOKIE', 'true');
    }
    // A read the page's inline script already asked (earlyCalls.ts): its answer stands in for this one.
    if (method === 'get') {
      request.adapter = adapterFor(() => client.getUri(request), request.adapter, client.defaults.adapter);
    }
    if (UNSAFE_METHODS.has(method) && !request.isCsrfExempt) {
      try {
        request.headers.set('X-CSRFToken', await csrf.getCsrfToken(request.url));
      } catch (error) {
        throw new HttpError({
          message: `[getCsrfToken] ${error instanceof Error ? error.message : String(error)}`,
          status: null,
          type: 'api-request-config-error',
          url: request.url,
          method: request.method,
        });
      }
    }
    return request;
  });

  client.interceptors.response.use(
    (response) => response,
    async (error: unknown) => {
      const httpError = toHttpError(error);
      if (httpError.status === 401 || httpError.status === 403) {
        logger.logInfo(httpError.message, httpError.customAttributes);
      }
      const config = axios.isAxiosError(error) ? error.config : undefined;
      // A 401 in the middle of a signed-in session: the token may have expired between our check and the
      // server's. Refresh it once and ask again; when the refresh says nobody is signed in any more, the
      // learner is sent to sign in (and comes back here).
      if (
        httpError.status === 401 &&
        config &&
        !config.isPublic &&
        !config.lmsRetried?.auth &&
        auth.getAuthenticatedUser() !== null
      ) {
        const claims = await auth.getJwtToken(true).catch(() => undefined);
        if (claims) return client.request({ ...config, lmsRetried: { ...config.lmsRetried, auth: true } });
        if (claims === null) onSessionEnded?.();
        return Promise.reject(httpError);
      }
      if (axios.isAxiosError(error) && config && isRetriableRead(error)) {
        const delay = retryDelay(error.response?.headers['retry-after']);
        if (delay !== null) {
          await sleep(scaled(delay));
          if (!config.signal?.aborted) {
            return client.request({ ...config, lmsRetried: { ...config.lmsRetried, read: true } });
          }
        }
      }
      return Promise.reject(httpError);
    },
  );

  return client;
}
