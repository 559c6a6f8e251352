import type { Page, Route } from '@playwright/test';
import { DEMO, expect, LMS, test } from './fixtures';

/**
 * Hostile input (issue 18), in the real browser against the production build: every text field an LMS or
 * catalogue answer carries gets XSS payloads, every address it carries gets a hostile address, every date
 * a hostile date, and failed calls carry hostile error bodies, on every page (the exam page, the staff
 * toolbar, the live and discussion tabs included). Nothing may run, nothing may be injected, no link, form
 * or frame may point anywhere but http(s), no redirect may leave for another site, and the page still
 * shows. Frame messages from a foreign window are ignored.
 */

const MARK = '__xssRan';
const APP = process.env.APP_ORIGIN ?? 'http://localhost:2000';
const PLATFORM = 'course-v1:edX+Platform+2025';
const CERT_READY = 'course-v1:edX+CertReady+2024';
const EXAMS = 'course-v1:edX+Exams+2026';
const MIDTERM = `/course/${EXAMS}/block-v1:edX+Exams+2026+type@sequential+block@midterm/block-v1:edX+Exams+2026+type@vertical+block@midterm_unit_1`;
const LESSON_1 = `/course/${DEMO}/block-v1:edX+DemoX+Demo_Course+type@sequential+block@lesson_1`;
const SEARCH = 'course-v1:edX+SearchX+2026';

const PAYLOADS = [
  `"><img src=x onerror="window.${MARK}=1">`,
  `<script>window.${MARK}=1</script>`,
  `<svg onload="window.${MARK}=1"></svg>`,
  `javascript:window.${MARK}=1`,
  `{{constructor.constructor('window.${MARK}=1')()}}`,
  `</title><script>window.${MARK}=1</script>`,
  // Markup that carries an address: author HTML keeps links, so the sanitiser must drop these schemes.
  `<a href="javascript:window.${MARK}=1">a</a><a href=" JaVaScRiPt:window.${MARK}=1">b</a>`,
  `<a href="data:text/html,<script>window.${MARK}=1</script>">c</a><form action="javascript:window.${MARK}=1"><button formaction="vbscript:x">d</button></form>`,
  `<iframe src="javascript:window.${MARK}=1"></iframe><area href="&#106;avascript:window.${MARK}=1">`,
];

/** Addresses no link, form, frame or navigation may take (the last two: not to be followed as the site's). */
const URL_PAYLOADS = [
  `javascript:window.${MARK}=1`,
  `JaVaScRiPt:window.${MARK}=1`,
  `\tjavascript:window.${MARK}=1`,
  `java\nscript:window.${MARK}=1`,
  `data:text/html,<script>window.${MARK}=1</script>`,
  `vbscript:msgbox(1)`,
  `&#106;avascript:window.${MARK}=1`,
  `&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;window.${MARK}=1`,
  `javascript&colon;window.${MARK}=1`,
  `//evil.example/x`,
  `https://evil.example/`,
];

/** Dates that are no dates, or are out of range, or carry markup. */
const DATE_PAYLOADS = [
  `<img src=x onerror="window.${MARK}=1">`,
  'not a date',
  '+275760-09-14T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '0000-00-00T00:00:00Z',
  '2025-13-45T99:99:99Z',
  `2025-01-01T00:00:00Z<script>window.${MARK}=1</script>`,
  '',
];

// Text the learner reads: titles, names, banners, messages, dates' descriptions, error details, and the
// live tab's frame markup.
const TEXT_KEYS =
  /^(title|name|display_name|description|header|text|message|detail|link_text|label|user_message|developer_message|additional_context_user_message|extra_info|short_description|org|number|assignment_type|long_name|subtitle|welcome_message_html|handouts_html|html|error|iframe|location|excerpt|html_content|transcript_en)$/;
