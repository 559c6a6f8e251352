import { isoDate, type Reader } from '../decode';

/** `verified_mode` (course-home §1–§2, courseware §3, progress §4): the paid track on offer, if any. */
export interface VerifiedMode {
  readonly price: number | null;
  readonly currency: string | null;
  readonly currencySymbol: string;
  readonly sku: string | null;
  readonly upgradeUrl: string;
  readonly accessExpirationDate: string | null;
}

/** Reads `verified_mode`; null when absent or without an upgrade address (nothing to offer). */
export function decodeVerifiedMode(r: Reader | null): VerifiedMode | null {
  if (!r) return null;
  const upgradeUrl = r.optUrl('upgrade_url');
  if (!upgradeUrl) return null;
  return {
    price: r.optNum('price'),
    currency: r.optNonBlankString('currency'),
    currencySymbol: r.optString('currency_symbol') ?? '',
    sku: r.optNonBlankString('sku'),
    upgradeUrl,
    accessExpirationDate: isoDate(r.raw('access_expiration_date')),
  };
}
