import type { InternalAxiosRequestConfig } from 'axios';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { mockLms } from '@test/mock-lms/node';
import type { AuthenticatedUser, AuthService, JwtClaims } from './auth';
import {
  clockScaleOf,
  createCsrfTokenService,
  createHttpClient,
  HttpError,
  MAX_RETRY_AFTER_MS,
  retryDelay,
} from './http';
import { EARLY_CALL_MAX_AGE_MS, resetEarlyCalls, takeEarlyCall, type EarlyAnswer } from './earlyCalls';
import { createLogger } from './logging';

const LMS = 'http://localhost:18000';
const OTHER = 'http://localhost:18130';

function client(
  options: {
    tokenError?: Error;
    signedIn?: boolean;
    refreshed?: 'claims' | 'visitor';
    readTimeoutMs?: number;
    writeTimeoutMs?: number;
  } = {},
) {
  const infos: string[] = [];
  const logger = createLogger({
    sink: { info: (m: string) => infos.push(m), error: () => undefined, warn: () => undefined },
    agent: () => undefined,
  });
  const claims = { exp: 9_999_999_999, preferred_username: 'edx' } as unknown as JwtClaims;
  const getJwtToken = vi.fn((force?: boolean) => {
    if (options.tokenError) return Promise.reject(options.tokenError);
    if (force) return Promise.resolve(options.refreshed === 'claims' ? claims : null);
    return Promise.resolve(options.signedIn ? claims : null);
  });
  const user = options.signedIn ? ({ username: 'edx' } as AuthenticatedUser) : null;
  const auth: AuthService = {
    getJwtToken,
    fetchAuthenticatedUser: () => Promise.resolve(user),
    getAuthenticatedUser: () => user,
  };
  const csrf = createCsrfTokenService({ csrfTokenApiPath: '/csrf/api/v1/token' });
  const sleep = vi.fn(() => Promise.resolve());
  const onSessionEnded = vi.fn();
  return {
    http: createHttpClient({
      auth,
      logger,
      csrf,
      sleep,
      onSessionEnded,
      readTimeoutMs: options.readTimeoutMs,
      writeTimeoutMs: options.writeTimeoutMs,
    }),
    getJwtToken,
    infos,
    sleep,
    onSessionEnded,
  };
}

