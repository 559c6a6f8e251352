/**
 * The upgrade programme's rules (spec §4 "Upgrade card", §5, §9; contract courseware.md §12, course-home
 * §1–§2): whether an audit learner is offered the verified track, which of the card's stored states applies
 * at a moment by the server's clock, the countdown, the price and the streak discount. Pure: "now" is
 * always passed in (the device clock corrected by `timeOffsetMillis`). Used by the outline's sidebar card,
 * the courseware's notification tray, the paywall, the exit page and the streak celebration.
 */
import type { AccessExpiration } from '@/lms/fragments/accessExpiration';
import type { Offer } from '@/lms/fragments/offer';
import { PAID_MODES } from './certificate';

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** Spec §9: below this many hours of access left the card turns urgent. */
export const URGENCY_THRESHOLD_HOURS = 168;
/** Spec §9: the countdown shows days from this many hours on, hours below. */
export const DAYS_COUNTDOWN_HOURS = 24;

/** The card's stored states (spec §4), kept in local storage by the notification tray. */
export type UpgradeNotificationState =
  | 'accessDaysLeft'
  | 'accessHoursLeft'
  | 'accessLastHour'
  | 'accessDateView'
  | 'FPDdaysLeft'
  | 'FPDHoursLeft'
  | 'FPDLastHour';

/** What the rules read of the verified mode (structural: the courseware's gate types fit too). */
export interface UpgradeMode {
  readonly price: number | null;
  readonly currency?: string | null;
  readonly currencySymbol: string;
  readonly upgradeUrl: string;
}

type UpgradeOffer = Pick<
  Offer,
  'code' | 'expirationDate' | 'percentage' | 'discountedPrice' | 'originalPrice' | 'upgradeUrl'
>;

export interface UpgradeStateInput {
  /** Milliseconds, by the server's clock. */
  readonly now: number;
  readonly accessExpiration: Pick<AccessExpiration, 'expirationDate' | 'upgradeDeadline'> | null;
  readonly offer: UpgradeOffer | null;
  readonly verifiedMode: UpgradeMode | null;
  readonly contentTypeGatingEnabled: boolean;
}

/** Whole hours from `now` to `iso`, rounded down (negative once it has passed); null when unreadable. */
export function hoursUntil(now: number, iso: string | null | undefined): number | null {
  if (!iso) return null;
  const at = Date.parse(iso);
  return Number.isNaN(at) ? null : Math.floor((at - now) / HOUR_MS);
}

/** Whether a deadline has passed (an unknown deadline has not). */
export function isPast(now: number, iso: string | null | undefined): boolean {
  if (!iso) return false;
  const at = Date.parse(iso);
  return !Number.isNaN(at) && at <= now;
}

/** The countdown's wording (spec §4): days from 24 hours on, hours from 1 to 23, then the last hour. */
export type Countdown =
  | { readonly unit: 'days'; readonly count: number }
  | { readonly unit: 'hours'; readonly count: number }
  | { readonly unit: 'lastHour' };

export function countdown(hours: number): Countdown {
  if (hours >= DAYS_COUNTDOWN_HOURS) return { unit: 'days', count: Math.floor(hours / 24) };
  if (hours >= 1) return { unit: 'hours', count: hours };
  return { unit: 'lastHour' };
}

/**
 * The first-time-learner discount while it runs: an offer counts only until its expiration date (an offer
 * whose date cannot be read, or has passed, is no offer: its countdown would mean nothing).
 */
export function activeOffer<O extends UpgradeOffer>(offer: O | null, now: number): O | null {
  if (!offer || hoursUntil(now, offer.expirationDate) === null) return null;
  return isPast(now, offer.expirationDate) ? null : offer;
}

/**
 * The upgrade is on offer: a verified mode exists and the upgrade deadline (when the LMS gives one) has
 * not passed. The LMS sends no verified mode to paid learners, nor once the deadline has passed.
 */
export function upgradeOffered(input: Pick<UpgradeStateInput, 'now' | 'accessExpiration' | 'verifiedMode'>) {
  return input.verifiedMode !== null && !isPast(input.now, input.accessExpiration?.upgradeDeadline);
}

/**
 * The card's stored state (spec §4; contract courseware §12.2), or null when the card has none:
 *
 * - null without a verified mode, after the upgrade deadline, without an access expiration or without
 *   content-type gating (the card then says "Pursue a verified certificate"), and once access has ended;
 * - 168 hours or more of access left: the first-time-learner discount's countdown (`FPD…`) while an offer
 *   runs, otherwise `accessDateView` (the expiry date);
 * - fewer than 168 hours: the access countdown (`access…`);
 * - a countdown is in days from 24 hours on, in hours from 1 to 23, and in its last hour below 1.
 *
 * Hours are whole hours rounded down: 168 h 0 min is 168, 167 h 59 min is 167.
 */
