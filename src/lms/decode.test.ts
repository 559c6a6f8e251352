import { describe, expect, it } from 'vitest';
import { read } from './decode';
import { decodeDateBlocks, decodeDatesBannerInfo } from './fragments/dateBlocks';
import { decodeTabs } from './fragments/tabs';
import { decodeVerifiedMode } from './fragments/verifiedMode';

const LMS = 'http://localhost:18000';

/** Addresses an answer may carry that must never reach an `href` (issue 18, hostile input). */
const HOSTILE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '\tjavascript:alert(1)',
  ' javascript:alert(1)',
  'java\nscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
];

describe('addresses read from an answer', () => {
  it.each([
    'https://lms.example.com/courses/x',
    'http://localhost:18000/x',
    '/courses/x/course_wiki',
    '//cdn.example.com/x',
    '?next=1',
    '&#106;avascript:alert(1)',
  ])('keeps an http(s) or relative address: %j', (url) => {
    expect(read({ url }).optUrl('url')).toBe(url);
  });

  it.each(HOSTILE)('drops any other scheme: %j', (url) => {
    expect(read({ url }).optUrl('url')).toBeNull();
  });

  it.each(HOSTILE)('a tab, an upgrade or a date never links to %j', (url) => {
    expect(decodeTabs(read({ tabs: [{ tab_id: 'wiki', title: 'Wiki', url }] }), LMS)).toEqual([]);
    expect(decodeVerifiedMode(read({ upgrade_url: url, price: 1 }))).toBeNull();
    expect(decodeDatesBannerInfo(read({ verified_upgrade_link: url })).verifiedUpgradeLink).toBeNull();
    const [block] = decodeDateBlocks(
      read({ blocks: [{ date: '2025-01-01T00:00:00Z', title: 'Due', link: url }] }),
      'blocks',
    );
    expect(block?.link).toBe('');
  });
});
