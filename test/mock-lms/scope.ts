import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Scopes: one mock LMS, many tests at once. A request that carries the `mock_lms_scope` cookie (or the
 * `X-Mock-LMS-Scope` header) is answered from that scope's own state, clock, faults and era; every other
 * request (the unit tests, `npm run dev`, a browser without the cookie) uses the default scope, as the
 * mock always did. The browser tests give each test its own scope (test/e2e/fixtures.ts), so they run on
 * several Playwright workers against one server (decision 0019). A scope's values are made on first use.
 */
export const SCOPE_COOKIE = 'mock_lms_scope';
export const SCOPE_HEADER = 'x-mock-lms-scope';
export const DEFAULT_SCOPE_NAME = 'default';

/** The most scopes kept at once; the least recently used goes first (a browser run makes one a test). */
const MAX_SCOPES = 400;

export class Scope {
  readonly values = new Map<symbol, unknown>();
  constructor(readonly id: string) {}
}

const DEFAULT_SCOPE = new Scope('');
const scopes = new Map<string, Scope>();
const storage = new AsyncLocalStorage<Scope>();

/** The scope of the request being answered, else the default one. */
export const currentScope = (): Scope => storage.getStore() ?? DEFAULT_SCOPE;

export const isDefaultScope = (): boolean => currentScope() === DEFAULT_SCOPE;

/**
 * A value kept per scope: the accessor returns the current scope's, made by `create` on first use (module
 * state that tests must not share: the mock's state, its clock).
 */
export function scoped<T>(create: () => T): () => T {
  const key = Symbol('scoped');
  return () => {
    const scope = currentScope();
    if (!scope.values.has(key)) scope.values.set(key, create());
    return scope.values.get(key) as T;
  };
}

function scopeNamed(id: string): Scope {
  let scope = scopes.get(id);
  if (scope) {
    scopes.delete(id);
  } else {
    scope = new Scope(id);
    if (scopes.size >= MAX_SCOPES) scopes.delete(scopes.keys().next().value as string);
  }
  scopes.set(id, scope);
  return scope;
}

/** A scope id: short, from a cookie or header, of letters, digits, `-`, `_` and `.` only. */
const SCOPE_ID = /^[\w.-]{1,120}$/;

/**
 * The scope a request names (its header, else its cookie), or null for the default scope. The header
 * `default` asks for the default scope whatever the cookie says (a setting of the whole site, read by
 * calls without cookies: the runtime configuration).
 */
export function scopeOfRequest(request: Request): string | null {
  const header = request.headers.get(SCOPE_HEADER)?.trim();
  if (header === DEFAULT_SCOPE_NAME) return null;
  if (header && SCOPE_ID.test(header)) return header;
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === SCOPE_COOKIE && value && SCOPE_ID.test(value)) return value;
  }
  return null;
}

/** Runs `answer` in the named scope, or in the default one when `id` is null. */
export function inScope<T>(id: string | null, answer: () => T): T {
  return id ? storage.run(scopeNamed(id), answer) : answer();
}
