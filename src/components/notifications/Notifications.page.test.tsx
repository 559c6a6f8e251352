import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import '@/components/plugin-slot/render';
import { PLUGIN_OPERATIONS } from '@/components/plugin-slot/types';
import { demoCourse } from '@test/mock-lms/courses';
import { lmsUrl } from '@test/mock-lms/env';
import { setServerEra } from '@test/mock-lms/era';
import { addFault } from '@test/mock-lms/faults';
import { mockLms } from '@test/mock-lms/node';
import { mockLmsSettled, recordRequests } from '@test/mock-lms/requests';
import { renderApp } from '@test/render';

/**
 * The header's notifications bell on a real page (the dates tab), through the app's providers, against the
 * mock LMS: after the page's own content, the count decides the bell; the tray lists an app's
 * notifications as text, ten at a time, marks them seen and read (shown at once, put back with a toast when
 * the LMS refuses), and opens from the address; a refused, failed or malformed count shows no bell.
 */

const C = demoCourse.id;
const DATES = `/course/${C}/dates`;
const isNotificationsCall = (url: URL) => url.pathname.startsWith('/api/notifications/');

afterEach(() => setServerEra('current'));

const bell = (name: RegExp | string = /^Notification bell icon/) =>
  screen.findByRole('button', { name }, { timeout: 8000 });
const tray = () => screen.getByRole('region', { name: 'Notifications' });
const pageShown = () =>
  screen.findByRole('heading', { level: 1, name: 'Important dates' }, { timeout: 8000 });

