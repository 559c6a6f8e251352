import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, expectNoAxeViolations, LMS, screenshots, test } from './fixtures';
import { specLayoutOnTutor } from './layoutConfig';

/**
 * The product tours in the browser (issue 45, decision 0029), on the demo course with the mock LMS's tour
 * personas: the new learner's welcome and course-home tour walked by keyboard, which does not come back
 * after a reload; the existing learner's "Launch tour"; the one-time courseware tour in today's layout
 * (the shared build, as sites get it) and in the spec's (the Tutor build with `COURSEWARE_LAYOUT=spec` in
 * its runtime configuration: only today's LMS keeps the tours' record, so the spec's era cannot show it);
 * each step beside what it points at, never over it, inside the window, at desktop and phone width, in
 * both directions.
 */

const TUTOR = process.env.TUTOR_APP_ORIGIN ?? 'http://localhost:2010';
const HOME = `/course/${DEMO}/home`;
const demo = (type: string, name: string) => `block-v1:edX+DemoX+Demo_Course+type@${type}+block@${name}`;
const UNIT = `/course/${DEMO}/${demo('sequential', 'basic_questions')}/${demo('vertical', 'basic_questions_unit_2')}`;
const TUTOR_UNIT = `${TUTOR}/learning${UNIT}`;

const WELCOME = /^(Welcome to your edX course!|مرحباً بك في مساق edX!)$/;
const COURSE_HOME_STEPS = [
  { title: 'Take the course!', anchor: '.outline-tab .outline-sections' },
  { title: 'Keep on top of key dates', anchor: '.course-home-sidebar .dates-widget' },
  { title: 'Additional course resources', anchor: 'nav.course-tabs' },
  { title: 'Set a course goal', anchor: '.weekly-goal-card' },
] as const;
const UNIT_TABS_STEP =
  'The top bar within your course allows you to easily jump to different sections and shows you what’s coming up.';
const TITLE_ROW_STEP =
  'Use Previous and Next beside the unit’s title to move through the course, one unit at a time.';

const PHONE = { width: 390, height: 844 };
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: PHONE } as const;

/**
 * The Tutor build's env.config puts a probe into every plugin slot (tutor.spec.ts): out of the pictures of
 * the spec's layout there, which show what a learner gets. Through the DOM, as the page's policy refuses styles.
 */
async function withoutSlotProbes(page: Page) {
  await page.evaluate(() => {
    for (const badge of document.querySelectorAll<HTMLElement>('.badge.text-bg-warning'))
      if (badge.textContent.startsWith('Plugin in ')) badge.hidden = true;
  });
}

const isToursCall = (url: string) =>
  new URL(url).origin === LMS && new URL(url).pathname.startsWith('/api/user_tours/');
/** The LMS's answer to the app's next call to the tours' record by that method. */
const toursAnswer = (page: Page, method: 'GET' | 'PATCH') =>
  page.waitForResponse((response) => isToursCall(response.url()) && response.request().method() === method);
const tourStep = (page: Page) => page.locator('.tour-checkpoint');
const launchTour = (page: Page) =>
  page.getByRole('region', { name: 'Course Tools' }).getByRole('button', { name: 'Launch tour' });

/**
 * A step is beside its anchor, not over it, and wholly inside the window (the tour scrolled it into view):
 * the learner reads it and sees what it points at. Polled: the step is placed again when the page moves.
 */
async function besideItsAnchor(page: Page, step: Locator, anchor: Locator) {
  await expect(step).toBeVisible();
  await expect(step).toHaveAttribute('data-side', /^(top|bottom|left|right)$/);
  await expect
    .poll(async () => {
      const box = await step.boundingBox();
      const target = await anchor.boundingBox();
      const view = page.viewportSize();
      if (!box || !target || !view) return 'not laid out';
      if (
        box.x < target.x + target.width &&
        target.x < box.x + box.width &&
        box.y < target.y + target.height &&
        target.y < box.y + box.height
      )
        return 'covers its anchor';
      if (box.x < 0 || box.x + box.width > view.width) return 'cut off across';
      if (box.y < 0 || box.y + box.height > view.height) return 'out of the window';
      return 'beside';
    })
    .toBe('beside');
}

