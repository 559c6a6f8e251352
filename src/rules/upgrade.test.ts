import { describe, expect, it } from 'vitest';
import {
  countdown,
  HOUR_MS,
  isAuditLearner,
  nextCountdownStep,
  nextUpgradeChange,
  showsFlyover,
  upgradeCard,
  upgradeNotificationState,
  type UpgradeCardInput,
} from './upgrade';
import { DEFAULT_UPGRADE_PRICE, streakDiscount, upgradePrice, withQueryParam } from './upgradePrice';

/** A fixed "now" by the server's clock: the state function never reads the device clock. */
const NOW = Date.parse('2030-01-10T12:00:00Z');
const at = (hours: number, minutes = 0) => new Date(NOW + hours * HOUR_MS + minutes * 60_000).toISOString();

const mode = {
  price: 149,
  currency: 'USD',
  currencySymbol: '$',
  upgradeUrl: 'https://ecommerce.example.com/basket/add/?sku=8CF08E5',
};
const offer = (expiresInHours: number) => ({
  code: 'EDXWELCOME',
  expirationDate: at(expiresInHours),
  originalPrice: '$149',
  discountedPrice: '$126.65',
  percentage: 15,
  upgradeUrl: 'https://ecommerce.example.com/basket/add/?sku=8CF08E5&code=EDXWELCOME',
});

const input = (over: Partial<UpgradeCardInput> & { hoursLeft?: number; minutesLeft?: number } = {}) => {
  const { hoursLeft = 200, minutesLeft = 0, ...rest } = over;
  return {
    now: NOW,
    accessExpiration: { expirationDate: at(hoursLeft, minutesLeft), upgradeDeadline: at(500) },
    offer: null,
    verifiedMode: mode,
    contentTypeGatingEnabled: true,
    enrollmentMode: 'audit',
    ...rest,
  } satisfies UpgradeCardInput;
};

describe('upgradeNotificationState (spec §4, §9)', () => {
  it.each([
    ['well over a week', 500, 0, 'accessDateView'],
    ['exactly 168 hours', 168, 0, 'accessDateView'],
    ['one minute under 168 hours', 167, 59, 'accessDaysLeft'],
    ['3 days', 72, 0, 'accessDaysLeft'],
    ['exactly 24 hours', 24, 0, 'accessDaysLeft'],
    ['one minute under 24 hours', 23, 59, 'accessHoursLeft'],
    ['5 hours', 5, 0, 'accessHoursLeft'],
    ['exactly 1 hour', 1, 0, 'accessHoursLeft'],
    ['one minute under 1 hour', 0, 59, 'accessLastHour'],
    ['one minute left', 0, 1, 'accessLastHour'],
  ] as const)('access countdown: %s → %s', (_name, hours, minutes, state) => {
    expect(upgradeNotificationState(input({ hoursLeft: hours, minutesLeft: minutes }))).toBe(state);
  });

  it.each([
    ['exactly at the expiration', 0, 0],
    ['after the expiration', -1, 0],
  ] as const)('no state once access has ended: %s', (_name, hours, minutes) => {
    expect(upgradeNotificationState(input({ hoursLeft: hours, minutesLeft: minutes }))).toBeNull();
  });

  it.each([
    ['offer with 5 days', 120, 0, 'FPDdaysLeft'],
    ['offer with exactly 24 hours', 24, 0, 'FPDdaysLeft'],
    ['offer with 23 hours 59', 23, 59, 'FPDHoursLeft'],
    ['offer with exactly 1 hour', 1, 0, 'FPDHoursLeft'],
    ['offer with 59 minutes', 0, 59, 'FPDLastHour'],
  ] as const)('168 hours or more with a running offer counts the offer down: %s → %s', (_n, h, m, state) => {
    const running = { ...offer(0), expirationDate: at(h, m) };
    expect(upgradeNotificationState(input({ hoursLeft: 200, offer: running }))).toBe(state);
  });

  it('an expired offer is no offer: the expiry date shows', () => {
    expect(upgradeNotificationState(input({ hoursLeft: 200, offer: offer(-1) }))).toBe('accessDateView');
    expect(
      upgradeNotificationState(input({ hoursLeft: 200, offer: { ...offer(0), expirationDate: null } })),
    ).toBe('accessDateView');
  });

  it('below 168 hours the access countdown wins over a running offer', () => {
    expect(upgradeNotificationState(input({ hoursLeft: 100, offer: offer(50) }))).toBe('accessDaysLeft');
  });

  it('has no state without a verified mode, an access expiration or content gating', () => {
    expect(upgradeNotificationState(input({ verifiedMode: null }))).toBeNull();
    expect(upgradeNotificationState(input({ accessExpiration: null }))).toBeNull();
    expect(upgradeNotificationState(input({ contentTypeGatingEnabled: false }))).toBeNull();
  });

  it('has no state once the upgrade deadline has passed (exactly at it included)', () => {
    const deadline = (hours: number) => ({ expirationDate: at(100), upgradeDeadline: at(hours) });
    expect(upgradeNotificationState(input({ accessExpiration: deadline(0) }))).toBeNull();
    expect(upgradeNotificationState(input({ accessExpiration: deadline(-5) }))).toBeNull();
    expect(upgradeNotificationState(input({ accessExpiration: deadline(0.5) }))).toBe('accessDaysLeft');
    expect(
      upgradeNotificationState(
        input({ accessExpiration: { expirationDate: at(100), upgradeDeadline: null } }),
      ),
    ).toBe('accessDaysLeft');
  });

  it('reads the clock it is given, not the device clock', () => {
    const expires = { expirationDate: '2030-01-10T18:00:00Z', upgradeDeadline: null };
    const state = (now: number) => upgradeNotificationState({ ...input(), now, accessExpiration: expires });
    expect(state(Date.parse('2030-01-10T12:00:00Z'))).toBe('accessHoursLeft');
    expect(state(Date.parse('2030-01-10T17:30:00Z'))).toBe('accessLastHour');
    expect(state(Date.parse('2030-01-01T18:00:00Z'))).toBe('accessDateView');
  });
});

