interface TemporalNow {
  readonly Now?: { readonly timeZoneId?: () => unknown };
}

/**
 * The browser's IANA zone when it can name it (sent so the LMS can use it when the user has none saved).
 * Temporal names it first where the browser has it: the same system zone, without the set-up of ICU's
 * date formatting that the first `Intl.DateTimeFormat` costs (50–90 ms on a first visit, more on a slow
 * phone). The preload script of index.html names it the same way (src/app/preload/preload.ts), so the
 * addresses of its early calls are the app's.
 */
export function browserTimezone(): string | undefined {
  try {
    const named = (globalThis as { Temporal?: TemporalNow }).Temporal?.Now?.timeZoneId?.();
    if (typeof named === 'string' && named) return named;
  } catch {
    // a Temporal that throws: Intl below
  }
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
