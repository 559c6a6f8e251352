import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { mockLms } from '@test/mock-lms/node';
import type { AuthService } from './auth';
import { createCsrfTokenService, createHttpClient, HttpError } from './http';
import { createLogger } from './logging';

const LMS = 'http://localhost:18000';
const OTHER = 'http://localhost:18130';

function client(options: { tokenError?: Error } = {}) {
  const infos: string[] = [];
  const logger = createLogger({
    sink: { info: (m: string) => infos.push(m), error: () => undefined, warn: () => undefined },
    agent: () => undefined,
  });
  const getJwtToken = vi.fn(() =>
    options.tokenError ? Promise.reject(options.tokenError) : Promise.resolve(null),
  );
  const auth: AuthService = {
    getJwtToken,
    fetchAuthenticatedUser: () => Promise.resolve(null),
    getAuthenticatedUser: () => null,
  };
  const csrf = createCsrfTokenService({ csrfTokenApiPath: '/csrf/api/v1/token' });
  return { http: createHttpClient({ auth, logger, csrf }), getJwtToken, infos };
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
