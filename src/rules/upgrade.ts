/**
 * The upgrade programme's rules (spec §4 "Upgrade card", §5, §9; contract courseware.md §12, course-home
 * §1–§2): whether an audit learner is offered the verified track, which of the card's stored states applies
 * at a moment by the server's clock, the countdown, the card and the flyover. Pure: "now" is always
 * passed in (the device clock corrected by `timeOffsetMillis`). Used by the outline's sidebar card, the
 * courseware's notification tray and the audit locks; prices and discounts are in upgradePrice.ts.
 */
import type { AccessExpiration } from '@/lms/fragments/accessExpiration';
import { PAID_MODES } from './certificate';
import {
  HOUR_MS,
  upgradePrice,
  upgradeUrl,
  type UpgradeMode,
  type UpgradeOffer,
  type UpgradePrice,
} from './upgradePrice';

export type { Money, UpgradeMode, UpgradePrice } from './upgradePrice';

export { DAY_MS, HOUR_MS } from './upgradePrice';

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

/** A moment in milliseconds, or null when it cannot be read. */
function momentOf(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const at = Date.parse(iso);
  return Number.isNaN(at) ? null : at;
}

/**
 * When the countdown to `deadline` next reads differently (spec §4): while it counts days, the moment the
 * whole days left drop by one (so 72 h 10 min → in 10 minutes, "2 days left"; 24 h → "23 hours left"); while
 * it counts hours, the next whole hour ("Less than 1 hour left" below 1); in its last hour, the deadline.
 * Hours are whole hours rounded down, so a step falls one millisecond after a whole number of hours.
 */
export function nextCountdownStep(now: number, deadline: number): number {
  const hours = Math.floor((deadline - now) / HOUR_MS);
  if (hours >= DAYS_COUNTDOWN_HOURS) return deadline - Math.floor(hours / 24) * 24 * HOUR_MS + 1;
  if (hours >= 1) return deadline - hours * HOUR_MS + 1;
  return deadline;
}

/**
 * The next moment (by the server's clock) at which `upgradeCard` can read differently than at `now`, or
 * null when nothing it reads will change any more: the countdown's next step, the 168-hour threshold (the
 * card turns urgent), the offer's end, the end of access and the upgrade deadline (the card goes). A page
 * that stays open re-reads the card then: one timer to the next boundary, not a tick every second.
 */
export function nextUpgradeChange(input: UpgradeCardInput): number | null {
  const { now } = input;
  const card = upgradeCard(input);
  // Every way to no card (no verified mode, a paid mode, a deadline passed) lasts: none comes back.
  if (!card) return null;
  const moments: number[] = [];
  const add = (at: number | null) => {
    if (at !== null && at > now) moments.push(at);
  };
  const expiry = momentOf(input.accessExpiration?.expirationDate);
  add(momentOf(input.accessExpiration?.upgradeDeadline));
  add(expiry);
  // Below 168 whole hours the card turns urgent: one millisecond after exactly 168 hours are left.
  const urgentAt = expiry === null ? null : expiry - URGENCY_THRESHOLD_HOURS * HOUR_MS + 1;
  switch (card.kind) {
    case 'discount': {
      const offerEnd = momentOf(activeOffer(input.offer, now)?.expirationDate);
      add(offerEnd);
      if (offerEnd !== null) add(nextCountdownStep(now, offerEnd));
      add(urgentAt);
      break;
    }
    case 'upgrade-today':
      add(urgentAt);
      break;
    case 'expiring':
      if (expiry !== null) add(nextCountdownStep(now, expiry));
      break;
    default:
      break;
  }
  return moments.length > 0 ? Math.min(...moments) : null;
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
