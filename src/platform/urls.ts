/**
 * Checks on addresses the app did not write itself: addresses an LMS or a catalogue answer gives
 * (docs/decisions/0014-hostile-input-and-faults.md). Ids from the address bar are the route
 * configuration's to check (src/app/routeMatch.ts `isSafeId`).
 */

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
