import { scoped } from './scope';

/**
 * The mock server's clock, one per scope (scope.ts). Course dates are written relative to "now" so every
 * scenario (past due, due next, ends within 14 days, not started) holds whenever the suite runs. Tests may
 * pin the clock.
 */
const clock = scoped(() => ({
  pinned: null as number | null,
  /** How far a running clock is moved from the real time (advanceClock), in milliseconds. */
  offset: 0,
}));

export const now = (): number => {
  const { pinned, offset } = clock();
  return pinned ?? Date.now() + offset;
};

/** Pins the clock at a moment, or lets it run again (at the real time) with null. */
export function pinClock(at: Date | string | number | null): void {
  const c = clock();
  c.pinned = at === null ? null : new Date(at).getTime();
  c.offset = 0;
}

/**
 * Moves the clock on (or back, with a negative amount) and keeps it as it was: pinned, or running. Timed
 * exams use it to let their time pass on the server without waiting.
 */
export function advanceClock(milliseconds: number): void {
  const c = clock();
  if (c.pinned !== null) c.pinned += milliseconds;
  else c.offset += milliseconds;
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
