import type { Page } from '@playwright/test';
import { DEMO, expect, test } from './fixtures';
import { TOP_NAVIGATION, topNext, unitContent } from './unitNavigation';

/**
 * The unit frame's messages of issue 46 in the browser, against the mock LMS's unit pages (from the LMS
 * origin, as the real ones): a video's auto-advance and full screen, the frame told where it is on the
 * page, and `?jumpToId=` reaching the frame, with the next unit's frame still started at the click.
 */
const demo = (type: string, name: string) => `block-v1:edX+DemoX+Demo_Course+type@${type}+block@${name}`;
const escape = (text: string) => text.replace(/[+]/g, '\\+');
const path = (sequence: string, unit: string) =>
  `/course/${DEMO}/${demo('sequential', sequence)}/${demo('vertical', unit)}`;
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** The unit frame's own window (the LMS origin), to send what the unit's content would. */
async function unitWindow(page: Page) {
  const frame = await (await page.locator('#unit-iframe').elementHandle()).contentFrame();
  if (!frame) throw new Error('no unit frame');
  return frame;
}

/**
 * Messages are read in order: once a later resize from the same frame has been applied, every message the
 * frame sent before it has been read too (so "nothing happened" needs no wait).
 */
async function afterAllRead(page: Page) {
  const frame = page.locator('#unit-iframe');
  const height = Number(await frame.getAttribute('height')) + 7;
  await (
    await unitWindow(page)
  ).evaluate((h) => {
    window.parent.postMessage({ type: 'plugin.resize', payload: { height: h } }, '*');
  }, height);
  await expect(frame).toHaveAttribute('height', String(height));
}

test.describe('the unit frame’s messages', () => {
  test('a video’s end moves to the next unit, but not past the last unit of the course', async ({
    page,
    mock,
  }) => {
    await mock.signIn('verified');
    await page.goto(path('lesson_1', 'lesson_1_unit_1'));
    await expect(heading(page, 'Getting started')).toBeVisible();
    await expect(unitContent(page)).toHaveAttribute('data-visibility-count', /\d/);
    await page.frameLocator('#unit-iframe').getByRole('button', { name: 'Play to the end' }).click();
    await expect(page).toHaveURL(new RegExp(`${escape(path('lesson_1', 'lesson_1_unit_2'))}$`));
    await expect(heading(page, 'Check your understanding')).toBeVisible();

    // The last unit: Next leads to the course end, a video's end does not.
    const last = path('graded_simulations', 'graded_simulations_unit_1');
    await page.goto(last);
    await expect(heading(page, 'Lab: circuits')).toBeVisible();
    await expect(unitContent(page)).toHaveAttribute('data-visibility-count', /\d/);
    await (
      await unitWindow(page)
    ).evaluate(() => window.parent.postMessage({ type: 'plugin.autoAdvance' }, '*'));
    await afterAllRead(page);
    expect(new URL(page.url()).pathname).toBe(last);
  });

  test('an auto-advance the app’s own window posts is not the unit’s: nothing moves', async ({
    page,
    mock,
  }) => {
    await mock.signIn('verified');
    const here = path('lesson_1', 'lesson_1_unit_1');
    await page.goto(here);
    await expect(unitContent(page)).toHaveAttribute('data-visibility-count', /\d/);
    await page.evaluate(() => window.postMessage({ type: 'plugin.autoAdvance' }, '*'));
    await afterAllRead(page);
    expect(new URL(page.url()).pathname).toBe(here);
  });

  test('a video’s full screen keeps the page’s scroll and gives it back', async ({ page, mock }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await mock.signIn('verified');
    await page.goto(path('lesson_1', 'lesson_1_unit_1'));
    await expect(unitContent(page)).toHaveAttribute('data-visibility-count', /\d/);
    const toggle = page.frameLocator('#unit-iframe').locator('#video-full-screen');
    await page.evaluate(() => window.scrollTo(0, 180));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(180);
    // Clicked where it is (a real click would scroll it into view first).
    await toggle.dispatchEvent('click');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await afterAllRead(page);
    // The page behind a full-screen video loses its place (as the browser leaves it) ...
    await page.evaluate(() => window.scrollTo(0, 0));
    await toggle.dispatchEvent('click');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    // ... and finds it again when the video leaves full screen.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(180);
  });

  test('the frame is told where it is on the page, on scroll and resize', async ({ page, mock }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await mock.signIn('verified');
    await page.goto(path('basic_questions', 'basic_questions_unit_1'));
    const unit = unitContent(page);
    await expect(unit).toHaveAttribute('data-viewport-height', '600');
    await expect(unit).toHaveAttribute('data-viewed', 'true');
    // Where the frame is as the frame was last told, against where it is: after a scroll they agree (once
    // the page has settled: Previous and Next beside the title and the bottom navigation move the unit when
    // they come).
    await expect(page.getByRole('navigation', { name: 'Unit navigation' })).toBeVisible();
    await expect(topNext(page)).toBeVisible();
    const offBy = async () =>
      Number(await unit.getAttribute('data-visible-top')) -
      (await page.locator('#unit-iframe').evaluate((f) => Math.round(f.getBoundingClientRect().top)));
    const count = Number(await unit.getAttribute('data-visibility-count'));
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(unit).not.toHaveAttribute('data-visibility-count', String(count));
    await expect.poll(offBy).toBe(0);
    await page.setViewportSize({ width: 1280, height: 700 });
    await expect(unit).toHaveAttribute('data-viewport-height', '700');
  });

  test('?jumpToId= reaches the unit’s frame, and Next still starts the next frame in the click', async ({
    page,
    mock,
  }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await mock.signIn('verified');
    await page.goto(`${path('basic_questions', 'basic_questions_unit_1')}?jumpToId=problem_2`);
    const frame = page.locator('#unit-iframe');
    await expect(frame).toHaveAttribute('src', /[?&]jumpToId=problem_2#problem_2$/);
    await expect(unitContent(page)).toHaveAttribute('data-jumped-to', 'problem_2');
    // The LMS's page sends the block's offset: the page scrolls to it.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    const spare = page.locator('.unit-frame-bin > iframe');
    await expect(spare).toHaveCount(1);
    await spare.evaluate((element) => element.setAttribute('data-was-spare', 'yes'));
    const inTheClick = await page.evaluate((selector) => {
      document.querySelector(selector)?.querySelector<HTMLElement>('.next-button')?.click();
      return document.getElementById('unit-iframe')?.getAttribute('src') ?? '';
    }, TOP_NAVIGATION);
    expect(inTheClick).toContain(demo('vertical', 'basic_questions_unit_2'));
    expect(inTheClick).not.toContain('jumpToId');
    await expect(heading(page, 'Numerical input')).toBeVisible();
    await expect(frame).toHaveAttribute('data-was-spare', 'yes');
    await expect(unitContent(page)).toHaveAttribute('data-unit', demo('vertical', 'basic_questions_unit_2'));
  });
});
