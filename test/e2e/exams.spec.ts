import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, LMS, screenshots, test } from './fixtures';
import { topNext } from './unitNavigation';

const C = 'course-v1:edX+Exams+2026';
const seq = (name: string) => `block-v1:edX+Exams+2026+type@sequential+block@${name}`;
const unit = (name: string) => `block-v1:edX+Exams+2026+type@vertical+block@${name}`;
const at = (sequence: string, unitName: string) => `/course/${C}/${seq(sequence)}/${unit(unitName)}`;
const MIDTERM = at('midterm', 'midterm_unit_1');

/** Desktop and a 375-pixel phone. */
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 812 } };

/** Moves the mock LMS's clock on: the exam's time passes on the server. */
async function advanceServerClock(page: Page, seconds: number) {
  const response = await page.request.post(`${LMS}/__mock/clock`, { data: { advanceSeconds: seconds } });
  expect(response.ok()).toBe(true);
}

const timer = (page: Page) => page.getByRole('region', { name: 'Exam timer' });
const clock = (page: Page) => page.getByRole('timer');
const unitHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Seconds shown by the countdown. */
async function shownSeconds(page: Page): Promise<number> {
  const text = (await clock(page).textContent()) ?? '';
  const [h = 0, m = 0, s = 0] = text.split(':').map(Number);
  return h * 3600 + m * 60 + s;
}

async function startMidterm(page: Page) {
  await page.goto(MIDTERM);
  await expect(unitHeading(page, 'Midterm Exam')).toBeVisible();
  await page.getByRole('button', { name: 'Start my timed exam' }).click();
  await expect(timer(page)).toBeVisible();
  await expect(unitHeading(page, 'Midterm: Part 1')).toBeVisible();
}

