/**
 * Where a pending notice sends the browser (spec §7): the first notice, with `next` set to the current
 * location. Only an address on the LMS is followed; anything else is ignored (null).
 */
export function noticeRedirectUrl(
  results: readonly string[],
  currentHref: string,
  lmsBaseUrl: string,
): string | null {
  const first = results[0];
  if (!first) return null;
  let notice: URL;
  let lms: URL;
  try {
    notice = new URL(first, lmsBaseUrl);
    lms = new URL(lmsBaseUrl);
  } catch {
    return null;
  }
  if (notice.origin !== lms.origin) return null;
  notice.searchParams.set('next', currentHref);
  return notice.toString();
}
