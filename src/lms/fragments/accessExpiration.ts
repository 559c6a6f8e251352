import { isoDate, type Reader } from '../decode';

/**
 * `access_expiration` (course-home §2, courseware §3, progress §4: the same object): when an audit
 * learner's access to the course ends, and whether a staff member viewing as this learner sees a course
 * the learner can no longer open.
 */
export interface AccessExpiration {
  readonly expirationDate: string;
  readonly masqueradingExpiredCourse: boolean;
  readonly upgradeDeadline: string | null;
  readonly upgradeUrl: string | null;
}

/** Reads `access_expiration`; null when absent or without a readable expiration date (no limit). */
export function decodeAccessExpiration(r: Reader | null): AccessExpiration | null {
  const expirationDate = r ? isoDate(r.raw('expiration_date')) : null;
  if (!r || !expirationDate) return null;
  return {
    expirationDate,
    masqueradingExpiredCourse: r.optBool('masquerading_expired_course'),
    upgradeDeadline: isoDate(r.raw('upgrade_deadline')),
    upgradeUrl: r.optUrl('upgrade_url'),
  };
}
