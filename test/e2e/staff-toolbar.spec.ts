import type { Page } from '@playwright/test';
import { DEMO, expect, expectNoAxeViolations, LMS, NOT_STARTED, screenshots, test } from './fixtures';

const home = `/course/${DEMO}/home`;
const unit = 'block-v1:edX+DemoX+Demo_Course+type@vertical+block@lesson_1_unit_1';
const sequence = 'block-v1:edX+DemoX+Demo_Course+type@sequential+block@lesson_1';

/** The toolbar and its controls, by role and name (English unless a name is given). */
const toolbar = (page: Page, name = 'Staff tools') => page.getByRole('region', { name });
const viewAs = (page: Page) => toolbar(page).getByRole('button', { name: /^View this course as:/ });
const userInput = (page: Page) => toolbar(page).getByRole('textbox', { name: 'Masquerade as this user' });

/** Opens "View this course as:" once its options are in, and chooses one. */
async function viewCourseAs(page: Page, choice: string) {
  await expect(viewAs(page)).not.toHaveAttribute('aria-disabled', 'true');
  await viewAs(page).click();
  await toolbar(page).getByRole('button', { name: choice, exact: true }).click();
}

/** Resolves once the page has loaded again (the toolbar reloads after a successful choice). */
const reloaded = (page: Page) => page.waitForEvent('load');

