import { useEffect, useState } from 'react';
import { serverNow } from './dates';

/** setTimeout's longest delay (about 24.8 days): a later moment is reached in more than one step. */
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/**
 * Now by the server's clock (`serverNow`), read again at the moments that matter and not in between:
 * `nextChange(now)` names the next moment at which what the caller shows can change (or null: never), and
 * one timer waits for it. So a countdown moves on while the page stays open without a tick every second.
 * The timer is cleared on unmount and whenever the next moment changes; one that fires early (the device
 * clock moved) just waits again for the rest.
 */
export function useServerClock(
  timeOffsetMillis: number | null | undefined,
  nextChange: (now: number) => number | null,
): number {
  // An object, so that every reading renders again and sets the next timer, even within one millisecond.
  const [reading, setReading] = useState(() => ({ now: serverNow(timeOffsetMillis) }));
  const next = nextChange(reading.now);
  useEffect(() => {
    if (next === null) return undefined;
    const delay = Math.min(Math.max(next - reading.now, 0), MAX_TIMER_DELAY_MS);
    const timer = window.setTimeout(() => setReading({ now: serverNow(timeOffsetMillis) }), delay);
    return () => window.clearTimeout(timer);
  }, [reading, next, timeOffsetMillis]);
  return reading.now;
}
