import { describe, expect, it } from 'vitest';
import { pageTitle } from '@/components/pageTitle';
import type { CourseAccess } from '@/lms/courseMetadata';
import { accessDeniedRedirect, type CoursePageKind } from '@/rules/accessDenied';
import { tabTarget } from './tabs';

const access = (
  errorCode: string | null,
  additionalContextUserMessage: string | null = null,
): CourseAccess => ({
  hasAccess: false,
  errorCode,
  developerMessage: null,
  userMessage: null,
  additionalContextUserMessage,
});
const courseId = 'course-v1:edX+DemoX+Demo_Course';
const redirect = (
  errorCode: string | null,
  page: CoursePageKind = 'tab',
  extra: { unitId?: string; message?: string; legacyPages?: boolean } = {},
) =>
  accessDeniedRedirect({
    courseId,
    courseAccess: access(errorCode, extra.message ?? null),
    start: '2031-01-15T00:00:00Z',
    unitId: extra.unitId,
    page,
    legacyPages: extra.legacyPages ?? true,
    formatDate: () => 'Jan 15, 2031',
  });

describe('access-denied redirects (spec §2)', () => {
  it('audit_expired → the dashboard with the access_response_error message', () => {
    expect(redirect('audit_expired', 'outline', { message: 'Access expired on Jun 1' })).toBe(
      '/redirect/dashboard?access_response_error=Access%20expired%20on%20Jun%201',
    );
  });
  it('course_not_started → the dashboard with the start date as notlive', () => {
    expect(redirect('course_not_started')).toBe('/redirect/dashboard?notlive=Jan%2015%2C%202031');
  });
  it('survey_required → the survey', () => {
    expect(redirect('survey_required')).toBe(`/redirect/survey/${courseId}`);
  });
  it('unfulfilled_milestones → the dashboard', () => {
    expect(redirect('unfulfilled_milestones')).toBe('/redirect/dashboard');
  });
  it('microfrontend_disabled → the legacy unit when a unit is known, else stay', () => {
    expect(
      redirect('microfrontend_disabled', 'courseware', { unitId: 'block-v1:x+type@vertical+block@u' }),
    ).toBe(`/redirect/courseware/${courseId}/unit/block-v1:x+type@vertical+block@u`);
    expect(redirect('microfrontend_disabled', 'courseware')).toBeNull();
  });
  it.each(['authentication_required', 'enrollment_required', 'something_new', null])(
    '%s → the legacy course home, unless already on the outline',
    (code) => {
      expect(redirect(code, 'tab')).toBe(`/redirect/course-home/${courseId}`);
      expect(redirect(code, 'courseware')).toBe(`/redirect/course-home/${courseId}`);
      expect(redirect(code, 'outline')).toBeNull();
    },
  );
  it.each(['authentication_required', 'enrollment_required', 'something_new', null])(
    '%s on today’s LMS (no legacy pages) → the course home here, never the legacy one that leads back',
    (code) => {
      expect(redirect(code, 'tab', { legacyPages: false })).toBe(`/course/${courseId}/home`);
      expect(redirect(code, 'courseware', { legacyPages: false })).toBe(`/course/${courseId}/home`);
      expect(redirect(code, 'outline', { legacyPages: false })).toBeNull();
    },
  );
  it('microfrontend_disabled on today’s LMS stays: its legacy courseware leads back here', () => {
    expect(
      redirect('microfrontend_disabled', 'courseware', {
        unitId: 'block-v1:x+type@vertical+block@u',
        legacyPages: false,
      }),
    ).toBeNull();
  });
});

describe('tab targets', () => {
  const tab = (url: string) => ({ slug: 's', title: 't', url });
  it('opens tabs of this app inside it', () => {
    expect(tabTarget(tab('http://localhost:2000/course/x/dates'), 'http://localhost:2000', '/')).toEqual({
      kind: 'app',
      path: '/course/x/dates',
    });
    expect(tabTarget(tab('https://a.org/learning/course/x/home'), 'https://a.org', '/learning/')).toEqual({
      kind: 'app',
      path: '/course/x/home',
    });
  });
  it('links every other tab to its address', () => {
    expect(tabTarget(tab('http://localhost:18000/courses/x/wiki'), 'http://localhost:2000', '/')).toEqual({
      kind: 'external',
      href: 'http://localhost:18000/courses/x/wiki',
    });
    expect(tabTarget(tab('https://a.org/other/course/x'), 'https://a.org', '/learning/').kind).toBe(
      'external',
    );
  });
  it('takes Tutor’s bare-host BASE_URL, and the page’s own host (Tutor dev serves on a port)', () => {
    expect(
      tabTarget(
        tab('https://apps.example.com/learning/course/x/dates'),
        'apps.example.com',
        '/learning/',
        null,
      ),
    ).toEqual({
      kind: 'app',
      path: '/course/x/dates',
    });
    expect(
      tabTarget(
        tab('http://apps.local.openedx.io:2000/learning/course/x/home?a=1'),
        'apps.local.openedx.io',
        '/learning/',
        'apps.local.openedx.io:2000',
      ),
    ).toEqual({ kind: 'app', path: '/course/x/home?a=1' });
    expect(
      tabTarget(tab('https://courses.example.com/learning/course/x'), 'apps.example.com', '/learning/', null)
        .kind,
    ).toBe('external');
    expect(
      tabTarget(tab('https://apps.example.com/learningx/course/x'), 'apps.example.com', '/learning/', null)
        .kind,
    ).toBe('external');
    expect(tabTarget(tab('/courses/x/wiki'), 'apps.example.com', '/', null).kind).toBe('external');
  });
});

describe('page titles', () => {
  it('joins the known parts and the site name with " | "', () => {
    expect(pageTitle(['Dates', 'Demonstration Course'], 'edX')).toBe('Dates | Demonstration Course | edX');
    expect(pageTitle(['Unit 1', 'Week 1', 'Course'], 'edX')).toBe('Unit 1 | Week 1 | Course | edX');
    expect(pageTitle([null, '', 'Course'], 'edX')).toBe('Course | edX');
  });
});
