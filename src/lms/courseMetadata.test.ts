import { describe, expect, it } from 'vitest';
import example from '@test/contract/examples/course_metadata.json';
import { testConfig } from '@test/render';
import { timeOffsetMillis } from './baseQuery';
import { decodeCourseMetadata } from './courseMetadata';
import { DecodeError } from './decode';

const config = testConfig();
const decode = (body: unknown) => decodeCourseMetadata(body, 'course-v1:edX+DemoX+Demo_Course', { config });

describe('course metadata', () => {
  it('normalises the contract example into the model', () => {
    const model = decode(example);
    expect(model).toMatchObject({
      id: 'course-v1:edX+DemoX+Demo_Course',
      title: 'Demonstration Course',
      number: 'DemoX',
      org: 'edX',
      isEnrolled: true,
      isSelfPaced: true,
      isStaff: false,
      originalUserIsStaff: false,
      isMasquerading: false,
      username: 'edx',
      userTimezone: 'UTC',
      canLoadCourseware: true,
      courseAccess: { hasAccess: true, errorCode: null },
      celebrations: { firstSection: false, streakLengthToCelebrate: null, streakDiscountEnabled: false },
      verifiedMode: {
        price: 149,
        currencySymbol: '$',
        upgradeUrl: 'http://localhost:18130/basket/add/?sku=8CF08E5',
      },
    });
  });

  it('renames the courseware tab to outline and prefixes relative tab addresses with the LMS', () => {
    const tabs = decode({
      ...example,
      tabs: [
        { tab_id: 'courseware', title: 'Course', url: 'http://localhost:2000/course/x/home' },
        { tab_id: 'wiki', title: 'Wiki', url: '/courses/x/course_wiki' },
        { tab_id: 'broken', title: 'No address' },
      ],
    }).tabs;
    expect(tabs).toEqual([
      { slug: 'outline', title: 'Course', url: 'http://localhost:2000/course/x/home' },
      { slug: 'wiki', title: 'Wiki', url: 'http://localhost:18000/courses/x/course_wiki' },
    ]);
  });

  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
  ])('original staff %s, effective staff %s → masquerading %s', (original, effective, masquerading) => {
    expect(decode({ ...example, original_user_is_staff: original, is_staff: effective }).isMasquerading).toBe(
      masquerading,
    );
  });

  it.each([
    ['not an object', ['x']],
    ['no title', { ...example, title: undefined }],
    ['no access verdict', { ...example, course_access: undefined }],
    ['an access verdict without has_access', { ...example, course_access: { error_code: null } }],
  ])('rejects an answer with %s', (_name, body) => {
    expect(() => decode(body)).toThrow(DecodeError);
  });

  it('tolerates missing optional fields', () => {
    const model = decode({
      title: 'Bare',
      course_access: { has_access: false, error_code: 'enrollment_required' },
    });
    expect(model).toMatchObject({
      title: 'Bare',
      tabs: [],
      verifiedMode: null,
      isEnrolled: false,
      canLoadCourseware: true,
      start: null,
    });
  });
});

describe('server clock offset', () => {
  it('is server time minus the midpoint of the round trip', () => {
    const meta = {
      date: 'Tue, 02 May 2023 17:34:30 GMT',
      requestTime: Date.parse('2023-05-02T17:34:20Z'),
      responseTime: Date.parse('2023-05-02T17:34:22Z'),
    };
    expect(timeOffsetMillis(meta)).toBe(9000);
  });

  it('is zero without a readable Date header', () => {
    expect(timeOffsetMillis({ date: null, requestTime: 0, responseTime: 10 })).toBe(0);
    expect(timeOffsetMillis({ date: 'yesterday-ish', requestTime: 0, responseTime: 10 })).toBe(0);
    expect(timeOffsetMillis(undefined)).toBe(0);
  });
});
