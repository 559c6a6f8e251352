import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { ERA_COOKIE } from '../mock-lms/era';
import type { Fault } from '../mock-lms/faults';
import { AXE_TAGS, axeScan } from './axe';

export const LMS = process.env.MOCK_LMS_ORIGIN ?? 'http://localhost:18000';
export const DEMO = 'course-v1:edX+DemoX+Demo_Course';
export const LARGE = 'course-v1:edX+Large+2025';
export const NOT_STARTED = 'course-v1:edX+Future+2031';
export const AUDIT_EXPIRED = 'course-v1:edX+Expired+2024';
export const EMPTY = 'course-v1:edX+Empty+2025';
/** Course-home scenario courses (test/mock-lms/courses/courseHome.ts). */
export const ENDING_SOON = 'course-v1:edX+EndingSoon+2025';
export const AUTHOR_HTML = 'course-v1:edX+AuthorHTML+2025';
export const DATES_SHOWCASE = 'course-v1:edX+Dates+2025';
export const PROCTORING_SUBMITTED = 'course-v1:edX+ProctoringSubmitted+2025';
export const DEMO_GOAL_TOKEN = '0d1d2a3c-4b5e-4f60-8a7b-9c0d1e2f3a4b';

export type { Fault } from '../mock-lms/faults';

export interface MockLms {
  /** Signs in through the mock LMS's login form (session and JWT cookies land in the browser context). */
  signIn(persona: string): Promise<void>;
  fault(fault: Fault): Promise<void>;
  /** Lets every LMS call succeed again. */
  clearFaults(): Promise<void>;
  /** Chooses the interface language through the LMS language cookie, as the LMS sets it. */
  language(locale: string): Promise<void>;
  /**
   * Sets the mock LMS's clock (its Date header and every course date), or lets it run again with null.
   * The state is reset from the new clock, so enrolments are dated from it.
   */
  clock(at: Date | null): Promise<void>;
  /** Clears the browser's cookies (the sign-in, the language) but the test's scope. */
  clearCookies(): Promise<void>;
  /**
   * Which LMS release answers this test's browser (test/mock-lms/era.ts): today's by default, the spec's
   * with `spec`. A cookie on the LMS origin, so pages, frames and `page.request` all carry it.
   */
  era(era: 'current' | 'spec'): Promise<void>;
}

/**
 * The mock LMS scope of a test (test/mock-lms/scope.ts): its own state, clock, faults and era on the one
 * mock server, carried by a cookie every request of the test's browser context sends to the LMS (its
 * pages, frames and `page.request`), so tests run on several workers at once (decision 0019).
 */
export const SCOPE_COOKIE = 'mock_lms_scope';

export const scopeCookie = (scope: string) => ({
  name: SCOPE_COOKIE,
  value: scope,
  domain: 'localhost',
  path: '/',
});

/**
 * The LMS release a project's tests run against (playwright.config.ts): the `spec LMS` project runs the
 * core journeys (tagged `@core`) again against the spec's LMS; every other project uses today's.
 */
export interface EraOptions {
  lmsEra: 'current' | 'spec';
}

/**
 * `E2E_CPU_LOG=<file>`: each test appends a line of JSON to the file with the CPU seconds its browser spent,
 * by process type (renderer, browser, GPU, network), and its Playwright worker, from its page's creation to
 * its end (decision 0019: how the browser tests' CPU work is measured). A process that ends within the test
 * (a popup's renderer) takes its seconds with it; the servers are shared and not counted.
 */
