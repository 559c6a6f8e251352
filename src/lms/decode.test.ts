import { describe, expect, it } from 'vitest';
import { isHttpOrRelative, read } from './decode';
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

describe('optional strings', () => {
  const r = read({ empty: '', blank: ' \t', word: ' a ', number: 1, nothing: null });

  it('optString keeps any string as sent, empty and blank included', () => {
    expect(r.optString('empty')).toBe('');
    expect(r.optString('blank')).toBe(' \t');
    expect(r.optString('word')).toBe(' a ');
    expect(r.optString('number')).toBeNull();
    expect(r.optString('nothing')).toBeNull();
    expect(r.optString('missing')).toBeNull();
  });

  it('optNonBlankString keeps a string with something besides whitespace, untrimmed; else null', () => {
    expect(r.optNonBlankString('empty')).toBeNull();
    expect(r.optNonBlankString('blank')).toBeNull();
    expect(r.optNonBlankString('word')).toBe(' a ');
    expect(r.optNonBlankString('number')).toBeNull();
    expect(r.optNonBlankString('missing')).toBeNull();
  });
});

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

  // The fast paths (a site path; an http(s) origin judged once) answer as the URL parser does.
  it.each([
    ...HOSTILE,
    '/',
    '/courses/x',
    '/\t/evil.example',
    '/\\evil.example',
    '/\n/%zz',
    '//%zz/x',
    'https://lms.example.com/x',
    'HTTPS://lms.example.com/x?y#z',
    'https:///lms.example.com/x',
    'https://lms.example.com:99999/x',
    'https://lms.example.com:8000/x',
    'https://%zz/x',
    'https://user:pass@lms.example.com/x',
    'https://[::1]/x',
    'https://[::1/x',
    'https://lms.example.com /x',
    'https://lms.example.com/x y\t',
    'http://a b/x',
  ])('judges %j as the URL parser does', (url) => {
    let parser: boolean;
    try {
      const { protocol } = new URL(url, 'https://relative.invalid/');
      parser = protocol === 'https:' || protocol === 'http:';
    } catch {
      parser = false;
    }
    // Twice: the second answer may come from the origin's remembered verdict.
    expect([isHttpOrRelative(url), isHttpOrRelative(url)]).toEqual([parser, parser]);
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