// Addresses: keys ending in url, link or href (and any value that is an absolute http(s) address).
const URL_KEYS = /(^|_)(url|link|href)$/i;
const ISO_DATE = /^[+-]?\d{4,6}-\d\d-\d\d([T ][\d:.]+)?(Z|[+-]\d\d:?\d\d)?$/;

type Poison = (value: string, key: string) => string;

function walk(value: unknown, poison: Poison, key = ''): unknown {
  if (typeof value === 'string') return poison(value, key);
  if (Array.isArray(value)) return value.map((item) => walk(item, poison, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, poison, k)]));
  }
  return value;
}

const textPoison =
  (payload: string): Poison =>
  (value, key) =>
    TEXT_KEYS.test(key) ? `${value}${payload}` : value;

/** Each address gets the next hostile address in turn (from `offset`), so a page sees all of them. */
function urlPoison(offset: number): Poison {
  let next = offset;
  const pick = () => URL_PAYLOADS[next++ % URL_PAYLOADS.length]!;
  return (value, key) => {
    // The live tab's frame: its src attribute.
    if (key === 'iframe')
      return value.replace(/\bsrc="[^"]*"/, () => `src="${pick().replaceAll('"', '&quot;')}"`);
    return URL_KEYS.test(key) || /^https?:\/\//i.test(value) ? pick() : value;
  };
}

function datePoison(offset: number): Poison {
  let next = offset;
  return (value) => (ISO_DATE.test(value) ? DATE_PAYLOADS[next++ % DATE_PAYLOADS.length]! : value);
}

/** Runs every JSON answer of the LMS and the catalogue (not the runtime configuration) through `poison`. */
async function poisonAnswers(page: Page, poison: () => Poison) {
  await page.route(`${LMS}/**`, async (route: Route) => {
    const request = route.request();
    // Reads, and the courseware search's POST, which reads too.
    const read = request.method() === 'GET' || new URL(request.url()).pathname.startsWith('/search/');
    if (request.resourceType() === 'document' || !read) return route.fallback();
    if (new URL(request.url()).pathname.startsWith('/api/mfe_config/')) return route.fallback();
    const response = await route.fetch().catch(() => null);
    if (!response) return route.abort().catch(() => undefined);
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('json')) return route.fulfill({ response });
    const body: unknown = await response.json().catch(() => null);
    return route.fulfill({ response, json: walk(body, poison()) });
  });
}

interface Visit {
  readonly name: string;
  readonly persona: string;
  readonly path: string;
  /** What shows once the page is there (default: its first heading). */
  readonly ready?: (page: Page) => ReturnType<Page['locator']>;
}

const VISITS: readonly Visit[] = [
  { name: 'outline', persona: 'verified', path: `/course/${DEMO}/home` },
  { name: 'dates', persona: 'verified', path: `/course/${DEMO}/dates` },
  { name: 'progress', persona: 'verified', path: `/course/${DEMO}/progress` },
  // A credit course's requirements (issue 46): their names and statuses, poisoned too.
  {
    name: 'progress, credit course',
    persona: 'verified',
    path: '/course/course-v1:edX+Progress+Credit/progress',
  },
  { name: 'courseware', persona: 'verified', path: LESSON_1 },
  { name: 'course exit', persona: 'verified', path: `/course/${CERT_READY}/course-end` },
  { name: 'exam', persona: 'verified', path: MIDTERM },
  {
    name: 'live',
    persona: 'verified',
    path: `/course/${PLATFORM}/live`,
    ready: (page) => page.locator('main, #main-content').first(),
  },
  {
    name: 'discussion',
    persona: 'verified',
    path: `/course/${PLATFORM}/discussion/forum`,
    ready: (page) => page.locator('iframe[title="Course discussions"]'),
  },
  {
    // The courseware search's results (issue 46): names, places and texts from the search index.
    name: 'courseware search',
    persona: 'verified',
    path: `/course/${SEARCH}/home?q=cell`,
    ready: (page) => page.locator('.courseware-search-result').first(),
  },
  {
    name: 'notifications tray',
    persona: 'verified',
    path: `/course/${DEMO}/dates?showNotifications=true&app=discussion`,
    ready: (page) => page.getByRole('region', { name: 'Notifications' }).getByRole('tabpanel'),
  },
  {
    name: 'staff toolbar',
    persona: 'staff',
    path: `/course/${DEMO}/home`,
    ready: (page) => page.getByRole('region', { name: 'Staff tools' }),
  },
];