describe('countdown', () => {
  it('shows whole days from 24 hours, hours from 1 to 23, then the last hour', () => {
    expect(countdown(167)).toEqual({ unit: 'days', count: 6 });
    expect(countdown(48)).toEqual({ unit: 'days', count: 2 });
    expect(countdown(24)).toEqual({ unit: 'days', count: 1 });
    expect(countdown(23)).toEqual({ unit: 'hours', count: 23 });
    expect(countdown(1)).toEqual({ unit: 'hours', count: 1 });
    expect(countdown(0)).toEqual({ unit: 'lastHour' });
  });
});

describe('upgradeCard', () => {
  it('shows no card without a verified mode, for paid modes, after the deadline or after access ended', () => {
    expect(upgradeCard(input({ verifiedMode: null }))).toBeNull();
    for (const paid of [
      'verified',
      'professional',
      'no-id-professional',
      'credit',
      'masters',
      'executive-education',
    ]) {
      expect(upgradeCard(input({ enrollmentMode: paid }))).toBeNull();
    }
    expect(
      upgradeCard(input({ accessExpiration: { expirationDate: at(300), upgradeDeadline: at(-1) } })),
    ).toBeNull();
    expect(upgradeCard(input({ hoursLeft: -2 }))).toBeNull();
  });

  it('shows the card to audit and honor learners, and to staff viewing as one (their mode is the learner’s)', () => {
    expect(upgradeCard(input({ enrollmentMode: 'audit' }))?.kind).toBe('upgrade-today');
    expect(upgradeCard(input({ enrollmentMode: 'honor' }))?.kind).toBe('upgrade-today');
    expect(upgradeCard(input({ enrollmentMode: null }))?.kind).toBe('upgrade-today');
  });

  it('at 168 hours or more: the discount with its code and countdown, or "upgrade today" with the date', () => {
    expect(upgradeCard(input({ hoursLeft: 168, offer: offer(30) }))).toEqual({
      kind: 'discount',
      state: 'FPDdaysLeft',
      percentage: 15,
      countdown: { unit: 'days', count: 1 },
      code: 'EDXWELCOME',
      upgradeUrl: offer(30).upgradeUrl,
      price: { price: { kind: 'text', text: '$126.65' }, original: { kind: 'text', text: '$149' } },
    });
    expect(upgradeCard(input({ hoursLeft: 168 }))).toMatchObject({
      kind: 'upgrade-today',
      state: 'accessDateView',
      expiresAt: at(168),
      code: null,
      upgradeUrl: mode.upgradeUrl,
    });
  });

  it('below 168 hours: the urgent countdown to the access expiration', () => {
    expect(upgradeCard(input({ hoursLeft: 72 }))).toMatchObject({
      kind: 'expiring',
      state: 'accessDaysLeft',
      countdown: { unit: 'days', count: 3 },
      expiresAt: at(72),
    });
    expect(upgradeCard(input({ hoursLeft: 5 }))).toMatchObject({ countdown: { unit: 'hours', count: 5 } });
    expect(upgradeCard(input({ hoursLeft: 0, minutesLeft: 20 }))).toMatchObject({
      state: 'accessLastHour',
      countdown: { unit: 'lastHour' },
    });
  });

  it('without access expiry or content gating: the verified certificate invitation, without a state', () => {
    expect(upgradeCard(input({ accessExpiration: null }))).toMatchObject({
      kind: 'certificate',
      state: null,
    });
    expect(upgradeCard(input({ contentTypeGatingEnabled: false }))).toMatchObject({ kind: 'certificate' });
  });
});

