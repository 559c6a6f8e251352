import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GRACE_SECONDS, type ClockReading } from './countdown';
import type { ExamAttempt } from './types';
import { useAutoSubmit } from './useAutoSubmit';
import { useSecondsLeft } from './useSecondsLeft';

const T0 = Date.parse('2025-06-01T10:00:00Z');

/** Moves the faked clock on (its interval ticks fire) and lets React render what they changed. */
function tick(milliseconds: number) {
  act(() => {
    vi.advanceTimersByTime(milliseconds);
  });
}

const attempt = (id: number, endsAt: number, receivedAt = T0): ExamAttempt => ({
  id,
  status: 'started',
  endsAt,
  receivedAt,
  examName: 'Midterm Exam',
  examUrl: null,
  courseId: null,
  totalTime: '30 minutes',
  legacyAttemptApi: true,
});

interface Props {
  running: ExamAttempt | null;
  busy?: boolean;
}

/** The two hooks as the exam page joins them: the clock's events drive the submission. */
function setUp(initialProps: Props) {
  const submit = vi.fn<(attempt: ExamAttempt) => void>();
  const hook = renderHook(
    ({ running, busy = false }: Props) => {
      const onTick = useAutoSubmit({ running, isBusy: () => busy, submit });
      return useSecondsLeft(running satisfies ClockReading | null, onTick);
    },
    { initialProps },
  );
  return { ...hook, submit };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useAutoSubmit', () => {
  it('submits at the first tick past the grace period after 00:00:00, once', () => {
    const running = attempt(1, T0 + 2000);
    const { submit, rerender, result } = setUp({ running });
    tick(2000 + (GRACE_SECONDS - 1) * 1000);
    expect(result.current).toBe(-(GRACE_SECONDS - 1));
    expect(submit).not.toHaveBeenCalled();
    tick(1000);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith(running);
    // Renders and later ticks send nothing more.
    rerender({ running });
    tick(10_000);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('submits as soon as a reading arrives already past the grace period', () => {
    const { submit } = setUp({ running: attempt(1, T0 - 60_000) });
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('lets a tick pass while another action is in flight; a later tick submits', () => {
    const running = attempt(1, T0 - 60_000);
    const { submit, rerender } = setUp({ running, busy: true });
    tick(3000);
    expect(submit).not.toHaveBeenCalled();
    rerender({ running, busy: false });
    // Not on the render: on the clock's next tick.
    expect(submit).not.toHaveBeenCalled();
    tick(1000);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('submits a new attempt of its own, and nothing without a running attempt', () => {
    const { submit, rerender } = setUp({ running: null });
    tick(10_000);
    expect(submit).not.toHaveBeenCalled();
    rerender({ running: attempt(1, T0) });
    expect(submit).toHaveBeenCalledTimes(1);
    // The same attempt read again (a new reading) is not submitted again.
    rerender({ running: attempt(1, T0, T0 + 10_000) });
    tick(2000);
    expect(submit).toHaveBeenCalledTimes(1);
    rerender({ running: attempt(2, T0) });
    expect(submit).toHaveBeenCalledTimes(2);
    expect(submit).toHaveBeenLastCalledWith(expect.objectContaining({ id: 2 }));
  });
});
