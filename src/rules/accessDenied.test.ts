import { describe, expect, it } from 'vitest';
import { accessDeniedRedirect, lmsPath } from './accessDenied';

const courseId = 'course-v1:edX+Enterprise+2026';
const CONSENT =
  '/enterprise/grant_data_sharing_permissions?course_id=course-v1%3AedX%2BEnterprise%2B2026&next=http%3A%2F%2Flocalhost%3A2000%2Fcourse%2F&source=CoursewareAccess';
const redirect = (errorCode: string, developerMessage: string | null = null) =>
  accessDeniedRedirect({
    courseId,
    courseAccess: {
      hasAccess: false,
      errorCode,
      developerMessage,
      userMessage: null,
      additionalContextUserMessage: null,
    },
    start: null,
    page: 'tab',
    legacyPages: false,
    formatDate: () => '',
  });

describe('access-denied redirects of enterprise sites (issue 46)', () => {
  it('data_sharing_access_required → the LMS’s consent page, whose path developer_message holds', () => {
    expect(redirect('data_sharing_access_required', CONSENT)).toBe(
      `/redirect/consent?consentPath=${encodeURIComponent(CONSENT)}`,
    );
  });
  it.each([null, '', 'https://evil.example/consent', '//evil.example/consent', '/\\evil.example', 'consent'])(
    'data_sharing_access_required with %j (not a path on the LMS) → the access-denied page, which says why',
    (message) => {
      expect(redirect('data_sharing_access_required', message)).toBe(`/course/${courseId}/access-denied`);
    },
  );
  it('course_not_started_enterprise_learner → the learner portal', () => {
    expect(redirect('course_not_started_enterprise_learner')).toBe('/redirect/enterprise-learner-dashboard');
  });
  it('incorrect_active_enterprise → the access-denied page (with the way to switch enterprise)', () => {
    expect(redirect('incorrect_active_enterprise')).toBe(`/course/${courseId}/access-denied`);
  });
});

describe('a path on the LMS from an answer', () => {
  it('keeps a path with its query', () => {
    expect(lmsPath(CONSENT)).toBe(CONSENT);
    expect(lmsPath('/a/../b?x=1#y')).toBe('/b?x=1#y');
  });
  it.each([
    null,
    '',
    'relative/path',
    '//evil.example/x',
    '/\\evil.example/x',
    '/\t/evil.example',
    'javascript:alert(1)',
    'https://evil.example/x',
    '/with space',
  ])('refuses %j', (value) => {
    expect(lmsPath(value)).toBeNull();
  });
});
