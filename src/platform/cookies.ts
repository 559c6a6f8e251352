/** Reads one cookie visible to scripts on this page, or null. */
export function getCookie(name: string, source: string = document.cookie): string | null {
  for (const part of source.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      const value = part.slice(index + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return null;
}

/** Removes a cookie for the path and domain it was set with (both matter to the browser). */
export function deleteCookie(name: string, options: { domain?: string | null; path?: string } = {}): void {
  const parts = [`${name}=`, 'expires=Thu, 01 Jan 1970 00:00:00 GMT', `path=${options.path ?? '/'}`];
  if (options.domain) parts.push(`domain=${options.domain}`);
  document.cookie = parts.join('; ');
}
