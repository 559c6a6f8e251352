import { describe, expect, it } from 'vitest';
import {
  formatClock,
  graceIsOver,
  latestReading,
  nextAnnouncement,
  parseHumanizedMinutes,
  secondsLeft,
  shownSeconds,
  splitMinutes,
  thresholds,
  timeIsUp,
  timerLevel,
  type Announced,
  type TimerLevel,
} from './countdown';

/** A controlled clock: the answer arrived at T0 with `remaining` seconds left; `at(s)` is s seconds later. */
const T0 = Date.UTC(2025, 5, 1, 10, 0, 0);
const at = (seconds: number) => T0 + seconds * 1000;
const reading = (remaining: number, arrivedAfter = 0) => ({
  endsAt: at(arrivedAfter) + remaining * 1000,
  receivedAt: at(arrivedAfter),
});

describe('the countdown clock', () => {
  it('counts from the arrival of the answer, rounding up to the whole second', () => {
    const { endsAt } = reading(1799.918);
    expect(formatClock(shownSeconds(secondsLeft(endsAt, at(0))))).toBe('00:30:00');
    expect(formatClock(shownSeconds(secondsLeft(endsAt, at(1))))).toBe('00:29:59');
    expect(formatClock(shownSeconds(secondsLeft(endsAt, at(600))))).toBe('00:20:00');
    expect(formatClock(shownSeconds(secondsLeft(endsAt, at(1799.5))))).toBe('00:00:01');
    expect(formatClock(shownSeconds(secondsLeft(endsAt, at(1800))))).toBe('00:00:00');
  });

  it('never shows a negative time, and writes long exams in hours', () => {
    expect(formatClock(shownSeconds(-42))).toBe('00:00:00');
    expect(formatClock(3 * 3600 + 5 * 60 + 7)).toBe('03:05:07');
    expect(formatClock(100 * 3600)).toBe('100:00:00');
  });

  it('takes the newest reading: a poll after the exam read re-syncs the clock', () => {
    const read = reading(1799.918, 0);
    const poll = reading(1199.818, 600);
    expect(latestReading(read, poll)).toBe(poll);
    expect(latestReading(poll, read)).toBe(poll);
    expect(latestReading(null, read, undefined)).toBe(read);
    expect(latestReading()).toBeNull();
  });

  it('holds at 00:00:00 for the 5-second grace period, then it is over', () => {
    const { endsAt } = reading(10);
    expect(timeIsUp(secondsLeft(endsAt, at(9.9)))).toBe(false);
    expect(timeIsUp(secondsLeft(endsAt, at(10)))).toBe(true);
    expect(graceIsOver(secondsLeft(endsAt, at(14.9)))).toBe(false);
    expect(graceIsOver(secondsLeft(endsAt, at(15)))).toBe(true);
  });
});

describe('the thresholds (20 % and 5 % of the base time limit)', () => {
  it('are 6 minutes and 90 seconds for a 30-minute exam', () => {
    expect(thresholds(30)).toEqual({ low: 360, critical: 90 });
  });

  it('turn the banner low at 20 % and critically low at 5 %, by what the clock shows', () => {
    const { endsAt } = reading(1800);
    const levelAt = (s: number) => timerLevel(secondsLeft(endsAt, at(s)), 30);
    expect(levelAt(0)).toBe('normal');
    expect(levelAt(1439)).toBe('normal'); // 361 s shown
    expect(levelAt(1440)).toBe('low'); // 06:00
    expect(levelAt(1709)).toBe('low'); // 91 s
    expect(levelAt(1710)).toBe('critical'); // 01:30
    expect(levelAt(1800)).toBe('critical');
    expect(levelAt(1810)).toBe('critical');
  });

  it('use the base limit, not the allowance: 45 minutes allowed on a 30-minute exam', () => {
    const { endsAt } = reading(2700);
    expect(timerLevel(secondsLeft(endsAt, at(2700 - 361)), 30)).toBe('normal');
    expect(timerLevel(secondsLeft(endsAt, at(2700 - 360)), 30)).toBe('low');
  });

  it('stay normal without a time limit', () => {
    expect(timerLevel(10, 0)).toBe('normal');
    expect(timerLevel(-10, Number.NaN)).toBe('normal');
  });

  it('are announced once each, and "low" not after "critically low"', () => {
    const none: Announced = { low: false, critical: false };
    expect(nextAnnouncement('normal', none)).toBeNull();
    expect(nextAnnouncement('low', none)).toBe('low');
    expect(nextAnnouncement('low', { low: true, critical: false })).toBeNull();
    expect(nextAnnouncement('critical', { low: true, critical: false })).toBe('critical');
    expect(nextAnnouncement('critical', { low: true, critical: true })).toBeNull();
    // Opened already critically low: that one only.
    expect(nextAnnouncement('critical', none)).toBe('critical');
    expect(nextAnnouncement('low', { low: false, critical: true })).toBeNull();
  });

  it('announce each threshold once over a whole exam ticking every second', () => {
    const { endsAt } = reading(1800);
    let announced: Announced = { low: false, critical: false };
    const said: { at: number; what: string }[] = [];
    for (let s = 0; s <= 1805; s += 1) {
      const level: TimerLevel = timerLevel(secondsLeft(endsAt, at(s)), 30);
      const next = nextAnnouncement(level, announced);
      if (next) {
        said.push({ at: s, what: next });
        announced = { ...announced, [next]: true };
      }
    }
    expect(said).toEqual([
      { at: 1440, what: 'low' },
      { at: 1710, what: 'critical' },
    ]);
  });
});

describe('durations', () => {
  it('split minutes into hours and minutes', () => {
    expect(splitMinutes(75)).toEqual({ hours: 1, minutes: 15 });
    expect(splitMinutes(30)).toEqual({ hours: 0, minutes: 30 });
    expect(splitMinutes(-3)).toEqual({ hours: 0, minutes: 0 });
  });

  it('read the LMS humanized times, and nothing else', () => {
    expect(parseHumanizedMinutes('30 minutes')).toBe(30);
    expect(parseHumanizedMinutes('1 minute')).toBe(1);
    expect(parseHumanizedMinutes('0 minutes')).toBe(0);
    expect(parseHumanizedMinutes('1 hour')).toBe(60);
    expect(parseHumanizedMinutes('2 hours')).toBe(120);
    expect(parseHumanizedMinutes('1 hour and 30 minutes')).toBe(90);
    expect(parseHumanizedMinutes('2 hours and 1 minute')).toBe(121);
    expect(parseHumanizedMinutes('30 minutos')).toBeNull();
    expect(parseHumanizedMinutes('')).toBeNull();
    expect(parseHumanizedMinutes(null)).toBeNull();
    expect(parseHumanizedMinutes('and')).toBeNull();
  });
});
