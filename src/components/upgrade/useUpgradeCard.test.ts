import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOUR_MS } from '@/rules/upgrade';
import { useUpgradeCard } from './useUpgradeCard';

/** The device clock; the server's is an hour ahead of it (timeOffsetMillis). */
const DEVICE_NOW = Date.parse('2030-05-01T12:00:00Z');
const OFFSET = HOUR_MS;
const SERVER_NOW = DEVICE_NOW + OFFSET;
const MINUTE = 60_000;
const at = (ms: number) => new Date(SERVER_NOW + ms).toISOString();

const input = (expiresIn: number, upgradeDeadlineIn = 100 * 24 * HOUR_MS) => ({
  accessExpiration: { expirationDate: at(expiresIn), upgradeDeadline: at(upgradeDeadlineIn) },
  offer: null,
  verifiedMode: { price: 149, currency: 'USD', currencySymbol: '$', upgradeUrl: 'https://x.test/upgrade' },
  contentTypeGatingEnabled: true,
  enrollmentMode: 'audit',
});

/**
 * Lets the fake clock run for `ms`, firing the timers that fall due. The hook sets its next timer once the
 * page has rendered the reading (after `act`), so each call crosses one boundary, as a page that stays open
 * does.
 */
const pass = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('useUpgradeCard: the countdown moves on while the page is open', () => {
  afterEach(() => vi.useRealTimers());

  it('re-reads the card at each boundary (168 h, days, 24 h, hours, 1 h, the deadline) by the server clock', () => {
    vi.useFakeTimers({ now: DEVICE_NOW });
    // 168 hours and 30 minutes of access left by the server's clock.
    const { result, unmount } = renderHook(() => useUpgradeCard(input(168 * HOUR_MS + 30 * MINUTE), OFFSET));
    expect(result.current.now).toBe(SERVER_NOW);
    expect(result.current.card?.kind).toBe('upgrade-today');
    // One timer, to the next boundary: not an interval.
    expect(vi.getTimerCount()).toBe(1);

    pass(30 * MINUTE);
    expect(result.current.card?.kind).toBe('upgrade-today');
    pass(1);
    expect(result.current.card).toMatchObject({
      kind: 'expiring',
      state: 'accessDaysLeft',
      countdown: { unit: 'days', count: 6 },
    });

    // Each day at its boundary (nothing in between), down to "1 day left" at 47 hours…
    pass(24 * HOUR_MS - 1);
    expect(result.current.card).toMatchObject({ countdown: { unit: 'days', count: 6 } });
    pass(1);
    expect(result.current.card).toMatchObject({ countdown: { unit: 'days', count: 5 } });
    for (const count of [4, 3, 2, 1]) {
      pass(24 * HOUR_MS);
      expect(result.current.card).toMatchObject({ countdown: { unit: 'days', count } });
    }
    // …then the hours below 24…
    pass(24 * HOUR_MS);
    expect(result.current.card).toMatchObject({
      state: 'accessHoursLeft',
      countdown: { unit: 'hours', count: 23 },
    });
    for (let count = 22; count >= 1; count -= 1) {
      pass(HOUR_MS);
      expect(result.current.card).toMatchObject({ countdown: { unit: 'hours', count } });
    }
    // …and the last hour.
    pass(HOUR_MS);
    expect(result.current.card).toMatchObject({ state: 'accessLastHour', countdown: { unit: 'lastHour' } });

    // The deadline (an hour less the millisecond already gone): no card, and nothing left to wait for.
    pass(HOUR_MS - 2);
    expect(result.current.card).not.toBeNull();
    pass(1);
    expect(result.current.card).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    unmount();
  });

  it('goes at the upgrade deadline; its timer is cleared on unmount', () => {
    vi.useFakeTimers({ now: DEVICE_NOW });
    const { result, unmount } = renderHook(() =>
      useUpgradeCard(input(72 * HOUR_MS + 30 * MINUTE, 20 * MINUTE), OFFSET),
    );
    expect(result.current.card).toMatchObject({ countdown: { unit: 'days', count: 3 } });
    pass(20 * MINUTE);
    expect(result.current.card).toBeNull();

    const open = renderHook(() => useUpgradeCard(input(72 * HOUR_MS + 10 * MINUTE), OFFSET));
    expect(vi.getTimerCount()).toBe(1);
    open.unmount();
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits again when a timer fires early (the device clock was set back)', () => {
    vi.useFakeTimers({ now: DEVICE_NOW });
    const { result } = renderHook(() => useUpgradeCard(input(5 * HOUR_MS + 10 * MINUTE), OFFSET));
    expect(result.current.card).toMatchObject({ countdown: { unit: 'hours', count: 5 } });
    // The device clock goes back 5 minutes: the timer fires 5 minutes before the boundary.
    vi.setSystemTime(DEVICE_NOW - 5 * MINUTE);
    pass(10 * MINUTE + 1);
    expect(result.current.card).toMatchObject({ countdown: { unit: 'hours', count: 5 } });
    expect(vi.getTimerCount()).toBe(1);
    pass(5 * MINUTE);
    expect(result.current.card).toMatchObject({ countdown: { unit: 'hours', count: 4 } });
  });
});