test.describe('staff toolbar', () => {
  test('is not shown to learners', async ({ page, mock }) => {
    await mock.signIn('verified');
    await page.goto(home);
    await expect(page.getByRole('navigation', { name: 'Course', exact: true })).toBeVisible();
    await expect(toolbar(page)).toHaveCount(0);
  });

  test('staff view the course as a specific student and back', { tag: '@core' }, async ({ page, mock }) => {
    // Two reloads and three axe scans: 17 s alone, over a minute beside two other workers on two cores.
    test.setTimeout(150_000);
    await mock.signIn('staff');
    await page.goto(home);
    await expect(viewAs(page)).toHaveAccessibleName('View this course as: Staff');
    await expect(toolbar(page).getByRole('link', { name: 'Studio' })).toHaveAttribute(
      'href',
      `http://localhost:18010/course/${DEMO}`,
    );
    await expectNoAxeViolations(page);

    // An unknown learner: the LMS's reason, announced; nothing reloads.
    await viewCourseAs(page, 'Specific Student...');
    await expect(userInput(page)).toBeFocused();
    await expect(toolbar(page).getByText('Username or email:')).toBeVisible();
    await userInput(page).fill('nobody@example.com');
    await userInput(page).press('Enter');
    await expect(toolbar(page).getByRole('alert')).toHaveText(
      'There is no user with the username or email address "nobody@example.com" enrolled in this course.',
    );
    await expectNoAxeViolations(page);

    // A learner of the course, by username: the page comes back as theirs.
    await userInput(page).fill('edx');
    const load = reloaded(page);
    await userInput(page).press('Enter');
    await load;
    await expect(viewAs(page)).toHaveAccessibleName('View this course as: Specific Student...');
    await expect(userInput(page)).toHaveValue('edx');
    await expect(toolbar(page).getByRole('alert')).toHaveText('');
    // Still signed in as staff: the header names the real user.
    await expect(page.getByRole('button', { name: 'User menu for staff' })).toBeVisible();
    await viewAs(page).click();
    await expect(
      toolbar(page).getByRole('button', { name: 'Specific Student...', exact: true }),
    ).toHaveAttribute('aria-current', 'true');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    // And back to staff.
    const back = reloaded(page);
    await viewCourseAs(page, 'Staff');
    await back;
    await expect(viewAs(page)).toHaveAccessibleName('View this course as: Staff');
    await expect(userInput(page)).toHaveCount(0);
  });

  test('works from the keyboard: a group, then Learner', async ({ page, mock }) => {
    await mock.signIn('staff');
    await page.goto(home);
    await expect(viewAs(page)).not.toHaveAttribute('aria-disabled', 'true');
    await viewAs(page).focus();
    await page.keyboard.press('ArrowDown');
    await expect(toolbar(page).getByRole('button', { name: 'Staff', exact: true })).toBeFocused();
    await page.keyboard.press('End');
    await expect(
      toolbar(page).getByRole('button', { name: 'Verified Certificate', exact: true }),
    ).toBeFocused();
    let load = reloaded(page);
    await page.keyboard.press('Enter');
    await load;
    await expect(viewAs(page)).toHaveAccessibleName('View this course as: Verified Certificate');

    await viewAs(page).focus();
    await page.keyboard.press('ArrowDown');
    await expect(
      toolbar(page).getByRole('button', { name: 'Verified Certificate', exact: true }),
    ).toBeFocused();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    await expect(toolbar(page).getByRole('button', { name: 'Learner', exact: true })).toBeFocused();
    load = reloaded(page);
    await page.keyboard.press('Enter');
    await load;
    await expect(viewAs(page)).toHaveAccessibleName('View this course as: Learner');
  });

  test('switches the interface to Arabic and back', async ({ page, mock }) => {
    await mock.signIn('staff');
    await page.goto(home);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const language = toolbar(page).getByRole('button', { name: /^Language:/ });
    await expect(language).toHaveAccessibleName('Language: English');
    await language.click();
    let load = reloaded(page);
    await toolbar(page).getByRole('button', { name: 'العربية' }).click();
    await load;

    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    const arabic = toolbar(page, 'أدوات فريق التدريس');
    await expect(arabic.getByRole('button', { name: 'عرض هذا المساق بصفة: فريق التدريس' })).toBeVisible();
    await expectNoAxeViolations(page);

    await arabic.getByRole('button', { name: /^اللغة:/ }).click();
    load = reloaded(page);
    await arabic.getByRole('button', { name: 'English' }).click();
    await load;
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(toolbar(page).getByRole('button', { name: 'Language: English' })).toBeVisible();
  });

  test('a failed language change stays on the page and goes to the console only', async ({ page, mock }) => {
    await mock.signIn('staff');
    await mock.fault({ method: 'PATCH', path: '/api/user/v1/preferences', status: 500 });
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await page.goto(home);
    await toolbar(page)
      .getByRole('button', { name: /^Language:/ })
      .click();
    await toolbar(page).getByRole('button', { name: 'Français' }).click();
    await expect.poll(() => messages.some((m) => m.includes('Unable to patch user preference'))).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(toolbar(page).getByRole('alert')).toHaveText('');
  });

  test('without the options, the toolbar logs it and still offers Staff and Learner', async ({
    page,
    mock,
  }) => {
    await mock.signIn('staff');
    await mock.fault({ method: 'GET', path: '/masquerade', status: 500 });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(home);
    await expect.poll(() => errors.some((m) => m.includes('Unable to get masquerade options'))).toBe(true);
    await viewAs(page).click();
    await expect(toolbar(page).getByRole('button', { name: 'Learner', exact: true })).toBeVisible();
    await expect(toolbar(page).getByRole('button', { name: 'Audit' })).toHaveCount(0);
    await expect(toolbar(page).getByRole('link', { name: 'Studio' })).toBeVisible();
  });

  test('staff who may not author the course keep the toolbar without the Studio link (issue 45)', async ({
    page,
    mock,
  }) => {
    await mock.signIn('limited-staff');
    await page.goto(home);
    await expect(viewAs(page)).toBeVisible();
    await expect(toolbar(page).getByRole('link', { name: 'Insights' })).toBeVisible();
    await expect(toolbar(page).getByRole('link', { name: 'Studio' })).toHaveCount(0);
  });

  test('links a unit to its Studio container', async ({ page, mock }) => {
    await mock.signIn('staff');
    await page.goto(`/course/${DEMO}/${sequence}/${unit}`);
    await expect(toolbar(page).getByRole('link', { name: 'Studio' })).toHaveAttribute(
      'href',
      `http://localhost:18010/container/${unit}`,
    );
    await expect(toolbar(page).getByRole('link', { name: 'Insights' })).toHaveAttribute(
      'href',
      `http://localhost:18110/courses/${DEMO}`,
    );
  });

  test('a course not started yet: staff viewing as a learner see the banner, in the course font', async ({
    page,
    mock,
  }) => {
    await mock.signIn('staff');
    await page.goto(`/course/${NOT_STARTED}/home`);
    await expect(page.getByRole('main')).toHaveClass(/(^|\s)font-open-sans(\s|$)/);
    await expect(toolbar(page).getByText(/This learner does not yet have access/)).toHaveCount(0);
    const load = reloaded(page);
    await viewCourseAs(page, 'Learner');
    await load;
    await expect(
      toolbar(page).getByText(
        /^This learner does not yet have access to this course\. The course starts on /,
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    // A course without a font keeps the default one.
    await page.goto(home);
    await expect(page.getByRole('navigation', { name: 'Course', exact: true })).toBeVisible();
    await expect(page.getByRole('main')).toHaveAttribute('class', 'flex-grow-1');
  });

  test('screenshots', async ({ page, mock }) => {
    // Three screens, each at two widths in two directions.
    test.slow();
    await mock.signIn('staff');
    // Viewing as the learner edx (the username input shows).
    await page.goto(home);
    await viewCourseAs(page, 'Specific Student...');
    await userInput(page).fill('edx');
    const load = reloaded(page);
    await userInput(page).press('Enter');
    await load;
    const anyToolbar = (p: Page) => p.locator('section.instructor-toolbar');
    const ready = async (p: Page) => {
      await expect(anyToolbar(p).locator('.toolbar-menu-toggle').first()).not.toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await expect(anyToolbar(p).getByRole('textbox')).toHaveValue('edx');
    };
    // … after an unknown learner was typed: the LMS's reason under the band.
    await screenshots(page, 'staff-toolbar', home, async (p) => {
      await ready(p);
      await anyToolbar(p).getByRole('textbox').fill('nobody@example.com');
      await anyToolbar(p).getByRole('textbox').press('Enter');
      await expect(anyToolbar(p).getByRole('alert')).toContainText('nobody@example.com');
    });
    // … with "View this course as:" open.
    await screenshots(page, 'staff-toolbar-menu', home, async (p) => {
      await ready(p);
      await anyToolbar(p).locator('.toolbar-menu-toggle').first().click();
      await expect(p.getByRole('button', { name: 'Verified Certificate', exact: true })).toBeVisible();
      await p.mouse.move(0, 0);
    });

    // The banner of a course not started yet (viewing as Learner), with the language menu open.
    await page.request.post(`${LMS}/__mock/reset`);
    await mock.signIn('staff');
    await page.goto(`/course/${NOT_STARTED}/home`);
    const again = reloaded(page);
    await viewCourseAs(page, 'Learner');
    await again;
    await screenshots(page, 'staff-toolbar-banner', `/course/${NOT_STARTED}/home`, async (p) => {
      await expect(anyToolbar(p).locator('.alert-warning')).toBeVisible();
      await anyToolbar(p).locator('.language-selector .toolbar-menu-toggle').click();
      await expect(p.getByRole('button', { name: 'العربية', exact: true })).toBeVisible();
      await p.mouse.move(0, 0);
    });
  });
});
