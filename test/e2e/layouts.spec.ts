import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, expectNoAxeViolations, screenshots, test } from './fixtures';
import { specLayoutOnTutor } from './layoutConfig';
import { hideSlotProbes } from './slotProbes';
import { expectNavigationUncovered, unitAreaWidth } from './sidebarLayout';

/**
 * The courseware's two layouts (decision 0023) in the browser, on the Tutor build (scripts/tutor-build.ts),
 * which leaves COURSEWARE_LAYOUT unset as a site does, so the LMS's era chooses: today's LMS, today's
 * layout; the spec's LMS (`mock.era('spec')`), the spec's; and the key set in the runtime configuration
 * (`specLayoutOnTutor`) wins over the era. The shared build leaves it unset too (scripts/lib/build.ts):
 * every other browser test runs today's layout unless it sets the spec's era.
 */
const TUTOR = process.env.TUTOR_APP_ORIGIN ?? 'http://localhost:2010';
const demo = (type: string, name: string) => `block-v1:edX+DemoX+Demo_Course+type@${type}+block@${name}`;
const BASIC = demo('sequential', 'basic_questions');
const unit = (n: number) => demo('vertical', `basic_questions_unit_${n}`);
const at = (n: number) => `${TUTOR}/learning/course/${DEMO}/${BASIC}/${unit(n)}`;

const titleRow = (page: Page) => page.locator('.unit-header .top-unit-navigation');
const WELCOME = `${TUTOR}/learning/course/${DEMO}/${demo('sequential', 'demo_course_overview')}/${demo('vertical', 'demo_course_overview_unit_1')}`;
const PLATFORM_UNIT = `${TUTOR}/learning/course/course-v1:edX+Platform+2025/block-v1:edX+Platform+2025+type@sequential+block@first_steps/block-v1:edX+Platform+2025+type@vertical+block@first_steps_unit_1`;
const DESKTOP = { width: 1280, height: 800 };
const VIEWPORTS = { desktop: DESKTOP, phone: { width: 375, height: 812 } } as const;
const outline = (page: Page) => page.getByRole('navigation', { name: 'Course outline' });
const outlineTrigger = (page: Page) => page.locator('.outline-sidebar-trigger');
const notifications = (page: Page) => page.locator('.notification-tray-toggle');
const discussions = (page: Page) => page.locator('.right-sidebar-trigger');
const tray = (page: Page) => page.getByRole('complementary', { name: 'Notifications' });

/**
 * The unit keeps at least 600 px beside whatever panel is open, and its Previous and Next stay uncovered
 * (measured without the Tutor build's slot probes, which take room of their own).
 */
