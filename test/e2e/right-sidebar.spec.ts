import type { Page } from '@playwright/test';
import { DEMO, expect, expectNoAxeViolations, screenshots, test } from './fixtures';
import { expectNavigationUncovered, unitAreaWidth } from './sidebarLayout';

/**
 * The courseware's right sidebar (issue 37) in the browser, on the demo course: the upgrade panel and the
 * unit's discussions in context (the mock LMS's stand-in discussions app in a frame), one at a time, at
 * desktop and phone width, left-to-right and right-to-left.
 */
const block = (type: string, name: string) => `block-v1:edX+DemoX+Demo_Course+type@${type}+block@${name}`;
const at = (sequence: string, unit: string) =>
  `/course/${DEMO}/${block('sequential', sequence)}/${block('vertical', unit)}`;
const WELCOME_UNIT = block('vertical', 'demo_course_overview_unit_1');
const WELCOME = at('demo_course_overview', 'demo_course_overview_unit_1');
/** A unit without a topic in context. */
const ORIENTATION = at('course_orientation', 'course_orientation_unit_1');

const discussionsTrigger = (page: Page) => page.locator('.right-sidebar-trigger');
const notificationsTrigger = (page: Page) => page.locator('.notification-tray-toggle');
const tray = (page: Page) => page.getByRole('complementary', { name: 'Notifications' });
const discussionsFrame = (page: Page) => page.frameLocator('iframe.discussions-frame');

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 812 } } as const;

test.describe('the right sidebar', () => {
  test('one panel at a time: the upgrade panel, then the unit’s discussions in their frame', async ({
    page,
    mock,
  }) => {
    await mock.signIn('audit');
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/api\/(courseware\/sequence|discussion)\//.test(pathname)) calls.push(pathname);
    });
    await page.goto(WELCOME);
    await expect(page.locator('#unit-iframe')).toBeVisible();
    await expect(discussionsTrigger(page)).toBeVisible();
    // Today's layout opens no right panel by itself (decision 0023): the upgrade panel from its trigger.
    await expect(tray(page)).toHaveCount(0);
    await notificationsTrigger(page).click();
    await expect(tray(page)).toBeVisible();
    // The discussions' calls come after the sequence's, configuration first.
    expect(calls[0]).toMatch(/^\/api\/courseware\/sequence\//);
    expect(calls.filter((call) => call.startsWith('/api/discussion/'))).toEqual([
      `/api/discussion/v1/courses/${DEMO}`,
      `/api/discussion/v2/course_topics/${DEMO}`,
    ]);

    await discussionsTrigger(page).click();
    const panel = page.getByRole('complementary', { name: 'Discussions' });
    await expect(panel).toBeVisible();
    await expect(tray(page)).toHaveCount(0);
    await expect(discussionsTrigger(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(notificationsTrigger(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(discussionsFrame(page).locator('#path')).toHaveText(`Showing: category/${WELCOME_UNIT}`);
    // The app's own resize message (from its origin, from this frame) sizes the frame.
    await expect(page.locator('iframe.discussions-frame')).toHaveAttribute('style', /height: \d+px/);
    await expectNoAxeViolations(page);

    await notificationsTrigger(page).click();
    await expect(tray(page)).toBeVisible();
    await expect(panel).toHaveCount(0);

    // A unit without a topic in context has no discussions; the learner's last choice, the tray, stays.
    await page.goto(ORIENTATION);
    await expect(page.locator('#unit-iframe')).toBeVisible();
    await expect(tray(page)).toBeVisible();
    await expect(discussionsTrigger(page)).toHaveCount(0);
  });

  test('one panel at a time with the course outline too: the unit keeps 600 px at 1280 and its navigation stays uncovered', async ({
    page,
    mock,
  }) => {
    await mock.signIn('audit');
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(WELCOME);
    await expect(page.locator('#unit-iframe')).toBeVisible();
    const outline = page.getByRole('navigation', { name: 'Course outline' });
    // Today's layout (decision 0023): the outline by default, no right panel by itself.
    await expect(outline).toBeVisible();
    await expect(tray(page)).toHaveCount(0);
    expect(await unitAreaWidth(page)).toBeGreaterThanOrEqual(600);
    await expectNavigationUncovered(page);

    await notificationsTrigger(page).click();
    await expect(tray(page)).toBeVisible();
    await expect(outline).toHaveCount(0);
    expect(await unitAreaWidth(page)).toBeGreaterThanOrEqual(600);
    await expectNavigationUncovered(page);

    await discussionsTrigger(page).click();
    await expect(page.getByRole('complementary', { name: 'Discussions' })).toBeVisible();
    await expect(tray(page)).toHaveCount(0);
    await expect(outline).toHaveCount(0);
    expect(await unitAreaWidth(page)).toBeGreaterThanOrEqual(600);
    await expectNavigationUncovered(page);

    await page.locator('.outline-sidebar-trigger').click();
    await expect(outline).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Discussions' })).toHaveCount(0);
    expect(await unitAreaWidth(page)).toBeGreaterThanOrEqual(600);
    await expectNavigationUncovered(page);
  });

  test('at phone width nothing opens by itself, also after a panel was left open', async ({ page, mock }) => {
    await mock.signIn('audit');
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(WELCOME);
    await expect(page.locator('#unit-iframe')).toBeVisible();
    await expect(discussionsTrigger(page)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await notificationsTrigger(page).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await page.reload();
    await expect(discussionsTrigger(page)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await discussionsTrigger(page).click();
    const dialog = page.getByRole('dialog', { name: 'Discussions' });
    await expect(dialog).toBeVisible();
    await expect(discussionsFrame(page).locator('#path')).toHaveText(`Showing: category/${WELCOME_UNIT}`);
    await page.reload();
    await expect(discussionsTrigger(page)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('screenshots', async ({ page, mock }) => {
    test.setTimeout(180_000);
    await mock.signIn('audit');
    // Each picture starts as a first visit: the learner's choice of panel, kept for the course in local
    // storage (panels.ts), forgotten before the page's scripts run, so the last picture's panel does not
    // open by itself in the next.
    await page.addInitScript((key) => {
      // The page only: the unit's and the discussions' frames are the LMS's.
      if (window === window.top) window.localStorage.removeItem(key);
    }, `learning.sidebar.${DEMO}`);
    await screenshots(
      page,
      'right-sidebar-upgrade',
      WELCOME,
      async (p, phone) => {
        await expect(p.locator('#unit-iframe')).toBeVisible();
        await expect(discussionsTrigger(p)).toBeVisible();
        // Today's layout opens no right panel by itself (decision 0023): the tray from its trigger.
        const toggle = notificationsTrigger(p);
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        const panel = phone ? p.getByRole('dialog') : p.locator('aside.notification-tray');
        await expect(panel.locator('section.upgrade-card')).toBeVisible();
      },
      VIEWPORTS,
      { axe: true },
    );
    await screenshots(
      page,
      'right-sidebar-discussions',
      WELCOME,
      async (p) => {
        await expect(p.locator('#unit-iframe')).toBeVisible();
        await expect(discussionsTrigger(p)).toHaveAttribute('aria-expanded', 'false');
        await discussionsTrigger(p).click();
        await expect(discussionsTrigger(p)).toHaveAttribute('aria-expanded', 'true');
        await expect(discussionsFrame(p).locator('#path')).toBeVisible();
      },
      VIEWPORTS,
      { axe: true },
    );
  });
});
