import { DEMO, expect, expectNoAxeViolations, LMS, screenshots, test } from './fixtures';

/** Progress scenario courses (test/mock-lms/courses/progress.ts). */
const GRADES = 'course-v1:edX+Progress+Grades';
const REQUEST = 'course-v1:edX+Progress+CertRequest';
const LOCKED = 'course-v1:edX+Progress+Locked';
const progress = (course: string, target?: number) =>
  `/course/${course}/progress${target === undefined ? '' : `/${target}`}`;
const DETAILED_GRADES = /^(Detailed grades|الدرجات التفصيلية)$/;

test.describe('progress tab', () => {
  test(
    'a learner reads completion, grades, detailed scores and requests a certificate',
    { tag: '@core' },
    async ({ page, mock }) => {
      await mock.signIn('verified');
      await page.goto(progress(GRADES));
      await expect(page.getByRole('heading', { level: 1, name: 'Your progress' })).toBeVisible();
      await expect(page).toHaveTitle(/^Progress \| Grading Showcase \| /);
      await expect(page.getByText('Your current grade: 60%')).toBeVisible();
      await expect(page.getByText('Passing grade: 60%')).toBeVisible();
      await expect(
        page
          .getByRole('group', { name: 'Course grade' })
          .getByText('You’re currently passing this course', { exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('list', { name: 'Notes on dropped scores' })).toHaveText(
        'The lowest 1 Homework score is dropped.',
      );
      // The subsections: the items of each section's list, which the section names (the problem scores
      // inside them are lists of their own, unnamed).
      const subsections = page
        .getByRole('region', { name: 'Detailed grades' })
        .getByRole('list', { name: /\S/ })
        .locator(':scope > li');
      await expect(subsections).toHaveCount(6);
      await expect(page.getByRole('link', { name: 'View grading in Studio' })).toHaveCount(0);
      await expectNoAxeViolations(page);

      // Related links stay in the app.
      await page.getByRole('region', { name: 'Related links' }).getByRole('link', { name: 'Dates' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Important dates' })).toBeVisible();

      // Request a certificate: the card then shows the issued certificate.
      await page.goto(progress(REQUEST));
      await page.getByRole('button', { name: 'Request certificate' }).click();
      await expect(page.getByRole('heading', { name: 'Your certificate is available!' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'View my certificate' })).toHaveAttribute(
        'href',
        `${LMS}/certificates/verified_learner-CertRequest`,
      );
    },
  );

  test('an audit learner sees partially locked grades with the upgrade prompt', async ({ page, mock }) => {
    await mock.signIn('audit');
    await page.goto(progress(GRADES));
    const locked = page.getByRole('group', { name: 'Unlock to work towards a certificate.' });
    await expect(
      locked.getByRole('heading', { name: 'Unlock to work towards a certificate.' }),
    ).toBeVisible();
    await expect(locked.getByRole('link', { name: 'Unlock now' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Earn a certificate' })).toHaveAttribute(
      'data-variant',
      'upgrade',
    );
    await expectNoAxeViolations(page);

    // Fully locked: the grades are blurred, hidden from assistive technology and out of the tab order.
    await page.goto(progress(LOCKED));
    await expect(
      page.getByRole('heading', { name: 'Unlock to view grades and work towards a certificate.' }),
    ).toBeVisible();
    const gradeParts = (includeHidden: boolean) => [
      page.getByRole('group', { name: 'Course grade', includeHidden }),
      page.getByRole('table', { name: 'Grade summary', includeHidden }),
      page.getByRole('region', { name: 'Detailed grades', includeHidden }),
    ];
    for (const part of gradeParts(false)) await expect(part).toHaveCount(0);
    for (const part of gradeParts(true)) await expect(part).toHaveCount(1);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Unlock now' }).focus();
    await page.keyboard.press('Tab');
    for (const part of gradeParts(true)) await expect(part.locator(':focus')).toHaveCount(0);
  });

  test('staff look at another learner by user id, with the studio link', async ({ page, mock }) => {
    await mock.signIn('staff');
    await page.goto(progress(DEMO, 3));
    await expect(page.getByRole('heading', { level: 1, name: 'Course progress for edx' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View grading in Studio' })).toHaveAttribute(
      'href',
      `http://localhost:18010/settings/grading/${DEMO}`,
    );
    await expect(
      page
        .getByRole('group', { name: 'Course grade' })
        .getByText('This learner is not currently passing this course', { exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a 404 sends the browser to the legacy progress page', async ({ page, mock }) => {
    await mock.signIn('verified');
    await mock.fault({ path: '/api/course_home/progress', status: 404 });
    await page.goto(progress(DEMO));
    await expect(page).toHaveURL(`${LMS}/courses/${DEMO}/progress`);
  });

  test('screenshots: desktop and phone, left-to-right and right-to-left', async ({ page, mock }) => {
    test.slow(); // desktop and phone, both directions: a loaded machine needs more than 30 s
    await mock.signIn('audit');
    await screenshots(
      page,
      'progress-audit',
      progress(GRADES),
      async (p) => {
        await expect(p.getByRole('region', { name: DETAILED_GRADES })).toBeVisible();
      },
      undefined,
      { resize: true },
    );
    await mock.signIn('staff');
    await screenshots(
      page,
      'progress-staff-learner',
      progress(GRADES, 11),
      async (p) => {
        await expect(p.getByRole('region', { name: DETAILED_GRADES })).toBeVisible();
      },
      undefined,
      { resize: true },
    );
  });
});
