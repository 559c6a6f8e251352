import { expect, expectNoAxeViolations, LMS, screenshots, test } from './fixtures';
import { topNavigation, unitContent } from './unitNavigation';

/**
 * Studio's Preview button (issue 37): the draft of a unit for course staff; anyone else gets the published
 * unit at the same address without /preview (issue 45).
 */
const PLATFORM = 'course-v1:edX+Platform+2025';
const SEQ = 'block-v1:edX+Platform+2025+type@sequential+block@first_steps';
const unit = (n: number) => `block-v1:edX+Platform+2025+type@vertical+block@first_steps_unit_${n}`;
const PREVIEW = `/preview/course/${PLATFORM}/${SEQ}/${unit(1)}`;
const WIDTHS = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 812 } };

test.describe('Studio’s preview', () => {
  test('shows course staff the draft, marked, and keeps Next and Previous in the preview', async ({
    page,
    mock,
  }) => {
    await mock.signIn('staff');
    const frames: string[] = [];
    const writes: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/xblock/')) frames.push(url.search);
      if (request.method() === 'POST' && /\/handler\/(goto_position|get_completion)$/.test(url.pathname)) {
        writes.push(url.pathname);
      }
    });
    await page.goto(PREVIEW);
    await expect(page.getByRole('note', { name: 'Draft preview' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Hello' })).toBeVisible();
    // The LMS answers `preview=1` from staff with the draft (the mock LMS says "Draft" on top of it).
    await expect(
      page.frameLocator('#unit-iframe').getByText('unpublished changes, shown to course staff only.'),
    ).toBeVisible();
    expect(frames.at(-1)).toContain('preview=1');
    await expect(page).toHaveTitle(/^Preview: Hello \| /);
    await expectNoAxeViolations(page);

    const nav = topNavigation(page);
    await nav.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/preview/course/[^/]+/[^/]+/${unit(2).replaceAll('+', '\\+')}$`),
    );
    await expect(
      page.frameLocator('#unit-iframe').getByText('unpublished changes, shown to course staff only.'),
    ).toBeVisible();
    await nav.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(new RegExp(`${unit(1).replaceAll('+', '\\+')}$`));
    expect(new URL(page.url()).pathname).toBe(PREVIEW);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello' })).toBeVisible();
    expect(writes).toEqual([]);
  });

  test('sends a learner to the published unit, without /preview, and the LMS gets no preview request', async ({
    page,
    mock,
  }) => {
    await mock.signIn('verified');
    const drafts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === LMS && url.searchParams.get('preview') === '1') drafts.push(request.url());
    });
    await page.goto(`${PREVIEW}?preview=1`);
    await expect(page).toHaveURL(new RegExp(`${PREVIEW.slice('/preview'.length).replaceAll('+', '\\+')}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Hello' })).toBeVisible();
    await expect(unitContent(page)).toBeVisible();
    await expect(page.frameLocator('#unit-iframe').locator('[data-draft]')).toHaveCount(0);
    await expect(page.getByRole('note', { name: 'Draft preview' })).toHaveCount(0);
    expect(drafts).toEqual([]);
  });

  test('screenshots: the preview at desktop and phone width, left-to-right and right-to-left', async ({
    page,
    mock,
  }) => {
    await mock.signIn('staff');
    await screenshots(
      page,
      'preview',
      PREVIEW,
      async (p) => {
        await expect(p.locator('.alert[role="note"]')).toBeVisible();
        await expect(p.frameLocator('#unit-iframe').locator('[data-draft]')).toBeVisible();
        await expect(p.locator('#unit-iframe')).toBeVisible();
      },
      WIDTHS,
      { axe: true, resize: true },
    );
  });
});
