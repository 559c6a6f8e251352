import type { Page } from '@playwright/test';
import { DEMO, expect, expectNoAxeViolations, screenshots, test } from './fixtures';

/**
 * The courseware's two layouts (decision 0023) in the browser. The shared build pins the spec's layout
 * (scripts/lib/build.ts) for every other browser test; the Tutor build (scripts/tutor-build.ts) leaves
 * COURSEWARE_LAYOUT unset, as a site does, so the LMS's era chooses: today's LMS, today's layout.
 */
const TUTOR = process.env.TUTOR_APP_ORIGIN ?? 'http://localhost:2010';
const demo = (type: string, name: string) => `block-v1:edX+DemoX+Demo_Course+type@${type}+block@${name}`;
const BASIC = demo('sequential', 'basic_questions');
const unit = (n: number) => demo('vertical', `basic_questions_unit_${n}`);
const at = (n: number) => `${TUTOR}/learning/course/${DEMO}/${BASIC}/${unit(n)}`;

const titleRow = (page: Page) => page.locator('.unit-header .top-unit-navigation');
const unitTabs = (page: Page) => page.getByRole('list', { name: 'Units of this sequence' });

/**
 * The Tutor build's env.config puts a probe into every plugin slot (tutor.spec.ts): out of the pictures,
 * which show the layout a learner gets. Set through the DOM, as the page's policy refuses injected styles.
 */
async function hideSlotProbes(page: Page) {
  await page.evaluate(() => {
    for (const probe of document.querySelectorAll<HTMLElement>('.badge.text-bg-warning')) {
      if (probe.textContent.startsWith('Plugin in ')) probe.style.display = 'none';
    }
  });
}

test.describe('courseware layouts', () => {
  test('today’s LMS, the key unset: Previous and Next beside the unit’s title, no unit tabs, and Next moves focus to the new title', async ({
    page,
    mock,
  }) => {
    await mock.signIn('verified');
    await page.goto(at(2));
    const heading = page.getByRole('heading', { level: 1, name: 'Numerical input' });
    await expect(heading).toBeVisible();
    await expect(titleRow(page).getByRole('link', { name: 'Previous' })).toBeVisible();
    await expect(unitTabs(page)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Course location' })).toHaveCount(0);
    await titleRow(page).getByRole('link', { name: 'Next' }).click();
    const next = page.getByRole('heading', { level: 1, name: 'Text input' });
    await expect(next).toBeFocused();
    await expect(page).toHaveURL(at(3));
    await expectNoAxeViolations(page);
  });

  test('the spec’s LMS, the key unset: the spec’s unit tabs', async ({ page, mock }) => {
    await mock.era('spec');
    await mock.signIn('verified');
    await page.goto(at(2));
    await expect(page.getByRole('heading', { level: 1, name: 'Numerical input' })).toBeVisible();
    await expect(unitTabs(page)).toBeVisible();
    await expect(titleRow(page)).toHaveCount(0);
  });

  test('screenshots of today’s layout', async ({ page, mock }) => {
    test.slow();
    await mock.signIn('verified');
    await screenshots(
      page,
      'layout-today',
      at(2),
      async (p) => {
        await expect(p.locator('#unit-iframe')).toBeVisible();
        // Arabic names Next its own way: the control by its place.
        await expect(titleRow(p).locator('a.next-button')).toBeVisible();
        await hideSlotProbes(p);
      },
      undefined,
      { axe: true, resize: true },
    );
  });
});
