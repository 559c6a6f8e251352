import type { IntlShape } from 'react-intl';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * "in 5 days", "in 3 hours", "in 20 minutes" (or the past forms), in the UI locale: days from 24 hours
 * on, hours from one hour on, minutes below that, each rounded to the nearest. Only the outline's alerts
 * say it: here, in their own chunk (./OutlineAlerts.tsx), not in the entry's src/components/dates.ts.
 */
export function formatTimeRemaining(intl: Pick<IntlShape, 'formatRelativeTime'>, millis: number): string {
  const abs = Math.abs(millis);
  const sign = millis < 0 ? -1 : 1;
  if (abs >= DAY_MS)
    return intl.formatRelativeTime(sign * Math.round(abs / DAY_MS), 'day', { numeric: 'auto' });
  if (abs >= HOUR_MS) return intl.formatRelativeTime(sign * Math.round(abs / HOUR_MS), 'hour');
  return intl.formatRelativeTime(sign * Math.max(1, Math.round(abs / 60000)), 'minute');
}
