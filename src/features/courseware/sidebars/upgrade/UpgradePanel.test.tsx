import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pinClock } from '@test/mock-lms/clock';
import { upgradeCourse } from '@test/mock-lms/courses/upgrade';
import { blockId } from '@test/mock-lms/courses/model';
import { mockLmsSettled } from '@test/mock-lms/requests';
import { resetState } from '@test/mock-lms/state';
import { renderApp } from '@test/render';
import { frameLoaded, setWindowWidth as windowWidth } from '@test/unitPage';
import { NOTIFICATION_SEEN_AFTER_MS, trayStorageKeys } from './notificationStatus';

const C = upgradeCourse.id;
const WELCOME = `/course/${C}/${blockId(upgradeCourse, 'sequential', 'welcome')}/${blockId(upgradeCourse, 'vertical', 'welcome_unit_1')}`;
const keys = trayStorageKeys(C);
const NOW = Date.parse('2030-05-01T12:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function pinServerClock() {
  pinClock(NOW);
  resetState();
}

afterEach(() => windowWidth(1024));

/** The unit has shown (its frame has loaded): the side panels come next. */
const unitShown = () => frameLoaded('Welcome to the course');
const toggle = (name: string | RegExp = /^Notifications/) => screen.getByRole('button', { name });
const tray = () => screen.findByRole('complementary', { name: 'Notifications' }, { timeout: 8000 });

