import type { Page } from '@playwright/test';
import { DEMO, expect, expectNoAxeViolations, LMS, screenshots, test } from './fixtures';
import { hideSlotProbes } from './slotProbes';

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

/**
 * What sites switch on (issue 46): a credit course's requirements, and the ungraded subsections of
 * SHOW_UNGRADED_ASSIGNMENT_PROGRESS, which the Tutor build reads from the runtime configuration (the test
 * adds the key to the LMS's answer, as a site's configuration would).
 */
const CREDIT = 'course-v1:edX+Progress+Credit';
const PRACTICE = 'course-v1:edX+Progress+Practice';
const TUTOR = process.env.TUTOR_APP_ORIGIN ?? 'http://localhost:2010';
const REQUIREMENTS = /^(Requirements for course credit|متطلبات الساعات المعتمدة للمساق)$/;

async function showUngraded(page: Page) {
  await page.route(`${TUTOR}/api/mfe_config/v1*`, async (route) => {
    const answer = await route.fetch();
    const config = (await answer.json()) as Record<string, unknown>;
    await route.fulfill({ response: answer, json: { ...config, SHOW_UNGRADED_ASSIGNMENT_PROGRESS: true } });
  });
}

test.describe('progress tab: what sites switch on', () => {
  test('a credit course lists its requirements, each with its status, and the site’s help on credit', async ({
    page,
    mock,
  }) => {
    await mock.signIn('verified');
    await page.goto(progress(CREDIT));
    const credit = page.getByRole('region', { name: 'Requirements for course credit' });
    await expect(credit).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Grades & Credit' })).toBeVisible();
    await expect(credit.getByRole('term')).toHaveText([
      'Minimum grade for credit (80%)',
      'Proctored Midterm',
      'Identity Verification',
      'Re-verification',
    ]);
    await expect(credit.getByRole('definition')).toHaveText([
      'Upcoming',
      'Verification submitted',
      'Completed',
      'Verification failed',
    ]);
    await credit.getByRole('link', { name: 'course credit' }).click();
    await expect(page).toHaveURL(`${LMS}/support/credit`);
  });

  test('with SHOW_UNGRADED_ASSIGNMENT_PROGRESS, the detailed grades list practice work too', async ({
    page,
    mock,
  }) => {
    await mock.signIn('verified');
    await showUngraded(page);
    await page.goto(`${TUTOR}/learning${progress(PRACTICE)}`);
    const detailed = page.getByRole('region', { name: 'Detailed grades' });
    await expect(detailed.getByText('Practice Scores:', { exact: true })).toHaveCount(3);
    await expect(detailed.getByRole('list', { name: 'Week 1' }).getByRole('link')).toHaveText([
      'Self-check 1',
      'Homework 1',
    ]);
    await expect(detailed.getByRole('list', { name: 'Week 2' }).getByRole('link')).toHaveText([
      'Self-check 2',
    ]);
  });

  test('screenshots of the credit requirements and the practice scores, with axe', async ({ page, mock }) => {
    test.slow(); // two screens, desktop and phone, both directions
    await mock.signIn('verified');
    await screenshots(
      page,
      'progress-credit',
      progress(CREDIT),
      async (p) => {
        await expect(p.getByRole('region', { name: REQUIREMENTS })).toBeVisible();
      },
      undefined,
      { axe: true, resize: true },
    );
    await showUngraded(page);
    await screenshots(
      page,
      'progress-ungraded',
      `${TUTOR}/learning${progress(PRACTICE)}`,
      async (p) => {
        await expect(p.getByRole('region', { name: DETAILED_GRADES })).toBeVisible();
        await expect(p.locator('.progress-subsection')).toHaveCount(3);
        await hideSlotProbes(p);
      },
      undefined,
      { axe: true, resize: true },
    );
  });
});
