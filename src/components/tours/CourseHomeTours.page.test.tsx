import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCourse } from '@test/mock-lms/courses';
import { setServerEra } from '@test/mock-lms/era';
import { addFault } from '@test/mock-lms/faults';
import { mockLmsSettled, recordRequests } from '@test/mock-lms/requests';
import { renderApp } from '@test/render';
import { laidOut } from '@test/tourAnchors';

/**
 * Course home's product tours on screen (issue 45), against the mock LMS's tour personas: the new learner's
 * welcome dialog and step-by-step tour, walked by keyboard; the existing learner's one step and "Launch
 * tour"; steps whose anchors the page does not lay out left out; no tours and no error when the LMS has
 * none; a failed PATCH that leaves the tour closed. jsdom lays nothing out: `laidOut` gives the tours'
 * anchors a box, as a browser would.
 */

const HOME = `/course/${demoCourse.id}/home`;
const T = { timeout: 8000 };
const WELCOME = 'Welcome to your edX course!';
const isTours = (url: URL) => url.pathname.startsWith('/api/user_tours/');

const hidden = new Set<string>();
beforeEach(() => laidOut(hidden));
afterEach(() => {
  hidden.clear();
  vi.restoreAllMocks();
  setServerEra('current');
});

const outline = () => screen.findByRole('heading', { level: 1, name: 'Demonstration Course' }, T);
const step = (name: string | RegExp) => screen.findByRole('dialog', { name }, T);
const launchButton = async () =>
  within(await screen.findByRole('region', { name: 'Course Tools' }, T)).findByRole(
    'button',
    { name: 'Launch tour' },
    T,
  );

