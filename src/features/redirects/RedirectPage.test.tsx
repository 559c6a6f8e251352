import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@test/render';
import { lmsPath, redirectTarget } from './redirectTargets';

const LMS = 'http://localhost:18000';
const course = 'course-v1:edX+DemoX+Demo_Course';
const unit = 'block-v1:edX+DemoX+Demo_Course+type@vertical+block@lesson_1_unit_1';

describe('/redirect/* routes (spec §2)', () => {
  it.each([
    [`/redirect/courseware/${course}/unit/${unit}`, `${LMS}/courses/${course}/courseware/`],
    [`/redirect/course-home/${course}`, `${LMS}/courses/${course}/course/`],
    [`/redirect/survey/${course}`, `${LMS}/courses/${course}/survey`],
    ['/redirect/dashboard', `${LMS}/dashboard`],
    [
      '/redirect/dashboard?access_response_error=Access%20expired&x=1',
      `${LMS}/dashboard?access_response_error=Access%20expired&x=1`,
    ],
  ])('%s replaces the page with %s', async (path, target) => {
    const { navigation } = await renderApp(path);
    await waitFor(() => expect(navigation.calls).toEqual([{ type: 'replace', url: target }]));
    expect(screen.getByRole('link', { name: 'If nothing happens, follow this link.' })).toHaveAttribute(
      'href',
      target,
    );
  });

  const consent =
    '/enterprise/grant_data_sharing_permissions?course_id=x&next=http%3A%2F%2Flocalhost%3A2000%2F';
  it.each([
    [`/redirect/consent/${course}?consentPath=${encodeURIComponent(consent)}`, {}, `${LMS}${consent}`],
    // Not a path on the LMS: the course's access-denied page here, which says what the LMS said.
    [
      `/redirect/consent/${course}?consentPath=${encodeURIComponent('//evil.example/x')}`,
      {},
      `/course/${course}/access-denied`,
    ],
    [`/redirect/consent/${course}`, {}, `/course/${course}/access-denied`],
    [
      '/redirect/enterprise-learner-dashboard',
      { ENTERPRISE_LEARNER_PORTAL_URL: 'https://portal.example.com/acme' },
      'https://portal.example.com/acme',
    ],
    [
      '/redirect/enterprise-learner-dashboard',
      { ENTERPRISE_LEARNER_PORTAL_HOSTNAME: 'portal.example.com' },
      'https://portal.example.com',
    ],
    ['/redirect/enterprise-learner-dashboard', {}, `${LMS}/dashboard`],
  ])('enterprise sites (issue 46): %s with %j replaces the page with %s', async (path, config, target) => {
    const { navigation } = await renderApp(path, { config });
    await waitFor(() => expect(navigation.calls).toEqual([{ type: 'replace', url: target }]));
  });

  it.each([
    [null, null],
    ['', null],
    ['relative/path', null],
    ['//evil.example/x', null],
    ['/\\evil.example/x', null],
    ['/\t/evil.example', null],
    ['javascript:alert(1)', null],
    ['https://evil.example/x', null],
    ['/with space', null],
    ['/a/../b?x=1#y', '/b?x=1#y'],
  ])('reads %j as the consent page’s path on the LMS: %j', (value, path) => {
    expect(lmsPath(value)).toBe(path);
  });

  it('follows a unit’s legacy address only on the LMS or this app, and only over http(s)', () => {
    const route = (legacyUnitUrl: string) => ({
      kind: 'courseware-unit' as const,
      courseId: course,
      unitId: unit,
      legacyUnitUrl,
    });
    const fallback = `${LMS}/courses/${course}/courseware/`;
    const origins = [LMS, 'http://localhost:2000'];
    expect(redirectTarget(route('https://evil.test/phish'), LMS, origins)).toBe(fallback);
    expect(redirectTarget(route('javascript:alert(document.cookie)'), LMS, origins)).toBe(fallback);
    expect(redirectTarget(route('http://localhost:2000/course/x'), LMS, origins)).toBe(
      'http://localhost:2000/course/x',
    );
  });

  it('prefers the unit’s legacy address when it is known', () => {
    expect(
      redirectTarget(
        { kind: 'courseware-unit', courseId: course, unitId: unit, legacyUnitUrl: `${LMS}/legacy/${unit}` },
        LMS,
      ),
    ).toBe(`${LMS}/legacy/${unit}`);
  });

  it('shows the not-found page for other addresses', async () => {
    await renderApp('/redirect/elsewhere');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | edX'));
  });
});
