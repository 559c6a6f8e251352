import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO, expect, expectNoAxeViolations, LMS, test } from './fixtures';

/**
 * Every screen in other languages (issue 15): course home, dates, progress, courseware, the exit page and
 * the upgrade card in Arabic, Hebrew, Spanish, Chinese, Russian and Thai, at desktop and phone width, with
 * axe, screenshots (screenshots/locale-*), no horizontal scroll on a phone, and no visible text that is
 * one of the app's English messages left untranslated (course content and names come from the LMS and
 * are not the app's to translate).
 */

const root = path.resolve(import.meta.dirname, '../..');
const source = JSON.parse(fs.readFileSync(path.join(root, 'i18n/source/messages.json'), 'utf8')) as Record<
  string,
  { defaultMessage: string }
>;

const LOCALES = ['ar', 'he', 'es-419', 'zh-cn', 'ru', 'th'] as const;
const RTL = new Set(['ar', 'he']);
const SHOTS = path.join(root, 'screenshots');
const CERT_READY = 'course-v1:edX+CertReady+2024';
const UNIT = `/course/${DEMO}/block-v1:edX+DemoX+Demo_Course+type@sequential+block@lesson_1/block-v1:edX+DemoX+Demo_Course+type@vertical+block@lesson_1_unit_1`;

const SCREENS = [
  { name: 'home', persona: 'audit', path: `/course/${DEMO}/home` },
  { name: 'dates', persona: 'audit', path: `/course/${DEMO}/dates` },
  { name: 'progress', persona: 'audit', path: `/course/${DEMO}/progress` },
  { name: 'courseware', persona: 'audit', path: UNIT },
  { name: 'exit', persona: 'verified', path: `/course/${CERT_READY}/course-end` },
] as const;

/** English messages a learner would notice: two words or more, as patterns (placeholders match anything). */
function englishPatterns(catalog: Record<string, string>): { id: string; pattern: RegExp }[] {
  return Object.entries(source).flatMap(([id, { defaultMessage }]) => {
    if (catalog[id] === undefined || catalog[id] === defaultMessage) return [];
    if (/[{<]/.test(defaultMessage) && /\b(plural|select|number|date)\b|</.test(defaultMessage)) return [];
    const literal = defaultMessage.replace(/\{\w+\}/g, ' ').trim();
    if (literal.split(/\s+/).filter((word) => /[a-z]{2}/i.test(word)).length < 2) return [];
    const escaped = defaultMessage
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('.+');
    return [{ id, pattern: new RegExp(`^${escaped}$`) }];
  });
}

async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node as HTMLElement;
      if (element.closest('iframe, .lms-html, script, style, [aria-hidden="true"]')) continue;
      if (!element.checkVisibility()) continue;
      const own = [...element.childNodes]
        .filter((child) => child.nodeType === Node.TEXT_NODE)
        .map((child) => child.textContent ?? '')
        .join('')
        .replace(/\s+/g, ' ')
        .trim();
      if (own) texts.push(own);
      const label = element.getAttribute('aria-label');
      if (label) texts.push(label.trim());
    }
    return texts;
  });
}

test.describe('every screen in other languages', () => {
  for (const locale of LOCALES) {
    test(`${locale}: translated, ${RTL.has(locale) ? 'right-to-left' : 'left-to-right'}, accessible, no phone scroll`, async ({
      page,
      mock,
    }) => {
      test.setTimeout(180_000);
      const catalog = JSON.parse(fs.readFileSync(path.join(root, `i18n/${locale}.json`), 'utf8')) as Record<
        string,
        string
      >;
      const patterns = englishPatterns(catalog);
      await mock.language(locale);
      fs.mkdirSync(SHOTS, { recursive: true });
      const untranslated: string[] = [];
      // What the LMS sends is course content (titles, goal names, tab names): not the app's to translate.
      const fromLms = new Set<string>();
      const collect = (value: unknown): void => {
        if (typeof value === 'string') fromLms.add(value.replace(/\s+/g, ' ').trim());
        else if (Array.isArray(value)) value.forEach(collect);
        else if (value && typeof value === 'object') Object.values(value).forEach(collect);
      };
      page.on('response', (response) => {
        if (!response.url().startsWith(LMS) || !(response.headers()['content-type'] ?? '').includes('json'))
          return;
        response.json().then(collect, () => undefined);
      });
      for (const screen of SCREENS) {
        await mock.signIn(screen.persona);
        for (const [viewport, size] of [
          ['desktop', { width: 1280, height: 800 }],
          ['phone', { width: 375, height: 812 }],
        ] as const) {
          await page.setViewportSize(size);
          await page.goto(screen.path);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await expect(page.locator('html')).toHaveAttribute('dir', RTL.has(locale) ? 'rtl' : 'ltr');
          await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 });
          await page.waitForLoadState('networkidle');
          await expect(page.locator('.spinner-border').filter({ visible: true })).toHaveCount(0, {
            timeout: 10_000,
          });
          if (viewport === 'phone') {
            const overflow = await page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            );
            expect(overflow, `${screen.name} scrolls sideways on a phone in ${locale}`).toBeLessThanOrEqual(
              1,
            );
          } else {
            await expectNoAxeViolations(page, { exclude: ['#unit-iframe'] });
          }
          for (const text of await visibleTexts(page)) {
            if (fromLms.has(text)) continue;
            const hit = patterns.find(({ pattern }) => pattern.test(text));
            if (hit) untranslated.push(`${screen.name}: "${text}" (${hit.id})`);
          }
          await page.screenshot({
            path: path.join(SHOTS, `locale-${locale}-${screen.name}-${viewport}.png`),
            fullPage: true,
          });
        }
      }
      expect([...new Set(untranslated)]).toEqual([]);
    });
  }
});
