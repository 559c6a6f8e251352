import { describe, expect, it } from 'vitest';
import { FULL_SOAK } from '../../test/e2e/soak-driver.ts';
import { soakNavigations } from './soak.bench.ts';

describe('soakNavigations', () => {
  it('keeps the issue’s 500 clicks unless asked for another whole number in range', () => {
    expect(FULL_SOAK.navigations).toBe(500);
    expect(soakNavigations(undefined)).toBe(500);
    expect(soakNavigations(' ')).toBe(500);
    expect(soakNavigations('2000')).toBe(2000);
    expect(soakNavigations('100')).toBe(100);
    expect(soakNavigations('10000')).toBe(10_000);
  });

  it('refuses what is not a whole number from 100 to 10,000', () => {
    for (const bad of ['99', '10001', '2.5', 'lots', '-300', '1e9']) {
      expect(() => soakNavigations(bad)).toThrow(/SOAK_NAVIGATIONS/);
    }
  });
});
