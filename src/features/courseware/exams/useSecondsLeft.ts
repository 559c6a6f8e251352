import { useEffect, useState } from 'react';
import { useEffectEvent } from '@/components/hooks/useEffectEvent';
import { secondsLeft, TICK_MS, type ClockReading } from './countdown';

/**
 * The countdown's clock (contract §3.3): the seconds left on the newest clock reading, ticking once a
 * second (Infinity without a reading). Until the first tick after a new reading it counts from that
 * reading's arrival, never from an older instant.
 *
 * `onTick` hears the clock's events with the seconds left at that moment: a reading's arrival and each
 * tick after it. Rules that act on the time (useAutoSubmit) act there, when the time passes, rather than
 * on whatever render happens to show it.
 */
export function useSecondsLeft(reading: ClockReading | null, onTick: (left: number) => void): number {
  const [now, setNow] = useState<number | null>(null);
  const tickEvent = useEffectEvent(onTick);
  useEffect(() => {
    if (!reading) return;
    const leftAt = (instant: number) => secondsLeft(reading.endsAt, Math.max(instant, reading.receivedAt));
    tickEvent(leftAt(Date.now()));
    const timer = window.setInterval(() => {
      const instant = Date.now();
      setNow(instant);
      tickEvent(leftAt(instant));
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [reading]);
  if (!reading) return Number.POSITIVE_INFINITY;
  return secondsLeft(reading.endsAt, Math.max(now ?? 0, reading.receivedAt));
}
