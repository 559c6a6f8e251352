import type { AppNotification, NotificationCounts } from '@/lms/notifications';

/**
 * The bell's pure rules: its badge, the apps its tray lists, which app opens, the "Last 24 hours" and
 * "Earlier" groups, and how long ago a notification came (openedx/frontend-plugin-notifications' rules,
 * with Intl's relative times instead of its fixed English abbreviations).
 */

/** The badge: nothing at 0, the count up to 99, then "99+" (as upstream's bell). */
export function badgeCount(count: number): { value: number; more: boolean } | null {
  if (!(count > 0)) return null;
  return count > 99 ? { value: 99, more: true } : { value: Math.floor(count), more: false };
}

/** The LMS's apps in its order; with none listed, discussions (upstream's tray opens on them). */
export function trayApps(counts: NotificationCounts): NotificationCounts['apps'] {
  return counts.apps.length > 0 ? counts.apps : [{ name: 'discussion', count: 0 }];
}

/** The app the tray opens on: the one the address names (`?app=`) when the LMS lists it, else the first. */
export function openingApp(apps: NotificationCounts['apps'], asked: string | null): string {
  return apps.find((app) => app.name === asked)?.name ?? apps[0]?.name ?? 'discussion';
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const time = (item: AppNotification) => (item.created === null ? NaN : Date.parse(item.created));

/**
 * The loaded notifications in two groups, each newest first: those of the last 24 hours (by the server's
 * clock, `now`), and the rest; one without a readable date is among the earlier ones, last.
 */
export function splitByTime(
  items: readonly AppNotification[],
  now: number,
): { today: AppNotification[]; earlier: AppNotification[] } {
  const today: AppNotification[] = [];
  const earlier: AppNotification[] = [];
  for (const item of items) {
    const at = time(item);
    (at >= now - DAY && at <= now ? today : earlier).push(item);
  }
  const newestFirst = (a: AppNotification, b: AppNotification) =>
    (Number.isNaN(time(b)) ? -Infinity : time(b)) - (Number.isNaN(time(a)) ? -Infinity : time(a)) || 0;
  return { today: today.sort(newestFirst), earlier: earlier.sort(newestFirst) };
}

export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/**
 * How long ago `created` was, in the largest whole unit (as upstream's "5m", "3h", "2d", "1w"), for
 * Intl.RelativeTimeFormat: under a minute is 0 seconds ("now"); a date in the future (a clock ahead) is
 * "now" too; null for an unreadable date.
 */
export function timeAgo(created: string | null, now: number): { value: number; unit: RelativeUnit } | null {
  const at = created === null ? NaN : Date.parse(created);
  if (Number.isNaN(at)) return null;
  const ago = Math.max(0, now - at);
  const steps: [RelativeUnit, number][] = [
    ['year', 365 * DAY],
    ['month', 30 * DAY],
    ['week', 7 * DAY],
    ['day', DAY],
    ['hour', HOUR],
    ['minute', 60 * 1000],
  ];
  for (const [unit, size] of steps) {
    if (ago >= size) return { value: -Math.floor(ago / size), unit };
  }
  return { value: 0, unit: 'second' };
}

/** Bootstrap Icons by notification type (upstream's icons by type: responses, endorsements, reports, updates). */
export type NotificationIcon = 'chat' | 'endorsed' | 'reported' | 'update' | 'grade' | 'other';

export function iconOf(type: string): NotificationIcon {
  if (type === 'content_reported') return 'reported';
  if (type.startsWith('response_endorsed')) return 'endorsed';
  if (type === 'course_updates' || type === 'course_update') return 'update';
  if (type.startsWith('ora_')) return 'grade';
  if (/comment|response|post/.test(type)) return 'chat';
  return 'other';
}
