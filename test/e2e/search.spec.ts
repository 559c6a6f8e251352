import type { Page, Request } from '@playwright/test';
import { DEMO, expect, expectNoAxeViolations, LMS, screenshots, test } from './fixtures';

/**
 * The courseware search (issue 46) in the browser, against the production build and the mock LMS: the
 * button beside the tabs of a course whose switch is on, after the page's content; the dialog with its
 * results, filters and jump_to links; the search in the address (a reload and Back restore it); the
 * keyboard alone; desktop and phone, left-to-right and right-to-left, with axe.
 */

const SEARCH = 'course-v1:edX+SearchX+2026';
const HOME = `/course/${SEARCH}/home`;
const block = (type: string, name: string) => `block-v1:edX+SearchX+2026+type@${type}+block@${name}`;

const toggle = (page: Page) => page.getByRole('button', { name: 'Content search' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search this course' });
const field = (page: Page) => dialog(page).getByRole('searchbox', { name: 'Search' });
const filters = (page: Page) => dialog(page).getByRole('group', { name: 'Show results' });

test.describe('the courseware search', () => {
  test('desktop and phone, left-to-right and right-to-left: screenshots and axe', async ({ page, mock }) => {
    test.setTimeout(120_000); // eight pictures, each with an axe scan
    await mock.signIn('verified');
    // The button beside the tabs.
    await screenshots(
      page,
      'search-toggle',
      HOME,
      async (p) => {
        await expect(p.locator('.courseware-search-toggle')).toBeVisible({ timeout: 15_000 });
      },
      undefined,
      { axe: true, resize: true },
    );
    // The dialog with results of every kind, and the filters.
    await screenshots(
      page,
      'search-results',
      `${HOME}?q=dna`,
      async (p) => {
        await expect(p.locator('.courseware-search-filters')).toBeVisible({ timeout: 15_000 });
        await expect(p.locator('.courseware-search-result').first()).toBeVisible();
      },
      undefined,
      { axe: true, resize: true },
    );
  });

  test('searches, filters and links each result to the LMS’s jump_to address; reload and Back restore the search', async ({
    page,
    mock,
  }) => {
    await mock.signIn('verified');
    await page.goto(HOME);
    await toggle(page).click({ timeout: 15_000 });
    await expect(field(page)).toBeFocused();
    await field(page).fill('photosynthesis');
    await field(page).press('Enter');
    await expect(dialog(page).getByText('Results for "photosynthesis":')).toBeVisible();
    await expect(dialog(page).getByText('3 results')).toBeVisible();
    await expect(page).toHaveURL(/\/home\?q=photosynthesis$/);

    // A second search, then a filter: the filter replaces the second search's entry.
    await field(page).fill('dna');
    await field(page).press('Enter');
    await filters(page).getByRole('button', { name: 'Video' }).click();
    await expect(page).toHaveURL(/\?q=dna&f=video$/);
    const links = dialog(page).getByRole('link');
    await expect(links).toHaveCount(1);
    await expect(links.first()).toHaveAttribute(
      'href',
      `${LMS}/courses/${SEARCH}/jump_to/${block('video', 'replication_video')}`,
    );

    // A reload shows the same search and filter.
    await page.reload();
    await expect(filters(page).getByRole('button', { name: 'Video' })).toHaveAttribute(
      'aria-pressed',
      'true',
      {
        timeout: 15_000,
      },
    );
    await expect(field(page)).toHaveValue('dna');
    // Back: the first search.
    await page.goBack();
    await expect(dialog(page).getByText('Results for "photosynthesis":')).toBeVisible({ timeout: 15_000 });
    await expect(field(page)).toHaveValue('photosynthesis');

    // A result takes the learner to its block through the LMS.
    await dialog(page)
      .getByRole('link', { name: /^Photosynthesis/ })
      .click();
    await expect(page).toHaveURL(`${LMS}/courses/${SEARCH}/jump_to/${block('html', 'photosynthesis_text')}`);
  });

  test('with the keyboard alone: open, search, filter, close; the focus comes back to the button', async ({
    page,
    mock,
  }) => {
    await mock.signIn('verified');
    await page.goto(HOME);
    await expect(toggle(page)).toBeVisible({ timeout: 15_000 });
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    await expect(field(page)).toBeFocused();
    await page.keyboard.type('dna');
    await page.keyboard.press('Enter');
    await expect(filters(page)).toBeVisible();
    // The results are announced: one polite live region says what the search found.
    await expect(dialog(page).locator('[aria-live="polite"]')).toContainText('Results for "dna":');

    // Tab into the filters and choose one with the keyboard.
    const section = filters(page).getByRole('button', { name: 'Section' });
    for (let i = 0; i < 10 && !(await section.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(section).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(section).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\?q=dna&f=sequence$/);
    await expectNoAxeViolations(page);

    // The page behind the dialog is out of reach: Tab goes round the dialog's controls (by way of the
    // browser's own controls after the last one), never to the tabs or the outline behind it.
    const behind = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return active !== null && active !== document.body && !active.closest('[role="dialog"]');
      });
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press('Tab');
      expect(await behind()).toBe(false);
    }

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(toggle(page)).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`${HOME.replace(/[+]/g, '\\+')}$`));
  });

  test('comes after the page’s content: the switch is asked once the outline has shown, the search’s code only when it is on', async ({
    page,
    mock,
  }) => {
    await mock.signIn('verified');
    const seen: { url: string; at: number }[] = [];
    const outlineAnswered: number[] = [];
    page.on('request', (request: Request) => seen.push({ url: request.url(), at: Date.now() }));
    page.on('requestfinished', (request: Request) => {
      if (request.url().includes('/api/course_home/outline/')) outlineAnswered.push(Date.now());
    });

    // A course with the switch off: the switch is asked, the search's code never comes.
    await page.goto(`/course/${DEMO}/home`);
    await expect(page.getByRole('heading', { level: 1, name: 'Demonstration Course' })).toBeVisible({
      timeout: 15_000,
    });
    await expect.poll(() => seen.some((r) => r.url.includes('/courseware-search/enabled/'))).toBe(true);
    await page.waitForLoadState('networkidle');
    await expect(toggle(page)).toHaveCount(0);
    expect(seen.filter((r) => /\/CoursewareSearch-[\w-]+\.js$/.test(r.url))).toEqual([]);
    const enabledAt = seen.find((r) => r.url.includes('/courseware-search/enabled/'))!.at;
    expect(enabledAt).toBeGreaterThanOrEqual(outlineAnswered[0]!);

    // A course with it on: the button comes, with its code.
    seen.length = 0;
    await page.goto(HOME);
    await expect(toggle(page)).toBeVisible({ timeout: 15_000 });
    expect(seen.some((r) => /\/CoursewareSearch-[\w-]+\.js$/.test(r.url))).toBe(true);
  });

  test('is not offered by the spec’s LMS (no such call: 404)', async ({ page, mock }) => {
    await mock.era('spec');
    await mock.signIn('verified');
    const enabled = page.waitForResponse((response) =>
      response.url().includes('/courseware-search/enabled/'),
    );
    await page.goto(HOME);
    expect((await enabled).status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Searchable Biology' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(toggle(page)).toHaveCount(0);
  });

  test('a failed search says so, with Try again and the way back to the course', async ({ page, mock }) => {
    await mock.signIn('verified');
    await mock.fault({ path: '/search/', status: 500, times: 1 });
    await page.goto(`${HOME}?q=cell`);
    const alert = dialog(page).getByRole('alert');
    await expect(alert).toContainText('There was an error on the search process.', { timeout: 15_000 });
    await expectNoAxeViolations(page);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(dialog(page).getByText('Results for "cell":')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Show more results' }).click();
    await expect(dialog(page).getByRole('button', { name: 'Show more results' })).toHaveCount(0);
    await dialog(page).getByRole('button', { name: 'Close the search form' }).click();
    await expect(toggle(page)).toBeFocused();
  });
});
