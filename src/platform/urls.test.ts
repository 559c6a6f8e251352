import { describe, expect, it } from 'vitest';
import { safeExternalUrl, safeSiteUrl } from './urls';

describe('addresses from answers', () => {
  it('follows only http(s) links to other sites', () => {
    expect(safeExternalUrl('https://www.example.org/course/x?utm=1')).toBe(
      'https://www.example.org/course/x?utm=1',
    );
    expect(safeExternalUrl('javascript:alert(document.cookie)')).toBeNull();
    expect(safeExternalUrl(' JavaScript:alert(1)')).toBeNull();
    expect(safeExternalUrl('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(safeExternalUrl('vbscript:x')).toBeNull();
    expect(safeExternalUrl('/relative')).toBeNull();
    expect(safeExternalUrl(null)).toBeNull();
  });

  it('follows legacy pages only on the LMS or this app', () => {
    const origins = ['http://lms.test', 'http://apps.test/learning'];
    expect(safeSiteUrl('http://lms.test/courses/x/jump_to/y?experience=legacy', origins)).toBe(
      'http://lms.test/courses/x/jump_to/y?experience=legacy',
    );
    expect(safeSiteUrl('http://apps.test/learning/course/x', origins)).toBe(
      'http://apps.test/learning/course/x',
    );
    expect(safeSiteUrl('https://evil.test/courses/x', origins)).toBeNull();
    expect(safeSiteUrl('http://lms.test.evil.test/x', origins)).toBeNull();
    expect(safeSiteUrl('//evil.test/x', origins)).toBeNull();
    expect(safeSiteUrl('javascript:alert(1)', origins)).toBeNull();
  });
});
