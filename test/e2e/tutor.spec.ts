import { DEMO, expect, LMS, test } from './fixtures';

/**
 * The build Tutor makes (scripts/tutor-build.ts: APP_ID=learning, PUBLIC_PATH=/learning/,
 * MFE_CONFIG_API_URL=/api/mfe_config/v1 and Tutor's env.config.jsx, test/tutor/env.config.jsx), served
 * as Tutor's Caddy serves it: under /learning/ with an SPA fallback and the runtime configuration
 * proxied to the LMS, whose answer (test/mock-lms/handlers/platform.ts) is Tutor's MFE_CONFIG with a
 * bare-host BASE_URL, a theme and keys of its own.
 */
const TUTOR = process.env.TUTOR_APP_ORIGIN ?? 'http://localhost:2010';
const PLATFORM = 'course-v1:edX+Platform+2025';
const SEQ = 'block-v1:edX+Platform+2025+type@sequential+block@first_steps';
const UNIT = 'block-v1:edX+Platform+2025+type@vertical+block@first_steps_unit_1';
const home = `${TUTOR}/learning/course/${PLATFORM}/home`;
const THEME_PRIMARY = 'rgb(143, 15, 75)';
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('the Tutor build under /learning/', () => {
  test('boots from the runtime configuration, every request of the app under /learning/', async ({
    page,
    mock,
  }) => {
    await mock.signIn('verified');
    const paths: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === TUTOR) paths.push(url.pathname);
    });
    await page.goto(home);
    await expect(page.getByRole('heading', { level: 1, name: 'Platform Paths' })).toBeVisible();
    await expect(page).toHaveTitle('Course | Platform Paths | My Open edX');
    expect(paths).toContain('/api/mfe_config/v1');
    expect(paths.filter((path) => !path.startsWith('/learning/') && path !== '/api/mfe_config/v1')).toEqual(
      [],
    );
    // A deep link loads through the SPA fallback.
    await page.goto(`${TUTOR}/learning/course/${PLATFORM}/dates`);
    await expect(page.getByRole('heading', { level: 1, name: 'Important dates' })).toBeVisible();
  });

  test('index.html’s script asks the runtime configuration and the first LMS reads; the app asks none again', async ({
    page,
    mock,
  }) => {
    await mock.signIn('verified');
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      const read = url.origin === LMS && request.method() === 'GET' && url.pathname.startsWith('/api/');
      if (read || url.pathname === '/api/mfe_config/v1')
        asked.push(`${request.resourceType()} ${url.pathname}`);
    });
    await page.goto(home);
    await expect(page.getByRole('heading', { level: 1, name: 'Platform Paths' })).toBeVisible();
    const metadata = `/api/course_home/course_metadata/${PLATFORM}`;
    const outline = `/api/course_home/outline/${PLATFORM}`;
    expect(asked.filter((call) => call.endsWith('/api/mfe_config/v1'))).toEqual(['fetch /api/mfe_config/v1']);
    expect(asked.filter((call) => call.endsWith(metadata))).toEqual([`fetch ${metadata}`]);
    expect(asked.filter((call) => call.endsWith(outline))).toEqual([`fetch ${outline}`]);

    // Within five minutes the configuration comes from the app's cache, in the script as in the app.
    asked.length = 0;
    await page.goto(`${TUTOR}/learning/course/${PLATFORM}/dates`);
    await expect(page.getByRole('heading', { level: 1, name: 'Important dates' })).toBeVisible();
    expect(asked.filter((call) => call.endsWith('/api/mfe_config/v1'))).toEqual([]);
    const dates = `/api/course_home/dates/${PLATFORM}`;
    expect(asked.filter((call) => call.endsWith(dates))).toEqual([`fetch ${dates}`]);
  });

  test('opens the course tabs inside the app, though Tutor sends BASE_URL as a bare host', async ({
    page,
    mock,
  }) => {
    await mock.signIn('verified');
    await page.goto(home);
    await expect(page.getByRole('heading', { level: 1, name: 'Platform Paths' })).toBeVisible();
    await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
    const tabs = page.getByRole('navigation', { name: 'Course', exact: true });
    await tabs.getByRole('link', { name: 'Dates' }).click();
    await expect(page).toHaveURL(`${TUTOR}/learning/course/${PLATFORM}/dates`);
    await tabs.getByRole('link', { name: 'Discussion' }).click();
    await expect(page).toHaveURL(
      new RegExp(`${escaped(`/learning/course/${PLATFORM}/discussion/forum`)}/?$`),
    );
    expect(await page.evaluate(() => (window as { stayedInApp?: boolean }).stayedInApp)).toBe(true);
    // The discussions app from the runtime configuration, its navigation under /learning/ too.
    const frame = page.frameLocator('iframe[title="Course discussions"]');
    await frame.getByRole('button', { name: 'Open post 42' }).click();
    await expect(page).toHaveURL(
      new RegExp(`${escaped(`/learning/course/${PLATFORM}/discussion/posts/42`)}$`),
    );
  });

  test('applies the Tutor env.config.jsx slots: insert, hide and wrap', async ({ page, mock }) => {
    await mock.signIn('verified');
    await page.goto(home);
    // Inserted into the outline's notifications slot, with the slot's pluginProps.
    await expect(page.getByRole('region', { name: 'Site notice' })).toContainText(
      `Office hours for ${PLATFORM} are on Fridays.`,
    );
    // The footer slot (under its alias footer_slot): the default hidden, a footer inserted.
    await expect(page.getByText('This is the footer.')).toBeVisible();
    await expect(page.getByText('Powered by Open edX')).toHaveCount(0);
    // Hidden under its alias: the progress tab's related links.
    await page.goto(`${TUTOR}/learning/course/${PLATFORM}/progress`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Related links' })).toHaveCount(0);
    // Wrapped: the unit title.
    await page.goto(`${TUTOR}/learning/course/${PLATFORM}/${SEQ}/${UNIT}`);
    const wrapper = page.getByRole('group', { name: 'Unit title from the site theme' });
    await expect(wrapper.getByRole('heading', { level: 1, name: 'Hello' })).toBeVisible();
  });

  test('inserts into every plugin slot, each insert visible on its page', async ({ page, mock }) => {
    test.slow();
    // A slot may stand several times on a page (one per unit of the outline sidebar): the first is enough.
    const shows = async (...names: string[]) => {
      for (const name of names) {
        await expect(page.getByText(`Plugin in ${name}`, { exact: true }).first(), name).toBeVisible();
      }
    };
    // A visitor's header.
    await page.goto(home);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await shows('header_learning_logged_out_items');

    await mock.signIn('verified');
    await page.goto(home);
    await expect(page.getByRole('heading', { level: 1, name: 'Platform Paths' })).toBeVisible();
    await shows(
      'header_learning',
      'header_logo',
      'header_learning_course_info',
      'learning_header_actions',
      'header_notifications_tray',
      'learning_help',
      'header_learning_user_menu_toggle',
      'footer',
      'course_tabs_navigation',
      'course_tab_links',
      'course_home_section_outline',
      'course_outline_tab_notifications',
    );
    await page.getByRole('button', { name: /^User menu for / }).click();
    await shows('header_learning_user_menu');

    // The unit's frame held back a moment: its loader, then the unit.
    await mock.fault({ path: `/xblock/${UNIT}`, delayMs: 2500, times: 1 });
    await page.goto(`${TUTOR}/learning/course/${PLATFORM}/${SEQ}/${UNIT}`);
    await shows('content_iframe_loader');
    await shows(
      'course_breadcrumbs',
      'sequence_navigation',
      'next_unit_top_nav_trigger',
      'unit_title',
      'sequence_bottom_navigation',
      'sequence_container',
      'learner_tools',
    );
    // The course-outline sidebar, open by default beside the unit once its frame has loaded; closed, its
    // trigger; at phone width, the phone's trigger.
    await shows(
      'course_outline_sidebar',
      'course_outline_sidebar_heading',
      'course_outline_sidebar_unit',
      'course_outline_sidebar_completion_icon',
    );
    await page
      .getByRole('navigation', { name: 'Course outline' })
      .getByRole('button', { name: 'Toggle course outline tray' })
      .click();
    await shows('course_outline_sidebar_trigger');
    await page.setViewportSize({ width: 390, height: 844 });
    await shows('course_outline_mobile_sidebar_trigger');
    await page.setViewportSize({ width: 1280, height: 720 });
    await mock.fault({ path: `/xblock/${UNIT}`, status: 500, body: 'Server error', times: 1 });
    await page.goto(`${TUTOR}/learning/course/${PLATFORM}/${SEQ}/${UNIT}`);
    await shows('content_iframe_error');

    await mock.signIn('audit');
    const gates = 'course-v1:edX+Gates+2026';
    await page.goto(
      `${TUTOR}/learning/course/${gates}/block-v1:edX+Gates+2026+type@sequential+block@graded_lab`,
    );
    await shows('gated_unit_content_message');
    // The right sidebar, its upgrade panel opened from its trigger (today's layout opens none by itself).
    await page.goto(
      `${TUTOR}/learning/course/${DEMO}/block-v1:edX+DemoX+Demo_Course+type@sequential+block@demo_course_overview`,
    );
    await shows('right_sidebar_trigger', 'right_sidebar');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await shows('upgrade_panel');
    await page.goto(`${TUTOR}/learning/course/${DEMO}/progress`);
    await shows(
      'progress_tab_certificate_status_main_body',
      'progress_tab_course_grade',
      'progress_tab_grade_breakdown',
      'progress_tab_certificate_status_side_panel',
      'progress_certificate_status',
      'progress_tab_related_links',
    );
    await page.goto(`${TUTOR}/learning/course/course-v1:edX+EndingSoon+2025/dates`);
    await shows('banner_dates_upgrade');

    await mock.signIn('verified');
    await page.goto(`${TUTOR}/learning/course/course-v1:edX+CertReady+2024/course-end`);
    await shows('course_exit_view_courses', 'course_exit_dashboard_footnote_link', 'course_recommendations');
  });

  test('a site’s own widget from SIDEBAR_WIDGETS: its trigger where it is available, its panel one at a time', async ({
    page,
    mock,
  }) => {
    await mock.signIn('verified');
    await page.goto(`${TUTOR}/learning/course/${PLATFORM}/${SEQ}/${UNIT}`);
    const glossary = page.getByRole('button', { name: 'Glossary' });
    const outline = page.getByRole('navigation', { name: 'Course outline' });
    await expect(glossary).toHaveAttribute('aria-expanded', 'false');
    await expect(outline).toBeVisible();
    await glossary.click();
    await expect(page.getByRole('complementary', { name: 'Glossary' })).toContainText(
      `One page of ${PLATFORM}`,
    );
    await expect(glossary).toHaveAttribute('aria-expanded', 'true');
    await expect(outline).toHaveCount(0);
    await page.getByRole('button', { name: 'Close sidebar' }).click();
    await expect(page.getByRole('complementary', { name: 'Glossary' })).toHaveCount(0);
    // Another course: the site's widget is not offered there.
    await page.goto(
      `${TUTOR}/learning/course/${DEMO}/block-v1:edX+DemoX+Demo_Course+type@sequential+block@demo_course_overview`,
    );
    await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    await expect(glossary).toHaveCount(0);
  });

  test('wears the theme of PARAGON_THEME_URLS from the first render', async ({ page }) => {
    // Records the first primary button's colour the moment React puts it in the page, before it paints.
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        const button = document.querySelector('.btn-primary');
        if (!button) return;
        Object.assign(window, { firstPrimary: getComputedStyle(button).backgroundColor });
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(home);
    const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign in' });
    await expect(signIn).toHaveCSS('background-color', THEME_PRIMARY);
    expect(await page.evaluate(() => (window as { firstPrimary?: string }).firstPrimary)).toBe(THEME_PRIMARY);
    // The theme's own component rules (Paragon's core sheet pads .btn by 3rem) do not override the app's.
    await expect(signIn).not.toHaveCSS('padding-top', '48px');
  });
});
