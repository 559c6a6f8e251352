import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClockReading } from './countdown';
import { useSecondsLeft } from './useSecondsLeft';

const T0 = Date.parse('2025-06-01T10:00:00Z');

/** Moves the faked clock on (its interval ticks fire) and lets React render what they changed. */
function tick(milliseconds: number) {
  act(() => {
    vi.advanceTimersByTime(milliseconds);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useSecondsLeft', () => {
  it('ticks once a second from the reading, and tells each tick (and the arrival) to onTick', () => {
    const heard: number[] = [];
    const reading: ClockReading = { endsAt: T0 + 10_000, receivedAt: T0 };
    const { result } = renderHook(() => useSecondsLeft(reading, (left) => heard.push(left)));
    expect(result.current).toBe(10);
    expect(heard).toEqual([10]);
    tick(3000);
    expect(result.current).toBe(7);
    expect(heard).toEqual([10, 9, 8, 7]);
  });

  it('counts a new reading from its arrival, never from an older tick', () => {
    const { result, rerender } = renderHook(
      (reading: ClockReading | null) => useSecondsLeft(reading, () => undefined),
      { initialProps: { endsAt: T0 + 60_000, receivedAt: T0 } },
    );
    tick(2000);
    expect(result.current).toBe(58);
    // An answer that arrived later than the device clock's last tick (a poll) says 30 s from its arrival.
    rerender({ endsAt: T0 + 2500 + 30_000, receivedAt: T0 + 2500 });
    expect(result.current).toBe(30);
    // The next tick counts on the device clock: 1 s after the last tick, 0.5 s after the arrival.
    tick(1000);
    expect(result.current).toBe(29.5);
  });

  it('is endless without a reading, and tells nothing', () => {
    const onTick = vi.fn();
    const { result } = renderHook(() => useSecondsLeft(null, onTick));
    tick(5000);
    expect(result.current).toBe(Number.POSITIVE_INFINITY);
    expect(onTick).not.toHaveBeenCalled();
  });
});