test.describe('timed exams', () => {
  test('a learner takes a timed exam from start to submit', { tag: '@core' }, async ({ page, mock }) => {
    test.slow(); // a whole exam, with axe scans: 28 s of the default 30 on a loaded machine
    await mock.signIn('verified');
    await page.goto(MIDTERM);
    await expect(unitHeading(page, 'Midterm Exam')).toBeVisible();
    await expect(page.getByText('Time allowed', { exact: true })).toBeVisible();
    await expect(page.locator('#unit-iframe')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Start my timed exam' }).click();
    await expect(timer(page)).toBeVisible();
    await expect(timer(page).getByRole('heading', { name: /You are taking “Midterm Exam”/ })).toBeFocused();
    expect(await shownSeconds(page)).toBeGreaterThan(29 * 60);
    // The unit's frame loads from the LMS (which serves it only while the attempt runs) and reports its size.
    await expect(unitHeading(page, 'Midterm: Part 1')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Unit navigation' })).toBeVisible();
    await expect(page.frameLocator('#unit-iframe').getByRole('group', { name: 'Question 1' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The countdown stays on the next unit.
    await topNext(page).click();
    await expect(unitHeading(page, 'Midterm: Part 2')).toBeVisible();
    await expect(timer(page)).toBeVisible();

    await timer(page).getByRole('button', { name: 'End my exam' }).click();
    const dialog = page.getByRole('dialog', { name: 'End your exam?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'End my exam' }).click();
    const ready = page.getByRole('heading', {
      level: 1,
      name: 'Are you sure that you want to submit your timed exam?',
    });
    await expect(ready).toBeFocused();
    await expect(page.locator('#unit-iframe')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Yes, submit my timed exam' }).click();
    const done = page.getByRole('heading', { level: 1, name: 'You have submitted your timed exam' });
    await expect(done).toBeFocused();
    await expect(timer(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'See your grades on the progress page' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Submitted stays submitted.
    await page.reload();
    await expect(done).toBeVisible();
  });

  test('a reload in the middle keeps the countdown where the server’s clock is', async ({ page, mock }) => {
    await mock.signIn('verified');
    await startMidterm(page);
    await advanceServerClock(page, 10 * 60);
    await page.reload();
    await expect(unitHeading(page, 'Midterm: Part 1')).toBeVisible();
    await expect(clock(page)).toHaveText(/^00:(20:00|19:[0-5]\d)$/);
    const seconds = await shownSeconds(page);
    expect(seconds).toBeLessThanOrEqual(20 * 60);
    expect(seconds).toBeGreaterThan(19 * 60);
    // Leaving the exam and coming back keeps it too.
    await page.goto(at('how_exams_work', 'how_exams_work_unit_1'));
    await expect(unitHeading(page, 'About timed exams')).toBeVisible();
    await expect(timer(page)).toHaveCount(0);
    await page.goto(at('midterm', 'midterm_unit_2'));
    await expect(unitHeading(page, 'Midterm: Part 2')).toBeVisible();
    expect(await shownSeconds(page)).toBeLessThanOrEqual(20 * 60);
  });

  test('when the time runs out the exam is submitted, and says so', async ({ page, mock }) => {
    test.slow(); // the countdown runs in real time
    await mock.signIn('verified');
    await startMidterm(page);
    // Twelve seconds left on the server (under the critical 90): critically low, then the 5-second
    // grace, then submitted. Enough time for a slow machine to reload and show the timer first.
    await advanceServerClock(page, 30 * 60 - 12);
    await page.reload();
    await expect(timer(page)).toContainText(/Almost out of time|Time is up/);
    await expect(timer(page)).toHaveClass(/alert-danger/);
    const page1 = page.getByRole('heading', { level: 1, name: 'The time for this exam ran out' });
    await expect(page1).toBeVisible({ timeout: 30_000 });
    await expect(page1).toBeFocused();
    await expect(
      page.getByText('The time allotted for this exam has expired. Your exam has been submitted'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an exam whose time ran out while away says so on return', async ({ page, mock }) => {
    await mock.signIn('verified');
    await startMidterm(page);
    await page.goto(`/course/${C}/home`);
    await advanceServerClock(page, 31 * 60);
    await page.goto(MIDTERM);
    await expect(
      page.getByRole('heading', { level: 1, name: 'The time for this exam ran out' }),
    ).toBeVisible();
    await expect(page.locator('#unit-iframe')).toHaveCount(0);
  });

  test('a proctored exam and a missed exam: honest pages, no way round', async ({ page, mock }) => {
    await mock.signIn('verified');
    await page.goto(at('final', 'final_unit_1'));
    await expect(unitHeading(page, 'Proctored Final')).toBeVisible();
    await expect(page.getByText(/needs proctoring software and identity checks/)).toBeVisible();
    await expect(page.getByRole('link', { name: /edX Support/ })).toBeVisible();
    await expect(page.locator('#unit-iframe')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /start/i })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto(at('missed_quiz', 'missed_quiz_unit_1'));
    await expect(unitHeading(page, 'The due date for this exam has passed')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go back to the course outline' }).click();
    await expect(page).toHaveURL(new RegExp(`/course/${C.replace(/[+]/g, '\\+')}/home$`));
  });

  test('staff see the exam’s content without a timer', async ({ page, mock }) => {
    await mock.signIn('staff');
    await page.goto(MIDTERM);
    await expect(unitHeading(page, 'Midterm: Part 1')).toBeVisible();
    await expect(page.getByText(/As staff, you see its content/)).toBeVisible();
    await expect(timer(page)).toHaveCount(0);
    await expect(page.locator('#unit-iframe')).toBeVisible();
  });

  test('screenshots', async ({ page, mock }) => {
    // Seven screens, four pictures each.
    test.slow();
    await mock.signIn('verified');
    await screenshots(
      page,
      'exam-instructions',
      at('quiz', 'quiz_unit_1'),
      async (p) => {
        await expect(
          p.getByRole('button', { name: /Start my timed exam|ابدأ اختباري المحدَّد بوقت/ }),
        ).toBeVisible();
      },
      SIZES,
      { resize: true },
    );
    await screenshots(
      page,
      'exam-proctored',
      at('final', 'final_unit_1'),
      async (p) => {
        await expect(p.getByRole('heading', { level: 1, name: 'Proctored Final' })).toBeVisible();
      },
      SIZES,
      { resize: true },
    );
    await screenshots(
      page,
      'exam-expired',
      at('missed_quiz', 'missed_quiz_unit_1'),
      async (p) => {
        await expect(p.locator('.exam-page h1')).toBeVisible();
      },
      SIZES,
      { resize: true },
    );

    await startMidterm(page);
    const inExam = async (p: Page) => {
      await expect(p.getByRole('region', { name: /Exam timer|مؤقّت الاختبار/ })).toBeVisible();
      // The frame shows once its content reported its height.
      await expect(p.locator('#unit-iframe')).toBeVisible();
    };
    await screenshots(page, 'exam-countdown', MIDTERM, inExam, SIZES, { resize: true });
    await advanceServerClock(page, 25 * 60);
    await screenshots(page, 'exam-countdown-low', MIDTERM, inExam, SIZES, { resize: true });

    // The pictures end on the right-to-left page: back to English.
    await page.goto(MIDTERM);
    await timer(page).getByRole('button', { name: 'End my exam' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'End my exam' }).click();
    await expect(page.getByRole('button', { name: 'Yes, submit my timed exam' })).toBeVisible();
    await screenshots(
      page,
      'exam-ready-to-submit',
      MIDTERM,
      async (p) => {
        await expect(
          p.getByRole('button', { name: /Yes, submit my timed exam|نعم، قدِّم اختباري المحدَّد بوقت/ }),
        ).toBeVisible();
      },
      SIZES,
      { resize: true },
    );
    await page.goto(MIDTERM);
    await page.getByRole('button', { name: 'Yes, submit my timed exam' }).click();
    await expect(page.locator('.exam-next')).toBeVisible();
    await screenshots(
      page,
      'exam-submitted',
      MIDTERM,
      async (p) => {
        await expect(p.locator('.exam-next')).toBeVisible();
      },
      SIZES,
      { resize: true },
    );
  });

  test('on an edx-exams site the unit frame carries its access token and the LMS opens it', async ({
    page,
    mock,
  }) => {
    // The Tutor build reads EXAMS_BASE_URL from the runtime configuration; the course's exams are the
    // mock edx-exams service's (proctoring provider lti_external), whose unit pages need the token.
    const tutor = process.env.TUTOR_APP_ORIGIN ?? 'http://localhost:2010';
    // The runtime configuration is asked without cookies, so from the mock's default scope (a setting of
    // the whole site, test/mock-lms/scope.ts); the provider is this test's own.
    const site = { 'X-Mock-LMS-Scope': 'default' };
    const runtimeConfig = (on: boolean) =>
      page.request.post(`${LMS}/__mock/exams`, { data: { action: 'runtime-config', on }, headers: site });
    const data = { action: 'provider', courseId: C, provider: 'lti_external' };
    expect((await page.request.post(`${LMS}/__mock/exams`, { data })).ok()).toBe(true);
    expect((await runtimeConfig(true)).ok()).toBe(true);
    try {
      await mock.signIn('verified');
      const examCalls: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/edx-exams/') || url.pathname.startsWith('/api/edx_proctoring/'))
          examCalls.push(`${request.method()} ${url.pathname}`);
      });
      await page.goto(`${tutor}/learning${MIDTERM}`);
      await expect(unitHeading(page, 'Midterm Exam')).toBeVisible();
      await page.getByRole('button', { name: 'Start my timed exam' }).click();
      await expect(timer(page)).toBeVisible();
      await expect(unitHeading(page, 'Midterm: Part 1')).toBeVisible();
      // The frame's page is served only with a valid token: its question shows.
      await expect(
        page.frameLocator('#unit-iframe').getByRole('group', { name: 'Question 1' }),
      ).toBeVisible();
      expect(await page.locator('#unit-iframe').getAttribute('src')).toMatch(
        /[?&]exam_access=[\w-]+\.[\w-]+\./,
      );
      expect(examCalls.filter((call) => call.includes('/api/edx_proctoring/'))).toEqual([]);
      expect(examCalls).toContain('POST /edx-exams/api/v1/exams/attempt');

      await timer(page).getByRole('button', { name: 'End my exam' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'End my exam' }).click();
      await page.getByRole('button', { name: 'Yes, submit my timed exam' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'You have submitted your timed exam' }),
      ).toBeVisible();
    } finally {
      await runtimeConfig(false);
    }
  });
});
