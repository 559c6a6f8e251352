import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { DEFAULT_UPGRADE_PRICE, type Money } from '@/rules/upgradePrice';
import { formatMoney, formatPercentage } from './format';

const intl = (locale: string) =>
  createIntl({ locale, defaultLocale: 'en', messages: {}, onError: () => undefined });
const amount = (value: number, currency: string | null = 'USD', symbol = '$', cents = false): Money => ({
  kind: 'amount',
  amount: value,
  currency,
  symbol,
  cents,
});
/** Intl's spaces (no-break, narrow no-break) as plain spaces, and without direction marks, for reading. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

describe('formatMoney (spec §9, contract §12.1): through Intl for the active locale', () => {
  it('writes whole prices without decimals and others with two, the symbol where the locale puts it', () => {
    expect(formatMoney(intl('en'), amount(149))).toBe('$149');
    expect(formatMoney(intl('en'), amount(126.65))).toBe('$126.65');
    expect(formatMoney(intl('en'), amount(99.5))).toBe('$99.50');
    expect(plain(formatMoney(intl('fr'), amount(149)))).toBe('149 $');
    expect(plain(formatMoney(intl('fr'), amount(1234.5)))).toBe('1 234,50 $');
    expect(plain(formatMoney(intl('de'), amount(126.65)))).toBe('126,65 $');
  });

  it('uses Arabic-locale digits and placement in Arabic', () => {
    const text = plain(formatMoney(intl('ar'), amount(149)));
    expect(text).toContain('$');
    expect(text).toMatch(/149|١٤٩/);
  });

  it('keeps the server’s currency symbol', () => {
    expect(formatMoney(intl('en'), amount(120, 'EUR', '€'))).toBe('€120');
    expect(plain(formatMoney(intl('fr'), amount(120, 'EUR', '€')))).toBe('120 €');
    expect(formatMoney(intl('en'), amount(149, 'USD', 'US$'))).toBe('US$149');
  });

  it('places the symbol as the locale would when the currency has no code, or an unknown one', () => {
    expect(formatMoney(intl('en'), amount(49, null, '£'))).toBe('£49');
    expect(plain(formatMoney(intl('fr'), amount(49, null, '£')))).toBe('49 £');
    expect(formatMoney(intl('en'), amount(49, 'not-a-code', '¤'))).toBe('¤49');
  });

  it('shows two decimals when asked (the streak discount), and the default "$23"', () => {
    expect(formatMoney(intl('en'), amount(149, 'USD', '$', true))).toBe('$149.00');
    expect(formatMoney(intl('en'), DEFAULT_UPGRADE_PRICE)).toBe('$23');
  });

  it('shows the LMS’s own text as it is', () => {
    expect(formatMoney(intl('fr'), { kind: 'text', text: '$126.65' })).toBe('$126.65');
  });

  it('formats percentages for the locale', () => {
    expect(formatPercentage(intl('en'), 15)).toBe('15%');
    expect(plain(formatPercentage(intl('fr'), 15))).toBe('15 %');
  });
});
