import { DEMO, expect, screenshots, test } from './fixtures';

test('draft screenshots', async ({ page, mock }) => {
  await mock.signIn('audit');
  await screenshots(page, 'draft-outline', `/course/${DEMO}/home`, async (p) => {
    await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(p.getByTestId('outline-section').first()).toBeVisible();
  });
  await screenshots(page, 'draft-dates', `/course/${DEMO}/dates`, async (p) => {
    await expect(p.getByTestId('dates-day').first()).toBeVisible();
  });
});
