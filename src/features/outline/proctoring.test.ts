import { describe, expect, it } from 'vitest';
import type { ProctoringInfo } from './model';
import {
  asksToRetry,
  displayStatus,
  EXPIRING_SOON_MS,
  isApproved,
  isInReview,
  onboardingButton,
  panelLook,
} from './proctoring';

const NOW = Date.parse('2030-01-01T00:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();
const info = (fields: Partial<ProctoringInfo> = {}): ProctoringInfo => ({
  onboardingStatus: 'created',
  onboardingLink: 'http://localhost:2000/course/c/onboarding',
  expirationDate: null,
  onboardingReleaseDate: iso(NOW - 86_400_000),
  onboardingPastDue: false,
  ...fields,
});

describe('proctoring onboarding (spec §4)', () => {
  it('maps every raw status to its display status', () => {
    const table: [string | null, string | null][] = [
      ['created', 'notStarted'],
      ['download_software_clicked', 'notStarted'],
      ['ready_to_start', 'notStarted'],
      [null, 'notStarted'],
      ['', 'notStarted'],
      ['started', 'started'],
      ['ready_to_submit', 'started'],
      ['second_review_required', 'submitted'],
      ['submitted', 'submitted'],
      ['verified', 'verified'],
      ['rejected', 'rejected'],
      ['error', 'error'],
      ['other_course_approved', 'otherCourseApproved'],
      ['something_new', null],
    ];
    for (const [raw, shown] of table) expect([raw, displayStatus(raw, null, NOW)]).toEqual([raw, shown]);
  });

  it('turns an approval that expires within 28 days into "expiring soon"', () => {
    expect(EXPIRING_SOON_MS).toBe(2_419_200_000);
    expect(displayStatus('verified', iso(NOW + EXPIRING_SOON_MS - 1000), NOW)).toBe('expiringSoon');
    expect(displayStatus('other_course_approved', iso(NOW + 86_400_000), NOW)).toBe('expiringSoon');
    expect(displayStatus('verified', iso(NOW + EXPIRING_SOON_MS + 1000), NOW)).toBe('verified');
    expect(displayStatus('verified', 'not a date', NOW)).toBe('verified');
  });

  it('shows the onboarding button by its rules', () => {
    expect(onboardingButton(info(), 'notStarted', NOW)).toEqual({
      kind: 'link',
      url: 'http://localhost:2000/course/c/onboarding',
      practice: false,
    });
    expect(
      onboardingButton(info({ onboardingStatus: 'other_course_approved' }), 'otherCourseApproved', NOW),
    ).toMatchObject({ kind: 'link', practice: true });
    const release = iso(NOW + 86_400_000);
    expect(onboardingButton(info({ onboardingReleaseDate: release }), 'notStarted', NOW)).toEqual({
      kind: 'notOpen',
      releaseDate: release,
    });
    expect(onboardingButton(info({ onboardingPastDue: true }), 'notStarted', NOW)).toEqual({
      kind: 'pastDue',
    });
    for (const raw of ['submitted', 'second_review_required', 'verified']) {
      expect(onboardingButton(info({ onboardingStatus: raw }), 'submitted', NOW)).toEqual({ kind: 'hidden' });
    }
    expect(onboardingButton(info({ onboardingLink: null }), 'notStarted', NOW)).toEqual({ kind: 'hidden' });
  });

  it('gives the panel the "submitted" look for submitted and expiring soon, "success" when approved', () => {
    expect(panelLook('submitted')).toBe('submitted');
    expect(panelLook('expiringSoon')).toBe('submitted');
    expect(panelLook('verified')).toBe('success');
    expect(panelLook('otherCourseApproved')).toBe('success');
    for (const status of ['notStarted', 'started', 'rejected', 'error', null] as const)
      expect(panelLook(status)).toBeNull();
  });

  it('asks to retry after rejected and error; says "in review" for submitted', () => {
    expect(asksToRetry('rejected')).toBe(true);
    expect(asksToRetry('error')).toBe(true);
    expect(asksToRetry('submitted')).toBe(false);
    expect(isInReview('submitted')).toBe(true);
    expect(isInReview('started')).toBe(false);
    expect(isApproved('verified')).toBe(true);
    expect(isApproved('expiringSoon')).toBe(false);
  });
});
