/**
 * The mock server's clock. Course dates are written relative to "now" so every scenario (past due, due
 * next, ends within 14 days, not started) holds whenever the suite runs. Tests may pin the clock.
 */
let pinned: number | null = null;
/** How far a running clock is moved from the real time (advanceClock), in milliseconds. */
let offset = 0;

export const now = (): number => pinned ?? Date.now() + offset;

/** Pins the clock at a moment, or lets it run again (at the real time) with null. */
export function pinClock(at: Date | string | number | null): void {
  pinned = at === null ? null : new Date(at).getTime();
  offset = 0;
}

/**
 * Moves the clock on (or back, with a negative amount) and keeps it as it was: pinned, or running. Timed
 * exams use it to let their time pass on the server without waiting.
 */
export function advanceClock(milliseconds: number): void {
  if (pinned !== null) pinned += milliseconds;
  else offset += milliseconds;
}

/** A date relative to now: `{ days: -3 }` is three days ago. Fixed ISO strings are kept as they are. */
export type RelDate = string | { days: number; hours?: number };

const DAY = 24 * 60 * 60 * 1000;

export function resolveDate(date: RelDate | null | undefined): string | null {
  if (date === null || date === undefined) return null;
  if (typeof date === 'string') return date;
  const time = now() + date.days * DAY + (date.hours ?? 0) * 60 * 60 * 1000;
  // Whole minutes, like authored dates.
  return new Date(Math.floor(time / 60000) * 60000).toISOString().replace('.000Z', 'Z');
}

export const isPast = (date: RelDate | null | undefined) => {
  const iso = resolveDate(date);
  return iso !== null && Date.parse(iso) < now();
};
