import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  activeEnterpriseCourse,
  consentCourse,
  enterpriseNotStartedCourse,
} from '@test/mock-lms/courses/enterprise';
import { enterpriseState } from '@test/mock-lms/enterpriseState';
import { lmsUrl } from '@test/mock-lms/env';
import { uc } from '@test/mock-lms/state';
import { renderApp } from '@test/render';

/**
 * The enterprise access codes of today's LMS (issue 46) through the real providers and the mock LMS's
 * "Enterprise:" courses and enterprise learner: the consent page, the learner portal, and the access-denied
 * page with the way to switch enterprise. The redirects' rule: src/rules/accessDenied.test.ts.
 */
const slow = { timeout: 8000 };
const LEARNER = 'enterprise_learner';

describe('an enterprise’s learner', () => {
  it('goes to the LMS’s data-sharing consent page, as the access code’s developer_message names it', async () => {
    const { navigation } = await renderApp(`/course/${consentCourse.id}/home`, { persona: 'enterprise' });
    await waitFor(() => expect(navigation.calls).toHaveLength(1), slow);
    const target = new URL(navigation.calls[0]?.url ?? '');
    expect(`${target.origin}${target.pathname}`).toBe(lmsUrl('/enterprise/grant_data_sharing_permissions'));
    expect(target.searchParams.get('course_id')).toBe(consentCourse.id);
    expect(navigation.calls[0]!.type).toBe('replace');
  });

  it('sees the course once they have consented', async () => {
    enterpriseState().consented.add(uc(LEARNER, consentCourse.id));
    const { navigation } = await renderApp(`/course/${consentCourse.id}/home`, { persona: 'enterprise' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enterprise: Data Sharing Consent' }, slow),
    ).toBeVisible();
    expect(navigation.calls).toEqual([]);
  });

  it('goes to the learner portal when the course has not started', async () => {
    const portal = 'https://portal.example.com/acme';
    const { navigation } = await renderApp(`/course/${enterpriseNotStartedCourse.id}/dates`, {
      persona: 'enterprise',
      config: { ENTERPRISE_LEARNER_PORTAL_URL: portal },
    });
    await waitFor(() => expect(navigation.calls).toEqual([{ type: 'replace', url: portal }]), slow);
  });

  it('signed in as another enterprise, gets the access-denied page with the LMS’s reason and the way to switch', async () => {
    const { location } = await renderApp(`/course/${activeEnterpriseCourse.id}/home`, {
      persona: 'enterprise',
    });
    await waitFor(
      () => expect(location().pathname).toBe(`/course/${activeEnterpriseCourse.id}/access-denied`),
      slow,
    );
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this course' }, slow),
    ).toBeVisible();
    expect(
      screen.getByText(/However, you are currently logged in as a 'Globex Learning' user\./),
    ).toBeInTheDocument();
    const change = await screen.findByRole('link', { name: 'change enterprise now' });
    const home = `${window.location.origin}/course/${activeEnterpriseCourse.id}/home`;
    expect(change).toHaveAttribute(
      'href',
      lmsUrl(`/enterprise/select/active/?success_url=${encodeURIComponent(home)}`),
    );
  });

  it('gets the course home there once the active enterprise is the course’s', async () => {
    enterpriseState().active.set(LEARNER, 'Acme Corporation');
    const { location } = await renderApp(`/course/${activeEnterpriseCourse.id}/access-denied`, {
      persona: 'enterprise',
    });
    await waitFor(() => expect(location().pathname).toBe(`/course/${activeEnterpriseCourse.id}/home`), slow);
  });

  it('without the reason’s code, the access-denied page offers no enterprise switch', async () => {
    await renderApp(`/course/${consentCourse.id}/access-denied`, { persona: 'unenrolled' });
    await screen.findByRole('heading', { name: 'You do not have access to this course' }, slow);
    expect(screen.queryByRole('link', { name: 'change enterprise now' })).not.toBeInTheDocument();
  });
});
