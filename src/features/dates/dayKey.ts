import { validZone } from '@/components/dates';

const dayKeyFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day a moment falls on in the learner's time zone (the browser's when unknown), as
 * `YYYY-MM-DD`, for grouping and comparing days. Null for an unreadable date. Only the dates tab groups by
 * day: here, with its code, not in the entry's ../../components/dates.ts.
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
