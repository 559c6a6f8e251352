import type { Page } from '@playwright/test';
import { DEMO, expect, expectNoAxeViolations, LARGE, screenshots, test } from './fixtures';

/**
 * The course-outline sidebar (issue 37) in the browser: beside the sequence on the inline-start side at
 * desktop width, a full-screen dialog from its trigger at phone width; left-to-right and right-to-left,
 * with axe scans and screenshots; the learner's choice kept across visits; the keyboard alone.
 */

const HIDDEN = 'course-v1:edX+HiddenX+2026';
const demo = (type: string, name: string) => `block-v1:edX+DemoX+Demo_Course+type@${type}+block@${name}`;
const hidden = (type: string, name: string) => `block-v1:edX+HiddenX+2026+type@${type}+block@${name}`;
const DEMO_UNIT = `/course/${DEMO}/${demo('sequential', 'basic_questions')}/${demo('vertical', 'basic_questions_unit_2')}`;
const HIDDEN_UNIT = `/course/${HIDDEN}/${hidden('sequential', 'lesson_1')}/${hidden('vertical', 'lesson_1_unit_2')}`;

const sidebar = (page: Page) => page.locator('nav.outline-sidebar');
const current = (page: Page) => sidebar(page).locator('[aria-current="page"]');
const trigger = (page: Page) => page.locator('.outline-sidebar-trigger');

test.describe('the course-outline sidebar', () => {
  test('desktop and phone, left-to-right and right-to-left: screenshots and axe', async ({ page, mock }) => {
    await mock.signIn('verified');
    await screenshots(
      page,
      'outline-sidebar',
      DEMO_UNIT,
      async (p, phone) => {
        await expect(p.locator('#unit-iframe')).toBeVisible({ timeout: 15_000 });
        // Today's layout opens the outline at desktop width; resized to a phone's, it stays open, as a dialog.
        if (phone && !(await p.getByRole('dialog').isVisible())) await trigger(p).click();
        if (phone) await expect(p.getByRole('dialog')).toBeVisible();
        await expect(current(p)).toBeVisible({ timeout: 15_000 });
      },
      undefined,
      // Loaded at each width: the outline open beside a desktop unit stays open when the window narrows,
      // full screen, where a phone's first visit opens nothing by itself (not the same screen).
      { axe: true },
    );
  });

  test('opens by itself beside the sequence, on the inline-start side, mirrored in right-to-left', async ({
    page,
    mock,
  }) => {
    await mock.signIn('verified');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(DEMO_UNIT);
    await expect(current(page)).toBeVisible({ timeout: 15_000 });
    const side = await sidebar(page).boundingBox();
    const area = await page.locator('.sequence-column').boundingBox();
    expect(side!.x + side!.width).toBeLessThanOrEqual(area!.x);

    await mock.language('ar');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(current(page)).toBeVisible({ timeout: 15_000 });
    const sideRtl = await sidebar(page).boundingBox();
    const areaRtl = await page.locator('.sequence-column').boundingBox();
    expect(sideRtl!.x).toBeGreaterThanOrEqual(areaRtl!.x + areaRtl!.width);
  });

  test('shows locks and counts, leaves hidden blocks out; the closed choice is kept', async ({
    page,
    mock,
  }) => {
    await mock.signIn('verified');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(HIDDEN_UNIT);
    const nav = page.getByRole('navigation', { name: 'Course outline' });
    await expect(nav.getByRole('link', { name: /^Lecture/ })).toHaveAttribute('aria-current', 'page', {
      timeout: 15_000,
    });
    await expect(nav.getByText('Bonus material')).toHaveCount(0);
    await nav.getByRole('button', { name: /Week 2/ }).click();
    await expect(nav.getByRole('link', { name: /Wrap-up/ })).toContainText('Locked');

    // Closed with the keyboard: the trigger takes its place and the focus, and stays after a reload.
    await nav.getByRole('button', { name: 'Toggle course outline tray' }).focus();
    await page.keyboard.press('Enter');
    await expect(nav).toHaveCount(0);
    await expect(trigger(page)).toBeFocused();
    await page.reload();
    await expect(page.locator('#unit-iframe')).toBeVisible({ timeout: 15_000 });
    await expect(trigger(page)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('navigation', { name: 'Course outline' })).toHaveCount(0);
    await trigger(page).click();
    await expect(page.getByRole('navigation', { name: 'Course outline' })).toBeVisible();
  });

  test('at phone width never opens by itself; the dialog closes on Escape and gives the focus back', async ({
    page,
    mock,
  }) => {
    await mock.signIn('verified');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(HIDDEN_UNIT);
    await expect(trigger(page)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await trigger(page).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Course outline' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[aria-current="page"]')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(trigger(page)).toBeFocused();

    // A unit chosen in the panel: the page goes there and the panel closes.
    await trigger(page).click();
    await dialog.getByRole('link', { name: /^Reading/ }).click();
    await expect(page).toHaveURL(new RegExp(`lesson_1_unit_1$`));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.reload();
    await expect(trigger(page)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('at phone width it is full screen, its list scrolls on its own, and it stays open as the page scrolls', async ({
    page,
    mock,
  }) => {
    await mock.signIn('verified');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(
      `/course/${LARGE}/block-v1:edX+Large+2025+type@sequential+block@s1_q1/block-v1:edX+Large+2025+type@vertical+block@s1_q1_u1`,
    );
    await trigger(page).click();
    const dialog = page.getByRole('dialog', { name: 'Course outline' });
    await expect(dialog.locator('[aria-current="page"]')).toBeVisible();
    // Once its slide-in has ended (mid-animation it is a fraction of a pixel off), to the pixel.
    await dialog.evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    const box = await dialog.locator('nav.outline-sidebar').boundingBox();
    const panel =
      box && Object.fromEntries(Object.entries(box).map(([key, value]) => [key, Math.round(value)]));
    expect(panel).toEqual({ x: 0, y: 0, width: 390, height: 844 });

    // Thirty sections: the list scrolls under its heading, the page behind stays where it was.
    const list = dialog.locator('.outline-sidebar-scroll');
    const pageScroll = await page.evaluate(() => window.scrollY);
    await list.hover();
    await page.mouse.wheel(0, 800);
    await expect.poll(() => list.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll);
    await expect(dialog.getByRole('heading', { name: 'Course outline' })).toBeInViewport();

    // The page scrolled under it, and a shorter window (a phone's address bar coming back): still open.
    await page.evaluate(() => {
      window.scrollTo(0, 600);
      window.dispatchEvent(new Event('scroll'));
    });
    await page.setViewportSize({ width: 390, height: 700 });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Course outline' })).toBeInViewport();
  });

  test('on the spec’s LMS (no navigation call) it is built from the blocks', async ({ page, mock }) => {
    await mock.era('spec');
    await mock.signIn('verified');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(HIDDEN_UNIT);
    const nav = page.getByRole('navigation', { name: 'Course outline' });
    await expect(nav.getByRole('link', { name: /^Lecture/ })).toHaveAttribute('aria-current', 'page', {
      timeout: 15_000,
    });
    await expectNoAxeViolations(page);
  });
});
