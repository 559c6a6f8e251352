import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pinClock } from '@test/mock-lms/clock';
import { auditOnlyCourse, upgradeClosedCourse, upgradeCourse } from '@test/mock-lms/courses/upgrade';
import { mockLmsSettled } from '@test/mock-lms/requests';
import { resetState } from '@test/mock-lms/state';
import { renderApp } from '@test/render';

/** The mock LMS's clock (its Date header, so the app's server clock too), and its state from there. */
const NOW = Date.parse('2030-05-01T12:00:00Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
function pinServerClock() {
  pinClock(NOW);
  resetState();
}

const home = (courseId: string) => `/course/${courseId}/home`;

async function sidebarOf(title: string) {
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 8000 });
  return screen.getByRole('complementary', { name: /sidebar|course tools|course/i });
}

/** The upgrade card, found by its heading once its chunk has arrived. */
async function card(heading: string | RegExp) {
  const title = await screen.findByRole('heading', { level: 2, name: heading }, { timeout: 8000 });
  return title.closest('section')!;
}

describe('the outline’s upgrade card (spec §4)', () => {
  it('a week or more left: "Upgrade your course today", the expiry date and the four benefits', async () => {
    pinServerClock();
    await renderApp(home(upgradeCourse.id), { persona: 'audit-8-days' });
    const section = await card('Upgrade your course today');
    // 8 days and 10 minutes from 1 May, 12:00 UTC; the learner's zone is UTC.
    expect(within(section).getByText('Course access will expire May 9')).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem')).toHaveLength(4);
    expect(within(section).getByText(/to showcase on your resumé/)).toBeInTheDocument();
    expect(
      within(section).getByText(/to course content and materials, even after the course ends/),
    ).toBeVisible();
    const upgrade = within(section).getByRole('link', { name: /^Upgrade for/ });
    expect(upgrade).toHaveTextContent('Upgrade for $149');
    expect(upgrade).toHaveAttribute('href', expect.stringContaining('sku=UPGRADE149'));
    expect(section).not.toHaveTextContent(/null|undefined|NaN/);
  });

  it('with a first-time-learner discount: its percentage, countdown, code and discounted price', async () => {
    pinServerClock();
    await renderApp(home(upgradeCourse.id), { persona: 'audit-offer' });
    const section = await card('15% First-Time Learner Discount');
    // The offer ends 5 days and an hour after the clock.
    expect(within(section).getByText('5 days left')).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem')).toHaveLength(4);
    expect(within(section).getByText('Use code', { exact: false })).toHaveTextContent(
      'Use code EDXWELCOME at checkout',
    );
    const upgrade = within(section).getByRole('link', {
      name: /Original price: \$149.*Discounted price: \$126\.65/,
    });
    expect(upgrade).toHaveAttribute('href', expect.stringContaining('code=EDXWELCOME'));
    expect(within(upgrade).getByText('$149').tagName).toBe('DEL');
  });

  it.each([
    ['audit-3-days', '3 days left', 'May 4'],
    ['audit-5-hours', '5 hours left', 'May 1'],
    ['audit-20-minutes', 'Less than 1 hour left', 'May 1'],
  ])(
    'below 168 hours (%s): "Course Access Expiration", "%s" and the progress warning',
    async (persona, left, date) => {
      pinServerClock();
      await renderApp(home(upgradeCourse.id), { persona });
      const section = await card('Course Access Expiration');
      expect(within(section).getByText(left)).toBeInTheDocument();
      expect(section).toHaveTextContent(
        `You will lose all access to this course, including any progress, on ${date}.`,
      );
      expect(within(section).queryAllByRole('listitem')).toHaveLength(0);
      expect(within(section).getByRole('link', { name: 'Upgrade for $149' })).toBeInTheDocument();
    },
  );

  describe('while the page stays open (the server clock moves on)', () => {
    afterEach(() => vi.useRealTimers());

    it('counts down at each boundary and goes when access ends', async () => {
      // The device clock agrees with the mock LMS's: the server clock is NOW when the page opens.
      vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      pinServerClock();
      const { unmount } = await renderApp(home(upgradeCourse.id), { persona: 'audit-5-hours' });
      const section = await card('Course Access Expiration');
      expect(within(section).getByText('5 hours left')).toBeInTheDocument();

      // Ten minutes on, the next whole hour: "4 hours left", without reloading.
      await act(() => vi.advanceTimersByTimeAsync(10 * MINUTE + SECOND));
      expect(within(section).getByText('4 hours left')).toBeInTheDocument();
      for (const left of ['3 hours left', '2 hours left', '1 hour left', 'Less than 1 hour left']) {
        await act(() => vi.advanceTimersByTimeAsync(HOUR));
        expect(within(section).getByText(left)).toBeInTheDocument();
      }
      // Access ends: no card (nothing to upgrade to any more).
      await act(() => vi.advanceTimersByTimeAsync(HOUR));
      await waitFor(() =>
        expect(screen.queryByRole('heading', { name: 'Course Access Expiration' })).toBeNull(),
      );
      unmount();
    });
  });

  it('staff viewing as the audit learner see the learner’s card', async () => {
    pinServerClock();
    await renderApp(home(upgradeCourse.id), { persona: 'staff-as-audit' });
    const section = await card('Course Access Expiration');
    expect(within(section).getByText('4 days left')).toBeInTheDocument();
  });

  it.each([
    ['verified', upgradeCourse.id, 'Audit and Upgrade'],
    ['audit-deadline-passed', upgradeClosedCourse.id, 'Audit and Upgrade (upgrade closed)'],
    ['audit-no-verified', auditOnlyCourse.id, 'Audit Only'],
  ])('no card for %s', async (persona, courseId, title) => {
    pinServerClock();
    await renderApp(home(courseId), { persona });
    await sidebarOf(title);
    await mockLmsSettled();
    expect(screen.queryByRole('link', { name: /^Upgrade for/ })).not.toBeInTheDocument();
    expect(
      screen.queryByText(/First-Time Learner Discount|Upgrade your course today|Course Access Expiration/),
    ).toBeNull();
  });

  it('formats the price and the date for the active locale', async () => {
    pinServerClock();
    await renderApp(home(upgradeCourse.id), { persona: 'audit-8-days', locale: 'fr' });
    const section = await card('Upgrade your course today');
    expect(within(section).getByText('Course access will expire 9 mai')).toBeInTheDocument();
    // French puts the currency sign after the number, with a narrow no-break space.
    expect(within(section).getByRole('link', { name: /^Upgrade for/ })).toHaveTextContent(
      /Upgrade for 149\s\$/,
    );
  });

  it('sends the upsell event with Open edX’s link names, and the displayed event', async () => {
    pinServerClock();
    const track = vi.fn();
    const log = vi.fn();
    const { user } = await renderApp(home(upgradeCourse.id), {
      persona: 'audit-3-days',
      beforeRender: (platform) => {
        platform.analytics.sendTrackEvent = track;
        platform.analytics.sendTrackingLogEvent = log;
      },
    });
    const section = await card('Course Access Expiration');
    expect(log).toHaveBeenCalledWith('edx.bi.course.upgrade.sidebarupsell.displayed', {
      org_key: 'edX',
      courserun_key: upgradeCourse.id,
    });
    const link = within(section).getByRole('link', { name: 'Upgrade for $149' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(track).toHaveBeenCalledWith('edx.bi.ecommerce.upsell_links_clicked', {
      org_key: 'edX',
      courserun_key: upgradeCourse.id,
      linkCategory: 'green_upgrade',
      linkName: 'course_home_green',
      linkType: 'button',
      pageName: 'course_home',
    });
  });

  it('an analytics failure does not break the page', async () => {
    pinServerClock();
    const { user, logger } = await renderApp(home(upgradeCourse.id), {
      persona: 'audit-3-days',
      beforeRender: (platform) => {
        platform.analytics.sendTrackEvent = () => {
          throw new Error('segment down');
        };
        platform.analytics.sendTrackingLogEvent = () => {
          throw new Error('log down');
        };
      },
    });
    const section = await card('Course Access Expiration');
    const link = within(section).getByRole('link', { name: 'Upgrade for $149' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(screen.getByRole('heading', { name: 'Course Access Expiration' })).toBeInTheDocument();
    expect(logger.errors.join('\n')).toMatch(/segment down/);
  });
});
