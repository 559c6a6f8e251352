import { describe, expect, it } from 'vitest';
import { isSafeId, safeExternalUrl, safeSiteUrl } from './urls';

describe('ids from the address bar', () => {
  it.each([
    'course-v1:edX+DemoX+Demo_Course',
    'block-v1:edX+DemoX+Demo_Course+type@vertical+block@vertical_0270f6de40fc',
    'ccx-v1:edX+DemoX+Demo_Course+ccx@3',
    '11',
    'edx',
    'course-v1:Org%2BX+1+2',
  ])('accepts %s', (id) => {
    expect(isSafeId(id)).toBe(true);
  });

  it.each([
    '../../logout?',
    '..',
    '.',
    'a/b',
    'course-v1:a+b+c?next=x',
    'a#b',
    'a&b',
    '..%2F..%2Flogout%3F',
    '%2e%2e%2flogout',
    '%E0%A4%A',
    '',
    'a b',
    'javascript:alert(1)//',
  ])('refuses %j', (id) => {
    expect(isSafeId(id)).toBe(false);
  });
});

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
