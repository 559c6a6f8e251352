import { expect, expectNoAxeViolations, LMS, screenshots, test } from './fixtures';

/**
 * Enterprise sites (issue 46) against the mock LMS's "Enterprise:" courses and its enterprise learner: the
 * consent the LMS asks for, the learner portal of a course not started, and the access-denied page of a
 * learner signed in as another enterprise, each round trip to the LMS's pages and back.
 */
const CONSENT = 'course-v1:edX+EntConsent+2026';
const NOT_STARTED = 'course-v1:edX+EntNotStarted+2026';
const ACME = 'course-v1:edX+EntAcme+2026';
const home = (course: string) => `/course/${course}/home`;
const escape = (text: string) => text.replace(/[+]/g, '\\+');

test.describe('enterprise sites', () => {
  test('the LMS asks for data-sharing consent first, then the course opens', async ({ page, mock }) => {
    await mock.signIn('enterprise');
    await page.goto(home(CONSENT));
    await expect(page).toHaveURL(new RegExp(`^${LMS}/enterprise/grant_data_sharing_permissions\\?`));
    await page.getByRole('button', { name: 'Yes, continue' }).click();
    await expect(page).toHaveURL(new RegExp(`${escape(home(CONSENT))}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Enterprise: Data Sharing Consent' }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Course outline' })).toBeVisible();
  });

  test('a course not started sends the learner to the enterprise learner portal', async ({ page, mock }) => {
    await mock.signIn('enterprise');
    await page.goto(`/course/${NOT_STARTED}/dates`);
    await expect(page).toHaveURL(`${LMS}/enterprise-portal`);
    await expect(page.getByRole('heading', { name: 'Enterprise learner portal' })).toBeVisible();
  });

  test('signed in as another enterprise: the access-denied page, the switch on the LMS, and back to the course', async ({
    page,
    mock,
  }) => {
    await mock.signIn('enterprise');
    await page.goto(home(ACME));
    await expect(page).toHaveURL(new RegExp(`/course/${escape(ACME)}/access-denied$`));
    await expect(page.getByRole('heading', { name: 'You do not have access to this course' })).toBeVisible();
    await expect(page.getByText(/currently logged in as a 'Globex Learning' user/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'change enterprise now' }).click();
    await expect(page.getByRole('heading', { name: 'Select your active enterprise' })).toBeVisible();
    await page.getByRole('radio', { name: 'Acme Corporation' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`${escape(home(ACME))}$`));
    await expect(page.getByRole('banner').getByText('Enterprise: Acme Training')).toBeVisible();
  });

  test('screenshots of the access-denied page with the enterprise switch, with axe', async ({
    page,
    mock,
  }) => {
    test.slow(); // desktop and phone, both directions
    await mock.signIn('enterprise');
    await screenshots(
      page,
      'access-denied-enterprise',
      `/course/${ACME}/access-denied`,
      async (p) => {
        await expect(p.locator('.container-xl h1')).toBeVisible();
        await expect(p.locator(`a[href^="${LMS}/enterprise/select/active/"]`)).toBeVisible();
      },
      undefined,
      { axe: true, resize: true },
    );
  });
});
