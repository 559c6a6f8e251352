import { describe, expect, it } from 'vitest';
import { isSafeId } from './routeMatch';

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
