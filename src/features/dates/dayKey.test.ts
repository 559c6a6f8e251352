import { describe, expect, it } from 'vitest';
import { dayKey } from './dayKey';

describe('dayKey', () => {
  it('names the calendar day in a zone', () => {
    expect(dayKey('2030-03-02T03:30:00Z', 'America/New_York')).toBe('2030-03-01');
    expect(dayKey('2030-03-02T03:30:00Z', 'UTC')).toBe('2030-03-02');
    expect(dayKey('nope', 'UTC')).toBeNull();
  });
});