async function expectUnitRoom(page: Page) {
  await hideSlotProbes(page);
  expect(await unitAreaWidth(page)).toBeGreaterThanOrEqual(600);
  await expectNavigationUncovered(page);
}
const unitTabs = (page: Page) => page.getByRole('list', { name: 'Units of this sequence' });

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

  test('today’s LMS with COURSEWARE_LAYOUT=spec in the runtime configuration: the spec’s unit tabs and Next beside them', async ({
    page,
    mock,
  }) => {
    await specLayoutOnTutor(page);
    await mock.signIn('verified');
    await page.goto(at(2));
    await expect(page.getByRole('heading', { level: 1, name: 'Numerical input' })).toBeVisible();
    await expect(unitTabs(page)).toBeVisible();
    await expect(titleRow(page)).toHaveCount(0);
    await page
      .getByRole('navigation', { name: 'Sequence navigation' })
      .getByRole('link', { name: 'Next' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Text input' })).toBeFocused();
    await expect(page).toHaveURL(at(3));
  });

  test('today’s side panels at 1280: the outline by default, never a right panel by itself, one at a time, 600 px left for the unit', async ({
    page,
    mock,
  }) => {
    await mock.signIn('audit');
    await page.setViewportSize(DESKTOP);
    await page.goto(WELCOME);
    await expect(page.locator('#unit-iframe')).toBeVisible();
    await expect(outline(page)).toBeVisible();
    await expect(notifications(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(discussions(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('complementary')).toHaveCount(0);
    await expectUnitRoom(page);

    await notifications(page).click();
    await expect(tray(page)).toBeVisible();
    await expect(outline(page)).toHaveCount(0);
    await expectUnitRoom(page);

    await discussions(page).click();
    await expect(page.getByRole('complementary', { name: 'Discussions' })).toBeVisible();
    await expect(tray(page)).toHaveCount(0);
    await expectUnitRoom(page);

    // The learner's choice is the course's: the discussions again on the next visit.
    await page.reload();
    await expect(page.getByRole('complementary', { name: 'Discussions' })).toBeVisible();
    await expect(outline(page)).toHaveCount(0);
    await outlineTrigger(page).click();
    await expect(outline(page)).toBeVisible();
    await expect(page.getByRole('complementary')).toHaveCount(0);
    await expectUnitRoom(page);
  });

  test('the spec’s LMS on the same build: the spec’s tray rule, still one panel at a time', async ({
    page,
    mock,
  }) => {
    await mock.era('spec');
    await mock.signIn('audit');
    await page.setViewportSize(DESKTOP);
    await page.goto(WELCOME);
    await expect(page.locator('#unit-iframe')).toBeVisible();
    await expect(tray(page)).toBeVisible();
    await expect(outline(page)).toHaveCount(0);
    await expectUnitRoom(page);
    await outlineTrigger(page).click();
    await expect(outline(page)).toBeVisible();
    await expect(tray(page)).toHaveCount(0);
    await expectUnitRoom(page);
  });

  test('screenshots of today’s side panels: the outline, the upgrade panel, a site’s widget', async ({
    page,
    mock,
  }) => {
    test.setTimeout(240_000);
    await mock.signIn('audit');
    // Open the panel from its trigger unless the learner's choice (kept from the last capture) opened it.
    const open = async (trigger: Locator, panel: Locator) => {
      await expect(trigger).toBeVisible();
      if (!(await panel.isVisible())) await trigger.click();
      await expect(panel).toBeVisible();
      // The pointer off the trigger: a hover's colour change that starts as the panel moves the trigger
      // away would otherwise be mid-transition under the axe scan.
      await trigger.page().mouse.move(0, 0);
    };
    await screenshots(
      page,
      'sidebars-today-outline',
      WELCOME,
      async (p, phone) => {
        await expect(p.locator('#unit-iframe')).toBeVisible();
        if (phone) {
          await outlineTrigger(p).click();
          await expect(p.getByRole('dialog')).toBeVisible();
        }
        // By its element: its name is in the page's language.
        await expect(p.locator('nav.outline-sidebar [aria-current="page"]')).toBeVisible();
        await hideSlotProbes(p);
      },
      VIEWPORTS,
      { axe: true },
    );
    await screenshots(
      page,
      'sidebars-today-upgrade',
      WELCOME,
      async (p, phone) => {
        await expect(p.locator('#unit-iframe')).toBeVisible();
        await open(notifications(p), phone ? p.getByRole('dialog') : p.locator('aside.notification-tray'));
        await expect(p.locator('section.upgrade-card')).toBeVisible();
        await hideSlotProbes(p);
      },
      VIEWPORTS,
      { axe: true },
    );
    await mock.signIn('verified');
    await screenshots(
      page,
      'sidebars-today-widget',
      PLATFORM_UNIT,
      async (p, phone) => {
        await expect(p.locator('#unit-iframe')).toBeVisible();
        const glossary = p.getByRole('button', { name: 'Glossary' });
        await open(
          glossary,
          phone ? p.getByRole('dialog') : p.getByRole('complementary', { name: 'Glossary' }),
        );
        await hideSlotProbes(p);
      },
      VIEWPORTS,
      { axe: true },
    );
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
