import axios, { type AxiosInstance } from 'axios';
import { deleteCookie, getCookie } from './cookies';
import type { Logger } from './logging';

/** The claims of the LMS JWT that the app reads (spec: platform conventions §2.2). */
export interface JwtClaims {
  readonly user_id?: unknown;
  readonly preferred_username?: unknown;
  readonly email?: unknown;
  readonly name?: unknown;
  readonly administrator?: unknown;
  readonly roles?: unknown;
  readonly exp?: unknown;
}

export interface AuthenticatedUser {
  readonly userId: number;
  readonly username: string;
  readonly email: string | null;
  readonly name: string | null;
  /** Django is_staff: gates the Studio grading link and is sent in events as is_staff. */
  readonly administrator: boolean;
  readonly roles: readonly string[];
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Decodes the `header.payload` cookie value. The signature is never checked here: it lives in an HttpOnly
 * cookie and only the LMS can verify it. Throws when the value is not a JWT with a JSON object payload.
 */
export function decodeJwtCookie(value: string): JwtClaims {
  const parts = value.split('.');
  if (parts.length < 2 || !parts[1]) throw new Error('not a JWT');
  const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new Error('JWT payload is not an object');
  }
  return payload;
}

export function userFromClaims(claims: JwtClaims | null): AuthenticatedUser | null {
  if (!claims) return null;
  const { user_id: userId, preferred_username: username } = claims;
  if (typeof userId !== 'number' || typeof username !== 'string' || username === '') return null;
  return {
    userId,
    username,
    email: typeof claims.email === 'string' ? claims.email : null,
    name: typeof claims.name === 'string' && claims.name !== '' ? claims.name : null,
    administrator: claims.administrator === true,
    roles: Array.isArray(claims.roles) ? claims.roles.filter((r): r is string => typeof r === 'string') : [],
  };
}

export interface AuthConfig {
  readonly ACCESS_TOKEN_COOKIE_NAME: string;
  readonly REFRESH_ACCESS_TOKEN_ENDPOINT: string;
  readonly SESSION_COOKIE_DOMAIN: string | null;
}

export interface AuthServiceOptions {
  config: AuthConfig;
  logger: Logger;
  readCookie?: (name: string) => string | null;
  removeCookie?: (name: string) => void;
  client?: AxiosInstance;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  now?: () => number;
  maxRetries?: number;
}

export interface AuthService {
  /** The current claims, refreshing them first when missing or expired; null for a visitor. */
  getJwtToken(forceRefresh?: boolean): Promise<JwtClaims | null>;
  /** Resolves the signed-in user once at boot (null for a visitor). */
  fetchAuthenticatedUser(options?: { forceRefresh?: boolean }): Promise<AuthenticatedUser | null>;
  getAuthenticatedUser(): AuthenticatedUser | null;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The token lifecycle of the Open edX platform (conventions §2.3): read the cookie; when it is missing or
 * expired, POST to the refresh endpoint. Concurrent callers share one refresh. Only network failures are
 * retried (twice, 2^n s plus jitter, at most 16 s). A 401 means nobody is signed in: the stale cookie is
 * removed and the answer is null, not an error. Once a 401 has been seen, later calls without a cookie
 * answer null at once instead of asking again on every request (see docs/decisions/0003).
 */
export function createAuthService(options: AuthServiceOptions): AuthService {
  const { config, logger } = options;
  const readCookie = options.readCookie ?? ((name: string) => getCookie(name));
  const removeCookie =
    options.removeCookie ??
    ((name: string) => {
      deleteCookie(name);
      if (config.SESSION_COOKIE_DOMAIN) deleteCookie(name, { domain: config.SESSION_COOKIE_DOMAIN });
    });
  const client = options.client ?? axios.create({ withCredentials: true });
  const sleep = options.sleep ?? sleepFor;
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  const maxRetries = options.maxRetries ?? 2;
  const cookieName = config.ACCESS_TOKEN_COOKIE_NAME;

  let inFlight: Promise<JwtClaims | null> | null = null;
  let knownVisitor = false;
  let user: AuthenticatedUser | null = null;

  const readClaims = (): JwtClaims | null => {
    const value = readCookie(cookieName);
    if (!value) return null;
    try {
      return decodeJwtCookie(value);
    } catch (error) {
      logger.logInfo('[frontend-auth] Error decoding JWT token', { error: String(error) });
      return null;
    }
  };

  const isFresh = (claims: JwtClaims | null): claims is JwtClaims =>
    claims !== null && typeof claims.exp === 'number' && claims.exp >= now() / 1000;

  const postRefresh = async () => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await client.post(config.REFRESH_ACCESS_TOKEN_ENDPOINT);
      } catch (error) {
        const noResponse = axios.isAxiosError(error) && !error.response;
        if (!noResponse || attempt >= maxRetries) throw error;
        await sleep(Math.min(2 ** (attempt + 1) * 1000 + random() * 1000, 16000));
      }
    }
  };

  const refresh = async (): Promise<JwtClaims | null> => {
    try {
      await postRefresh();
    } catch (error) {
      if (axios.isAxiosError(error) && error.response?.status === 401) {
        knownVisitor = true;
        removeCookie(cookieName);
        return null;
      }
      logger.logError(error, { context: '[frontend-auth] refresh failed' });
      throw error;
    }
    knownVisitor = false;
    const claims = readClaims();
    if (!claims) throw new Error('[frontend-auth] Access token is still null after successful refresh.');
    return claims;
  };

  const getJwtToken = async (forceRefresh = false): Promise<JwtClaims | null> => {
    const claims = readClaims();
    if (!forceRefresh && isFresh(claims)) return claims;
    if (!forceRefresh && !claims && knownVisitor) return null;
    if (!inFlight) {
      inFlight = refresh().finally(() => {
        inFlight = null;
      });
    }
    return inFlight;
  };

  return {
    getJwtToken,
    async fetchAuthenticatedUser({ forceRefresh = false } = {}) {
      user = userFromClaims(await getJwtToken(forceRefresh));
      return user;
    },
    getAuthenticatedUser: () => user,
  };
}

/** `{LOGIN_URL}?next=…`; pages pass their own address so the learner comes back to it. */
export function loginUrl(
  config: { LOGIN_URL: string; BASE_URL: string },
  next: string = config.BASE_URL,
): string {
  return `${config.LOGIN_URL}?next=${encodeURIComponent(next)}`;
}

export function registerUrl(config: { LMS_BASE_URL: string }, next: string): string {
  return `${config.LMS_BASE_URL}/register?next=${encodeURIComponent(next)}`;
}

export function logoutUrl(
  config: { LOGOUT_URL: string; BASE_URL: string },
  next: string = config.BASE_URL,
): string {
  return `${config.LOGOUT_URL}?redirect_url=${encodeURIComponent(next)}`;
}
