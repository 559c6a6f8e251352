import { describe, expect, it } from 'vitest';
import type { AppNotification } from '@/lms/notifications';
import { badgeCount, iconOf, openingApp, splitByTime, timeAgo, trayApps } from './model';

const NOW = Date.parse('2030-05-01T12:00:00Z');
const HOUR = 60 * 60 * 1000;
const at = (hoursAgo: number) => new Date(NOW - hoursAgo * HOUR).toISOString();
const item = (id: number, created: string | null): AppNotification => ({
  id,
  app: 'discussion',
  type: 'new_response',
  text: [],
  courseName: null,
  url: null,
  read: false,
  created,
});

describe('the bell’s badge', () => {
  it('shows nothing at 0, the count up to 99, then 99+', () => {
    expect(badgeCount(0)).toBeNull();
    expect(badgeCount(-2)).toBeNull();
    expect(badgeCount(Number.NaN)).toBeNull();
    expect(badgeCount(1)).toEqual({ value: 1, more: false });
    expect(badgeCount(9)).toEqual({ value: 9, more: false });
    expect(badgeCount(99)).toEqual({ value: 99, more: false });
    expect(badgeCount(100)).toEqual({ value: 99, more: true });
    expect(badgeCount(4321)).toEqual({ value: 99, more: true });
  });
});

describe('the tray’s apps', () => {
  const counts = (apps: { name: string; count: number }[]) => ({
    showTray: true,
    count: 0,
    apps,
    expiryDays: 0,
  });

  it('are the LMS’s, or discussions when it lists none', () => {
    expect(trayApps(counts([{ name: 'updates', count: 1 }]))).toEqual([{ name: 'updates', count: 1 }]);
    expect(trayApps(counts([]))).toEqual([{ name: 'discussion', count: 0 }]);
  });

  it('open on the app the address names when the LMS lists it, else on the first', () => {
    const apps = [
      { name: 'discussion', count: 0 },
      { name: 'updates', count: 2 },
    ];
    expect(openingApp(apps, 'updates')).toBe('updates');
    expect(openingApp(apps, 'chat')).toBe('discussion');
    expect(openingApp(apps, null)).toBe('discussion');
    expect(openingApp([], null)).toBe('discussion');
  });
});

describe('splitByTime', () => {
  it('puts the last 24 hours first and the rest after, each newest first, undated ones last', () => {
    const { today, earlier } = splitByTime(
      [item(1, at(30)), item(2, at(1)), item(3, null), item(4, at(23.9)), item(5, at(200)), item(6, at(-1))],
      NOW,
    );
    expect(today.map((entry) => entry.id)).toEqual([2, 4]);
    // A date after now (a clock ahead of the server's) is not "in the last 24 hours", as upstream.
    expect(earlier.map((entry) => entry.id)).toEqual([6, 1, 5, 3]);
  });

  it('has empty groups for no notifications', () => {
    expect(splitByTime([], NOW)).toEqual({ today: [], earlier: [] });
  });
});

describe('timeAgo', () => {
  it('is the largest whole unit, past, for Intl.RelativeTimeFormat', () => {
    expect(timeAgo(at(0), NOW)).toEqual({ value: 0, unit: 'second' });
    expect(timeAgo(new Date(NOW - 59_000).toISOString(), NOW)).toEqual({ value: 0, unit: 'second' });
    expect(timeAgo(new Date(NOW - 5 * 60_000).toISOString(), NOW)).toEqual({ value: -5, unit: 'minute' });
    expect(timeAgo(at(3), NOW)).toEqual({ value: -3, unit: 'hour' });
    expect(timeAgo(at(47), NOW)).toEqual({ value: -1, unit: 'day' });
    expect(timeAgo(at(24 * 8), NOW)).toEqual({ value: -1, unit: 'week' });
    expect(timeAgo(at(24 * 45), NOW)).toEqual({ value: -1, unit: 'month' });
    expect(timeAgo(at(24 * 800), NOW)).toEqual({ value: -2, unit: 'year' });
  });

  it('says "now" for a date ahead of the clock, and nothing for an unreadable one', () => {
    expect(timeAgo(at(-5), NOW)).toEqual({ value: 0, unit: 'second' });
    expect(timeAgo('not a date', NOW)).toBeNull();
    expect(timeAgo(null, NOW)).toBeNull();
  });
});

describe('iconOf', () => {
  it('picks an icon by the notification’s type, as upstream', () => {
    expect(iconOf('new_response')).toBe('chat');
    expect(iconOf('new_comment_on_response')).toBe('chat');
    expect(iconOf('new_discussion_post')).toBe('chat');
    expect(iconOf('response_endorsed_on_thread')).toBe('endorsed');
    expect(iconOf('content_reported')).toBe('reported');
    expect(iconOf('course_updates')).toBe('update');
    expect(iconOf('ora_grade_assigned')).toBe('grade');
    expect(iconOf('')).toBe('other');
  });
});
