import type { IntlShape } from 'react-intl';

/** The spec's date form (§5): day, short month and year, e.g. "May 4, 2030" or "4 mai 2030". */
export const DAY_FORMAT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
export const TIME_FORMAT: Intl.DateTimeFormatOptions = {
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

const zones = new Map<string, boolean>();

/** The zone when the browser knows it, else undefined (the browser's own zone). */
export function validZone(timeZone: string | null | undefined): string | undefined {
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

/**
 * Now by the server's clock: the device clock corrected by the offset measured from an LMS answer's Date
 * header (spec §7, `timeOffsetMillis`). Countdowns and "is it past?" decisions use this, not the device
 * clock, which may be wrong.
 */
export function serverNow(timeOffsetMillis: number | null | undefined): number {
  return Date.now() + (timeOffsetMillis ?? 0);
}
