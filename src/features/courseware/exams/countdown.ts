/**
 * The countdown's rules (contract exams.md §3.3), pure and clock-free: every function takes the instant
 * it reasons about, so the tests run them under any clock they like.
 *
 * - The end of the clock is an instant on the device clock: when an answer arrived plus the server's
 *   `time_remaining_seconds`. Each newer reading (the exam read, a poll) replaces it; between readings the
 *   client ticks once a second.
 * - Shown as HH:MM:SS, rounded up to the whole second (00:00:00 means the time is really up).
 * - Colour thresholds from the exam's base time limit (allowance not included): at or below 20 % "low",
 *   at or below 5 % "critically low". Each is announced to screen readers once.
 * - At 00:00:00 the clock holds for a 5-second grace period, then the app submits the attempt.
 */

export const LOW_FRACTION = 0.2;
export const CRITICAL_FRACTION = 0.05;
export const GRACE_SECONDS = 5;
/** The poll runs on mount of the countdown and then every minute while the attempt is `started`. */
export const POLL_INTERVAL_MS = 60_000;
export const TICK_MS = 1000;

export type TimerLevel = 'normal' | 'low' | 'critical';

/** A reading of the clock: when it ends, and when the answer carrying it arrived. */
export interface ClockReading {
  readonly endsAt: number;
  readonly receivedAt: number;
}

/** The newest of the readings (by arrival); null when there is none. */
export function latestReading<T extends ClockReading>(...readings: (T | null | undefined)[]): T | null {
  let latest: T | null = null;
  for (const reading of readings) {
    if (reading && (!latest || reading.receivedAt > latest.receivedAt)) latest = reading;
  }
  return latest;
}

/** Seconds left at `now` (fractional, negative once the time is up). */
export function secondsLeft(endsAt: number, now: number): number {
  return (endsAt - now) / 1000;
}

/** The whole seconds the clock shows: rounded up, never below zero. */
export function shownSeconds(left: number): number {
  return Math.max(0, Math.ceil(left));
}

const two = (n: number) => String(n).padStart(2, '0');

/** `HH:MM:SS` (hours may exceed 99 for very long exams). */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  return `${two(hours)}:${two(minutes)}:${two(whole % 60)}`;
}

/** The thresholds in seconds for a base time limit in minutes. */
export function thresholds(timeLimitMins: number): { low: number; critical: number } {
  const total = timeLimitMins * 60;
  return { low: total * LOW_FRACTION, critical: total * CRITICAL_FRACTION };
}

/** The banner's level for what the clock shows. Without a time limit the level stays normal. */
export function timerLevel(left: number, timeLimitMins: number): TimerLevel {
  if (!(timeLimitMins > 0)) return 'normal';
  const shown = shownSeconds(left);
  const { low, critical } = thresholds(timeLimitMins);
  if (shown <= critical) return 'critical';
  if (shown <= low) return 'low';
  return 'normal';
}

export const timeIsUp = (left: number) => left <= 0;

/** The grace period after 00:00:00 is over: the attempt is to be submitted. */
export const graceIsOver = (left: number) => left <= -GRACE_SECONDS;

export interface Announced {
  readonly low: boolean;
  readonly critical: boolean;
}

/**
 * Which threshold to announce now, if any: each once. Reaching "critically low" (or opening the exam
 * already there) announces only that one; "low" is not announced after it.
 */
export function nextAnnouncement(level: TimerLevel, announced: Announced): 'low' | 'critical' | null {
  if (level === 'critical') return announced.critical ? null : 'critical';
  if (level === 'low') return announced.low || announced.critical ? null : 'low';
  return null;
}

/** Whole minutes of a number of seconds, split into hours and minutes (for "1 hour and 5 minutes"). */
export function splitMinutes(totalMinutes: number): { hours: number; minutes: number } {
  const whole = Math.max(0, Math.floor(totalMinutes));
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}

/**
 * The minutes of an edx-proctoring humanized time (`total_time`: "30 minutes", "1 hour", "2 hours and
 * 1 minute", contract §5), or null when the text is in another form (a translated answer): the screens
 * then show the LMS's own words.
 */
export function parseHumanizedMinutes(text: string | null): number | null {
  if (!text) return null;
  const match = /^\s*(?:(\d+)\s+hours?)?\s*(?:and\s+)?(?:(\d+)\s+minutes?)?\s*$/i.exec(text);
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  return Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
}