/** Every address the page shows in a link, form or frame that is not http(s) (relative ones resolve) or mailto. */
async function nonHttpAddresses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const attributes: [string, string][] = [
      ['a[href], area[href], link[href]', 'href'],
      ['form[action]', 'action'],
      ['button[formaction], input[formaction]', 'formaction'],
      ['iframe[src], frame[src], embed[src]', 'src'],
      ['object[data]', 'data'],
    ];
    const bad: string[] = [];
    for (const [selector, attribute] of attributes) {
      for (const element of document.querySelectorAll(selector)) {
        const value = element.getAttribute(attribute) ?? '';
        let protocol = '';
        try {
          protocol = new URL(value, document.baseURI).protocol;
        } catch {
          protocol = 'unparsable';
        }
        // mailto: is the app's own sharing link (the course exit page's "email"), no answer's address.
        if (protocol !== 'http:' && protocol !== 'https:' && protocol !== 'mailto:') {
          bad.push(`<${element.tagName.toLowerCase()} ${attribute}="${value.slice(0, 60)}">`);
        }
      }
    }
    return bad;
  });
}

/** Dialogs, uncaught errors and main-frame navigations to anything but http(s), from now on. */
function watch(page: Page) {
  const seen = { dialogs: [] as string[], errors: [] as string[], navigations: [] as string[] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const url = frame.url();
    if (!/^https?:/.test(url) && url !== 'about:blank') seen.navigations.push(url);
  });
  page.on('console', (message) => {
    if (/Not allowed to (navigate|load)/i.test(message.text())) seen.navigations.push(message.text());
  });
  return seen;
}

/** Nothing ran or was injected, and every address on the page is http(s) or relative. */
async function expectHarmless(page: Page, where: string) {
  expect(
    await page.evaluate((mark) => (window as unknown as Record<string, unknown>)[mark], MARK),
    `${where}: a payload ran`,
  ).toBeUndefined();
  // Nothing outside sanitised author HTML came in as markup: no handler attributes anywhere.
  expect(await page.locator('[onerror], [onload], [onclick]').count(), `${where}: handlers`).toBe(0);
  expect(await page.locator('body script:not([src])').count(), `${where}: inline scripts`).toBe(0);
  expect(await nonHttpAddresses(page), `${where}: addresses`).toEqual([]);
}

async function visitAll(page: Page, visits: readonly Visit[], signIn: (persona: string) => Promise<void>) {
  let persona = '';
  for (const visit of visits) {
    if (visit.persona !== persona) await signIn(visit.persona);
    persona = visit.persona;
    await page.goto(visit.path);
    const ready = visit.ready?.(page) ?? page.locator('h1').first();
    await expect(ready, `${visit.name} shows`).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    await expectHarmless(page, visit.name);
  }
}

