import { DEMO, expect, expectNoAxeViolations, screenshots, test } from './fixtures';

const CERT_READY = 'course-v1:edX+CertReady+2024';
const NOT_PASSING = 'course-v1:edX+NotPassing+2024';
const end = (courseId: string) => `/course/${courseId}/course-end`;

test.describe('course exit page', () => {
  test(
    'a learner with a certificate is congratulated, can share, and sees recommendations',
    { tag: '@core' },
    async ({ page, mock }) => {
      await mock.signIn('verified');
      await page.goto(end(CERT_READY));
      await expect(page.getByRole('heading', { level: 1, name: 'Congratulations!' })).toBeVisible();
      await expect(page).toHaveTitle('Congratulations! | Certificate Ready | edX');
      await expect(page.getByRole('link', { name: 'Share on Twitter' })).toHaveAttribute(
        'href',
        /utm_source%3Dtwitter/,
      );
      await expect(page.getByRole('link', { name: 'View my certificate' })).toBeVisible();
      await expect(page.getByRole('group', { name: /^You have completed the last course in / })).toHaveText(
        /Data Skills XSeries/,
      );
      const recommendations = page.getByRole('region', {
        name: 'Keep building your skills with these courses!',
      });
      await expect(recommendations.getByRole('listitem')).toHaveCount(3);
      await recommendations.getByRole('button', { name: 'More courses' }).click();
      await expect(recommendations.getByRole('listitem')).toHaveCount(1);
      await expectNoAxeViolations(page);
    },
  );

  test(
    'a learner who is not passing reaches the end, and can go to the grades',
    { tag: '@core' },
    async ({ page, mock }) => {
      await mock.signIn('verified');
      await page.goto(end(NOT_PASSING));
      await expect(
        page.getByRole('heading', { level: 1, name: 'You’ve reached the end of the course!' }),
      ).toBeVisible();
      await page.getByRole('link', { name: 'View grades' }).click();
      await expect(page).toHaveURL(new RegExp(`/course/${NOT_PASSING.replaceAll('+', '\\+')}/progress$`));
    },
  );

  test('scheduled content: more is coming, with a way to the schedule', async ({ page, mock }) => {
    await mock.signIn('audit');
    await page.goto(end(DEMO));
    await expect(page.getByRole('heading', { level: 1, name: 'More content is coming soon!' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'View course schedule' }).click();
    await expect(page.getByRole('heading', { name: 'Important dates' })).toBeVisible();
  });

  test('screenshots', async ({ page, mock }) => {
    test.slow(); // desktop and phone, both directions: a loaded machine needs more than 30 s
    await mock.signIn('verified');
    await screenshots(
      page,
      'course-exit-celebration',
      end(CERT_READY),
      async (p) => {
        await expect(
          p.getByRole('heading', { level: 1, name: /^(Congratulations!|تهانينا!)$/ }),
        ).toBeVisible();
        await expect(p.locator('.recommendation-card').first()).toBeVisible();
      },
      undefined,
      { resize: true },
    );
    await screenshots(
      page,
      'course-exit-end',
      end(NOT_PASSING),
      async (p) => {
        await expect(
          p.getByRole('heading', {
            level: 1,
            name: /^(You’ve reached the end of the course!|لقد وصلت إلى نهاية المساق!)$/,
          }),
        ).toBeVisible();
      },
      undefined,
      { resize: true },
    );
  });
});
