/** Page titles: the parts that are known, joined by " | ", then the site name (spec §2). */
export function pageTitle(parts: readonly (string | null | undefined)[], siteName: string): string {
  return [...parts.filter((p): p is string => Boolean(p && p.trim())), siteName].join(' | ');
}
