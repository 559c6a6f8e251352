import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, screenshots, test } from './fixtures';

/** The upgrade programme's courses (test/mock-lms/courses/upgrade.ts). */
const C = 'course-v1:edX+Upgrade+2026';
const CLOSED = 'course-v1:edX+UpgradeClosed+2026';
const AUDIT_ONLY = 'course-v1:edX+AuditOnly+2026';
const seq = (name: string) => `block-v1:edX+Upgrade+2026+type@sequential+block@${name}`;
const unit = (name: string) => `block-v1:edX+Upgrade+2026+type@vertical+block@${name}`;
const home = (courseId = C) => `/course/${courseId}/home`;
const at = (sequence: string, unitName: string) => `/course/${C}/${seq(sequence)}/${unit(unitName)}`;
const WELCOME = at('welcome', 'welcome_unit_1');

/** The mock LMS's clock (and so the app's server clock): dates on the card are the same on every run. */
const NOW = new Date('2030-05-01T12:00:00Z');

const card = (page: Page, heading: string | RegExp) =>
  page.locator('section.upgrade-card').filter({ has: page.getByRole('heading', { name: heading }) });

const tray = (page: Page) => page.getByRole('complementary', { name: 'Notifications' });

/** The tray's stored notification status for the course (`active` while unread; courseware/sidebars/upgrade/notificationStatus.ts). */
const storedTrayStatus = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), `notificationTray.status.${C}`);

/** The chunks a learner with nothing to upgrade must never download (decision 0013). */
function recordUpgradeChunks(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (/^(UpgradeCard|UpgradePanel)-/.test(file)) seen.push(file);
  });
  return seen;
}

/**
 * Switches the audit-access programme on before the app starts, as a site script does (Open edX's MM-P2P
 * experiment, platform/experiments.ts): `open` are the sequences open to audit learners.
 */
function enableProgrammeOnLoad(page: Page, open: string[], upgradeDeadline = '2030-06-01T00:00:00Z') {
  return page.addInitScript(
    ([deadline, sequences]) => {
      (window as unknown as Record<string, unknown>).experiment__mmp2p_course_state = {
        upgradeDeadline: deadline,
        subSections: sequences,
      };
    },
    [upgradeDeadline, open] as const,
  );
}

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 812 } } as const;

/**
 * Screenshots at 1280 and 375 px, LTR and RTL, each with an axe scan (fixtures.ts); `resize` for a screen
 * without the notification tray, which opens by itself on a wide window only (ScreenshotOptions.resize).
 */
const shoot = (
  page: Page,
  name: string,
  url: string,
  ready: (page: Page, phone: boolean) => Promise<void>,
  resize = false,
) => screenshots(page, name, url, ready, VIEWPORTS, { axe: true, resize });

