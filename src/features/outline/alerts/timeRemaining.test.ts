import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatTimeRemaining } from './timeRemaining';

const en = createIntl({ locale: 'en' });

describe('formatTimeRemaining', () => {
  it('tells time remaining in days, hours or minutes', () => {
    expect(formatTimeRemaining(en, 5 * 86_400_000 + 3_600_000)).toBe('in 5 days');
    expect(formatTimeRemaining(en, 86_400_000)).toBe('tomorrow');
    expect(formatTimeRemaining(en, 3 * 3_600_000 + 59_000)).toBe('in 3 hours');
    expect(formatTimeRemaining(en, 20 * 60_000)).toBe('in 20 minutes');
    expect(formatTimeRemaining(en, -2 * 86_400_000)).toBe('2 days ago');
  });
});