export const test = base.extend<{ mock: MockLms; scope: string; cpuMeter: undefined } & EraOptions>({
  lmsEra: ['current', { option: true }],
  cpuMeter: [
    async ({ browser, page }, use, testInfo) => {
      const file = process.env.E2E_CPU_LOG;
      if (!file) {
        await use(undefined);
        return;
      }
      // From the page's creation (the fixture depends on it): its renderer is measured from here on.
      const cdp = await browser.newBrowserCDPSession();
      const read = async () => (await cdp.send('SystemInfo.getProcessInfo')).processInfo;
      const before = await read();
      const worker = process.cpuUsage();
      const started = Date.now();
      await use(undefined);
      const after = await read();
      const workerCpu = process.cpuUsage(worker);
      await cdp.detach();
      const byType: Record<string, number> = {};
      for (const { type, id, cpuTime } of after) {
        const was = before.find((earlier) => earlier.id === id)?.cpuTime ?? 0;
        byType[type] = Math.round(((byType[type] ?? 0) + cpuTime - was) * 100) / 100;
      }
      const line = {
        title: testInfo.titlePath.slice(1).join(' › '),
        project: testInfo.project.name,
        url: page.url(),
        wall: (Date.now() - started) / 1000,
        worker: Math.round((workerCpu.user + workerCpu.system) / 1e4) / 100,
        ...byType,
      };
      fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
    },
    { auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from the pattern.
  scope: async ({}, use, testInfo) => {
    await use(`w${testInfo.parallelIndex}-${testInfo.testId}-r${testInfo.retry}-${Date.now().toString(36)}`);
  },
  context: async ({ context, scope, lmsEra }, use) => {
    await context.addCookies([
      scopeCookie(scope),
      ...(lmsEra === 'current' ? [] : [{ name: ERA_COOKIE, value: lmsEra, domain: 'localhost', path: '/' }]),
    ]);
    await use(context);
  },
  mock: [
    async ({ page, scope }, use) => {
      // Every page runs under the build's Content-Security-Policy (vite preview serves it): a refused
      // script, style, frame or call fails the test.
      const refused: string[] = [];
      page.on('console', (message) => {
        // Chromium reports (but never runs) handlers in documents DOMParser makes, which inherit the
        // page's policy: DOMPurify parses author HTML that way, inertly (cure53/DOMPurify#107, #900).
        const fromSanitizer = /\/purify[.-]/.test(message.location().url);
        // axe parses the page's cross-origin stylesheets (a theme from the LMS) into <style> elements of a
        // document of its own, which inherits the policy: the scan's, not the app's.
        const fromScan = axeScanning && /Applying inline style/.test(message.text());
        if (
          message.type() === 'error' &&
          /Content Security Policy/i.test(message.text()) &&
          !fromSanitizer &&
          !fromScan
        ) {
          refused.push(`${page.url()}: ${message.text().slice(0, 140)} (${message.location().url})`);
        }
      });
      await page.request.post(`${LMS}/__mock/reset`);
      await use({
        async signIn(persona) {
          const response = await page.request.post(`${LMS}/login`, {
            form: { persona, next: '/' },
            maxRedirects: 0,
          });
          expect(response.status(), `sign in as ${persona}`).toBe(302);
        },
        async fault(fault) {
          const response = await page.request.post(`${LMS}/__mock/faults`, { data: fault });
          expect(response.ok()).toBe(true);
        },
        async clearFaults() {
          const response = await page.request.delete(`${LMS}/__mock/faults`);
          expect(response.ok()).toBe(true);
        },
        async clock(at) {
          const set = await page.request.post(`${LMS}/__mock/clock`, {
            data: { now: at ? at.toISOString() : null },
          });
          expect(set.ok()).toBe(true);
          // The reset unpins the clock after resetting: pin again so the fresh state uses it.
          await page.request.post(`${LMS}/__mock/reset`);
          if (at) await page.request.post(`${LMS}/__mock/clock`, { data: { now: at.toISOString() } });
        },
        async clearCookies() {
          const kept = (await page.context().cookies(LMS)).filter((c) => c.name === ERA_COOKIE);
          await page.context().clearCookies();
          await page.context().addCookies([scopeCookie(scope), ...kept]);
        },
        async era(era) {
          await page.context().addCookies([{ name: ERA_COOKIE, value: era, domain: 'localhost', path: '/' }]);
        },
        async language(locale) {
          await page
            .context()
            .addCookies([
              { name: 'openedx-language-preference', value: locale, domain: 'localhost', path: '/' },
            ]);
        },
      });
      expect(refused, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Whether this worker's test is running an axe scan (its stylesheet parsing trips the page's policy). */
let axeScanning = false;

/** `E2E_AXE_BUILDER=1`: scans with `@axe-core/playwright`'s AxeBuilder, as before axe.ts, to compare. */
const AXE_BUILDER = Boolean(process.env.E2E_AXE_BUILDER);

/**
 * Fails with the list of WCAG 2.1 A/AA violations axe finds on the page as it is now, its frames included
 * (axe.ts: AxeBuilder's scan, with axe-core evaluated once a document; axe-runner.spec.ts proves the two
 * find the same).
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}) {
  // A dialog or panel still fading in reads as low contrast: the scan waits for the page's finite
  // animations and transitions to end (a spinner's endless one is not waited for).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  axeScanning = true;
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const run = AXE_BUILDER ? builder.analyze() : axeScan(page, options);
  const { violations } = await run.finally(() => {
    axeScanning = false;
  });
  const summary = violations.map(
    (v) => `${v.id} (${v.impact ?? ''}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

export type Viewports = Readonly<Record<string, { width: number; height: number }>>;
const SHOTS = path.resolve(import.meta.dirname, '../../screenshots');

export interface ScreenshotOptions {
  /** An axe scan of each picture's page (every width, both directions), before the picture. */
  axe?: boolean;
  /**
   * Reach the widths after the first by resizing the page loaded at the first, not by loading it again:
   * one load a direction instead of one a picture (decision 0019). For a screen that looks and behaves the
   * same resized as loaded at that width; not for one whose first render depends on the width (a panel
   * that opens by itself on a wide window only and stays open when the window narrows), nor one whose
   * `ready` does, at one width, what undoes itself when done twice (a toggle). `E2E_SCREENSHOTS_CHECK=1`
   * proves it: each resized picture's page is also loaded afresh at its width, and the two must match
   * (`expectSameScreen`).
   */
  resize?: boolean;
}

/** Whether a screenshot test loads each resized width afresh too, to compare (ScreenshotOptions.resize). */
const CHECK_RESIZE = Boolean(process.env.E2E_SCREENSHOTS_CHECK);

/**
 * Waits until the page and its frames have no call in flight, no animation running and no change to the
 * DOM for half a second: both pages compared have loaded all they load after their content (the course
 * outline, the language menu) and ended their transitions.
 */
export async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await Promise.all(
    page.frames().map((frame) =>
      frame
        .evaluate(async () => {
          await Promise.all(
            document.getAnimations().map((animation) => animation.finished.catch(() => null)),
          );
          await new Promise<void>((resolve) => {
            const done = () => {
              observer.disconnect();
              resolve();
            };
            let timer = setTimeout(done, 500);
            const observer = new MutationObserver(() => {
              clearTimeout(timer);
              timer = setTimeout(done, 500);
            });
            observer.observe(document, {
              subtree: true,
              childList: true,
              attributes: true,
              characterData: true,
            });
          });
        })
        .catch(() => undefined),
    ),
  );
}

/**
 * What a learner perceives of a page, to tell two pages apart: the accessibility tree of the document and
 * its frames (roles, names, states, text; digits masked, as a countdown moves on between two loads;
 * live status regions by their presence, not their passing announcement; React's generated ids masked), its
 * scrolled size, where its landmarks, headings, controls and frames are (to 8 px), and what has the focus.
 */
async function screenState(page: Page): Promise<string> {
  await settled(page);
  const tree = await page.locator('body').ariaSnapshot();
  const frames = await Promise.all(
    page
      .frames()
      .filter((frame) => frame !== page.mainFrame() && frame.url().startsWith('http'))
      .map(
        async (frame) =>
          `frame ${frame.url()}:\n${await frame
            .locator('body')
            .ariaSnapshot()
            .catch(() => '')}`,
      ),
  );
  const layout = await page.evaluate(() => {
    const at = (n: number) => Math.round(n / 8) * 8;
    const boxes = [
      ...document.querySelectorAll(
        'header, nav, main, aside, footer, [role=dialog], [role=region], h1, h2, h3, iframe, button, a[href]',
      ),
    ]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0)
      .map(
        ({ element, box }) =>
          `${element.tagName.toLowerCase()} ${at(box.left + window.scrollX)},${at(box.top + window.scrollY)} ${at(box.width)}×${at(box.height)}`,
      );
    return {
      width: document.documentElement.scrollWidth,
      height: at(document.documentElement.scrollHeight),
      // React's generated ids (useId: `:r1a:`, `«r1a»`) count mounts, not what is seen.
      focus:
        document.activeElement?.outerHTML
          .replace(/[:«]r[0-9a-z]+[:»]/g, ':r:')
          .slice(0, 120)
          .replace(/\d/g, '0') ?? null,
      boxes,
    };
  });
  // A status region's words are an announcement, heard once and not seen: its presence counts.
  const text = [tree, ...frames.sort()]
    .join('\n')
    .replace(/^(\s*- status):.*$/gm, '$1')
    .replace(/\d/g, '0');
  return `${JSON.stringify(layout, null, 1)}\n${text}`;
}

/**
 * Fails when the page as resized (`resized`, its screenState) differs from the same screen loaded afresh at
 * the same width and made ready the same way.
 */
async function expectSameScreen(page: Page, url: string, ready: () => Promise<void>, resized: string) {
  await page.goto(url);
  await ready();
  const fresh = await screenState(page);
  expect(
    resized,
    `${url}: the page resized to ${page.viewportSize()?.width ?? 0} px and the page loaded at that width`,
  ).toBe(fresh);
}

/**
 * For a page reached by resizing (`resized`) when `E2E_SCREENSHOTS_CHECK=1` is on: what it shows now, and a
 * check to run once the test has looked at it, which loads `url` afresh at this width and fails if that is
 * another screen (ScreenshotOptions.resize). Otherwise the check does nothing.
 */
export async function resizedScreen(
  page: Page,
  resized: boolean,
): Promise<(url: string, ready: () => Promise<void>) => Promise<void>> {
  if (!resized || !CHECK_RESIZE) return () => Promise.resolve();
  const state = await screenState(page);
  return (url, ready) => expectSameScreen(page, url, ready, state);
}

/**
 * Screenshots of a screen at desktop and phone width, left-to-right (English) and right-to-left (Arabic),
 * into screenshots/ (and the test report). `ready` waits for the screen's content after each load (and,
 * with `resize`, after each resize). With `axe`, each picture's page has an axe scan first.
 *
 * Without `resize` each picture is a load of its own (four loads a screen); with it, one load a direction
 * and a resize for the other width (ScreenshotOptions.resize). To convert a test: add `resize: true` to its
 * options, run it once with `E2E_SCREENSHOTS_CHECK=1`, and keep it if that passes.
 */
export async function screenshots(
  page: Page,
  name: string,
  url: string,
  ready: (page: Page, phone: boolean) => Promise<void>,
  viewports: Viewports = VIEWPORTS,
  options: ScreenshotOptions = {},
) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const [direction, locale] of [
    ['ltr', 'en'],
    ['rtl', 'ar'],
  ] as const) {
    await page
      .context()
      .addCookies([{ name: 'openedx-language-preference', value: locale, domain: 'localhost', path: '/' }]);
    let loaded = false;
    for (const [viewport, size] of Object.entries(viewports)) {
      const phone = viewport === 'phone';
      await page.setViewportSize(size);
      if (!loaded || !options.resize) {
        await page.goto(url);
        await expect(page.locator('html')).toHaveAttribute('dir', direction);
        loaded = true;
      }
      await ready(page, phone);
      // A panel a resize opens or closes fades in or out: axe and the picture see where it ends.
      await page.evaluate(() =>
        Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null))),
      );
      const sameScreen = await resizedScreen(
        page,
        Boolean(options.resize) && viewport !== Object.keys(viewports)[0],
      );
      if (options.axe) await expectNoAxeViolations(page);
      const file = path.join(SHOTS, `${name}-${viewport}-${direction}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await test.info().attach(`${name}-${viewport}-${direction}`, { path: file, contentType: 'image/png' });
      // The page loaded afresh at this width is the same screen: later widths resize it in turn.
      await sameScreen(url, () => ready(page, phone));
    }
  }
  await page.context().clearCookies({ name: 'openedx-language-preference' });
  await page.setViewportSize(Object.values(viewports)[0] ?? VIEWPORTS.desktop);
}
