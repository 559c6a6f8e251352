/**
 * Path matching for the route configuration (./routeConfig.ts), shared by the app (matchPage) and by the
 * preload script of index.html (./preload/preload.ts), which must not carry the router. It reads the
 * patterns React Router reads — `:name` segments, `:name?` optional ones and a trailing `*` — and answers
 * as React Router's `matchPath` does: case-insensitive, a trailing slash allowed, the segments as they
 * are in the address (not decoded). ./routeConfig.test.ts checks the two agree on every route. `isSafeId`
 * is which ids from the address bar a route takes at all (docs/decisions/0014-hostile-input-and-faults.md).
 */
export type RouteParams = Readonly<Record<string, string | undefined>>;

// Open edX keys (`course-v1:Org+Num+Run`, `block-v1:…+type@vertical+block@x`, `ccx-v1:…`) and numeric or
// username learner ids use these characters only: no slash, question mark, hash or ampersand, so an id
// can never leave its place in an LMS path.
const KEY = /^[\w.~:+@%-]+$/;

/** An id from the address bar that may go into an LMS path or a redirect: an Open edX key's characters. */
export function isSafeId(id: string): boolean {
  if (!KEY.test(id) || id === '.' || id === '..') return false;
  try {
    // A percent sign must start an escape that decodes to key characters too (no %2F smuggled in).
    return KEY.test(decodeURIComponent(id));
  } catch {
    return false;
  }
}

export function matchRoute(pattern: string, pathname: string): RouteParams | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  // A path with an empty segment in the middle ("/course//home") matches nothing, as in React Router.
  if (/\/\/./.test(pathname)) return null;
  const params: Record<string, string | undefined> = {};
  let at = 0;
  for (const segment of want) {
    if (segment === '*') {
      const rest = have.slice(at).join('/');
      params['*'] = rest && pathname.endsWith('/') ? `${rest}/` : rest;
      return params;
    }
    const value = have[at];
    if (segment.startsWith(':')) {
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      if (value === undefined) {
        if (!optional) return null;
        params[name] = undefined;
        continue;
      }
      params[name] = value;
    } else if (value === undefined || value.toLowerCase() !== segment.toLowerCase()) {
      return null;
    }
    at += 1;
  }
  return at === have.length ? params : null;
}

/** The path under the app's public path (`/learning/course/x` → `/course/x`). */
export function pathUnder(basename: string, pathname: string): string {
  const base = basename.replace(/\/+$/, '');
  return base && pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
}