describe('the LMS HTTP client', () => {
  it('checks the token and sends USE-JWT-COOKIE on every call that is not public', async () => {
    const seen: (string | null)[] = [];
    mockLms.use(
      http.get(`${LMS}/api/thing`, ({ request }) => {
        seen.push(request.headers.get('use-jwt-cookie'));
        return HttpResponse.json({});
      }),
    );
    const { http: api, getJwtToken } = client();
    await api.get(`${LMS}/api/thing`);
    await api.get(`${LMS}/api/thing`, { isPublic: true });
    expect(seen).toEqual(['true', null]);
    expect(getJwtToken).toHaveBeenCalledTimes(1);
  });

  it('fetches a CSRF token once per host and sends it on unsafe methods only', async () => {
    const tokenRequests: string[] = [];
    const csrfHeaders: Record<string, (string | null)[]> = {};
    for (const origin of [LMS, OTHER]) {
      mockLms.use(
        http.get(`${origin}/csrf/api/v1/token`, () => {
          tokenRequests.push(origin);
          return HttpResponse.json({ csrfToken: `token-for-${origin.slice(-5)}` });
        }),
        http.all(`${origin}/api/thing`, ({ request }) => {
          (csrfHeaders[`${request.method} ${origin.slice(-5)}`] ??= []).push(
            request.headers.get('x-csrftoken'),
          );
          return HttpResponse.json({});
        }),
      );
    }
    const { http: api } = client();
    await Promise.all([
      api.post(`${LMS}/api/thing`, {}),
      api.put(`${LMS}/api/thing`, {}),
      api.delete(`${LMS}/api/thing`),
    ]);
    await api.patch(`${LMS}/api/thing`, {});
    await api.get(`${LMS}/api/thing`);
    await api.post(`${OTHER}/api/thing`, {});
    expect(tokenRequests).toEqual([LMS, OTHER]);
    expect(csrfHeaders).toEqual({
      'POST 18000': ['token-for-18000'],
      'PUT 18000': ['token-for-18000'],
      'DELETE 18000': ['token-for-18000'],
      'PATCH 18000': ['token-for-18000'],
      'GET 18000': [null],
      'POST 18130': ['token-for-18130'],
    });
  });

  it('rejects with the HTTP status, and logs 401 and 403 as info', async () => {
    mockLms.use(
      http.get(`${LMS}/api/missing`, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
      http.get(`${LMS}/api/forbidden`, () => HttpResponse.json({ detail: 'no' }, { status: 403 })),
    );
    const { http: api, infos } = client();
    const notFound = await api.get(`${LMS}/api/missing`).catch((e: unknown) => e);
    expect(notFound).toBeInstanceOf(HttpError);
    expect((notFound as HttpError).status).toBe(404);
    expect((notFound as HttpError).customAttributes).toMatchObject({
      httpErrorType: 'api-response-error',
      httpErrorStatus: 404,
    });
    expect(infos).toEqual([]);
    await api.get(`${LMS}/api/forbidden`).catch(() => undefined);
    expect(infos).toHaveLength(1);
  });

  it('rejects with no status when no answer came back', async () => {
    mockLms.use(http.get(`${LMS}/api/down`, () => HttpResponse.error()));
    const error = (await client()
      .http.get(`${LMS}/api/down`)
      .catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBeNull();
    expect(error.type).toBe('api-request-error');
  });

  it('runs its time limits and retry waits on HTTP_CLOCK_SCALE’s clock, deciding as at 1', async () => {
    expect([
      clockScaleOf('0.2'),
      clockScaleOf(''),
      clockScaleOf('0'),
      clockScaleOf('x'),
      clockScaleOf(null),
    ]).toEqual([0.2, 1, 1, 1, 1]);
    mockLms.use(http.get(`${LMS}/csrf/api/v1/token`, () => HttpResponse.json({ csrfToken: 't' })));
    const limits: (number | undefined)[] = [];
    const adapter = (config: InternalAxiosRequestConfig) => {
      limits.push(config.timeout);
      return Promise.resolve({ data: '{}', status: 200, statusText: 'OK', headers: {}, config });
    };
    const sleep = vi.fn(() => Promise.resolve());
    const api = createHttpClient({
      auth: {
        getJwtToken: () => Promise.resolve(null),
        fetchAuthenticatedUser: () => Promise.resolve(null),
        getAuthenticatedUser: () => null,
      },
      logger: createLogger({
        sink: { info: () => undefined, error: () => undefined, warn: () => undefined },
        agent: () => undefined,
      }),
      csrf: createCsrfTokenService({ csrfTokenApiPath: '/csrf/api/v1/token' }),
      sleep,
      clockScale: 0.2,
    });
    await api.get(`${LMS}/api/thing`, { adapter });
    await api.post(`${LMS}/api/thing`, {}, { adapter });
    expect(limits).toEqual([6_000, 12_000]);
    // A Retry-After of 1 s is waited for a fifth of it; one over the limit is still not waited for.
    let answers = 0;
    mockLms.use(
      http.get(`${LMS}/api/busy`, () =>
        (answers += 1) === 1
          ? HttpResponse.json({}, { status: 503, headers: { 'Retry-After': '1' } })
          : HttpResponse.json({ ok: true }),
      ),
      http.get(`${LMS}/api/closed`, () =>
        HttpResponse.json(
          {},
          { status: 503, headers: { 'Retry-After': String(MAX_RETRY_AFTER_MS / 1000 + 1) } },
        ),
      ),
    );
    await expect(api.get(`${LMS}/api/busy`)).resolves.toMatchObject({ data: { ok: true } });
    expect(sleep).toHaveBeenLastCalledWith(200);
    sleep.mockClear();
    await expect(api.get(`${LMS}/api/closed`)).rejects.toMatchObject({ status: 503 });
    expect(sleep).not.toHaveBeenCalled();
  });

  it('gives a read and a write each its own time limit, so neither hangs for ever', async () => {
    mockLms.use(http.get(`${LMS}/csrf/api/v1/token`, () => HttpResponse.json({ csrfToken: 't' })));
    const limits: (number | undefined)[] = [];
    // The adapter the browser's XHR would be (it ends the request at config.timeout): what it is given.
    const adapter = (config: InternalAxiosRequestConfig) => {
      limits.push(config.timeout);
      return Promise.resolve({ data: '{}', status: 200, statusText: 'OK', headers: {}, config });
    };
    const { http: api } = client({ readTimeoutMs: 50, writeTimeoutMs: 150 });
    await api.get(`${LMS}/api/thing`, { adapter });
    await api.post(`${LMS}/api/thing`, {}, { adapter });
    await api.delete(`${LMS}/api/thing`, { adapter });
    // A call that sets its own keeps it.
    await api.post(`${LMS}/api/thing`, {}, { adapter, timeout: 5 });
    expect(limits).toEqual([50, 150, 150, 5]);
    // The defaults: half a minute for a read, a minute for a write.
    const defaults = createHttpClient({
      auth: {
        getJwtToken: () => Promise.resolve(null),
        fetchAuthenticatedUser: () => Promise.resolve(null),
        getAuthenticatedUser: () => null,
      },
      logger: createLogger({
        sink: { info: () => undefined, error: () => undefined, warn: () => undefined },
        agent: () => undefined,
      }),
      csrf: createCsrfTokenService({ csrfTokenApiPath: '/csrf/api/v1/token' }),
    });
    await defaults.get(`${LMS}/api/thing`, { adapter });
    await defaults.put(`${LMS}/api/thing`, {}, { adapter });
    expect(limits.slice(4)).toEqual([30_000, 60_000]);
  });

  it('does not send a request when the token cannot be had', async () => {
    const handler = vi.fn(() => HttpResponse.json({}));
    mockLms.use(http.get(`${LMS}/api/thing`, handler));
    const error = (await client({ tokenError: new Error('refresh failed') })
      .http.get(`${LMS}/api/thing`)
      .catch((e: unknown) => e)) as HttpError;
    expect(error.message).toBe('[getJwtToken] refresh failed');
    expect(handler).not.toHaveBeenCalled();
  });

  it('does not send an unsafe request without a CSRF token', async () => {
    const handler = vi.fn(() => HttpResponse.json({}));
    mockLms.use(
      http.get(`${LMS}/csrf/api/v1/token`, () => HttpResponse.json({})),
      http.post(`${LMS}/api/thing`, handler),
    );
    const error = (await client()
      .http.post(`${LMS}/api/thing`, {})
      .catch((e: unknown) => e)) as HttpError;
    expect(error.message).toMatch(/^\[getCsrfToken\]/);
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('retries (issue 18)', () => {
  const answers = (...statuses: (number | 'network')[]) => {
    const handler = vi.fn(() => {
      const status = statuses.shift() ?? 200;
      if (status === 'network') return HttpResponse.error();
      return status === 200
        ? HttpResponse.json({ ok: true })
        : HttpResponse.json({}, { status, headers: status === 503 ? { 'Retry-After': '2' } : {} });
    });
    return handler;
  };

  it('asks a read again once after a 5xx, a 429 or a lost connection, honouring Retry-After', async () => {
    for (const first of [500, 502, 503, 504, 429, 'network'] as const) {
      const handler = answers(first, 200);
      mockLms.use(http.get(`${LMS}/api/read`, handler));
      const { http: api, sleep } = client();
      await expect(api.get(`${LMS}/api/read`)).resolves.toMatchObject({ data: { ok: true } });
      expect(handler).toHaveBeenCalledTimes(2);
      const delay = (sleep.mock.calls as unknown as [number][])[0]![0];
      if (first === 503) expect(delay).toBe(2000);
      else expect(delay).toBeGreaterThanOrEqual(300);
    }
  });

  it('asks only once: a second failure is the answer', async () => {
    const handler = answers(503, 503, 200);
    mockLms.use(http.get(`${LMS}/api/read`, handler));
    const error = (await client()
      .http.get(`${LMS}/api/read`)
      .catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(503);
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('never asks a write again, nor a read that failed for its own reasons', async () => {
    const write = answers(503, 200);
    const notFound = answers(404, 200);
    mockLms.use(
      http.get(`${LMS}/csrf/api/v1/token`, () => HttpResponse.json({ csrfToken: 't' })),
      http.post(`${LMS}/api/write`, write),
      http.get(`${LMS}/api/missing`, notFound),
    );
    const { http: api } = client();
    await expect(api.post(`${LMS}/api/write`, {})).rejects.toMatchObject({ status: 503 });
    await expect(api.get(`${LMS}/api/missing`)).rejects.toMatchObject({ status: 404 });
    expect(write).toHaveBeenCalledTimes(1);
    expect(notFound).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a Retry-After longer than it will ever wait', () => {
    expect(retryDelay(String(MAX_RETRY_AFTER_MS / 1000 + 1))).toBeNull();
    expect(retryDelay('3')).toBe(3000);
    expect(retryDelay(new Date(10_000).toUTCString(), 8_000)).toBe(2000);
    expect(retryDelay('soon', 0, () => 0)).toBe(300);
    expect(retryDelay(undefined, 0, () => 1)).toBe(600);
  });
});

describe('a 401 in the middle of a session (issue 18)', () => {
  it('refreshes the token once and asks again', async () => {
    const handler = answers401(401, 200);
    mockLms.use(http.get(`${LMS}/api/mine`, handler));
    const { http: api, getJwtToken, onSessionEnded } = client({ signedIn: true, refreshed: 'claims' });
    await expect(api.get(`${LMS}/api/mine`)).resolves.toMatchObject({ data: { ok: true } });
    expect(getJwtToken).toHaveBeenCalledWith(true);
    expect(handler).toHaveBeenCalledTimes(2);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('sends the learner to sign in when the session is over', async () => {
    const handler = answers401(401, 200);
    mockLms.use(http.get(`${LMS}/api/mine`, handler));
    const { http: api, onSessionEnded } = client({ signedIn: true, refreshed: 'visitor' });
    await expect(api.get(`${LMS}/api/mine`)).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('asks again only once, and leaves a visitor’s 401 to the page', async () => {
    const twice = answers401(401, 401, 200);
    mockLms.use(http.get(`${LMS}/api/mine`, twice));
    const signedIn = client({ signedIn: true, refreshed: 'claims' });
    await expect(signedIn.http.get(`${LMS}/api/mine`)).rejects.toMatchObject({ status: 401 });
    expect(twice).toHaveBeenCalledTimes(2);
    const visitorHandler = answers401(401, 200);
    mockLms.use(http.get(`${LMS}/api/public`, visitorHandler));
    const visitor = client();
    await expect(visitor.http.get(`${LMS}/api/public`)).rejects.toMatchObject({ status: 401 });
    expect(visitor.getJwtToken).not.toHaveBeenCalledWith(true);
    expect(visitor.onSessionEnded).not.toHaveBeenCalled();
  });
});

function answers401(...statuses: number[]) {
  return vi.fn(() => {
    const status = statuses.shift() ?? 200;
    return status === 200 ? HttpResponse.json({ ok: true }) : HttpResponse.json({}, { status });
  });
}

describe('answers the page’s script asked early (issue 19)', () => {
  const early = (url: string, answer: EarlyAnswer, at = performance.now()) => {
    window.__lmsEarlyCalls = { [url]: { at, answer: Promise.resolve(answer) } };
    resetEarlyCalls();
  };
  const ok = (body: object): EarlyAnswer => ({
    status: 200,
    headers: { date: 'Tue, 24 Nov 2026 10:00:00 GMT', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const lms = (body = { from: 'lms' }) => {
    const handler = vi.fn(() => HttpResponse.json(body));
    mockLms.use(http.get(`${LMS}/api/read`, handler));
    return handler;
  };

  it('takes the early answer for the first request of its address only, parameters in any order', async () => {
    early(`${LMS}/api/read?b=2&a=x%3Ay`, ok({ from: 'early' }));
    const handler = lms();
    const { http: api } = client();
    const first = await api.get(`${LMS}/api/read`, { params: { a: 'x:y', b: 2 } });
    expect(first.data).toEqual({ from: 'early' });
    expect(first.headers.date).toBe('Tue, 24 Nov 2026 10:00:00 GMT');
    expect(handler).not.toHaveBeenCalled();
    const second = await api.get(`${LMS}/api/read`, { params: { a: 'x:y', b: 2 } });
    expect(second.data).toEqual({ from: 'lms' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('does not take an answer for another address, nor one older than ten seconds', async () => {
    early(`${LMS}/api/read?a=1`, ok({ from: 'early' }));
    const handler = lms();
    const { http: api } = client();
    await expect(api.get(`${LMS}/api/read`, { params: { a: 2 } })).resolves.toMatchObject({
      data: { from: 'lms' },
    });
    early(`${LMS}/api/read`, ok({ from: 'early' }), performance.now() - EARLY_CALL_MAX_AGE_MS - 1);
    await expect(api.get(`${LMS}/api/read`)).resolves.toMatchObject({ data: { from: 'lms' } });
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('treats an early failure as the app’s own: a 404 is the answer, a 503 or a lost answer is asked again', async () => {
    const handler = lms();
    const { http: api, sleep } = client();
    early(`${LMS}/api/read`, { status: 404, headers: {}, body: '{"detail":"no"}' });
    await expect(api.get(`${LMS}/api/read`)).rejects.toMatchObject({ status: 404, data: { detail: 'no' } });
    expect(handler).not.toHaveBeenCalled();
    early(`${LMS}/api/read`, { status: 503, headers: { 'retry-after': '1' }, body: '' });
    await expect(api.get(`${LMS}/api/read`)).resolves.toMatchObject({ data: { from: 'lms' } });
    expect(sleep).toHaveBeenLastCalledWith(1000);
    early(`${LMS}/api/read`, { failed: true });
    await expect(api.get(`${LMS}/api/read`)).resolves.toMatchObject({ data: { from: 'lms' } });
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('refreshes the token after an early 401 and asks the LMS itself', async () => {
    const handler = lms();
    const { http: api, getJwtToken } = client({ signedIn: true, refreshed: 'claims' });
    early(`${LMS}/api/read`, { status: 401, headers: {}, body: '{}' });
    await expect(api.get(`${LMS}/api/read`)).resolves.toMatchObject({ data: { from: 'lms' } });
    expect(getJwtToken).toHaveBeenCalledWith(true);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('ends a request whose early answer does not come in time, or that the page cancelled', async () => {
    const { http: api } = client();
    window.__lmsEarlyCalls = {
      [`${LMS}/api/read`]: { at: performance.now(), answer: new Promise(() => undefined) },
    };
    resetEarlyCalls();
    await expect(api.get(`${LMS}/api/read`, { timeout: 20 })).rejects.toMatchObject({ status: null });
    window.__lmsEarlyCalls = {
      [`${LMS}/api/read`]: { at: performance.now(), answer: new Promise(() => undefined) },
    };
    resetEarlyCalls();
    const controller = new AbortController();
    const pending = api.get(`${LMS}/api/read`, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeTruthy();
  });

  it('finds a call the script adds after the app first looked (reads that waited for the configuration)', async () => {
    const table: Record<string, unknown> = {};
    window.__lmsEarlyCalls = table as never;
    resetEarlyCalls();
    const handler = lms();
    const { http: api } = client();
    // The app looks (boot takes the configuration's answer) before the script has started its reads.
    expect(takeEarlyCall(`${LMS}/api/mfe_config/v1`)).toBeNull();
    table[`${LMS}/api/read`] = { at: performance.now(), answer: Promise.resolve(ok({ from: 'early' })) };
    await expect(api.get(`${LMS}/api/read`)).resolves.toMatchObject({ data: { from: 'early' } });
    // Every entry taken and none added since: the next read goes to the LMS.
    await expect(api.get(`${LMS}/api/read`)).resolves.toMatchObject({ data: { from: 'lms' } });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('ignores what is not an early call', () => {
    (window as unknown as { __lmsEarlyCalls: unknown }).__lmsEarlyCalls = {
      [`${LMS}/a`]: { at: 'now', answer: Promise.resolve() },
      [`${LMS}/b`]: null,
      'not a url': { at: 0, answer: Promise.resolve() },
    };
    resetEarlyCalls();
    expect(takeEarlyCall(`${LMS}/a`)).toBeNull();
    expect(takeEarlyCall(`${LMS}/b`)).toBeNull();
    expect(window.__lmsEarlyCalls).toBeUndefined();
  });
});
