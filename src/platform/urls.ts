/**
 * Checks on addresses the app did not write itself: ids from the address bar, and addresses an LMS or a
 * catalogue answer gives (docs/decisions/0014-hostile-input.md).
 */

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

/** An absolute http(s) address, or null (relative addresses resolve against `base`). */
export function httpUrl(url: string, base?: string): URL | null {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
}

/** The address when it is http(s), else null: for links to other sites (catalogue, social networks). */
export function safeExternalUrl(url: string | null | undefined): string | null {
  return url ? (httpUrl(url)?.href ?? null) : null;
}

/**
 * The address when it is http(s) on one of `origins` (the LMS, this app), else null: for the legacy
 * pages an LMS answer names, which must not send the learner to another site.
 */
export function safeSiteUrl(url: string | null | undefined, origins: readonly string[]): string | null {
  if (!url) return null;
  const parsed = httpUrl(url);
  if (!parsed) return null;
  const allowed = origins.map((origin) => httpUrl(origin)?.origin).filter(Boolean);
  return allowed.includes(parsed.origin) ? parsed.href : null;
}
