import {
  AUDIT_EXPIRED,
  DEMO,
  expect,
  expectNoAxeViolations,
  LMS,
  NOT_STARTED,
  screenshots,
  test,
} from './fixtures';

const home = `/course/${DEMO}/home`;

test.describe('course frame', () => {
  test('a signed-in learner sees the course, the user menu and the tabs', async ({ page, mock }) => {
    await mock.signIn('verified');
    await page.goto(home);
    const header = page.getByRole('banner');
    await expect(header.getByText('Demonstration Course')).toBeVisible();
    await expect(header.getByText('edX DemoX')).toBeVisible();
    await expect(page).toHaveTitle('Course | Demonstration Course | edX');
    const tabs = page.getByRole('navigation', { name: 'Course', exact: true });
    await expect(tabs.getByRole('link', { name: 'Course' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Wiki' })).toHaveAttribute(
      'href',
      `${LMS}/courses/${DEMO}/course_wiki`,
    );

    const menu = page.getByRole('button', { name: 'User menu for verified_learner' });
    await menu.click();
    for (const item of ['Dashboard', 'Profile', 'Account', 'Order History', 'Sign Out']) {
      await expect(page.getByRole('link', { name: item, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Sign Out' })).toHaveAttribute('href', `${LMS}/logout`);
    // The menu's items line up with its edge: no list indent on the reading side.
    const list = page.locator('ul.dropdown-menu.show');
    await expect(list).toHaveCSS('padding-left', '0px');
    await expect(list).toHaveCSS('padding-right', '0px');
    await page.keyboard.press('Escape');
    await expect(menu).toBeFocused();
    await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test('the user menu works from the keyboard alone', async ({ page, mock }) => {
    await mock.signIn('verified');
    await page.goto(home);
    // Tab only once the page has rendered: a key pressed before that lands on an empty document.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content.' })).toBeFocused();
    const menu = page.getByRole('button', { name: 'User menu for verified_learner' });
    await menu.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('link', { name: 'Sign Out' })).toBeFocused();
  });

  test('a tab of this app opens without a page load', async ({ page, mock }) => {
    await mock.signIn('verified');
    await page.goto(home);
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page
      .getByRole('navigation', { name: 'Course', exact: true })
      .getByRole('link', { name: 'Dates' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/course/${DEMO.replace(/[+]/g, '\\+')}/dates$`));
    await expect(page).toHaveTitle('Dates | Demonstration Course | edX');
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });

  test('a visitor sees Register and Sign in, and signing in comes back to the page', async ({ page }) => {
    await page.goto(home);
    // The header's buttons (the outline has its own sign-in and register links for private courses).
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      new RegExp(`^${LMS}/register\\?next=`),
    );
    await header.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(new RegExp(`^${LMS}/login\\?next=`));
    await page.getByRole('button', { name: 'Continue as verified_learner' }).click();
    await expect(page).toHaveURL(new RegExp(`/course/${DEMO.replace(/[+]/g, '\\+')}/home$`));
    await expect(page.getByRole('button', { name: 'User menu for verified_learner' })).toBeVisible();
  });

  test('tabs that do not fit move into "More..."', async ({ page, mock }) => {
    await mock.signIn('verified');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(home);
    const tabs = page.getByRole('navigation', { name: 'Course', exact: true });
    const more = tabs.getByRole('button', { name: 'More...' });
    await expect(more).toBeVisible();
    await more.click();
    await expect(tabs.getByRole('link', { name: 'Wiki' })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(more).toBeHidden();
    await expect(tabs.getByRole('link', { name: 'Wiki' })).toBeVisible();
  });

  test('screenshots', async ({ page, mock }) => {
    test.slow(); // desktop and phone, both directions: a loaded machine needs more than 30 s
    await mock.signIn('verified');
    await screenshots(
      page,
      'course-frame',
      home,
      async (p) => {
        await expect(p.getByRole('banner').getByText('Demonstration Course')).toBeVisible();
      },
      undefined,
      { resize: true },
    );
  });
});

test.describe('course states', () => {
  test('a failed metadata call shows the failure message with a way forward', async ({ page, mock }) => {
    await mock.signIn('verified');
    // Lasting, not `times: 1`: a query that failed before the page subscribed to it (the boot prefetch) is
    // sent again by RTK Query when the page subscribes, so a single failure may never reach the screen.
    await mock.fault({ path: '/api/course_home/course_metadata', status: 500 });
    await page.goto(home);
    await expect(
      page.getByRole('heading', { name: 'There was an error loading this course.' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await mock.clearFaults();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('banner').getByText('Demonstration Course')).toBeVisible();
  });

  for (const body of ['malformed', 'network', 'wrong-shape']) {
    test(`a ${body} metadata answer shows the failure message`, async ({ page, mock }) => {
      await mock.signIn('verified');
      await mock.fault({ path: '/api/course_home/course_metadata', body });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(home);
      await expect(
        page.getByRole('heading', { name: 'There was an error loading this course.' }),
      ).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('an audit learner whose access expired is sent to the dashboard with the reason', async ({
    page,
    mock,
  }) => {
    await mock.signIn('audit');
    await page.goto(`/course/${AUDIT_EXPIRED}/dates`);
    await expect(page).toHaveURL(new RegExp(`^${LMS}/dashboard\\?access_response_error=`));
    await expect(page.getByTestId('access-response-error')).toContainText(
      'Access to Archived Audit Course expired on',
    );
  });

  test('a learner of a course that has not started is sent to the dashboard with its start date', async ({
    page,
    mock,
  }) => {
    await mock.signIn('verified');
    await page.goto(`/course/${NOT_STARTED}/progress`);
    await expect(page).toHaveURL(new RegExp(`^${LMS}/dashboard\\?notlive=`));
    await expect(page.getByTestId('notlive')).toBeVisible();
  });
});

test.describe('redirects and unknown addresses', () => {
  test('/redirect/dashboard keeps its query string', async ({ page }) => {
    await page.goto('/redirect/dashboard?notlive=Jan%201%2C%202031');
    await expect(page).toHaveURL(`${LMS}/dashboard?notlive=Jan%201%2C%202031`);
  });

  test('/redirect/course-home goes to the legacy course page', async ({ page }) => {
    await page.goto(`/redirect/course-home/${DEMO}`);
    await expect(page).toHaveURL(`${LMS}/courses/${DEMO}/course/`);
  });

  test('an unknown address shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | edX');
    await expectNoAxeViolations(page);
  });
});
