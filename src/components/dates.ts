import type { IntlShape } from 'react-intl';

/** The spec's date form (§5): day, short month and year, e.g. "May 4, 2030" or "4 mai 2030". */
export const DAY_FORMAT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
export const TIME_FORMAT: Intl.DateTimeFormatOptions = {
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

const zones = new Map<string, boolean>();

function validZone(timeZone: string | null | undefined): string | undefined {
  if (!timeZone) return undefined;
  let valid = zones.get(timeZone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone });
      valid = true;
    } catch {
      valid = false;
    }
    zones.set(timeZone, valid);
  }
  return valid ? timeZone : undefined;
}

/**
 * Every date the app shows goes through here: the UI locale, the learner's time zone when the LMS knows
 * it (an unknown zone falls back to the browser's), and the spec's day / short month / year form unless a
 * caller asks for something else. An unreadable date gives an empty string rather than "Invalid Date".
 */
export function formatDate(
  intl: Pick<IntlShape, 'formatDate'>,
  value: string | number | Date | null | undefined,
  timeZone?: string | null,
  format: Intl.DateTimeFormatOptions = DAY_FORMAT,
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return intl.formatDate(date, { ...format, timeZone: validZone(timeZone) });
}

const dayKeyFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day a moment falls on in the learner's time zone (the browser's when unknown), as
 * `YYYY-MM-DD`, for grouping and comparing days. Null for an unreadable date.
 */
export function dayKey(value: string | number | Date, timeZone?: string | null): string | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const zone = validZone(timeZone) ?? '';
  let format = dayKeyFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone || undefined,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayKeyFormats.set(zone, format);
  }
  // en-CA writes dates as YYYY-MM-DD; format() is much faster than formatToParts().
  const quick = format.format(date);
  if (/^\d{4}-\d{2}-\d{2}$/.test(quick)) return quick;
  const parts = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * Now by the server's clock: the device clock corrected by the offset measured from an LMS answer's Date
 * header (spec §7, `timeOffsetMillis`). Countdowns and "is it past?" decisions use this, not the device
 * clock, which may be wrong.
 */
export function serverNow(timeOffsetMillis: number | null | undefined): number {
  return Date.now() + (timeOffsetMillis ?? 0);
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * "in 5 days", "in 3 hours", "in 20 minutes" (or the past forms), in the UI locale: days from 24 hours
 * on, hours from one hour on, minutes below that, each rounded to the nearest.
 */
export function formatTimeRemaining(intl: Pick<IntlShape, 'formatRelativeTime'>, millis: number): string {
  const abs = Math.abs(millis);
  const sign = millis < 0 ? -1 : 1;
  if (abs >= DAY_MS)
    return intl.formatRelativeTime(sign * Math.round(abs / DAY_MS), 'day', { numeric: 'auto' });
  if (abs >= HOUR_MS) return intl.formatRelativeTime(sign * Math.round(abs / HOUR_MS), 'hour');
  return intl.formatRelativeTime(sign * Math.max(1, Math.round(abs / 60000)), 'minute');
}
