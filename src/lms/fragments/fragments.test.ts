import { describe, expect, it } from 'vitest';
import { read } from '../decode';
import { decodeAccessExpiration } from './accessExpiration';
import { decodeCertificateData } from './certificateData';
import { decodeTabs } from './tabs';

const LMS = 'http://lms.test';

describe('shared wire fragments: one decoder each', () => {
  it('tabs: tab_id, else slug; courseware becomes outline; relative addresses on the LMS', () => {
    const tabs = decodeTabs(
      read({
        tabs: [
          { tab_id: 'courseware', slug: 'ignored', title: 'Course', url: '/courses/x/course/' },
          { slug: 'progress', title: 'Progress', url: 'https://apps.test/learning/course/x/progress' },
          { tab_id: 'wiki', title: '', url: '/wiki' },
          'not a tab',
        ],
      }),
      LMS,
    );
    expect(tabs).toEqual([
      { slug: 'outline', title: 'Course', url: `${LMS}/courses/x/course/` },
      { slug: 'progress', title: 'Progress', url: 'https://apps.test/learning/course/x/progress' },
    ]);
  });

  it('access expiration: null without an object or a readable date', () => {
    expect(decodeAccessExpiration(null)).toBeNull();
    expect(decodeAccessExpiration(read({ expiration_date: 'soon' }))).toBeNull();
    expect(
      decodeAccessExpiration(
        read({ expiration_date: '2026-12-01T00:00:00Z', masquerading_expired_course: true, upgrade_url: 7 }),
      ),
    ).toEqual({
      expirationDate: '2026-12-01T00:00:00Z',
      masqueradingExpiredCourse: true,
      upgradeDeadline: null,
      upgradeUrl: null,
    });
  });

  it('certificate data: numeric codes as digits, the web view made absolute', () => {
    expect(decodeCertificateData(read({ cert_status: 2 }), LMS)?.certStatus).toBe('2');
    expect(decodeCertificateData(read({ cert_status: ' ' }), LMS)?.certStatus).toBeNull();
    expect(
      decodeCertificateData(read({ cert_status: 'downloadable', cert_web_view_url: '/c/1' }), LMS),
    ).toEqual({
      certStatus: 'downloadable',
      certWebViewUrl: `${LMS}/c/1`,
      downloadUrl: null,
      certificateAvailableDate: null,
    });
    expect(decodeCertificateData(null, LMS)).toBeNull();
  });
});