describe('course home’s product tours', () => {
  it(
    'welcomes a new learner, whose tour of course home goes by keyboard from the outline to the goal and ends for good',
    { timeout: 40_000 },
    async () => {
      const calls = recordRequests(isTours);
      const events: { name: string; properties: unknown }[] = [];
      const { user } = await renderApp(HOME, {
        persona: 'new-learner',
        beforeRender: (platform) => {
          vi.spyOn(platform.analytics, 'sendTrackEvent').mockImplementation((name, properties) => {
            if (name.includes('tour')) events.push({ name, properties });
          });
        },
      });
      await outline();
      const welcome = await step(WELCOME);
      expect(welcome).toHaveAccessibleDescription(
        'Let’s take a quick tour of edX so you can get the most out of your course.',
      );
      await waitFor(() => expect(welcome).toContainElement(document.activeElement as HTMLElement));
      await user.click(within(welcome).getByRole('button', { name: 'Begin tour' }));

      const first = await step('Take the course!');
      expect(first).toHaveAccessibleDescription(
        'You can explore sections of the course using the outline below.',
      );
      expect(first).toHaveTextContent('Step 1 of 4');
      expect(within(first).getByRole('button', { name: 'Next' })).toHaveFocus();
      // Tab goes round the step's two buttons.
      await user.tab();
      expect(within(first).getByRole('button', { name: 'Dismiss' })).toHaveFocus();
      await user.tab();
      expect(within(first).getByRole('button', { name: 'Next' })).toHaveFocus();
      await user.keyboard('{Enter}');

      expect(await step('Keep on top of key dates')).toHaveTextContent('Step 2 of 4');
      await user.keyboard('{Enter}');
      expect(await step('Additional course resources')).toHaveTextContent('Step 3 of 4');
      await user.keyboard('{Enter}');
      const last = await step('Set a course goal');
      expect(last).toHaveTextContent('Step 4 of 4');
      expect(within(last).queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
      expect(within(last).getByRole('button', { name: 'Okay' })).toHaveFocus();
      await user.keyboard('{Enter}');

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await mockLmsSettled();
      // Finishing ends the course-home tour only: the courseware tour is still to come.
      expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
        { course_home_tour_status: 'no-tour' },
      ]);
      // Focus is not lost: it lands on the course's title.
      await waitFor(() =>
        expect(screen.getByRole('heading', { level: 1, name: 'Demonstration Course' })).toHaveFocus(),
      );
      // Upstream's analytics names, with the course and the learner's staff flag.
      expect(events).toEqual([
        {
          name: 'edx.ui.lms.new_user_tour.started',
          properties: { org_key: 'edX', courserun_key: demoCourse.id, is_staff: false },
        },
        {
          name: 'edx.ui.lms.new_user_tour.completed',
          properties: { org_key: 'edX', courserun_key: demoCourse.id, is_staff: false },
        },
      ]);
    },
  );

  it('skipping the welcome points at "Launch tour" once, and ends the course-home tour only', async () => {
    const calls = recordRequests(isTours);
    const { user } = await renderApp(HOME, { persona: 'new-learner' });
    await user.click(within(await step(WELCOME)).getByRole('button', { name: 'Skip for now' }));
    const lost = await step(/^Feeling lost\?/);
    expect(within(lost).queryByText(/Step/)).not.toBeInTheDocument();
    await user.click(within(lost).getByRole('button', { name: 'Okay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(async () => expect(await launchButton()).toHaveFocus());
    await mockLmsSettled();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { course_home_tour_status: 'no-tour' },
    ]);
  });

  it('Escape in the tour dismisses it: both tours end, and "Launch tour" is pointed out', async () => {
    const calls = recordRequests(isTours);
    const { user } = await renderApp(HOME, { persona: 'new-learner' });
    await user.click(within(await step(WELCOME)).getByRole('button', { name: 'Begin tour' }));
    await step('Take the course!');
    await user.keyboard('{Escape}');
    await step(/^Feeling lost\?/);
    await mockLmsSettled();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { course_home_tour_status: 'no-tour', show_courseware_tour: false },
    ]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('leaves out the steps whose anchors the page does not lay out', async () => {
    hidden.add('dates-widget');
    hidden.add('weekly-goal-card');
    const { user } = await renderApp(HOME, { persona: 'new-learner' });
    await user.click(within(await step(WELCOME)).getByRole('button', { name: 'Begin tour' }));
    expect(await step('Take the course!')).toHaveTextContent('Step 1 of 2');
    await user.keyboard('{Enter}');
    const tabs = await step('Additional course resources');
    expect(tabs).toHaveTextContent('Step 2 of 2');
    expect(within(tabs).getByRole('button', { name: 'Okay' })).toBeInTheDocument();
  });

  it(
    'points an existing learner at "Launch tour" once; the launched tour then writes nothing more',
    { timeout: 40_000 },
    async () => {
      const calls = recordRequests(isTours);
      const { user } = await renderApp(HOME, { persona: 'returning-learner' });
      const offer = await step(/^We’ve recently added a few new features/);
      await user.click(within(offer).getByRole('button', { name: 'Okay' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await mockLmsSettled();
      expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
        { course_home_tour_status: 'no-tour' },
      ]);

      const launch = await launchButton();
      await user.click(launch);
      await step('Take the course!');
      for (let at = 0; at < 3; at += 1) await user.keyboard('{Enter}');
      await user.click(within(await step('Set a course goal')).getByRole('button', { name: 'Okay' }));
      await waitFor(() => expect(launch).toHaveFocus());
      await mockLmsSettled();
      expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);
    },
  );

  it('offers "Launch tour" to a learner with no tour due, and shows nothing by itself', async () => {
    const calls = recordRequests(isTours);
    await renderApp(HOME, { persona: 'verified' });
    await outline();
    expect(await launchButton()).toBeVisible();
    await mockLmsSettled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'GET /api/user_tours/v1/verified_learner',
    ]);
  });

  it.each([401, 403, 404, 500])('shows no tours and no error when the record answers %i', async (status) => {
    addFault({ path: '/api/user_tours/v1/', status });
    await renderApp(HOME, { persona: 'new-learner' });
    await outline();
    await mockLmsSettled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Launch tour' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows no tours on the spec’s LMS, which has no such call', async () => {
    setServerEra('spec');
    await renderApp(HOME, { persona: 'new-learner' });
    await outline();
    await mockLmsSettled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Launch tour' })).not.toBeInTheDocument();
  });

  it('asks nothing for a visitor', async () => {
    const calls = recordRequests(isTours);
    await renderApp(HOME, { persona: null });
    await outline();
    await mockLmsSettled();
    expect(calls).toEqual([]);
  });

  it('keeps the welcome closed in this page when its PATCH fails, and says nothing', async () => {
    addFault({ path: '/api/user_tours/v1/new_learner', status: 500, method: 'PATCH' });
    const { user } = await renderApp(HOME, { persona: 'new-learner' });
    await user.click(within(await step(WELCOME)).getByRole('button', { name: 'Skip for now' }));
    await user.click(within(await step(/^Feeling lost\?/)).getByRole('button', { name: 'Okay' }));
    await mockLmsSettled();
    // To the dates tab and back: the record the page keeps says the tour has ended.
    await user.click(screen.getByRole('link', { name: 'Dates' }));
    await screen.findByRole('heading', { level: 1, name: 'Important dates' }, T);
    await user.click(screen.getByRole('link', { name: 'Course' }));
    await outline();
    await mockLmsSettled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
