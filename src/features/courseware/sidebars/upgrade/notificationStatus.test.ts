import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_SEEN_AFTER_MS, statusOnVisit, trayStorageKeys } from './notificationStatus';
import { useNotificationStatus } from './useNotificationStatus';

const COURSE = 'course-v1:edX+Upgrade+2026';
const keys = trayStorageKeys(COURSE);

describe('tray rules (spec §4, §9)', () => {
  it('is active by default and when the state differs from the last seen; else what was stored', () => {
    expect(statusOnVisit({ status: null, lastSeenState: null }, 'initialize')).toEqual({
      status: 'active',
      lastSeenState: 'initialize',
      changed: true,
    });
    expect(statusOnVisit({ status: 'inactive', lastSeenState: 'accessDaysLeft' }, 'accessHoursLeft')).toEqual(
      { status: 'active', lastSeenState: 'accessHoursLeft', changed: true },
    );
    expect(statusOnVisit({ status: 'inactive', lastSeenState: 'accessDaysLeft' }, 'accessDaysLeft')).toEqual({
      status: 'inactive',
      lastSeenState: 'accessDaysLeft',
      changed: false,
    });
    expect(statusOnVisit({ status: 'bogus', lastSeenState: 'FPDdaysLeft' }, 'FPDdaysLeft').status).toBe(
      'active',
    );
  });

  it('keeps its values per course under names that say what they are', () => {
    expect(keys).toEqual({
      status: `notificationTray.status.${COURSE}`,
      lastSeenState: `notificationTray.upgradeNotificationLastSeen.${COURSE}`,
      flyoverVisible: `notificationTray.flyoverVisible.${COURSE}`,
    });
  });
});

describe('useNotificationStatus', () => {
  afterEach(() => vi.useRealTimers());

  it('turns inactive 3 seconds after the tray opens, and stores it', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(
      ({ seeing }) => useNotificationStatus(COURSE, 'accessDaysLeft', seeing),
      { initialProps: { seeing: false } },
    );
    expect(result.current).toBe('active');
    act(() => {
      vi.advanceTimersByTime(10 * NOTIFICATION_SEEN_AFTER_MS);
    });
    expect(result.current).toBe('active');

    rerender({ seeing: true });
    act(() => {
      vi.advanceTimersByTime(NOTIFICATION_SEEN_AFTER_MS - 1);
    });
    expect(result.current).toBe('active');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe('inactive');
    expect(localStorage.getItem(keys.status)).toBe('inactive');
  });

  it('is not seen when the tray closes before 3 seconds', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(
      ({ seeing }) => useNotificationStatus(COURSE, 'accessDaysLeft', seeing),
      { initialProps: { seeing: true } },
    );
    act(() => {
      vi.advanceTimersByTime(NOTIFICATION_SEEN_AFTER_MS - 500);
    });
    rerender({ seeing: false });
    act(() => {
      vi.advanceTimersByTime(NOTIFICATION_SEEN_AFTER_MS);
    });
    expect(result.current).toBe('active');
  });

  it('becomes active again when the state changes while the page is open', () => {
    localStorage.setItem(keys.lastSeenState, 'accessDaysLeft');
    localStorage.setItem(keys.status, 'inactive');
    const { result, rerender } = renderHook(({ state }) => useNotificationStatus(COURSE, state, false), {
      initialProps: { state: 'accessDaysLeft' as 'accessDaysLeft' | 'accessHoursLeft' },
    });
    expect(result.current).toBe('inactive');
    rerender({ state: 'accessHoursLeft' });
    expect(result.current).toBe('active');
    expect(localStorage.getItem(keys.lastSeenState)).toBe('accessHoursLeft');
  });
});
