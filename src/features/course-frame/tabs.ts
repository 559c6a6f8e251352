import type { CourseTab } from '@/lms/fragments/tabs';

export type TabTarget = { kind: 'app'; path: string } | { kind: 'external'; href: string };

/** BASE_URL as an address: Tutor sends a bare host (`apps.example.com`, conventions §8.3). */
function parseBase(appBaseUrl: string): URL | null {
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(appBaseUrl) ? appBaseUrl : `https://${appBaseUrl}`);
  } catch {
    return null;
  }
}

/**
 * Tabs that point into this app (the LMS builds them from the app's own address) open in the app without a
 * page load; every other tab is an ordinary link to its absolute address. A tab is the app's when it is on
 * the page's own host or on BASE_URL's (compared by parsed host and port, not by string prefix, so a bare
 * host works) and its path is under the public path.
 */
export function tabTarget(
  tab: CourseTab,
  appBaseUrl: string,
  publicPath: string,
  pageHost: string | null = typeof window !== 'undefined' ? window.location.host : null,
): TabTarget {
  let url: URL;
  try {
    url = new URL(tab.url);
  } catch {
    return { kind: 'external', href: tab.url };
  }
  const base = parseBase(appBaseUrl);
  const ours =
    url.host === pageHost || (base !== null && url.hostname === base.hostname && url.port === base.port);
  const root = publicPath.endsWith('/') ? publicPath : `${publicPath}/`;
  if (ours && `${url.pathname}/`.startsWith(root)) {
    return { kind: 'app', path: `/${url.pathname.slice(root.length)}${url.search}${url.hash}` };
  }
  return { kind: 'external', href: tab.url };
}
