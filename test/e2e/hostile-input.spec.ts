import type { Page, Route } from '@playwright/test';
import { DEMO, expect, LMS, test } from './fixtures';

/**
 * Hostile input (issue 18): every text field an LMS or catalogue answer carries is replaced by an XSS
 * payload, in the real browser, on every page; nothing may run, nothing may be injected, and the page
 * still shows. Frame messages from a foreign window are ignored.
 */

const MARK = '__xssRan';
const PAYLOADS = [
  `"><img src=x onerror="window.${MARK}=1">`,
  `<script>window.${MARK}=1</script>`,
  `<svg onload="window.${MARK}=1"></svg>`,
  `javascript:window.${MARK}=1`,
  `{{constructor.constructor('window.${MARK}=1')()}}`,
  `</title><script>window.${MARK}=1</script>`,
];

// Text the learner reads: titles, names, banners, messages, dates' descriptions, error details.
const TEXT_KEYS =
  /^(title|name|display_name|description|header|text|message|detail|link_text|label|user_message|developer_message|additional_context_user_message|extra_info|short_description|org|number|assignment_type|long_name|subtitle|welcome_message_html|handouts_html|html)$/;

function poison(value: unknown, payload: string, key = ''): unknown {
  if (typeof value === 'string') return TEXT_KEYS.test(key) ? `${value}${payload}` : value;
  if (Array.isArray(value)) return value.map((item) => poison(item, payload, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v, payload, k)]));
  }
  return value;
}

async function poisonAnswers(page: Page, payload: string) {
  await page.route(`${LMS}/**`, async (route: Route) => {
    const request = route.request();
    if (request.resourceType() === 'document' || request.method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('json')) return route.fulfill({ response });
    const body: unknown = await response.json().catch(() => null);
    return route.fulfill({ response, json: poison(body, payload) });
  });
}

const PAGES = [
  `/course/${DEMO}/home`,
  `/course/${DEMO}/dates`,
  `/course/${DEMO}/progress`,
  `/course/${DEMO}/block-v1:edX+DemoX+Demo_Course+type@sequential+block@lesson_1`,
  `/course/course-v1:edX+CertReady+2024/course-end`,
];

test.describe('hostile input', () => {
  for (const [index, payload] of PAYLOADS.entries()) {
    test(`payload ${index + 1} in every text field runs nothing on any page`, async ({ page, mock }) => {
      test.setTimeout(120_000);
      await mock.signIn('verified');
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await poisonAnswers(page, payload);
      for (const path of PAGES) {
        await page.goto(path);
        await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 });
        await page.waitForLoadState('networkidle');
        expect(
          await page.evaluate((mark) => (window as unknown as Record<string, unknown>)[mark], MARK),
        ).toBeUndefined();
        // Nothing outside sanitised author HTML came in as markup: no handler attributes anywhere.
        expect(await page.locator('[onerror], [onload]').count()).toBe(0);
        expect(await page.locator('body script:not([src])').count()).toBe(0);
      }
      expect(dialogs).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('frame messages from a window other than the unit frame are ignored', async ({ page, mock }) => {
    await mock.signIn('verified');
    await page.goto(`/course/${DEMO}/block-v1:edX+DemoX+Demo_Course+type@sequential+block@lesson_1`);
    const frame = page.locator('#unit-iframe');
    await expect(frame).toHaveAttribute('height', /\d+/);
    await page.waitForLoadState('networkidle');
    const before = await frame.getAttribute('height');
    await page.evaluate(async () => {
      const messages: unknown[] = [
        { type: 'plugin.resize', payload: { height: 12345 } },
        { type: 'plugin.modal', payload: { url: 'javascript:alert(1)', title: 'x' } },
        { type: 'plugin.modal', payload: { body: '<img src=x onerror=alert(1)>' } },
        { type: 'plugin.resize', payload: { height: 'NaN' } },
        'plugin.resize',
        null,
        [1, 2, 3],
        { type: { toString: 1 } },
      ];
      for (const message of messages) window.postMessage(message, '*');
      // Messages arrive in order: once a last one has come, the app has seen all the others.
      await new Promise<void>((resolve) => {
        const done = (event: MessageEvent) => {
          if (event.data !== 'hostile-input:done') return;
          window.removeEventListener('message', done);
          resolve();
        };
        window.addEventListener('message', done);
        window.postMessage('hostile-input:done', '*');
      });
    });
    expect(await frame.getAttribute('height')).toBe(before);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