describe('nextUpgradeChange: when the card next reads differently (spec §4, §9)', () => {
  const MINUTE = 60_000;
  /** The card at a moment, for checking that it does change at the boundary and not before. */
  const cardAt = (base: UpgradeCardInput, now: number) => upgradeCard({ ...base, now });

  it.each([
    ['3 days 10 minutes: the days count drops in 10 minutes', 72, 10, 10 * MINUTE + 1],
    ['exactly 24 hours: "23 hours left" a millisecond later', 24, 0, 1],
    ['24 hours 30 minutes', 24, 30, 30 * MINUTE + 1],
    ['5 hours 10 minutes: the next whole hour', 5, 10, 10 * MINUTE + 1],
    ['1 hour 20 minutes: the last hour', 1, 20, 20 * MINUTE + 1],
    ['20 minutes: the deadline itself', 0, 20, 20 * MINUTE],
  ] as const)('counts down: %s', (_name, hours, minutes, wait) => {
    const base = input({ hoursLeft: hours, minutesLeft: minutes });
    expect(nextCountdownStep(NOW, Date.parse(at(hours, minutes)))).toBe(NOW + wait);
    const next = nextUpgradeChange(base);
    expect(next).toBe(NOW + wait);
    // Nothing changes before the boundary; something does at it.
    expect(cardAt(base, next! - 1)).toEqual(cardAt(base, NOW));
    expect(cardAt(base, next!)).not.toEqual(cardAt(base, NOW));
  });

  it('a week or more left: the 168-hour threshold, where the card turns urgent', () => {
    const base = input({ hoursLeft: 200 });
    const next = nextUpgradeChange(base)!;
    expect(next).toBe(NOW + 32 * HOUR_MS + 1);
    expect(cardAt(base, next - 1)?.kind).toBe('upgrade-today');
    expect(cardAt(base, next)).toMatchObject({ kind: 'expiring', countdown: { unit: 'days', count: 6 } });
  });

  it('with a running offer: its countdown, its end, or the threshold, whichever comes first', () => {
    // The offer counts hours (5 h 30): its next hour comes before the threshold (32 h away).
    expect(nextUpgradeChange(input({ hoursLeft: 200, offer: offer(5.5) }))).toBe(NOW + 30 * MINUTE + 1);
    // The offer counts days (100 h: 4 days and 4 hours): the day drops in 4 hours…
    expect(nextUpgradeChange(input({ hoursLeft: 200, offer: offer(100) }))).toBe(NOW + 4 * HOUR_MS + 1);
    // …unless the threshold comes first (access 170 h: urgent in 2 hours).
    expect(nextUpgradeChange(input({ hoursLeft: 170, offer: offer(100) }))).toBe(NOW + 2 * HOUR_MS + 1);
    // In the offer's last hour: its end, after which the expiry date shows.
    const base = input({ hoursLeft: 200, offer: offer(0.5) });
    expect(nextUpgradeChange(base)).toBe(NOW + 30 * MINUTE);
    expect(cardAt(base, NOW + 30 * MINUTE)?.kind).toBe('upgrade-today');
  });

  it('the upgrade deadline when it comes before the countdown’s next step: the card goes', () => {
    const base = input({ accessExpiration: { expirationDate: at(100), upgradeDeadline: at(0, 5) } });
    expect(nextUpgradeChange(base)).toBe(NOW + 5 * MINUTE);
    expect(cardAt(base, NOW + 5 * MINUTE)).toBeNull();
  });

  it('the certificate invitation changes only when the upgrade ends; without a card nothing changes', () => {
    const certificate = input({
      contentTypeGatingEnabled: false,
      accessExpiration: { expirationDate: at(100), upgradeDeadline: at(10) },
    });
    expect(upgradeCard(certificate)?.kind).toBe('certificate');
    expect(nextUpgradeChange(certificate)).toBe(NOW + 10 * HOUR_MS);
    expect(nextUpgradeChange(input({ accessExpiration: null }))).toBeNull();
    expect(nextUpgradeChange(input({ verifiedMode: null }))).toBeNull();
    expect(nextUpgradeChange(input({ enrollmentMode: 'verified' }))).toBeNull();
    expect(nextUpgradeChange(input({ hoursLeft: -1 }))).toBeNull();
  });
});

