import { describe, expect, it } from 'vitest';
import { noticeRedirectUrl } from './rules';

describe('noticeRedirectUrl', () => {
  const lms = 'http://localhost:18000';
  it('sends the browser to the first notice with next = the current location', () => {
    const url = noticeRedirectUrl(
      ['http://localhost:18000/notices/render/1/', 'http://localhost:18000/notices/render/2/'],
      'http://localhost:2000/course/c/s/u?x=1&y=2',
      lms,
    );
    expect(url).not.toBeNull();
    const parsed = new URL(url ?? '');
    expect(parsed.pathname).toBe('/notices/render/1/');
    expect(parsed.searchParams.get('next')).toBe('http://localhost:2000/course/c/s/u?x=1&y=2');
  });

  it('reads LMS-relative notices on the LMS', () => {
    expect(noticeRedirectUrl(['/notices/render/3/'], 'http://app/', lms)).toBe(
      'http://localhost:18000/notices/render/3/?next=http%3A%2F%2Fapp%2F',
    );
  });

  it('follows only LMS addresses, and nothing without results', () => {
    expect(noticeRedirectUrl(['https://evil.example/phish'], 'http://app/', lms)).toBeNull();
    expect(noticeRedirectUrl(['javascript:alert(1)'], 'http://app/', lms)).toBeNull();
    expect(noticeRedirectUrl([], 'http://app/', lms)).toBeNull();
  });
});
