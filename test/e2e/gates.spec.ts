import type { Page } from '@playwright/test';
import { DEMO, expect, expectNoAxeViolations, LMS, screenshots, test } from './fixtures';

const C = 'course-v1:edX+Gates+2026';
const seq = (name: string) => `block-v1:edX+Gates+2026+type@sequential+block@${name}`;
const unit = (name: string) => `block-v1:edX+Gates+2026+type@vertical+block@${name}`;
const at = (sequence: string, unitName?: string) =>
  `/course/${C}/${seq(sequence)}${unitName ? `/${unit(unitName)}` : ''}`;

/** The streak modal shows on the first courseware answer of a visit (3-day streak): close it. */
async function closeStreak(page: Page) {
  const dialog = page.getByRole('dialog', { name: /3 day streak/ });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/(20x more likely to pass|5x as much content)/);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
}

test.describe('courseware gates, tools and moments', () => {
  test('a unit with the tools: streak, calculator, notes and the license', async ({ page, mock }) => {
    await mock.signIn('verified');
    await page.goto(at('welcome', 'welcome_unit_1'));
    await closeStreak(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the course' })).toBeVisible();

    await page.getByRole('button', { name: 'Calculator' }).click();
    await page.getByLabel('Calculator input').fill('2*(3+4)');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Calculator output')).toHaveText('14.0');

    await page.getByRole('button', { name: 'Show Notes' }).click();
    await expect(page.getByRole('button', { name: 'Hide Notes' })).toBeVisible();
    await expect(page.getByText(/Creative Commons/)).toBeVisible();
    await expectNoAxeViolations(page);

    // The streak is celebrated once: after a reload it does not come back.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the course' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the honor code stands before graded work until the learner agrees', async ({ page, mock }) => {
    await mock.signIn('verified');
    await page.goto(at('warm_up', 'warm_up_unit_1'));
    await closeStreak(page);
    const honorCode = page.getByRole('region', { name: 'edX Honor Code' });
    await expect(honorCode).toBeVisible();
    await expect(page.locator('#unit-iframe')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await honorCode.getByRole('button', { name: 'I agree' }).click();
    await expect(page.locator('#unit-iframe')).toBeVisible();
  });

  test('a section locked behind a prerequisite, a hidden past-due assignment and a proctored exam', async ({
    page,
    mock,
  }) => {
    await mock.signIn('verified');
    await page.goto(at('after_warm_up'));
    await closeStreak(page);
    const locked = page.getByRole('region', { name: 'Content Locked' });
    await expect(locked).toContainText('You must complete the prerequisite to access this content.');
    await expect(locked.getByRole('link', { name: 'Go To Prerequisite Section' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(at('past_assignment'));
    const hidden = page.getByRole('region', { name: 'The due date for this assignment has passed.' });
    await expect(hidden).toContainText(
      'Because the due date has passed, this assignment is no longer available.',
    );
    await expect(hidden.getByRole('link', { name: 'progress page' })).toBeVisible();
    await expectNoAxeViolations(page);

    // A proctored exam cannot be taken in the app: the exam area says so (exams.spec.ts).
    await page.goto(at('midterm'));
    await expect(page.getByRole('heading', { level: 1, name: 'Midterm' })).toBeVisible();
    await expect(page.getByText(/needs proctoring software/)).toBeVisible();
    await expect(page.locator('#unit-iframe')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('an audit learner meets the paywall on graded content, with the upgrade', async ({ page, mock }) => {
    await mock.signIn('audit');
    await page.goto(at('graded_lab'));
    await closeStreak(page);
    // The notification tray beside the unit has its own upgrade button: this one is the paywall's.
    const paywall = page.getByRole('region', { name: 'Graded assignments are locked' });
    await expect(paywall).toBeVisible();
    await expect(paywall.getByRole('link', { name: /Upgrade for \$99/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('finishing the first section is celebrated once, also across a reload', async ({ page, mock }) => {
    await mock.signIn('verified');
    await page.goto(at('warm_up', 'warm_up_unit_1'));
    await closeStreak(page);
    await page.getByRole('button', { name: 'I agree' }).click();
    await expect(page.locator('#unit-iframe')).toBeVisible();
    await page.getByRole('link', { name: /^Next/ }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Congratulations!' });
    await expect(dialog).toContainText('You just completed the first section of your course.');
    await dialog.getByRole('button', { name: 'Keep going' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByText('You must complete the prerequisite to access this content.')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('staff who are not enrolled see the content with a notice', async ({ page, mock }) => {
    await mock.signIn('staff');
    await page.goto(at('welcome', 'welcome_unit_1'));
    await expect(page.getByRole('group', { name: 'Staff view' })).toContainText(
      'You are viewing this course as staff, and are not enrolled.',
    );
    await expect(page.locator('#unit-iframe')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a pending notice takes the learner to the LMS first, and back to where they were', async ({
    page,
    mock,
  }) => {
    await mock.signIn('verified');
    const on = await page.request.post(`${LMS}/__mock/notices`, { data: { on: true } });
    expect(on.ok()).toBe(true);
    const home = `/course/${DEMO}/home`;
    await page.goto(home);
    await expect(page).toHaveURL(new RegExp(`^${LMS.replace(/[.]/g, '\\.')}/notices/render/1/\\?next=`));
    await page.getByRole('link', { name: 'Acknowledge and continue' }).click();
    await expect(page).toHaveURL(new RegExp(`${home.replace(/[+]/g, '\\+')}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Demonstration Course' })).toBeVisible();
  });

  test('screenshots', async ({ page, mock }) => {
    // Six screens, four pictures each.
    test.slow();
    await mock.signIn('verified');
    // The streak is reported once per learner: see it first, then take the pictures without it.
    await page.goto(at('welcome', 'welcome_unit_1'));
    await closeStreak(page);
    await screenshots(
      page,
      'courseware-tools',
      at('welcome', 'welcome_unit_1'),
      async (p) => {
        await expect(p.locator('.courseware-tools')).toBeVisible();
      },
      undefined,
      { resize: true },
    );
    await screenshots(
      page,
      'gate-honor-code',
      at('warm_up', 'warm_up_unit_1'),
      async (p) => {
        await expect(p.getByRole('region', { name: /Honor Code|ميثاق الشرف/ })).toBeVisible();
      },
      undefined,
      { resize: true },
    );
    await screenshots(
      page,
      'gate-prerequisite',
      at('after_warm_up'),
      async (p) => {
        await expect(
          p.getByRole('link', { name: /Go To Prerequisite Section|انتقل إلى القسم المطلوب مسبقًا/ }),
        ).toBeVisible();
      },
      undefined,
      { resize: true },
    );
    await screenshots(
      page,
      'gate-hidden-after-due',
      at('past_assignment'),
      async (p) => {
        await expect(
          p.getByRole('region', { name: /The due date for this assignment has passed|انقضى الموعد النهائي/ }),
        ).toBeVisible();
      },
      undefined,
      { resize: true },
    );
    await screenshots(
      page,
      'gate-exam',
      at('midterm'),
      async (p) => {
        await expect(p.locator('.exam-page').first()).toBeVisible();
      },
      undefined,
      { resize: true },
    );
    await mock.signIn('audit');
    await page.goto(at('graded_lab'));
    await closeStreak(page);
    await screenshots(
      page,
      'gate-paywall',
      at('graded_lab'),
      async (p) => {
        await expect(
          p.getByRole('region', { name: /Graded assignments are locked|الواجبات المقيَّمة مقفلة/ }),
        ).toBeVisible();
      },
      // Loaded at each width: the audit learner's notification tray opens by itself on a wide window only.
    );
  });
});