// On a wide window the spec's layout: its tray rule opens the tray by itself (today's layout opens no right
// panel by itself: ../RightSidebar.page.test.tsx). At phone width the rules are the same in both layouts:
// the era's, today's.
describe('the courseware’s notification tray (spec §4)', () => {
  it('opens by default for an audit learner on a wide window, with the card and the unread dot', async () => {
    pinServerClock();
    await renderApp(WELCOME, { persona: 'audit-3-days', layout: 'spec' });
    await unitShown();
    const aside = await tray();
    expect(toggle('Notifications (new)')).toHaveAttribute('aria-expanded', 'true');
    const card = await within(aside).findByRole('heading', { level: 3, name: 'Course Access Expiration' });
    expect(card.closest('section')).toHaveTextContent('3 days left');
    expect(within(aside).getByRole('link', { name: 'Upgrade for $149' })).toBeInTheDocument();
    // The visit's state is stored as the last one seen, the status as active.
    expect(localStorage.getItem(keys.lastSeenState)).toBe('accessDaysLeft');
    expect(localStorage.getItem(keys.status)).toBe('active');
  });

  it('closes and opens again with its toggle; its upgrade button sends the in-course upsell names', async () => {
    pinServerClock();
    const track = vi.fn();
    const { user } = await renderApp(WELCOME, {
      persona: 'audit-offer',
      layout: 'spec',
      beforeRender: (platform) => {
        platform.analytics.sendTrackEvent = track;
      },
    });
    await unitShown();
    let aside = await tray();
    await within(aside).findByRole('heading', { name: '15% First-Time Learner Discount' });
    await user.click(within(aside).getByRole('button', { name: 'Close notification tray' }));
    expect(screen.queryByRole('complementary', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle());
    aside = await tray();
    const link = within(aside).getByRole('link', { name: /^Upgrade for/ });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(track).toHaveBeenCalledWith('edx.bi.ecommerce.upsell_links_clicked', {
      org_key: 'edX',
      courserun_key: C,
      linkCategory: 'green_upgrade',
      linkName: 'in_course_green',
      linkType: 'button',
      pageName: 'in_course',
    });
  });

  it('shows no dot once the learner has seen this state; a new state makes it unread again', async () => {
    pinServerClock();
    localStorage.setItem(keys.lastSeenState, 'accessDaysLeft');
    localStorage.setItem(keys.status, 'inactive');
    const first = await renderApp(WELCOME, { persona: 'audit-3-days', layout: 'spec' });
    await unitShown();
    await tray();
    expect(toggle()).toHaveAccessibleName('Notifications');
    first.unmount();

    // The countdown has moved on (hours now): the notification is new again.
    pinServerClock();
    await renderApp(WELCOME, { persona: 'audit-5-hours', layout: 'spec' });
    await unitShown();
    await tray();
    expect(toggle()).toHaveAccessibleName('Notifications (new)');
    expect(localStorage.getItem(keys.lastSeenState)).toBe('accessHoursLeft');
    expect(localStorage.getItem(keys.status)).toBe('active');
  });

  describe('while the page stays open (the server clock moves on)', () => {
    afterEach(() => vi.useRealTimers());

    it('counts down at each boundary; a new state (the last hour) makes the notification unread again', async () => {
      vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      pinServerClock();
      await renderApp(WELCOME, { persona: 'audit-5-hours', layout: 'spec' });
      await unitShown();
      const aside = await tray();
      expect(await within(aside).findByText('5 hours left')).toBeInTheDocument();
      // Seen once the tray has been open 3 seconds.
      await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_SEEN_AFTER_MS));
      expect(toggle()).toHaveAccessibleName('Notifications');

      // The next whole hour: "4 hours left"; the same state, so still seen.
      await act(() => vi.advanceTimersByTimeAsync(10 * MINUTE));
      expect(within(aside).getByText('4 hours left')).toBeInTheDocument();
      expect(toggle()).toHaveAccessibleName('Notifications');
      for (const left of ['3 hours left', '2 hours left', '1 hour left']) {
        await act(() => vi.advanceTimersByTimeAsync(HOUR));
        expect(within(aside).getByText(left)).toBeInTheDocument();
      }
      // Below 1 hour the card's state changes (accessLastHour): the dot comes back.
      await act(() => vi.advanceTimersByTimeAsync(HOUR));
      expect(within(aside).getByText('Less than 1 hour left')).toBeInTheDocument();
      expect(toggle()).toHaveAccessibleName('Notifications (new)');
      expect(localStorage.getItem(keys.lastSeenState)).toBe('accessLastHour');
      expect(localStorage.getItem(keys.status)).toBe('active');
    });
  });

  it('starts closed for a verified learner and, opened, has nothing new (no card)', async () => {
    pinServerClock();
    const { user } = await renderApp(WELCOME, { persona: 'verified', layout: 'spec' });
    await unitShown();
    await mockLmsSettled();
    expect(toggle('Notifications')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('complementary', { name: 'Notifications' })).not.toBeInTheDocument();
    await user.click(toggle());
    const aside = await tray();
    expect(within(aside).getByText('You have no new notifications at this time.')).toBeInTheDocument();
    expect(within(aside).queryByRole('link', { name: /^Upgrade for/ })).not.toBeInTheDocument();
  });

  describe('on a phone (not wider than the medium breakpoint)', () => {
    it('is a closed flyover for audit learners; "Back to course" closes it; its visibility is stored', async () => {
      windowWidth(375);
      pinServerClock();
      const { user } = await renderApp(WELCOME, { persona: 'audit-3-days' });
      await unitShown();
      expect(toggle()).toHaveAttribute('aria-expanded', 'false');
      await user.click(toggle());
      const flyover = await screen.findByRole('dialog', { name: 'Notifications' });
      expect(await within(flyover).findByText('3 days left')).toBeInTheDocument();
      expect(localStorage.getItem(keys.flyoverVisible)).toBe('true');
      await user.click(within(flyover).getByRole('button', { name: 'Back to course' }));
      expect(localStorage.getItem(keys.flyoverVisible)).toBe('false');
    });

    // Issue 37: this test pinned the old behaviour (a flyover left open reopened by itself on reload).
    it('never opens by itself on a later visit, even when the learner left it open', async () => {
      windowWidth(375);
      pinServerClock();
      localStorage.setItem(keys.flyoverVisible, 'true');
      await renderApp(WELCOME, { persona: 'audit-3-days' });
      await unitShown();
      await mockLmsSettled();
      expect(toggle()).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('is not offered to learners who are not auditing', async () => {
      windowWidth(375);
      pinServerClock();
      await renderApp(WELCOME, { persona: 'verified' });
      await unitShown();
      await mockLmsSettled();
      expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    });
  });
});
