import { describe, expect, it } from 'vitest';
import { accessDeniedRedirect } from './accessDenied';

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
  it('data_sharing_access_required → the redirect to the LMS’s consent page, with developer_message’s path', () => {
    expect(redirect('data_sharing_access_required', CONSENT)).toBe(
      `/redirect/consent/${courseId}?consentPath=${encodeURIComponent(CONSENT)}`,
    );
    expect(redirect('data_sharing_access_required')).toBe(`/redirect/consent/${courseId}?consentPath=`);
  });
  it('course_not_started_enterprise_learner → the learner portal', () => {
    expect(redirect('course_not_started_enterprise_learner')).toBe('/redirect/enterprise-learner-dashboard');
  });
  it('incorrect_active_enterprise → the access-denied page (with the way to switch enterprise)', () => {
    expect(redirect('incorrect_active_enterprise')).toBe(`/course/${courseId}/access-denied`);
  });
});