describe('the notifications bell', () => {
  it('comes after the page’s content, with the unseen count for screen readers and on its badge', async () => {
    const calls = recordRequests((url) => url.hostname === new URL(lmsUrl('/')).hostname);
    await renderApp(DATES, { persona: 'verified' });
    await pageShown();
    const button = await bell('Notification bell icon, 6 new');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(within(button).getByText('6')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('6 new notifications')).toBeInTheDocument();
    // The count was asked after every call of the page itself had been answered.
    const first = calls.findIndex((call) => isNotificationsCall(call.url));
    expect(calls[first]?.url.pathname).toBe('/api/notifications/count/');
    expect(calls.slice(0, first).map((call) => call.url.pathname)).toEqual(
      expect.arrayContaining([`/api/course_home/dates/${C}`]),
    );
    expect(calls.filter((call) => isNotificationsCall(call.url))).toHaveLength(1);
  });

  it('lists the open app’s notifications as text, and marks them seen: the count drops', async () => {
    const { user } = await renderApp(DATES, { persona: 'verified' });
    await user.click(await bell('Notification bell icon, 6 new'));
    const region = tray();
    expect(within(region).getByRole('heading', { level: 2, name: 'Notifications' })).toBeInTheDocument();
    const tabs = within(region).getAllByRole('tab');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const panel = within(region).getByRole('tabpanel', { name: /^Discussion/ });
    const first = await within(panel).findByRole('link', {
      name: /^Ana Torres responded to your post Why is 2/,
    });
    // The LMS's escaped title, as text: the characters, never markup.
    expect(first).toHaveTextContent('Why is 2 < 3 & 5 > 4 in the quiz?');
    expect(first.querySelector('strong')).toHaveTextContent('Ana Torres');
    expect(first.querySelector('img, script')).toBeNull();
    expect(first).toHaveAttribute('target', '_blank');
    expect(first).toHaveAccessibleName(/Demonstration Course 4 minutes ago Unread \(opens in a new tab\)$/);
    expect(within(panel).getByRole('heading', { level: 3, name: 'Last 24 hours' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { level: 3, name: 'Earlier' })).toBeInTheDocument();
    expect(within(panel).getAllByRole('link')).toHaveLength(10);
    // Seen: the discussions' count goes, the other apps' stay.
    expect(await bell('Notification bell icon, 2 new')).toBeInTheDocument();
    expect(tabs.map((tab) => tab.getAttribute('aria-label') ?? tab.textContent)).toEqual([
      'Discussion',
      'Updates, 1 new',
      'Grading, 1 new',
    ]);
  });

  it('loads ten more at a time, then says it has shown them all', async () => {
    const { user } = await renderApp(DATES, { persona: 'verified' });
    await user.click(await bell());
    const panel = () => within(tray()).getByRole('tabpanel');
    await within(panel()).findAllByRole('link');
    await user.click(within(panel()).getByRole('button', { name: 'Load more notifications' }));
    await waitFor(() => expect(within(panel()).getAllByRole('link')).toHaveLength(20));
    // Focus goes to the first notification the button brought.
    expect(document.activeElement).toBe(within(panel()).getAllByRole('link')[10]);
    await user.click(within(panel()).getByRole('button', { name: 'Load more notifications' }));
    await waitFor(() => expect(within(panel()).getAllByRole('link')).toHaveLength(23));
    expect(within(panel()).getByText('That’s all of your recent notifications!')).toBeInTheDocument();
    expect(
      within(panel()).getByText('Notifications are automatically cleared after 60 days'),
    ).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: 'Load more notifications' })).toBeNull();
  });

  it('marks one read when it is opened, and all of an app as read', async () => {
    const writes = recordRequests((url, method) => isNotificationsCall(url) && method === 'PATCH');
    const { user } = await renderApp(DATES, { persona: 'verified' });
    await user.click(await bell());
    const region = tray();
    await user.click(within(region).getByRole('tab', { name: /^Updates/ }));
    const panel = within(region).getByRole('tabpanel', { name: /^Updates/ });
    const week3 = await within(panel).findByRole('link', { name: /Week 3 is now open/ });
    expect(week3).toHaveAccessibleName(/Unread/);
    await user.click(week3);
    await waitFor(() => expect(week3).not.toHaveAccessibleName(/Unread/));
    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(within(panel).queryAllByText('Unread')).toHaveLength(0));
    expect(writes.map((write) => write.body)).toEqual([{ notification_id: 1023 }, { app_name: 'updates' }]);
  });

  it('puts a notification back unread and says so when the LMS does not take it', async () => {
    const { user } = await renderApp(DATES, { persona: 'verified' });
    addFault({ method: 'PATCH', path: '/api/notifications/read/', status: 500 });
    await user.click(await bell());
    const panel = within(tray()).getByRole('tabpanel');
    await user.click(await within(panel).findByRole('button', { name: 'Mark all as read' }));
    expect(
      await screen.findByText('Your change could not be saved, so it was undone. Please try again.'),
    ).toBeInTheDocument();
    expect(within(panel).getAllByText('Unread').length).toBeGreaterThan(0);
  });

  it('gives the unseen count back when marking them seen fails', async () => {
    const puts = recordRequests((url, method) => isNotificationsCall(url) && method === 'PUT');
    const { user } = await renderApp(DATES, { persona: 'verified' });
    addFault({ method: 'PUT', path: '/api/notifications/mark-seen/', status: 503 });
    await user.click(await bell('Notification bell icon, 6 new'));
    await within(within(tray()).getByRole('tabpanel')).findAllByRole('link');
    await waitFor(() =>
      expect(puts.map((put) => put.url.pathname)).toEqual(['/api/notifications/mark-seen/discussion/']),
    );
    expect(await bell('Notification bell icon, 6 new')).toHaveAttribute('aria-expanded', 'true');
    expect(within(tray()).getByRole('tab', { name: 'Discussion, 4 new' })).toBeInTheDocument();
    // Asked once: a refusal is not asked again while the tray shows the app.
    expect(puts).toHaveLength(1);
  });

  it('says the list could not be loaded, with a way to try again', async () => {
    const { user } = await renderApp(DATES, { persona: 'verified' });
    addFault({ method: 'GET', path: '^/api/notifications/$', status: 500, times: 2 });
    await user.click(await bell());
    const alert = await within(tray()).findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent('Your notifications could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(within(tray()).getByRole('tabpanel')).findAllByRole('link')).toHaveLength(10);
  });

  it('opens from the address on the app it names', async () => {
    await renderApp(`${DATES}?showNotifications=true&app=grading`, { persona: 'verified' });
    await bell();
    expect(screen.getByRole('button', { name: /^Notification bell icon/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(tray()).getByRole('tab', { name: /^Grading/ })).toHaveAttribute('aria-selected', 'true');
    expect(await within(tray()).findByRole('link', { name: /Essay: a city you know/ })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back; the arrow keys move between tabs and notifications', async () => {
    const { user } = await renderApp(DATES, { persona: 'verified' });
    const button = await bell();
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName(/Notification preferences/);
    await user.tab();
    expect(document.activeElement).toHaveAttribute('role', 'tab');
    await user.keyboard('{ArrowRight}');
    // Selected, the tab's notifications are marked seen: "1 new" goes when the LMS has answered.
    expect(document.activeElement).toHaveAccessibleName(/^Updates/);
    expect(document.activeElement).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(document.activeElement).toHaveAccessibleName(/^Grading/);
    const links = await within(tray()).findAllByRole('link', { name: /assessment/ });
    links[0]?.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(links[1]);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(button);
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });

  it('shows no bell when the LMS turns the tray off, refuses, fails, answers malformed, or is the spec’s', async () => {
    for (const setup of [
      () =>
        mockLms.use(
          http.get(lmsUrl('/api/notifications/count/'), () =>
            HttpResponse.json({
              show_notifications_tray: false,
              count: 3,
              count_by_app_name: { discussion: 3 },
            }),
          ),
        ),
      () => addFault({ path: '/api/notifications/count/', status: 403 }),
      () => addFault({ path: '/api/notifications/count/', status: 500, times: 2 }),
      () => addFault({ path: '/api/notifications/count/', body: 'wrong-shape' }),
      () => setServerEra('spec'),
    ]) {
      setup();
      const calls = recordRequests(isNotificationsCall);
      const { logger, unmount } = await renderApp(DATES, { persona: 'verified' });
      await pageShown();
      await waitFor(() => expect(calls.length).toBeGreaterThan(0), { timeout: 8000 });
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: /^Notification bell icon/ })).toBeNull(),
      );
      expect(screen.queryByRole('alert')).toBeNull();
      expect(logger.errors.filter((error) => !/Malformed LMS answer/.test(error))).toEqual([]);
      unmount();
      mockLms.resetHandlers();
      setServerEra('current');
    }
  });

  it('is not there for a visitor', async () => {
    const calls = recordRequests(isNotificationsCall);
    await renderApp(`/course/${C}/home`, { persona: null });
    await screen.findByRole('link', { name: 'Sign in' }, { timeout: 8000 });
    expect(screen.queryByRole('button', { name: /^Notification bell icon/ })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('is the default content of the header’s notifications slot: a site may wrap it, or hide it and its calls', async () => {
    const SLOT = 'org.openedx.frontend.layout.header_notifications_tray.v1';
    const wrapped = await renderApp(DATES, {
      persona: 'verified',
      config: {
        pluginSlots: {
          [SLOT]: {
            keepDefault: true,
            plugins: [
              {
                op: PLUGIN_OPERATIONS.Wrap,
                widgetId: 'default_contents',
                wrapper: ({ component }: { component: ReactNode }) => (
                  <span data-testid="site-wrap">{component}</span>
                ),
              },
            ],
          },
        },
      },
    });
    expect(screen.getByTestId('site-wrap')).toContainElement(await bell('Notification bell icon, 6 new'));
    wrapped.unmount();

    const calls = recordRequests(isNotificationsCall);
    await renderApp(DATES, {
      persona: 'verified',
      config: {
        pluginSlots: {
          [SLOT]: {
            keepDefault: true,
            plugins: [{ op: PLUGIN_OPERATIONS.Hide, widgetId: 'default_contents' }],
          },
        },
      },
    });
    await pageShown();
    await mockLmsSettled();
    expect(screen.queryByRole('button', { name: /^Notification bell icon/ })).toBeNull();
    expect(calls).toEqual([]);
  });
});