test.describe('product tours', () => {
  test('a new learner walks the whole course-home tour by keyboard, and it does not come back after a reload', async ({
    page,
    mock,
  }) => {
    await mock.signIn('new-learner');
    const patches: unknown[] = [];
    page.on('request', (request) => {
      if (isToursCall(request.url()) && request.method() === 'PATCH') patches.push(request.postDataJSON());
    });
    await page.goto(HOME);
    const welcome = page.getByRole('dialog', { name: WELCOME });
    await expect(welcome).toBeVisible();
    await expectNoAxeViolations(page);
    // Into the dialog's buttons, as the keyboard goes: "Skip for now", then "Begin tour".
    await page.keyboard.press('Tab');
    await expect(welcome.getByRole('button', { name: 'Skip for now' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(welcome.getByRole('button', { name: 'Begin tour' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(welcome).toHaveCount(0);

    const saved = toursAnswer(page, 'PATCH');
    for (const [index, step] of COURSE_HOME_STEPS.entries()) {
      const dialog = page.getByRole('dialog', { name: step.title });
      await expect(dialog).toContainText(`Step ${index + 1} of ${COURSE_HOME_STEPS.length}`);
      await besideItsAnchor(page, dialog, page.locator(step.anchor).first());
      const last = index === COURSE_HOME_STEPS.length - 1;
      await expect(dialog.getByRole('button', { name: last ? 'Okay' : 'Next' })).toBeFocused();
      if (index === 1) await expectNoAxeViolations(page);
      await page.keyboard.press('Enter');
    }
    await expect(tourStep(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Demonstration Course' })).toBeFocused();
    // The reload waits for the LMS's answer (a reload at once would cancel the call).
    expect((await saved).status()).toBe(200);
    expect(patches).toEqual([{ course_home_tour_status: 'no-tour' }]);

    // A reload: the LMS remembers; "Launch tour" is there (the tours have loaded), and nothing opens.
    await page.reload();
    await expect(launchTour(page)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('an existing learner is pointed at "Launch tour" once, and launches the tour from it', async ({
    page,
    mock,
  }) => {
    await mock.signIn('returning-learner');
    await page.goto(HOME);
    const offer = page.getByRole('dialog', { name: /^We’ve recently added a few new features/ });
    await besideItsAnchor(page, offer, launchTour(page));
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(offer).toHaveCount(0);
    await expect(launchTour(page)).toBeFocused();

    await page.keyboard.press('Enter');
    const first = page.getByRole('dialog', { name: 'Take the course!' });
    await expect(first).toContainText('Step 1 of 4');
    await first.getByRole('button', { name: 'Dismiss' }).click();
    // Dismissed: "Launch tour" is pointed out, as upstream does.
    const lost = page.getByRole('dialog', { name: /^Feeling lost\?/ });
    await besideItsAnchor(page, lost, launchTour(page));
    await lost.getByRole('button', { name: 'Okay' }).click();
    await expect(tourStep(page)).toHaveCount(0);

    await page.reload();
    await expect(launchTour(page)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('in the spec’s layout (COURSEWARE_LAYOUT=spec on today’s LMS) the courseware tour points at the unit tabs once, after the unit, and not again', async ({
    page,
    mock,
  }) => {
    // The unit tabs are the spec's layout's own (decision 0023).
    await specLayoutOnTutor(page);
    await mock.signIn('new-learner');
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === LMS && /^\/api\/(user_tours|courseware\/sequence)\//.test(url.pathname))
        calls.push(`${request.method()} ${url.pathname}`);
    });
    await page.goto(TUTOR_UNIT);
    const step = page.getByRole('dialog', { name: UNIT_TABS_STEP });
    await besideItsAnchor(page, step, page.locator('nav.sequence-navigation'));
    // The record is asked for after the unit's sequence (and once its frame has shown).
    const first = (prefix: string) => calls.findIndex((call) => call.startsWith(prefix));
    expect(first('GET /api/courseware/sequence/')).toBeGreaterThanOrEqual(0);
    expect(first('GET /api/user_tours/')).toBeGreaterThan(first('GET /api/courseware/sequence/'));
    await expect(step.getByRole('button', { name: 'Okay' })).toBeFocused();
    const saved = toursAnswer(page, 'PATCH');
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
    await expect(step).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Numerical input' })).toBeFocused();

    const record = toursAnswer(page, 'GET');
    await page.reload();
    expect(await (await record).json()).toMatchObject({ show_courseware_tour: false });
    await expect(page.locator('#unit-iframe')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('in today’s layout (no unit tabs) the courseware tour points at Previous and Next beside the title', async ({
    page,
    mock,
  }) => {
    await mock.signIn('new-learner');
    await page.goto(UNIT);
    const step = page.getByRole('dialog', { name: TITLE_ROW_STEP });
    await besideItsAnchor(page, step, page.locator('.unit-header'));
    await expect(page.getByRole('list', { name: 'Units of this sequence' })).toHaveCount(0);
  });

  test('every step sits beside its anchor, inside the window, on a phone and right to left', async ({
    page,
    mock,
  }) => {
    test.slow();
    await mock.signIn('new-learner');
    for (const [size, locale] of [
      [PHONE, 'en'],
      [PHONE, 'ar'],
      [VIEWPORTS.desktop, 'ar'],
    ] as const) {
      await mock.language(locale);
      await page.setViewportSize(size);
      await page.goto(HOME);
      const welcome = page.getByRole('dialog', { name: WELCOME });
      await expect(welcome).toBeVisible();
      await welcome.locator('.btn-primary').click();
      const ended = toursAnswer(page, 'PATCH');
      for (const step of COURSE_HOME_STEPS) {
        const dialog = tourStep(page);
        await besideItsAnchor(page, dialog, page.locator(step.anchor).first());
        await dialog.locator('.btn-primary').click();
      }
      await expect(tourStep(page)).toHaveCount(0);
      await ended;
      // Put the record back for the next round (the tour ended it).
      await page.request.post(`${LMS}/__mock/tours`, {
        data: { username: 'new_learner', course_home_tour_status: 'show-new-user-tour' },
      });
    }
  });

  // Four tests, not one: each its own mock scope and worker, so the longest of the suite's tests is not
  // these sixteen loads one after another.
  test('screenshots: the welcome, desktop and phone, both directions', async ({ page, mock }) => {
    test.setTimeout(120_000);
    await mock.signIn('new-learner');
    await screenshots(
      page,
      'tours-welcome',
      HOME,
      async (p) => {
        await expect(p.getByRole('dialog', { name: WELCOME })).toBeVisible();
      },
      VIEWPORTS,
      // E2E_SCREENSHOTS_CHECK finds one difference: React's generated id in the focused dialog's
      // aria-labelledby (":r0:" resized, ":ra:" loaded), which no one perceives (fixtures' screenState
      // masks digits, not these ids).
      { axe: true, resize: true },
    );
  });

  test('screenshots: a course-home step, desktop and phone, both directions', async ({ page, mock }) => {
    test.setTimeout(120_000);
    await mock.signIn('new-learner');
    await screenshots(
      page,
      'tours-course-home-dates',
      HOME,
      async (p) => {
        await p.getByRole('dialog', { name: WELCOME }).locator('.btn-primary').click();
        await tourStep(p).locator('.btn-primary').click();
        await besideItsAnchor(p, tourStep(p), p.locator('.course-home-sidebar .dates-widget'));
      },
      VIEWPORTS,
      // Loaded at each width: a step scrolls the window to itself once, when it opens, so on a phone it is
      // below the window after a resize (the sidebar's dates go under the outline).
      { axe: true },
    );
  });

  test('screenshots: the courseware step in today’s layout, desktop and phone, both directions', async ({
    page,
    mock,
  }) => {
    test.setTimeout(120_000);
    await mock.signIn('new-learner');
    await screenshots(
      page,
      'tours-courseware-today',
      UNIT,
      async (p) => {
        await besideItsAnchor(p, tourStep(p), p.locator('.unit-header'));
      },
      VIEWPORTS,
      // Loaded at each width: the course outline, open beside the unit on a wide window, stays open as the
      // phone's outline dialog once narrowed, and the tour waits behind another dialog.
      { axe: true },
    );
  });

  test('screenshots: the courseware step in the spec’s layout, desktop and phone, both directions', async ({
    page,
    mock,
  }) => {
    test.setTimeout(120_000);
    await mock.signIn('new-learner');
    await specLayoutOnTutor(page);
    await screenshots(
      page,
      'tours-courseware',
      TUTOR_UNIT,
      async (p) => {
        await expect(tourStep(p)).toBeVisible();
        await withoutSlotProbes(p);
        await besideItsAnchor(p, tourStep(p), p.locator('nav.sequence-navigation'));
      },
      VIEWPORTS,
      // Loaded at each width, as the courseware's step above (the outline's dialog holds the tour back).
      { axe: true },
    );
  });
});
