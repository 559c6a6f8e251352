import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { mockLms } from '@test/mock-lms/node';
import { createAuthService, loginUrl, logoutUrl, registerUrl, userFromClaims } from './auth';
import { decodeJwtCookie } from './jwt';
import { createLogger } from './logging';

const REFRESH = 'http://localhost:18000/login_refresh';
const b64 = (value: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
const token = (claims: object) => `${b64({ alg: 'RS512' })}.${b64(claims)}`;
const fresh = {
  user_id: 7,
  preferred_username: 'ada',
  email: 'ada@example.com',
  name: 'Ada',
  administrator: true,
  roles: ['enterprise_learner:1'],
};
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

/** A cookie jar standing in for the browser's, which the refresh endpoint writes to. */
function setup(initial: string | null = null) {
  const jar = { value: initial };
  const quiet = createLogger({
    sink: { info: () => undefined, error: () => undefined, warn: () => undefined },
    agent: () => undefined,
  });
  const sleep = vi.fn((_ms: number) => Promise.resolve());
  const auth = createAuthService({
    config: {
      ACCESS_TOKEN_COOKIE_NAME: 'edx-jwt-cookie-header-payload',
      REFRESH_ACCESS_TOKEN_ENDPOINT: REFRESH,
      SESSION_COOKIE_DOMAIN: null,
    },
    logger: quiet,
    readCookie: () => jar.value,
    removeCookie: () => {
      jar.value = null;
    },
    sleep,
    random: () => 0.5,
  });
  return { auth, jar, sleep };
}

describe('JWT cookie', () => {
  it('decodes the payload of header.payload and maps the claims to the user', () => {
    const claims = decodeJwtCookie(token({ ...fresh, exp: 1 }));
    expect(userFromClaims(claims)).toEqual({
      userId: 7,
      username: 'ada',
      email: 'ada@example.com',
      name: 'Ada',
      administrator: true,
      roles: ['enterprise_learner:1'],
    });
  });

  it('decodes UTF-8 names', () => {
    expect(userFromClaims(decodeJwtCookie(token({ ...fresh, name: 'نور' })))?.name).toBe('نور');
  });

  it.each(['garbage', 'a.b', `${b64({})}.${btoa('[1,2]')}`])('rejects %s', (value) => {
    expect(() => decodeJwtCookie(value)).toThrow();
  });

  it('has no user without an id and a username', () => {
    expect(userFromClaims({ preferred_username: 'x' })).toBeNull();
    expect(userFromClaims({ user_id: 1 })).toBeNull();
    expect(userFromClaims(null)).toBeNull();
  });
});

describe('token lifecycle', () => {
  it('uses a fresh cookie without any network call', async () => {
    const refresh = vi.fn(() => HttpResponse.json({ success: true }));
    mockLms.use(http.post(REFRESH, refresh));
    const { auth } = setup(token({ ...fresh, exp: inAnHour() }));
    expect((await auth.fetchAuthenticatedUser())?.username).toBe('ada');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes an expired cookie once for many concurrent callers', async () => {
    const { auth, jar } = setup(token({ ...fresh, exp: 1 }));
    const refresh = vi.fn(() => {
      jar.value = token({ ...fresh, exp: inAnHour() });
      return HttpResponse.json({ success: true });
    });
    mockLms.use(http.post(REFRESH, refresh));
    const results = await Promise.all([auth.getJwtToken(), auth.getJwtToken(), auth.getJwtToken()]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(results.every((claims) => claims?.preferred_username === 'ada')).toBe(true);
  });

  it('treats 401 as a visitor: no user, the stale cookie removed, no further refreshes', async () => {
    const refresh = vi.fn(() => new HttpResponse('Unauthorized', { status: 401 }));
    mockLms.use(http.post(REFRESH, refresh));
    const { auth, jar } = setup(token({ ...fresh, exp: 1 }));
    expect(await auth.fetchAuthenticatedUser()).toBeNull();
    expect(jar.value).toBeNull();
    expect(await auth.getJwtToken()).toBeNull();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('refreshes when the cookie cannot be decoded', async () => {
    const { auth, jar } = setup('not-a-token');
    mockLms.use(
      http.post(REFRESH, () => {
        jar.value = token({ ...fresh, exp: inAnHour() });
        return HttpResponse.json({ success: true });
      }),
    );
    expect((await auth.fetchAuthenticatedUser())?.userId).toBe(7);
  });

  it('retries network failures twice with backoff, then gives up', async () => {
    const refresh = vi.fn(() => HttpResponse.error());
    mockLms.use(http.post(REFRESH, refresh));
    const { auth, sleep } = setup();
    await expect(auth.getJwtToken()).rejects.toThrow();
    expect(refresh).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([2500, 4500]);
  });

  it('does not retry a server error', async () => {
    const refresh = vi.fn(() => new HttpResponse(null, { status: 500 }));
    mockLms.use(http.post(REFRESH, refresh));
    await expect(setup().auth.getJwtToken()).rejects.toThrow();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('fails clearly when the refresh succeeds but no cookie appears (app not under the cookie domain)', async () => {
    mockLms.use(http.post(REFRESH, () => HttpResponse.json({ success: true })));
    await expect(setup().auth.getJwtToken()).rejects.toThrow(
      'Access token is still null after successful refresh.',
    );
  });
});

describe('login, register and logout addresses', () => {
  const config = {
    LOGIN_URL: 'https://lms/login',
    LOGOUT_URL: 'https://lms/logout',
    LMS_BASE_URL: 'https://lms',
    BASE_URL: 'https://app',
  };
  it('carry where to come back to', () => {
    expect(loginUrl(config, 'https://app/course/x?y=1')).toBe(
      'https://lms/login?next=https%3A%2F%2Fapp%2Fcourse%2Fx%3Fy%3D1',
    );
    expect(loginUrl(config)).toBe('https://lms/login?next=https%3A%2F%2Fapp');
    expect(registerUrl(config, 'https://app/a')).toBe('https://lms/register?next=https%3A%2F%2Fapp%2Fa');
    expect(logoutUrl(config, 'https://app/')).toBe('https://lms/logout?redirect_url=https%3A%2F%2Fapp%2F');
  });
});
