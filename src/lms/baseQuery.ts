import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { AxiosResponseHeaders, RawAxiosResponseHeaders } from 'axios';
import { HttpError, toHttpError } from '@/platform/http';
import type { AppConfig } from '@/platform/config';
import type { Platform } from '@/platform/platform';
import { DecodeError } from './decode';

export interface LmsResponseMeta {
  /** The answer's Date header (when the LMS exposes it), for the server clock offset. */
  readonly date: string | null;
  readonly requestTime: number;
  readonly responseTime: number;
}

export interface DecodeContext {
  readonly meta: LmsResponseMeta;
  readonly config: AppConfig;
}

export interface LmsRequest {
  /** An absolute address, or a path that starts with '/' on the LMS. */
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: Readonly<Record<string, string | number | boolean | null | undefined>>;
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  isPublic?: boolean;
  /** Turns the wire body into the model; throwing DecodeError marks the answer malformed. */
  decode?: (body: unknown, context: DecodeContext) => unknown;
  /**
   * Statuses the endpoint handles itself (spec §8): the function's value becomes the query's data, so a
   * 404 can come out as `{ kind: 'legacy-redirect' }` and a 401 as empty data. Returning undefined keeps
   * the status an error.
   */
  onStatus?: Readonly<Partial<Record<number, (error: HttpError) => unknown>>>;
}

/** How a failed LMS call looks in the store: serialisable, with the HTTP status when there was one. */
export interface LmsError {
  readonly status: number | 'FETCH_ERROR' | 'PARSE_ERROR';
  readonly message: string;
  readonly data?: unknown;
}

function headerValue(headers: RawAxiosResponseHeaders | AxiosResponseHeaders, name: string): string | null {
  const value: unknown = (headers as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : null;
}

export function toLmsError(error: unknown): LmsError {
  if (error instanceof DecodeError) return { status: 'PARSE_ERROR', message: error.message };
  const httpError = error instanceof HttpError ? error : toHttpError(error);
  if (httpError.status === null) return { status: 'FETCH_ERROR', message: httpError.message };
  return { status: httpError.status, message: httpError.message, data: jsonSafe(httpError.data) };
}

/** A refused call (403): the LMS's reason from its DRF body (`{"detail": …}`), when it gave one. */
export function refusalDetail(error: unknown): string | null {
  const known = error as Partial<LmsError> | undefined;
  if (known?.status !== 403) return null;
  const detail = (known.data as { detail?: unknown } | null | undefined)?.detail;
  return typeof detail === 'string' && detail.trim() ? detail.trim() : null;
}

/** Whether a failed call was refused (403). */
export const isRefused = (error: unknown): boolean =>
  (error as Partial<LmsError> | undefined)?.status === 403;

function jsonSafe(data: unknown): unknown {
  if (data === undefined || typeof data === 'function') return undefined;
  try {
    return JSON.parse(JSON.stringify(data)) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * An answer is read-only once decoded, and frozen at its top it says so to Immer: a value that enters the
 * store is otherwise walked, every nested object of it, in search of drafts (Immer's handleValue), even
 * with auto-freeze off; on a 2,400-unit outline that walk sat on the first screen's path. Decoders build
 * fresh objects and nothing writes to one afterwards (the unit tests keep Immer's deep freeze, so a write
 * to a stored answer throws there; this freeze makes a write before it throw too).
 */
export function readOnly<T>(value: T): T {
  if (value !== null && typeof value === 'object') Object.freeze(value);
  return value;
}

/**
 * The base query of the LMS API slice: our authenticated axios client (JWT, CSRF, cookies) from the
 * platform passed as the store's extra argument, status rules per endpoint, and decoding into models.
 */
export const lmsBaseQuery: BaseQueryFn<LmsRequest, unknown, LmsError, object, LmsResponseMeta> = async (
  request,
  api,
) => {
  const { http, config, logger } = api.extra as Platform;
  const url = request.url.startsWith('/') ? `${config.LMS_BASE_URL}${request.url}` : request.url;
  const requestTime = Date.now();
  try {
    const response = await http.request<unknown>({
      url,
      method: request.method ?? 'GET',
      params: request.params,
      data: request.body,
      headers: request.headers,
      isPublic: request.isPublic,
      signal: api.signal,
    });
    const meta: LmsResponseMeta = {
      date: headerValue(response.headers, 'date'),
      requestTime,
      responseTime: Date.now(),
    };
    try {
      const data = request.decode ? request.decode(response.data, { meta, config }) : response.data;
      return { data: readOnly(data), meta };
    } catch (error) {
      if (error instanceof DecodeError) {
        logger.logError(error, { url });
        return { error: toLmsError(error), meta };
      }
      throw error;
    }
  } catch (error) {
    const httpError = toHttpError(error);
    const handler = httpError.status !== null ? request.onStatus?.[httpError.status] : undefined;
    const meta: LmsResponseMeta = { date: null, requestTime, responseTime: Date.now() };
    if (handler) {
      const handled = handler(httpError);
      if (handled !== undefined) return { data: handled, meta };
    }
    return { error: toLmsError(httpError), meta };
  }
};

/**
 * Server time minus the midpoint of the round trip (spec §7), from the Date header; 0 when the header is
 * missing or unreadable (the LMS must list it in Access-Control-Expose-Headers for a cross-origin app).
 */
export function timeOffsetMillis(meta: LmsResponseMeta | undefined): number {
  if (!meta?.date) return 0;
  const server = Date.parse(meta.date);
  if (Number.isNaN(server)) return 0;
  return Math.round(server - (meta.requestTime + meta.responseTime) / 2);
}
