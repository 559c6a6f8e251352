import axios, { type AxiosInstance } from 'axios';
import { deleteCookie, getCookie } from './cookies';
import { decodeJwtCookie, type JwtClaims } from './jwt';

export type { JwtClaims } from './jwt';
import type { Logger } from './logging';

export interface AuthenticatedUser {
  readonly userId: number;
  readonly username: string;
  readonly email: string | null;
  readonly name: string | null;
  /** Django is_staff: gates the Studio grading link and is sent in events as is_staff. */
  readonly administrator: boolean;
  readonly roles: readonly string[];
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