test.describe('hostile input', () => {
  // Every text payload in every text field, and a hostile address in every address field (each field the
  // next address of the corpus in turn, so every page sees all of them), on every page.
  test('text and address payloads run nothing, and no link leaves http(s), on any page', async ({
    page,
    mock,
  }) => {
    test.setTimeout(120_000);
    const seen = watch(page);
    await poisonAnswers(page, () => {
      const url = urlPoison(0);
      const words = textPoison(PAYLOADS.join(''));
      return (value, key) => url(words(value, key), key);
    });
    await visitAll(page, VISITS, (persona) => mock.signIn(persona));
    expect(seen).toEqual({ dialogs: [], errors: [], navigations: [] });
  });

  test('hostile dates crash nothing and run nothing on any page', async ({ page, mock }) => {
    test.setTimeout(120_000);
    const seen = watch(page);
    let answer = 0;
    await poisonAnswers(page, () => datePoison(answer++));
    // The pages that show dates (the live, discussion and staff tools show none an answer gives).
    const dated = VISITS.filter((visit) => !['live', 'discussion', 'staff toolbar'].includes(visit.name));
    await visitAll(page, dated, (persona) => mock.signIn(persona));
    expect(seen).toEqual({ dialogs: [], errors: [], navigations: [] });
  });

  test('a learner who clicks a catalogue recommendation or follows a redirect stays on http(s)', async ({
    page,
    mock,
  }) => {
    test.setTimeout(90_000);
    const seen = watch(page);
    // A catalogue address may lead to another site; a redirect may not.
    let redirecting = false;
    const elsewhere: string[] = [];
    await page.route(/^https?:\/\/evil\.example\//, (route) => {
      if (redirecting) elsewhere.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Elsewhere</h1>' });
    });
    await mock.signIn('verified');
    // A script, another scheme, another site (the text pass above has shown every page's links with the
    // whole corpus; here the learner follows them).
    const kinds = [0, 4, 10].map((index) => URL_PAYLOADS[index]!);
    let clicked = 0;
    for (const payload of kinds) {
      await page.unroute(`${LMS}/**`);
      await poisonAnswers(page, () => (value, key) => (URL_KEYS.test(key) ? payload : value));
      if (!payload.startsWith('data:')) {
        // A recommendation whose catalogue address is hostile: whatever the learner clicks stays on http(s).
        await page.goto(`/course/${CERT_READY}/course-end`);
        await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 });
        await page.waitForLoadState('networkidle');
        await expectHarmless(page, `course exit, ${JSON.stringify(payload)}`);
        const card = page.locator('.recommendations a').first();
        if (await card.isVisible()) {
          // The learner lands where the card's address says, which is http(s) or nowhere: wait for that
          // navigation to end before the next page (a slow one interrupted the next goto).
          const href = new URL((await card.getAttribute('href')) ?? '', page.url());
          const leaves = href.protocol.startsWith('http') && href.origin !== new URL(page.url()).origin;
          await card.click();
          clicked += 1;
          if (leaves) await page.waitForURL((url) => url.origin === href.origin);
          await page.waitForLoadState('load');
          expect(page.url()).toMatch(/^https?:\/\//);
        }
      }
      // A unit's legacy address (its courseware answer's legacy_web_url) is followed only on the LMS.
      await page.goto(LESSON_1);
      await expect(page.locator('#unit-iframe')).toBeVisible({ timeout: 15_000 });
      redirecting = true;
      await page.evaluate(() => {
        const unit = 'block-v1:edX+DemoX+Demo_Course+type@vertical+block@lesson_1_unit_1';
        window.history.pushState({}, '', `/redirect/courseware/course-v1:edX+DemoX+Demo_Course/unit/${unit}`);
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.waitForURL((url) => url.origin !== APP, { timeout: 15_000 });
      expect(new URL(page.url()).origin, `legacy address ${JSON.stringify(payload)}`).toBe(LMS);
      redirecting = false;
    }
    // Another site's catalogue page is a card a learner can open (the scheme tricks leave no card link).
    expect(clicked).toBeGreaterThan(0);
    expect(elsewhere).toEqual([]);
    expect(seen).toEqual({ dialogs: [], errors: [], navigations: [] });
  });

  test('server error text is never shown as markup, and the learner gets the app’s own message', async ({
    page,
    mock,
  }) => {
    test.setTimeout(90_000);
    const seen = watch(page);
    const SERVER = 'SERVER-SAYS';
    const hostile = `${SERVER}<b id="server-markup">x</b>${PAYLOADS.join('')}`;
    const jsonBody = {
      detail: hostile,
      developer_message: hostile,
      user_message: hostile,
      error: hostile,
      message: hostile,
      field_errors: { goal: { user_message: hostile, developer_message: hostile } },
      errors: [hostile],
    };
    const htmlBody = `<html><body><h1 id="server-markup">${SERVER}</h1><script>window.${MARK}=1</script>${PAYLOADS.join('')}</body></html>`;
    const cases = [
      { path: '/api/course_home/outline/', status: 500, body: jsonBody, visit: `/course/${DEMO}/home` },
      { path: '/api/course_home/dates/', status: 403, body: htmlBody, visit: `/course/${DEMO}/dates` },
      { path: '/api/course_home/progress/', status: 400, body: jsonBody, visit: `/course/${DEMO}/progress` },
      { path: '/api/course_live/iframe/', status: 400, body: jsonBody, visit: `/course/${PLATFORM}/live` },
    ];
    await mock.signIn('verified');
    for (const fault of cases) {
      await mock.clearFaults();
      await mock.fault({ path: fault.path, status: fault.status, body: fault.body });
      await page.goto(fault.visit);
      const message = page
        .locator('.alert-danger, [role="alert"], .course-frame-failure')
        .filter({ visible: true });
      await expect(message.first(), `${fault.path} ${fault.status}: a message`).toBeVisible({
        timeout: 20_000,
      });
      await page.waitForLoadState('networkidle');
      await expectHarmless(page, `${fault.path} ${fault.status}`);
      await expect(page.locator('#server-markup')).toHaveCount(0);
      expect(await page.locator('body').innerText(), `${fault.path}: the server's words`).not.toContain(
        SERVER,
      );
    }
    await mock.clearFaults();

    // Writes: a bookmark the LMS refuses, and a masquerade it refuses with its reason (shown as text).
    await mock.fault({ method: 'POST', path: '/api/bookmarks/v1/bookmarks/', status: 400, body: jsonBody });
    await page.goto(LESSON_1);
    const bookmark = page.getByRole('button', { name: /^Bookmark/ }).first();
    await expect(bookmark).toBeVisible({ timeout: 15_000 });
    await bookmark.click();
    await expect(
      page.locator('[role="alert"], .toast, .alert-danger').filter({ visible: true }).first(),
    ).toBeVisible();
    await expectHarmless(page, 'bookmark refused');
    await expect(page.locator('#server-markup')).toHaveCount(0);
    expect(await page.locator('body').innerText()).not.toContain(SERVER);
    await mock.clearFaults();

    await mock.signIn('staff');
    await mock.fault({
      method: 'POST',
      path: '/masquerade',
      status: 400,
      body: { success: false, error: hostile },
    });
    await page.goto(`/course/${DEMO}/home`);
    const toolbar = page.getByRole('region', { name: 'Staff tools' });
    const viewAs = toolbar.getByRole('button', { name: /^View this course as:/ });
    await expect(viewAs).not.toHaveAttribute('aria-disabled', 'true', { timeout: 15_000 });
    await viewAs.click();
    await toolbar.getByRole('button', { name: 'Specific Student...', exact: true }).click();
    const user = toolbar.getByRole('textbox', { name: 'Masquerade as this user' });
    await user.fill('edx');
    await user.press('Enter');
    await expect(toolbar.getByRole('alert')).not.toHaveText('');
    await expectHarmless(page, 'masquerade refused');
    await expect(page.locator('#server-markup')).toHaveCount(0);
    await mock.clearFaults();
    expect(seen).toEqual({ dialogs: [], errors: [], navigations: [] });
  });

  test('frame messages from a window other than the unit frame are ignored', async ({ page, mock }) => {
    await mock.signIn('verified');
    await page.goto(LESSON_1);
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
