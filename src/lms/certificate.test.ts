import { describe, expect, it } from 'vitest';
import {
  certificateCard,
  certificateUrl,
  courseExitMode,
  PASSING_TYPE_STATUSES,
  type CertificateCardInput,
} from './certificate';

const LMS = 'http://lms.test';

const input = (overrides: Partial<CertificateCardInput> = {}): CertificateCardInput => ({
  enabled: true,
  isSignedIn: true,
  isEnrolled: true,
  hasScheduledContent: false,
  userHasPassingGrade: true,
  certStatus: 'downloadable',
  certWebViewUrl: null,
  downloadUrl: null,
  verificationStatus: null,
  verifyUrl: null,
  upgradeUrl: null,
  lmsBaseUrl: LMS,
  ...overrides,
});

describe('courseExitMode (spec §4)', () => {
  it('is 0 when disabled, signed out or not enrolled', () => {
    expect(courseExitMode(input({ enabled: false }))).toBe(0);
    expect(courseExitMode(input({ isSignedIn: false }))).toBe(0);
    expect(courseExitMode(input({ isEnrolled: false }))).toBe(0);
  });

  it('is 3 with scheduled content and no passing grade', () => {
    expect(courseExitMode(input({ hasScheduledContent: true, userHasPassingGrade: false }))).toBe(3);
    expect(courseExitMode(input({ hasScheduledContent: true, userHasPassingGrade: true }))).toBe(1);
  });

  it('is 2 for a status that is not passing-type without a passing grade', () => {
    expect(courseExitMode(input({ certStatus: 'notpassing', userHasPassingGrade: false }))).toBe(2);
    expect(courseExitMode(input({ certStatus: null, userHasPassingGrade: false }))).toBe(2);
  });

  it('is 1 for every celebratory status with a passing grade, and for audit or honor passing without one', () => {
    for (const status of PASSING_TYPE_STATUSES) {
      expect(courseExitMode(input({ certStatus: status, userHasPassingGrade: true }))).toBe(1);
    }
    // "Passing-type" in spec §4's state-2 rule is audit_passing and honor_passing (contract §11.1): the
    // other celebratory statuses without a passing grade are the end of the course, not a celebration.
    expect(courseExitMode(input({ certStatus: 'audit_passing', userHasPassingGrade: false }))).toBe(1);
    expect(courseExitMode(input({ certStatus: 'honor_passing', userHasPassingGrade: false }))).toBe(1);
    expect(courseExitMode(input({ certStatus: 'downloadable', userHasPassingGrade: false }))).toBe(2);
    expect([...PASSING_TYPE_STATUSES].sort()).toEqual([
      'audit_passing',
      'downloadable',
      'earned_but_not_available',
      'honor_passing',
      'requesting',
      'unverified',
    ]);
  });

  it('is 0 for another status with a passing grade', () => {
    expect(courseExitMode(input({ certStatus: 'generating', userHasPassingGrade: true }))).toBe(0);
  });
});

describe('certificateCard (spec §4)', () => {
  it('downloadable: the web view on the LMS, else the download, LinkedIn left to the caller', () => {
    expect(
      certificateCard(input({ certWebViewUrl: '/certificates/abc', downloadUrl: 'http://x/c.pdf' })),
    ).toEqual({
      kind: 'downloadable',
      url: `${LMS}/certificates/abc`,
      isWebView: true,
    });
    expect(certificateCard(input({ downloadUrl: 'http://x/c.pdf' }))).toEqual({
      kind: 'downloadable',
      url: 'http://x/c.pdf',
      isWebView: false,
    });
    expect(certificateCard(input())).toEqual({ kind: 'downloadable', url: null, isWebView: false });
  });

  it('earned but not available, and requesting', () => {
    expect(certificateCard(input({ certStatus: 'earned_but_not_available' }))).toEqual({
      kind: 'earned-not-available',
    });
    expect(certificateCard(input({ certStatus: 'requesting' }))).toEqual({ kind: 'requesting' });
  });

  it('unverified: the verify button, or the waiting text while verification is pending', () => {
    expect(certificateCard(input({ certStatus: 'unverified', verifyUrl: 'http://v' }))).toEqual({
      kind: 'unverified',
      verifyUrl: 'http://v',
    });
    expect(certificateCard(input({ certStatus: 'unverified', verificationStatus: 'pending' }))).toEqual({
      kind: 'verification-pending',
    });
  });

  it('audit and honor passing: the upgrade offer with a verified mode, else no card', () => {
    for (const certStatus of ['audit_passing', 'honor_passing']) {
      expect(certificateCard(input({ certStatus, upgradeUrl: 'http://buy' }))).toEqual({
        kind: 'upgrade',
        upgradeUrl: 'http://buy',
      });
      expect(certificateCard(input({ certStatus, userHasPassingGrade: false }))).toBeNull();
    }
  });

  it('not passing and more content coming', () => {
    expect(certificateCard(input({ certStatus: 'notpassing', userHasPassingGrade: false }))).toEqual({
      kind: 'not-passing',
    });
    expect(
      certificateCard(
        input({ certStatus: 'audit_passing', hasScheduledContent: true, userHasPassingGrade: false }),
      ),
    ).toEqual({ kind: 'in-progress' });
  });

  it('numeric codes: 0 hides, 2 not passing, 3 in progress, other numbers nothing', () => {
    expect(certificateCard(input({ certStatus: '0' }))).toBeNull();
    expect(certificateCard(input({ certStatus: '2' }))).toEqual({ kind: 'not-passing' });
    expect(certificateCard(input({ certStatus: '3' }))).toEqual({ kind: 'in-progress' });
    expect(certificateCard(input({ certStatus: '1' }))).toBeNull();
    expect(certificateCard(input({ certStatus: '7', userHasPassingGrade: false }))).toBeNull();
  });

  it('other values show nothing', () => {
    for (const certStatus of ['generating', 'restricted', 'unavailable', 'error', 'notpassing']) {
      expect(certificateCard(input({ certStatus, userHasPassingGrade: true }))).toBeNull();
    }
  });

  it('shows nothing to learners who are not enrolled', () => {
    expect(certificateCard(input({ isEnrolled: false }))).toBeNull();
  });
});

describe('certificateUrl (spec §5)', () => {
  it('prefixes the web view with the LMS address', () => {
    expect(certificateUrl('/certificates/1', 'http://d/c.pdf', LMS)).toBe(`${LMS}/certificates/1`);
  });
  it('keeps an absolute web view', () => {
    expect(certificateUrl('https://cert.example/1', null, LMS)).toBe('https://cert.example/1');
  });
  it('uses the download address without a web view', () => {
    expect(certificateUrl(null, 'http://d/c.pdf', LMS)).toBe('http://d/c.pdf');
    expect(certificateUrl(null, null, LMS)).toBeNull();
  });
});
