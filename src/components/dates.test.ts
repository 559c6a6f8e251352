import { createIntl } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, serverNow } from './dates';

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

  it('reads the server’s clock as the device clock plus the measured offset', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    expect(serverNow(5000)).toBe(1_005_000);
    expect(serverNow(null)).toBe(1_000_000);
  });
});
