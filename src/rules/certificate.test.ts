import { describe, expect, it } from 'vitest';
import type { CertificateData } from '@/lms/fragments/certificateData';
import {
  certificateByStatus,
  certificateUrl,
  outlineCertificateAlert,
  PASSING_TYPE_STATUSES,
  progressCertificate,
  verifyIdentityUrl,
  wantsLinkedinUrl,
  type ProgressCertificateInput,
} from './certificate';

const LMS = 'http://lms.test';

const cert = (certStatus: string | null, over: Partial<CertificateData> = {}): CertificateData => ({
  certStatus,
  certWebViewUrl: null,
  downloadUrl: null,
  certificateAvailableDate: null,
  ...over,
});

const progress = (
  status: string | null,
  overrides: Partial<ProgressCertificateInput> = {},
): ProgressCertificateInput => ({
  canViewCertificate: true,
  isSignedIn: true,
  isEnrolled: true,
  hasScheduledContent: false,
  userHasPassingGrade: true,
  certificate: status === null ? null : cert(status),
  verificationStatus: null,
  upgradeUrl: null,
  ...overrides,
});

describe('certificateByStatus: the one table (spec §4)', () => {
  const facts = (status: string | null, over: Partial<CertificateData> = {}) => ({
    certificate: cert(status, over),
    verificationStatus: null,
    upgradeUrl: null,
  });

  it('downloadable: the web view, else the download address', () => {
    expect(
      certificateByStatus(
        facts('downloadable', { certWebViewUrl: `${LMS}/certificates/abc`, downloadUrl: 'http://x/c.pdf' }),
      ),
    ).toEqual({ kind: 'downloadable', url: `${LMS}/certificates/abc`, isWebView: true });
    expect(certificateByStatus(facts('downloadable', { downloadUrl: 'http://x/c.pdf' }))).toEqual({
      kind: 'downloadable',
      url: 'http://x/c.pdf',
      isWebView: false,
    });
    expect(certificateByStatus(facts('downloadable'))).toEqual({
      kind: 'downloadable',
      url: null,
      isWebView: false,
    });
  });

  it('earned but not available carries its date; requesting', () => {
    expect(
      certificateByStatus(
        facts('earned_but_not_available', { certificateAvailableDate: '2026-12-01T00:00:00Z' }),
      ),
    ).toEqual({ kind: 'earned-not-available', availableDate: '2026-12-01T00:00:00Z' });
    expect(certificateByStatus(facts('requesting'))).toEqual({ kind: 'requesting' });
  });

  it('unverified: the verify button, or the waiting text while verification is pending', () => {
    expect(certificateByStatus(facts('unverified'))).toEqual({ kind: 'unverified' });
    expect(certificateByStatus({ ...facts('unverified'), verificationStatus: 'pending' })).toEqual({
      kind: 'verification-pending',
    });
  });

  it('audit and honor passing: the upgrade offer with a verified mode, else nothing', () => {
    for (const status of ['audit_passing', 'honor_passing']) {
      expect(certificateByStatus({ ...facts(status), upgradeUrl: 'http://buy' })).toEqual({
        kind: 'upgrade',
        upgradeUrl: 'http://buy',
      });
      expect(certificateByStatus(facts(status))).toBeNull();
    }
  });

  it('other values and no certificate show nothing', () => {
    for (const status of ['generating', 'restricted', 'unavailable', 'error', 'notpassing', null]) {
      expect(certificateByStatus(facts(status))).toBeNull();
    }
    expect(certificateByStatus({ certificate: null, verificationStatus: null, upgradeUrl: null })).toBeNull();
  });
});

describe('progressCertificate: the progress card (spec §4)', () => {
  it('follows the exit state: nothing when certificates cannot be viewed, signed out or not enrolled', () => {
    expect(progressCertificate(progress('downloadable', { canViewCertificate: false }))).toBeNull();
    expect(progressCertificate(progress('downloadable', { isSignedIn: false }))).toBeNull();
    expect(progressCertificate(progress('downloadable', { isEnrolled: false }))).toBeNull();
  });

  it('more content coming and not passing', () => {
    expect(
      progressCertificate(
        progress('audit_passing', { hasScheduledContent: true, userHasPassingGrade: false }),
      ),
    ).toEqual({ kind: 'in-progress' });
    expect(progressCertificate(progress('notpassing', { userHasPassingGrade: false }))).toEqual({
      kind: 'not-passing',
    });
    expect(progressCertificate(progress(null, { userHasPassingGrade: false }))).toEqual({
      kind: 'not-passing',
    });
  });

  it('in celebration the status picks the card; audit passing without a verified mode hides it', () => {
    for (const status of PASSING_TYPE_STATUSES) {
      expect(progressCertificate(progress(status, { upgradeUrl: 'http://buy' }))).not.toBeNull();
    }
    expect(progressCertificate(progress('audit_passing', { userHasPassingGrade: false }))).toBeNull();
    expect(progressCertificate(progress('downloadable', { userHasPassingGrade: false }))).toEqual({
      kind: 'not-passing',
    });
    expect(progressCertificate(progress('generating'))).toBeNull();
  });

  it('numeric codes: 0 hides, 2 not passing, 3 in progress, other numbers nothing', () => {
    expect(progressCertificate(progress('0'))).toBeNull();
    expect(progressCertificate(progress('2'))).toEqual({ kind: 'not-passing' });
    expect(progressCertificate(progress('3'))).toEqual({ kind: 'in-progress' });
    expect(progressCertificate(progress('1'))).toBeNull();
    expect(progressCertificate(progress('7', { userHasPassingGrade: false }))).toBeNull();
  });
});

