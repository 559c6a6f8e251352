import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { flyoverVisibleKey } from '@/components/upgrade/flyover';
import { pinClock } from '@test/mock-lms/clock';
import { upgradeClosedCourse, upgradeCourse } from '@test/mock-lms/courses/upgrade';
import { mockLmsSettled } from '@test/mock-lms/requests';
import { resetState } from '@test/mock-lms/state';
import { renderApp } from '@test/render';

const home = (courseId: string) => `/course/${courseId}/home`;

function pinServerClock() {
  pinClock(Date.parse('2030-05-01T12:00:00Z'));
  resetState();
}

function windowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

afterEach(() => windowWidth(1024));

const outlineHeading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 8000 });
const toggle = () => screen.queryByRole('button', { name: 'Notifications' });

describe('the outline’s mobile flyover (spec §2 "Course home", §5)', () => {
  it('on a phone, audit learners open it from "Notifications": the card, then "Back to course"', async () => {
    windowWidth(375);
    pinServerClock();
    const { user } = await renderApp(home(upgradeCourse.id), { persona: 'audit-3-days' });
    await outlineHeading('Audit and Upgrade');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(toggle()!);
    const flyover = await screen.findByRole('dialog', { name: 'Notifications' }, { timeout: 8000 });
    const card = await within(flyover).findByRole(
      'heading',
      { level: 3, name: 'Course Access Expiration' },
      { timeout: 8000 },
    );
    expect(card.closest('section')).toHaveTextContent('3 days left');
    expect(within(flyover).getByRole('link', { name: 'Upgrade for $149' })).toBeInTheDocument();
    // Its visibility is stored, with the courseware's.
    expect(localStorage.getItem(flyoverVisibleKey(upgradeCourse.id))).toBe('true');

    await user.click(within(flyover).getByRole('button', { name: 'Back to course' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem(flyoverVisibleKey(upgradeCourse.id))).toBe('false');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  // Issue 37: this test pinned the old behaviour (a flyover left open reopened by itself on reload).
  it('never opens by itself on a later visit, even when the learner left it open here or in the courseware', async () => {
    windowWidth(375);
    pinServerClock();
    localStorage.setItem(flyoverVisibleKey(upgradeCourse.id), 'true');
    await renderApp(home(upgradeCourse.id), { persona: 'audit-8-days' });
    await outlineHeading('Audit and Upgrade');
    await mockLmsSettled();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not offered on wider windows (the card is in the sidebar), even when left open', async () => {
    windowWidth(1024);
    pinServerClock();
    localStorage.setItem(flyoverVisibleKey(upgradeCourse.id), 'true');
    await renderApp(home(upgradeCourse.id), { persona: 'audit-3-days' });
    await outlineHeading('Audit and Upgrade');
    await screen.findByRole('heading', { level: 2, name: 'Course Access Expiration' }, { timeout: 8000 });
    expect(toggle()).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['verified', upgradeCourse.id, 'Audit and Upgrade'],
    ['audit-deadline-passed', upgradeClosedCourse.id, 'Audit and Upgrade (upgrade closed)'],
  ])(
    'is not offered to %s (not auditing, or past the upgrade deadline)',
    async (persona, courseId, title) => {
      windowWidth(375);
      pinServerClock();
      await renderApp(home(courseId), { persona });
      await outlineHeading(title);
      await mockLmsSettled();
      expect(toggle()).not.toBeInTheDocument();
    },
  );
});
