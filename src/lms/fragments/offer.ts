import { isoDate, type Reader } from '../decode';

/** A discount on the verified upgrade (`offer`, course-home §2 and courseware §3: the same shape). */
export interface Offer {
  readonly code: string | null;
  readonly expirationDate: string | null;
  readonly originalPrice: string | null;
  readonly discountedPrice: string | null;
  readonly percentage: number | null;
  readonly upgradeUrl: string | null;
}

/** Reads `offer`; null when absent. Every field is optional on the wire. */
export function decodeOffer(r: Reader | null): Offer | null {
  if (!r) return null;
  return {
    code: r.optNonBlankString('code'),
    expirationDate: isoDate(r.raw('expiration_date')),
    originalPrice: r.optNonBlankString('original_price'),
    discountedPrice: r.optNonBlankString('discounted_price'),
    percentage: r.optNum('percentage'),
    upgradeUrl: r.optUrl('upgrade_url'),
  };
}
