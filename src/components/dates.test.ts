import { createIntl } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayKey, formatDate, formatTimeRemaining, serverNow } from './dates';

const en = createIntl({ locale: 'en' });
const fr = createIntl({ locale: 'fr' });

describe('dates', () => {
  afterEach(() => vi.useRealTimers());

  it('formats in day, short month and year, in the learner’s zone when known (spec §5)', () => {
    const late = '2030-05-04T23:30:00Z';
    expect(formatDate(en, late, 'UTC')).toBe('May 4, 2030');
    expect(formatDate(en, late, 'Asia/Tokyo')).toBe('May 5, 2030');
    expect(formatDate(fr, late, 'UTC')).toBe('4 mai 2030');
    expect(formatDate(en, late, 'Not/AZone')).toMatch(/2030/);
    expect(formatDate(en, 'garbage', 'UTC')).toBe('');
  });

  it('names the calendar day in a zone', () => {
    expect(dayKey('2030-03-02T03:30:00Z', 'America/New_York')).toBe('2030-03-01');
    expect(dayKey('2030-03-02T03:30:00Z', 'UTC')).toBe('2030-03-02');
    expect(dayKey('nope', 'UTC')).toBeNull();
  });

  it('tells time remaining in days, hours or minutes', () => {
    expect(formatTimeRemaining(en, 5 * 86_400_000 + 3_600_000)).toBe('in 5 days');
    expect(formatTimeRemaining(en, 86_400_000)).toBe('tomorrow');
    expect(formatTimeRemaining(en, 3 * 3_600_000 + 59_000)).toBe('in 3 hours');
    expect(formatTimeRemaining(en, 20 * 60_000)).toBe('in 20 minutes');
    expect(formatTimeRemaining(en, -2 * 86_400_000)).toBe('2 days ago');
  });

  it('reads the server’s clock as the device clock plus the measured offset', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    expect(serverNow(5000)).toBe(1_005_000);
    expect(serverNow(null)).toBe(1_000_000);
  });
});