describe('upgradePrice (contract §12.1, spec §9)', () => {
  it('prefers the discounted price with the original struck through', () => {
    expect(upgradePrice(mode, offer(10))).toEqual({
      price: { kind: 'text', text: '$126.65' },
      original: { kind: 'text', text: '$149' },
    });
  });

  it('strikes the verified price when the offer has no original price', () => {
    expect(upgradePrice(mode, { ...offer(10), originalPrice: null }).original).toEqual({
      kind: 'amount',
      amount: 149,
      currency: 'USD',
      symbol: '$',
    });
  });

  it('falls back to the verified price, then to the default "$23"; never "null"', () => {
    expect(upgradePrice(mode, null)).toEqual({
      price: { kind: 'amount', amount: 149, currency: 'USD', symbol: '$' },
      original: null,
    });
    expect(upgradePrice({ ...mode, price: null }, null).price).toEqual(DEFAULT_UPGRADE_PRICE);
    expect(upgradePrice(null, null).price).toEqual(DEFAULT_UPGRADE_PRICE);
    expect(upgradePrice(mode, { ...offer(10), discountedPrice: 'null' }).price).toMatchObject({
      amount: 149,
    });
    expect(upgradePrice(mode, { ...offer(10), discountedPrice: '  ' }).price).toMatchObject({ amount: 149 });
  });
});

describe('streakDiscount (spec §9)', () => {
  it('is 15 % off, the price × 0.85 to two decimals, ending 14 days from now, with the coupon code', () => {
    const discount = streakDiscount({ now: NOW, enabled: true, verifiedMode: mode, enrollmentMode: 'audit' });
    expect(discount).toEqual({
      percentage: 15,
      price: {
        price: { kind: 'amount', amount: 126.65, currency: 'USD', symbol: '$', cents: true },
        original: { kind: 'amount', amount: 149, currency: 'USD', symbol: '$', cents: false },
      },
      upgradeUrl: 'https://ecommerce.example.com/basket/add/?sku=8CF08E5&code=ZGY11119949',
      endsAt: NOW + 14 * 24 * HOUR_MS,
    });
    expect(
      streakDiscount({
        now: NOW,
        enabled: true,
        verifiedMode: { ...mode, price: 99.99 },
        enrollmentMode: 'audit',
      })?.price.price,
    ).toMatchObject({ amount: 84.99 });
  });

  it('is not offered when disabled, without a verified mode or price, or to paid learners', () => {
    const base = { now: NOW, enabled: true, verifiedMode: mode, enrollmentMode: 'audit' };
    expect(streakDiscount({ ...base, enabled: false })).toBeNull();
    expect(streakDiscount({ ...base, verifiedMode: null })).toBeNull();
    expect(streakDiscount({ ...base, verifiedMode: { ...mode, price: null } })).toBeNull();
    expect(streakDiscount({ ...base, enrollmentMode: 'verified' })).toBeNull();
  });
});

describe('helpers', () => {
  it('appends a query parameter whether or not the address has a query', () => {
    expect(withQueryParam('https://x.test/basket/add/?sku=1', 'code', 'A')).toBe(
      'https://x.test/basket/add/?sku=1&code=A',
    );
    expect(withQueryParam('https://x.test/upgrade', 'code', 'A')).toBe('https://x.test/upgrade?code=A');
  });

  it('counts audit learners: the audit track, or access that expires', () => {
    expect(isAuditLearner({ enrollmentMode: 'audit', accessExpiration: null })).toBe(true);
    expect(isAuditLearner({ enrollmentMode: null, accessExpiration: {} })).toBe(true);
    expect(isAuditLearner({ enrollmentMode: 'verified', accessExpiration: null })).toBe(false);
  });

  it('offers the flyover only to audit learners before the upgrade deadline', () => {
    const base = input();
    expect(showsFlyover(base)).toBe(true);
    expect(showsFlyover({ ...base, enrollmentMode: 'verified', accessExpiration: null })).toBe(false);
    expect(showsFlyover({ ...base, verifiedMode: null })).toBe(false);
    expect(
      showsFlyover({ ...base, accessExpiration: { expirationDate: at(300), upgradeDeadline: at(-1) } }),
    ).toBe(false);
  });
});
