import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, expectNoAxeViolations, LMS, screenshots, test } from './fixtures';

/**
 * The header's notifications bell (issue 45) in the browser, against the production build and the mock
 * LMS: it comes after the page's first content (its chunk and its count call after the unit's frame), opens
 * from the button, the keyboard or the address, lists an app's notifications ten at a time, marks them seen
 * and read, is absent where the LMS turns it off or has no notifications; desktop and phone, left-to-right
 * and right-to-left, with axe.
 */

const demo = (type: string, name: string) => `block-v1:edX+DemoX+Demo_Course+type@${type}+block@${name}`;
const UNIT = `/course/${DEMO}/${demo('sequential', 'basic_questions')}/${demo('vertical', 'basic_questions_unit_1')}`;
const DATES = `/course/${DEMO}/dates`;
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

const bell = (page: Page) => page.getByRole('button', { name: /^Notification bell icon/ });
const tray = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const panel = (page: Page) => tray(page).getByRole('tabpanel');
const links = (page: Page) => panel(page).locator('a.notification');

test.describe('the notifications bell', () => {
  test('loads after the unit’s frame: its code and its count come last, none of it in the first download', async ({
    page,
    mock,
  }) => {
    await mock.signIn('verified');
    await page.goto(UNIT);
    await expect(bell(page)).toHaveAccessibleName('Notification bell icon, 6 new');
    // The order as the page's own clock has it (Resource Timing): Playwright's events come from the page's
    // and the cross-origin frame's sessions, which a loaded machine delivers out of order.
    const timeline = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const find = (test: (path: string) => boolean) =>
        entries.find((entry) => test(new URL(entry.name).pathname)) ?? null;
      const times = (entry: PerformanceResourceTiming | null) =>
        entry && { start: entry.startTime, end: entry.responseEnd };
      return {
        sequence: times(find((path) => path.startsWith('/api/courseware/sequence/'))),
        frame: times(find((path) => path.startsWith('/xblock/'))),
        bellChunk: times(find((path) => /\/assets\/Notifications-[\w-]+\.js$/.test(path))),
        count: times(find((path) => path === '/api/notifications/count/')),
      };
    });
    const { sequence, frame, bellChunk, count } = timeline;
    expect(sequence, 'the sequence call').not.toBeNull();
    expect(frame, 'the unit frame').not.toBeNull();
    expect(bellChunk, 'the bell’s chunk').not.toBeNull();
    expect(count, 'the count call').not.toBeNull();
    expect(bellChunk!.start, 'the bell’s chunk asked after the unit frame’s answer').toBeGreaterThan(
      frame!.end,
    );
    expect(count!.start, 'the count asked once the bell’s chunk has come').toBeGreaterThan(bellChunk!.end);
    // The page's first download (index.html's preloads) names none of the bell's files.
    const html = await (await page.request.get('/')).text();
    expect(html).not.toMatch(/Notifications-/);
    // The badge: the unseen count, hidden from screen readers (the button's name says it).
    await expect(bell(page).locator('.notifications-badge')).toHaveText('6');
    await expect(page.getByRole('status').filter({ hasText: '6 new notifications' })).toHaveCount(1);
    // It arrives after the page has shown, so it may not make the header taller: no taller than the user
    // menu's button beside it (a taller bell pushed the whole page down as it came).
    const height = async (locator: Locator) => (await locator.boundingBox())?.height ?? Infinity;
    const userMenu = page.getByRole('button', { name: /^User menu/ });
    expect(await height(bell(page))).toBeLessThanOrEqual(await height(userMenu));
  });

  test('the keyboard alone: open, tabs, notifications, Escape back to the bell', async ({ page, mock }) => {
    await mock.signIn('verified');
    await page.goto(DATES);
    await expect(bell(page)).toBeVisible();
    await bell(page).focus();
    await page.keyboard.press('ArrowDown');
    await expect(bell(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(links(page)).toHaveCount(10);
    // Tab order: the bell, the tray's preferences link, the open tab, then its notifications.
    await page.keyboard.press('Tab');
    await expect(tray(page).getByRole('link', { name: /Notification preferences/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(tray(page).getByRole('tab', { selected: true })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    // Selected, its notifications are marked seen: its name loses "1 new" when the LMS has answered.
    await expect(tray(page).getByRole('tab', { name: /^Updates/ })).toBeFocused();
    await expect(tray(page).getByRole('tab', { name: /^Updates/ })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tray(page).getByRole('tab', { name: /^Discussion/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(panel(page).getByRole('button', { name: 'Mark all as read' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(links(page).first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links(page).nth(1)).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(tray(page)).toBeHidden();
    await expect(bell(page)).toBeFocused();
    await expect(bell(page)).toHaveAttribute('aria-expanded', 'false');
    // A click elsewhere closes it too, without moving focus there.
    await bell(page).click();
    await expect(tray(page)).toBeVisible();
    // Beside the page's content, away from the tray (which may cover the page's title on a narrow window).
    await page.mouse.click(8, 600);
    await expect(tray(page)).toBeHidden();
  });

  test('marks them seen and read: the count drops and stays down after a reload', async ({ page, mock }) => {
    await mock.signIn('verified');
    await page.goto(DATES);
    await bell(page).click();
    await expect(links(page)).toHaveCount(10);
    // Seen once listed: the discussions' four go from the count.
    await expect(bell(page)).toHaveAccessibleName('Notification bell icon, 2 new');
    // Opening one (in a new tab, as upstream) marks it read.
    const first = links(page).first();
    await expect(first).toContainText('Unread');
    const popup = page.waitForEvent('popup');
    await first.click();
    await (await popup).close();
    await expect(first).not.toContainText('Unread');
    await panel(page).getByRole('button', { name: 'Mark all as read' }).click();
    await expect(panel(page).getByText('Unread')).toHaveCount(0);

    await page.reload();
    await expect(bell(page)).toHaveAccessibleName('Notification bell icon, 2 new');
    await bell(page).click();
    await expect(links(page)).toHaveCount(10);
    await expect(panel(page).getByText('Unread')).toHaveCount(0);
  });

  test('ten at a time: "Load more notifications" until all are shown', async ({ page, mock }) => {
    await mock.signIn('verified');
    await page.goto(DATES);
    await bell(page).click();
    await expect(links(page)).toHaveCount(10);
    await panel(page).getByRole('button', { name: 'Load more notifications' }).click();
    await expect(links(page)).toHaveCount(20);
    await expect(links(page).nth(10)).toBeFocused();
    await panel(page).getByRole('button', { name: 'Load more notifications' }).click();
    await expect(links(page)).toHaveCount(23);
    await expect(panel(page)).toContainText('That’s all of your recent notifications!');
    await expect(panel(page)).toContainText('Notifications are automatically cleared after 60 days');
  });

  test('the address opens it on the app it names, on any page', async ({ page, mock }) => {
    await mock.signIn('verified');
    await page.goto(`${UNIT}?showNotifications=true&app=updates`);
    await expect(tray(page)).toBeVisible();
    await expect(tray(page).getByRole('tab', { name: /^Updates/ })).toHaveAttribute('aria-selected', 'true');
    await expect(links(page).first()).toContainText('Week 3 is now open');
  });

  test('a failed list says so and can be asked again; a failed count shows no bell', async ({
    page,
    mock,
  }) => {
    await mock.signIn('verified');
    await mock.fault({ method: 'GET', path: '^/api/notifications/$', status: 500, times: 2 });
    await page.goto(`${DATES}?showNotifications=true`);
    const alert = tray(page).getByRole('alert');
    await expect(alert).toContainText('Your notifications could not be loaded.');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(links(page)).toHaveCount(10);

    await mock.fault({ path: '/api/notifications/count/', status: 500, times: 2 });
    await page.goto(DATES);
    await expect(page.getByRole('heading', { level: 1, name: 'Important dates' })).toBeVisible();
    await page.waitForResponse((response) => response.url().endsWith('/api/notifications/count/'));
    await expect(bell(page)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('no bell where the LMS turns the tray off, on the spec’s LMS, or for a visitor', async ({
    page,
    mock,
  }) => {
    await mock.signIn('verified');
    await page.request.post(`${LMS}/__mock/notifications`, { data: { showTray: false } });
    const counted = page.waitForResponse((response) => response.url().endsWith('/api/notifications/count/'));
    await page.goto(DATES);
    expect((await (await counted).json()) as unknown).toMatchObject({ show_notifications_tray: false });
    await expect(page.getByRole('heading', { level: 1, name: 'Important dates' })).toBeVisible();
    await expect(bell(page)).toHaveCount(0);

    await page.request.post(`${LMS}/__mock/notifications`, { data: { showTray: true } });
    await mock.era('spec');
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/notifications/count/'));
    await page.goto(DATES);
    expect((await refused).status()).toBe(404);
    await expect(bell(page)).toHaveCount(0);
  });

  test('screenshots: the open tray at desktop and phone width, left-to-right and right-to-left', async ({
    page,
    mock,
  }) => {
    test.setTimeout(120_000);
    await mock.signIn('verified');
    await screenshots(
      page,
      'notifications-tray',
      `${DATES}?showNotifications=true`,
      // In either language (the right-to-left pictures are in Arabic): the tray by its place, not its name.
      async (p) => {
        const open = p.locator('section.notifications-tray');
        await expect(open).toBeVisible();
        await expect(open.getByRole('tabpanel').locator('a.notification')).toHaveCount(10);
        await expect(p.locator('button.notifications-bell')).toHaveAttribute('aria-expanded', 'true');
      },
      VIEWPORTS,
      { axe: true, resize: true },
    );
    await screenshots(
      page,
      'notifications-bell',
      UNIT,
      async (p) => {
        await expect(p.locator('#unit-iframe')).toBeVisible();
        await expect(p.locator('button.notifications-bell .notifications-badge')).toBeVisible();
      },
      { desktop: VIEWPORTS.desktop },
    );
  });
});
