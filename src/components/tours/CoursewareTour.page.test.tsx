import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCourse } from '@test/mock-lms/courses';
import { blockId } from '@test/mock-lms/courses/model';
import { mockLmsSettled, recordRequests } from '@test/mock-lms/requests';
import { renderApp } from '@test/render';
import { laidOut } from '@test/tourAnchors';
import { unitFrameLoaded } from '@test/unitFrame';

/**
 * The one-time courseware tour on screen (issue 45): after the unit's frame has loaded, one step below
 * Previous and Next beside the unit's title (today's layout, the screens' tests' default: decision 0023) or
 * below the unit tabs (the spec's layout); "Okay" ends it for good; it waits behind another modal dialog.
 */

const T = { timeout: 8000 };
const BASIC = blockId(demoCourse, 'sequential', 'basic_questions');
const unit = (n: number) => blockId(demoCourse, 'vertical', `basic_questions_unit_${n}`);
const UNIT_2 = `/course/${demoCourse.id}/${BASIC}/${unit(2)}`;
const SPEC_STEP =
  'The top bar within your course allows you to easily jump to different sections and shows you what’s coming up.';
const TODAY_STEP =
  'Use Previous and Next beside the unit’s title to move through the course, one unit at a time.';
const isTours = (url: URL) => url.pathname.startsWith('/api/user_tours/');

beforeEach(() => laidOut());
afterEach(() => {
  vi.restoreAllMocks();
  for (const fake of document.querySelectorAll('.fake-modal')) fake.remove();
});

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, T);

describe('the courseware tour', () => {
  it(
    'waits for the unit’s frame, points at Previous and Next beside the title once, and "Okay" ends it for good',
    { timeout: 40_000 },
    async () => {
      const calls = recordRequests(isTours);
      const { user } = await renderApp(UNIT_2, { persona: 'new-learner' });
      await heading('Numerical input');
      await mockLmsSettled();
      // Nothing is asked before the unit has shown.
      expect(calls).toEqual([]);
      await unitFrameLoaded();
      const tour = await screen.findByRole('dialog', { name: TODAY_STEP }, T);
      const okay = within(tour).getByRole('button', { name: 'Okay' });
      expect(okay).toHaveFocus();
      expect(within(tour).queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
      await user.click(okay);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await mockLmsSettled();
      expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
        'GET /api/user_tours/v1/new_learner',
        'PATCH /api/user_tours/v1/new_learner',
      ]);
      expect(calls[1]?.body).toEqual({ show_courseware_tour: false });

      // The next unit: no tour again.
      await user.click(
        within(screen.getByRole('navigation', { name: 'Unit navigation' })).getByRole('link', {
          name: 'Next',
        }),
      );
      await heading('Text input');
      await unitFrameLoaded();
      await mockLmsSettled();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
  );

  it('points at the unit tabs in the spec’s layout, with the spec’s words', async () => {
    // The spec's layout: its step points at its unit tabs (today's layout has none).
    const { user } = await renderApp(UNIT_2, { persona: 'new-learner', layout: 'spec' });
    await heading('Numerical input');
    expect(screen.getByRole('list', { name: 'Units of this sequence' })).toBeInTheDocument();
    await unitFrameLoaded();
    const tour = await screen.findByRole('dialog', { name: SPEC_STEP }, T);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(tour).not.toBeInTheDocument());
  });

  it('waits behind another modal dialog (a celebration), then shows', async () => {
    const fake = document.createElement('div');
    fake.className = 'fake-modal';
    fake.setAttribute('role', 'dialog');
    fake.setAttribute('aria-modal', 'true');
    document.body.append(fake);
    await renderApp(UNIT_2, { persona: 'new-learner' });
    await heading('Numerical input');
    await unitFrameLoaded();
    await mockLmsSettled();
    expect(screen.queryByRole('dialog', { name: TODAY_STEP })).not.toBeInTheDocument();
    fake.remove();
    expect(await screen.findByRole('dialog', { name: TODAY_STEP }, T)).toBeInTheDocument();
  });

  it('shows nothing to a learner whose record has no courseware tour', async () => {
    await renderApp(UNIT_2, { persona: 'returning-learner' });
    await heading('Numerical input');
    await unitFrameLoaded();
    await mockLmsSettled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