test.describe('the upgrade programme', () => {
  test.beforeEach(async ({ mock }) => {
    await mock.clock(NOW);
  });
  test.afterEach(async ({ mock }) => {
    await mock.clock(null);
  });

  test('the outline’s card a week or more before access ends', { tag: '@core' }, async ({ page, mock }) => {
    await mock.signIn('audit-8-days');
    await page.goto(home());
    const upgrade = card(page, 'Upgrade your course today');
    await expect(upgrade).toContainText('Course access will expire May 9');
    await expect(upgrade.getByRole('listitem')).toHaveCount(4);
    await expect(upgrade.getByRole('link', { name: 'Upgrade for $149' })).toHaveAttribute(
      'href',
      /sku=UPGRADE149/,
    );
    await expectNoAxeViolations(page);
  });

  test('the countdown’s words at each threshold, on the outline', async ({ page, mock }) => {
    for (const [persona, heading, words] of [
      ['audit-offer', '15% First-Time Learner Discount', '5 days left'],
      ['audit-3-days', 'Course Access Expiration', '3 days left'],
      ['audit-5-hours', 'Course Access Expiration', '5 hours left'],
      ['audit-20-minutes', 'Course Access Expiration', 'Less than 1 hour left'],
    ] as const) {
      await mock.signIn(persona);
      await page.goto(home());
      const section = card(page, heading);
      await expect(section.getByText(words, { exact: true })).toBeVisible();
      if (persona === 'audit-offer') {
        await expect(section).toContainText('Use code EDXWELCOME at checkout');
        await expect(section.getByRole('link', { name: /^Upgrade for/ })).toHaveAttribute(
          'href',
          /code=EDXWELCOME/,
        );
      } else {
        await expect(section).toContainText(
          'You will lose all access to this course, including any progress, on',
        );
      }
      await expect(section).not.toContainText('null');
    }
  });

  test(
    'the courseware’s tray: open with the card, the unread dot gone once seen',
    { tag: '@core' },
    async ({ page, mock }) => {
      // The spec's tray rule (decision 0023): open by itself on every visit, so the spec's LMS.
      await mock.era('spec');
      await mock.signIn('audit-3-days');
      await page.goto(WELCOME);
      const aside = tray(page);
      await expect(aside.getByRole('heading', { name: 'Course Access Expiration' })).toBeVisible();
      await expect(aside).toContainText('3 days left');
      const toggle = page.getByRole('button', { name: /^Notifications/ });
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      // Seen once the tray has been open three seconds: the status is stored as seen, then the dot goes.
      // Wait on that state, which the reload below relies on, not on the time it takes.
      await expect.poll(() => storedTrayStatus(page)).toBe('inactive');
      await expect(toggle).toHaveAccessibleName('Notifications');
      await expect(toggle.locator('.notification-tray-dot')).toHaveCount(0);
      await toggle.click();
      await expect(aside).toBeHidden();
      // Closed stays closed only for this visit (the tray opens again); the status stays seen.
      await page.reload();
      await expect(tray(page).getByRole('heading', { name: 'Course Access Expiration' })).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle).toHaveAccessibleName('Notifications');
      expect(await storedTrayStatus(page)).toBe('inactive');
    },
  );

  test('the phone’s flyover with "Back to course"', async ({ page, mock }) => {
    await mock.signIn('audit-5-hours');
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(WELCOME);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the course' })).toBeVisible();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const flyover = page.getByRole('dialog', { name: 'Notifications' });
    await expect(flyover.getByText('5 hours left', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await flyover.getByRole('button', { name: 'Back to course' }).click();
    await expect(flyover).toBeHidden();
    await expect(page.getByRole('button', { name: /^Notifications/ })).toBeFocused();
  });

  test('a locked unit: the paywall over gated graded content', async ({ page, mock }) => {
    await mock.signIn('audit-8-days');
    await page.goto(at('graded_homework', 'graded_homework_unit_1'));
    const paywall = page.getByRole('region', { name: 'Graded assignments are locked' });
    await expect(paywall.getByRole('link', { name: 'Upgrade for $149' })).toBeVisible();
    await expect(page.locator('#unit-iframe')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the programme’s verified lock and, after its deadline, the blocking modal', async ({
    page,
    mock,
  }) => {
    await mock.signIn('audit-8-days');
    await page.goto(at('reading', 'reading_unit_1'));
    await expect(page.locator('#unit-iframe')).toBeVisible();
    await page.evaluate(
      ([open]) => {
        const w = window as unknown as Record<string, (deadline: string, sequences: string[]) => void>;
        w.experiment__mmp2p_course_enable?.('2030-06-01T00:00:00Z', [open!]);
      },
      [seq('welcome')],
    );
    await expect(page.getByRole('region', { name: 'Verified Track Access' })).toBeVisible();
    await expect(page.locator('#unit-iframe')).toHaveCount(0);
    await page.evaluate(
      ([open]) => {
        const w = window as unknown as Record<string, (deadline: string, sequences: string[]) => void>;
        w.experiment__mmp2p_course_enable?.('2030-04-01T00:00:00Z', [open!]);
      },
      [seq('welcome')],
    );
    const dialog = page.getByRole('dialog', { name: 'Deadline to access full course has passed' });
    await expect(dialog.getByRole('link', { name: 'Explore more courses' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the lock unit tab: a sequence under the verified lock shows the lock on its units', async ({
    page,
    mock,
  }) => {
    // The unit tabs are the spec's layout's (decision 0023).
    await mock.era('spec');
    await mock.signIn('audit-8-days');
    await enableProgrammeOnLoad(page, [seq('welcome')]);
    await page.goto(at('how_it_works', 'how_it_works_unit_1'));
    await expect(page.getByRole('region', { name: 'Verified Track Access' })).toBeVisible();
    const units = page.getByRole('list', { name: 'Units of this sequence' });
    for (const name of ['Audit and verified tracks', 'Practice question']) {
      await expect(units.getByRole('link', { name })).toHaveAccessibleDescription(
        'Locked: verified track only',
      );
    }
    // An open sequence: no lock.
    await page.goto(WELCOME);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the course' })).toBeVisible();
    // The unit's tab (the outline sidebar, once loaded, links the same unit by the same name).
    await expect(
      page.locator('.unit-tabs').getByRole('link', { name: 'Welcome to the course' }),
    ).not.toHaveAccessibleDescription(/Locked/);
  });

  test('the outline’s flyover on a phone, with "Back to course"', async ({ page, mock }) => {
    await mock.signIn('audit-3-days');
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(home());
    await expect(page.getByRole('heading', { level: 1, name: 'Audit and Upgrade' })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Notifications' });
    await toggle.click();
    const flyover = page.getByRole('dialog', { name: 'Notifications' });
    await expect(flyover.getByText('3 days left', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await flyover.getByRole('button', { name: 'Back to course' }).click();
    await expect(flyover).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the streak celebration’s discount', async ({ page, mock }) => {
    await mock.signIn('audit-streak');
    await page.goto(WELCOME);
    const dialog = page.getByRole('dialog', { name: '3 day streak' });
    await expect(dialog).toContainText('You’ve unlocked a 15% off discount');
    await expect(dialog).toContainText('Ends in 14 days, on May 15, 2030.');
    await expect(dialog.getByRole('link', { name: /^Upgrade for/ })).toHaveAttribute(
      'href',
      /code=ZGY11119949/,
    );
    await expectNoAxeViolations(page);
  });

  test('a paid learner sees none of it and downloads none of it', async ({ page, mock }) => {
    const chunks = recordUpgradeChunks(page);
    await mock.signIn('verified');
    await page.goto(home());
    await expect(page.getByRole('heading', { level: 1, name: 'Audit and Upgrade' })).toBeVisible();
    await expect(page.getByRole('complementary').first()).toBeVisible();
    await page.goto(WELCOME);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the course' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await page.goto(at('graded_homework', 'graded_homework_unit_1'));
    await expect(page.locator('#unit-iframe')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Upgrade for/ })).toHaveCount(0);
    await expect(
      page.getByText(/First-Time Learner Discount|Upgrade your course today|Course Access Expiration/),
    ).toHaveCount(0);
    expect(chunks).toEqual([]);
  });

  test('no card past the upgrade deadline nor without a verified track', async ({ page, mock }) => {
    for (const [persona, courseId, title] of [
      ['audit-deadline-passed', CLOSED, 'Audit and Upgrade (upgrade closed)'],
      ['audit-no-verified', AUDIT_ONLY, 'Audit Only'],
    ] as const) {
      await mock.signIn(persona);
      await page.goto(home(courseId));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(
        page.getByRole('link', { name: 'View all dates' }).or(page.getByRole('complementary').first()),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: /^Upgrade for/ })).toHaveCount(0);
    }
  });

  // The screens' pictures, each at two widths and both directions with an axe scan: a test each, so that
  // they spread over the workers instead of holding the run's tail (decision 0019).
  test("screenshots of the outline's discount card", async ({ page, mock }) => {
    test.slow();
    await mock.signIn('audit-offer');
    // Arabic writes the percentage and the numbers its own way: wait for the card, not its words.
    await shoot(
      page,
      'upgrade-outline-discount',
      home(),
      async (p) => {
        await expect(p.locator('section.upgrade-card')).toBeVisible();
      },
      true,
    );
  });

  test("screenshots of the outline's urgent card", async ({ page, mock }) => {
    test.slow();
    await mock.signIn('audit-3-days');
    await shoot(
      page,
      'upgrade-outline-urgent',
      home(),
      async (p) => {
        await expect(p.locator('section.upgrade-card')).toBeVisible();
      },
      true,
    );
  });

  test("screenshots of the courseware's tray and the phone's flyover", async ({ page, mock }) => {
    test.slow();
    await mock.signIn('audit-3-days');
    await shoot(page, 'upgrade-tray', WELCOME, async (p, phone) => {
      await expect(p.locator('#unit-iframe')).toBeVisible();
      if (phone) {
        const flyover = p.getByRole('dialog');
        // The flyover's visibility is stored: open it the first time only.
        if (!(await flyover.isVisible())) await p.locator('.notification-tray-toggle').click();
        await expect(flyover.locator('section.upgrade-card')).toBeVisible();
      } else {
        // Today's layout opens no right panel by itself (decision 0023): the tray from its trigger, unless
        // the learner's choice (kept from the last picture) opened it.
        const toggle = p.locator('.notification-tray-toggle');
        if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await expect(p.locator('aside.notification-tray section.upgrade-card')).toBeVisible();
      }
    });
  });

  test('screenshots of a locked unit', async ({ page, mock }) => {
    test.slow();
    await mock.signIn('audit-3-days');
    await shoot(page, 'upgrade-locked-unit', at('graded_homework', 'graded_homework_unit_1'), async (p) => {
      await expect(p.locator('.gate-paywall')).toBeVisible();
      await expect(p.locator('#unit-iframe')).toBeVisible();
      // A fresh browser: no panel choice or flyover kept from another picture.
      await expect(p.getByRole('dialog')).toHaveCount(0);
    });
  });

  test('screenshots of the lock unit tab', async ({ page, mock }) => {
    test.slow();
    // The unit tabs and the unit menu are the spec's layout's (decision 0023).
    await mock.era('spec');
    await mock.signIn('audit-8-days');
    // The tabs at desktop width; on a phone the unit menu, opened.
    await enableProgrammeOnLoad(page, [seq('welcome')]);
    await shoot(page, 'upgrade-lock-tabs', at('how_it_works', 'how_it_works_unit_1'), async (p, phone) => {
      await expect(p.locator('.gate-paywall')).toBeVisible();
      if (phone) {
        await p.locator('.unit-menu .dropdown-toggle').click();
        await expect(p.locator('.unit-menu .unit-menu-lock')).toHaveCount(2);
        await expect(p.locator('.unit-menu .unit-menu-lock').first()).toBeVisible();
      } else {
        await expect(p.locator('.unit-tabs .unit-tab.locked')).toHaveCount(2);
      }
    });
  });
});
