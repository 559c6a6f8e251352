import type { CourseTab } from '@/lms/fragments/tabs';

export type TabTarget = { kind: 'app'; path: string } | { kind: 'external'; href: string };

/**
 * Tabs that point into this app (the LMS builds them from the app's own address) open in the app without a
 * page load; every other tab is an ordinary link to its absolute address.
 */
export function tabTarget(tab: CourseTab, appBaseUrl: string, publicPath: string): TabTarget {
  const root = `${appBaseUrl}${publicPath}`.replace(/\/+$/, '/');
  if (tab.url.startsWith(root)) {
    return { kind: 'app', path: `/${tab.url.slice(root.length)}` };
  }
  return { kind: 'external', href: tab.url };
}
