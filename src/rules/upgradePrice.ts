/**
 * The upgrade's prices and discounts (spec §9; contract courseware §12.1, §9.4): the price to show, where
 * the upgrade buttons go, and the streak celebration's discount. Apart from the card's rules (upgrade.ts)
 * so that pages showing only a price (the exit page, the paywall) do not carry the card's.
 */
import type { Offer } from '@/lms/fragments/offer';
import { PAID_MODES } from './certificate';

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** What the rules read of the verified mode (structural: the courseware's gate types fit too). */
export interface UpgradeMode {
  readonly price: number | null;
  readonly currency?: string | null;
  readonly currencySymbol: string;
  readonly upgradeUrl: string;
}

export type UpgradeOffer = Pick<
  Offer,
  'code' | 'expirationDate' | 'percentage' | 'discountedPrice' | 'originalPrice' | 'upgradeUrl'
>;

/** A sum of money to show: a string the LMS formatted (offers), or an amount to format for the locale. */
export type Money =
  | { readonly kind: 'text'; readonly text: string }
  | {
      readonly kind: 'amount';
      readonly amount: number;
      /** ISO 4217 code when known (formatted by Intl); otherwise the symbol goes before the number. */
      readonly currency: string | null;
      readonly symbol: string;
      /** Always two decimals (the streak discount's "two decimals"); otherwise none for whole amounts. */
      readonly cents?: boolean;
    };

/** Spec §9: the price shown when the verified mode has none, "$23". */
export const DEFAULT_UPGRADE_PRICE: Money = { kind: 'amount', amount: 23, currency: 'USD', symbol: '$' };

export interface UpgradePrice {
  readonly price: Money;
  /** The price before the discount, struck through; null without a discount. */
  readonly original: Money | null;
}

function modeMoney(mode: UpgradeMode | null): Money {
  if (!mode || mode.price === null || !Number.isFinite(mode.price)) return DEFAULT_UPGRADE_PRICE;
  return { kind: 'amount', amount: mode.price, currency: mode.currency ?? null, symbol: mode.currencySymbol };
}

const text = (value: string | null | undefined): Money | null =>
  value && value.trim() && value.trim() !== 'null' ? { kind: 'text', text: value.trim() } : null;

/**
 * The upgrade price (contract §12.1): the offer's `discounted_price` with its `original_price` struck
 * through (or the verified price when the offer has no original), else the verified mode's price, else
 * the default "$23". Never a missing value.
 */
export function upgradePrice(
  mode: UpgradeMode | null,
  offer: Pick<UpgradeOffer, 'discountedPrice' | 'originalPrice'> | null,
): UpgradePrice {
  const discounted = text(offer?.discountedPrice);
  if (discounted) return { price: discounted, original: text(offer?.originalPrice) ?? modeMoney(mode) };
  return { price: modeMoney(mode), original: null };
}

/** Where the upgrade buttons go: the offer's link (which carries its code) when there is one. */
export function upgradeUrl(mode: UpgradeMode, offer: Pick<UpgradeOffer, 'upgradeUrl'> | null): string {
  return offer?.upgradeUrl || mode.upgradeUrl;
}

/** Spec §9: the streak discount. */
export const STREAK_DISCOUNT = {
  percentage: 15,
  factor: 0.85,
  /** The coupon is shown as ending this many days from now. */
  days: 14,
  /** The fixed coupon code appended to the upgrade address (contract courseware §9.4). */
  code: 'ZGY11119949',
} as const;

export interface StreakDiscount {
  readonly percentage: number;
  readonly price: UpgradePrice;
  readonly upgradeUrl: string;
  /** Milliseconds: when the coupon is shown as ending. */
  readonly endsAt: number;
}

/** Adds (or replaces) a query parameter without disturbing the rest of the address. */
export function withQueryParam(url: string, name: string, value: string): string {
  try {
    const parsed = new URL(url);
    parsed.searchParams.set(name, value);
    return parsed.toString();
  } catch {
    return `${url}${url.includes('?') ? '&' : '?'}${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
  }
}

/**
 * The streak celebration's discount (spec §9; contract courseware §9.4): when the LMS enables it and a
 * verified mode with a price exists, 15 % off — the price × 0.85 to two decimals — ending 14 days from
 * now, through the upgrade address with the fixed coupon code.
 */
export function streakDiscount(input: {
  readonly now: number;
  readonly enabled: boolean;
  readonly verifiedMode: UpgradeMode | null;
  readonly enrollmentMode: string | null;
}): StreakDiscount | null {
  const mode = input.verifiedMode;
  if (!input.enabled || !mode || mode.price === null || !Number.isFinite(mode.price)) return null;
  if (input.enrollmentMode !== null && PAID_MODES.has(input.enrollmentMode)) return null;
  const discounted = Math.round(mode.price * STREAK_DISCOUNT.factor * 100) / 100;
  const money = (amount: number, cents: boolean): Money => ({
    kind: 'amount',
    amount,
    currency: mode.currency ?? null,
    symbol: mode.currencySymbol,
    cents,
  });
  return {
    percentage: STREAK_DISCOUNT.percentage,
    price: { price: money(discounted, true), original: money(mode.price, false) },
    upgradeUrl: withQueryParam(mode.upgradeUrl, 'code', STREAK_DISCOUNT.code),
    endsAt: input.now + STREAK_DISCOUNT.days * DAY_MS,
  };
}