export function upgradeNotificationState(input: UpgradeStateInput): UpgradeNotificationState | null {
  const { now, accessExpiration, verifiedMode, contentTypeGatingEnabled } = input;
  if (!verifiedMode || !accessExpiration || !contentTypeGatingEnabled) return null;
  if (!upgradeOffered(input)) return null;
  const hours = hoursUntil(now, accessExpiration.expirationDate);
  if (hours === null || isPast(now, accessExpiration.expirationDate)) return null;
  if (hours >= URGENCY_THRESHOLD_HOURS) {
    const offer = activeOffer(input.offer, now);
    if (!offer) return 'accessDateView';
    const offerHours = hoursUntil(now, offer.expirationDate) ?? 0;
    return ({ days: 'FPDdaysLeft', hours: 'FPDHoursLeft', lastHour: 'FPDLastHour' } as const)[
      countdown(offerHours).unit
    ];
  }
  return ({ days: 'accessDaysLeft', hours: 'accessHoursLeft', lastHour: 'accessLastHour' } as const)[
    countdown(hours).unit
  ];
}

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

export interface UpgradeCardInput extends UpgradeStateInput {
  /** The enrolment's mode (the effective user's: staff viewing as an audit learner get the audit card). */
  readonly enrollmentMode: string | null;
}

interface CardCommon {
  readonly upgradeUrl: string;
  readonly price: UpgradePrice;
  /** The first-time-learner discount's code ("Use code … at checkout"), while the offer runs. */
  readonly code: string | null;
}

/** What the upgrade card shows (spec §4; contract §12.2). */
export type UpgradeCard = CardCommon &
  (
    | {
        readonly kind: 'discount';
        readonly state: 'FPDdaysLeft' | 'FPDHoursLeft' | 'FPDLastHour';
        readonly percentage: number | null;
        readonly countdown: Countdown;
      }
    | { readonly kind: 'upgrade-today'; readonly state: 'accessDateView'; readonly expiresAt: string }
    | {
        readonly kind: 'expiring';
        readonly state: 'accessDaysLeft' | 'accessHoursLeft' | 'accessLastHour';
        readonly expiresAt: string;
        readonly countdown: Countdown;
      }
    | { readonly kind: 'certificate'; readonly state: null }
  );

/**
 * The upgrade card, or null when there is none: no verified mode, a paid enrolment, the upgrade deadline
 * passed, or access already ended. With access that expires and content gating, the card counts down
 * (see `upgradeNotificationState`); otherwise it invites to pursue a verified certificate.
 */
export function upgradeCard(input: UpgradeCardInput): UpgradeCard | null {
  const { now, verifiedMode: mode, accessExpiration } = input;
  if (!mode || (input.enrollmentMode !== null && PAID_MODES.has(input.enrollmentMode))) return null;
  if (!upgradeOffered(input)) return null;
  if (accessExpiration && isPast(now, accessExpiration.expirationDate)) return null;
  const offer = activeOffer(input.offer, now);
  const common: CardCommon = {
    upgradeUrl: upgradeUrl(mode, offer),
    price: upgradePrice(mode, offer),
    code: offer?.code ?? null,
  };
  const state = upgradeNotificationState({ ...input, offer });
  if (state === null || !accessExpiration) return { ...common, kind: 'certificate', state: null };
  const expiresAt = accessExpiration.expirationDate;
  switch (state) {
    case 'accessDateView':
      return { ...common, kind: 'upgrade-today', state, expiresAt };
    case 'FPDdaysLeft':
    case 'FPDHoursLeft':
    case 'FPDLastHour':
      return {
        ...common,
        kind: 'discount',
        state,
        percentage: offer?.percentage ?? null,
        countdown: countdown(hoursUntil(now, offer?.expirationDate) ?? 0),
      };
    default:
      return {
        ...common,
        kind: 'expiring',
        state,
        expiresAt,
        countdown: countdown(hoursUntil(now, expiresAt) ?? 0),
      };
  }
}

/**
 * An audit learner (spec §6): the audit track, or access that expires (the LMS limits only audit access;
 * staff viewing as an audit learner count, since the enrolment is the learner's).
 */
export function isAuditLearner(input: {
  readonly enrollmentMode: string | null;
  readonly accessExpiration: object | null;
}): boolean {
  return input.enrollmentMode === 'audit' || input.accessExpiration !== null;
}

/**
 * The mobile flyover (spec §5): only for audit learners before the upgrade deadline, while the upgrade is
 * on offer.
 */
export function showsFlyover(
  input: Pick<UpgradeCardInput, 'now' | 'accessExpiration' | 'verifiedMode' | 'enrollmentMode'>,
): boolean {
  return isAuditLearner(input) && upgradeOffered(input);
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