describe('outlineCertificateAlert: the outline alert (spec §4)', () => {
  const base = { isEnrolled: true, enrollmentMode: 'verified', hasEnded: false, userHasPassingGrade: false };

  it('alerts by status for the four alerting statuses, for enrolled learners only', () => {
    const kinds = {
      earned_but_not_available: 'earned-not-available',
      downloadable: 'downloadable',
      requesting: 'requesting',
      unverified: 'unverified',
    };
    for (const [status, kind] of Object.entries(kinds)) {
      expect(outlineCertificateAlert({ ...base, certificate: cert(status) })?.kind).toBe(kind);
      expect(outlineCertificateAlert({ ...base, certificate: cert(status), isEnrolled: false })).toBeNull();
    }
    expect(outlineCertificateAlert({ ...base, certificate: cert('audit_passing') })).toBeNull();
  });

  it('"not passing" only for paid learners not passing after the end', () => {
    const notPassing = { kind: 'not-passing' };
    expect(outlineCertificateAlert({ ...base, certificate: cert('notpassing'), hasEnded: true })).toEqual(
      notPassing,
    );
    expect(outlineCertificateAlert({ ...base, certificate: null, hasEnded: true })).toEqual(notPassing);
    expect(
      outlineCertificateAlert({ ...base, certificate: null, hasEnded: true, userHasPassingGrade: true }),
    ).toBeNull();
    expect(
      outlineCertificateAlert({ ...base, certificate: null, hasEnded: true, enrollmentMode: 'audit' }),
    ).toBeNull();
    expect(outlineCertificateAlert({ ...base, certificate: null, hasEnded: false })).toBeNull();
    for (const mode of ['professional', 'no-id-professional', 'credit', 'masters', 'executive-education']) {
      expect(
        outlineCertificateAlert({ ...base, certificate: null, hasEnded: true, enrollmentMode: mode }),
      ).toEqual(notPassing);
    }
  });
});

describe('certificateUrl and verifyIdentityUrl', () => {
  it('"View my certificate" goes to the web view, else the download address', () => {
    expect(certificateUrl({ certWebViewUrl: `${LMS}/certificates/1`, downloadUrl: 'http://d/c.pdf' })).toBe(
      `${LMS}/certificates/1`,
    );
    expect(certificateUrl({ certWebViewUrl: null, downloadUrl: 'http://d/c.pdf' })).toBe('http://d/c.pdf');
    expect(certificateUrl({ certWebViewUrl: null, downloadUrl: null })).toBeNull();
  });

  it('"Verify ID now": the given address, else the support page, else the LMS verify-now page', () => {
    const config = { LMS_BASE_URL: LMS, SUPPORT_URL_ID_VERIFICATION: null };
    expect(verifyIdentityUrl('http://v', config, 'course-v1:a+b+c')).toBe('http://v');
    expect(verifyIdentityUrl(null, { ...config, SUPPORT_URL_ID_VERIFICATION: 'http://s' }, 'c')).toBe(
      'http://s',
    );
    expect(verifyIdentityUrl(null, config, 'course-v1:a+b+c')).toBe(
      `${LMS}/verify_student/verify-now/course-v1:a+b+c/`,
    );
  });
});

describe('wantsLinkedinUrl (spec §4: LinkedIn add button when a URL exists)', () => {
  const downloadable = { kind: 'downloadable', url: '/c', isWebView: true } as const;

  it('for the learner’s own downloadable certificate only', () => {
    expect(wantsLinkedinUrl({ certificate: downloadable, ownCertificate: true })).toBe(true);
    expect(wantsLinkedinUrl({ certificate: downloadable, ownCertificate: false })).toBe(false);
    expect(wantsLinkedinUrl({ certificate: { kind: 'requesting' }, ownCertificate: true })).toBe(false);
    expect(wantsLinkedinUrl({ certificate: null, ownCertificate: true })).toBe(false);
  });
});
