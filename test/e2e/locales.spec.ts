import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { DEMO, expect, expectNoAxeViolations, resizedScreen, settled, test } from './fixtures';

/**
 * Every screen in other languages (issue 15): course home, dates, progress, courseware, the exit page and
 * the upgrade card in Arabic, Hebrew, Spanish, Chinese, Russian and Thai, at desktop and phone width, with
 * axe, screenshots (screenshots/locale-*) and no horizontal scroll on a phone. No visible text (or label)
 * may be English: neither one of the app's messages shown in English (a message missing from the catalog,
 * or not passed through react-intl) nor anything else that reads as an English sentence (hard-coded
 * text). Course content and what the LMS writes are not the app's to translate (NOT_THE_APPS).
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

/**
 * `resize`: the phone's look is the desktop's page narrowed (one load a screen, not two; decision 0019),
 * as the screenshots' `resize` option does, and `E2E_SCREENSHOTS_CHECK=1` proves the same way that it
 * equals the page loaded at a phone's width. Not the courseware: its outline opens by itself on a wide
 * window only, and stays open when the window narrows.
 */
const SCREENS = [
  { name: 'home', persona: 'audit', path: `/course/${DEMO}/home`, resize: true },
  { name: 'dates', persona: 'audit', path: `/course/${DEMO}/dates`, resize: true },
  { name: 'progress', persona: 'audit', path: `/course/${DEMO}/progress`, resize: true },
  { name: 'courseware', persona: 'audit', path: UNIT, resize: false },
  { name: 'exit', persona: 'verified', path: `/course/${CERT_READY}/course-end`, resize: true },
] as const;

/** A message's English as a pattern of the text it shows: placeholders, plurals and tags match anything. */
function patternOf(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) {
        // Words match whole words; spaces at a placeholder may be gone with an element placeholder.
        const escaped = element.value
          .trim()
          .split(/\s+/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('\\s+');
        const before = /^\s/.test(element.value) ? `\\s*${/^\s*\w/.test(element.value) ? '\\b' : ''}` : '';
        const after = /\s$/.test(element.value) ? `${/\w\s*$/.test(element.value) ? '\\b' : ''}\\s*` : '';
        return `${before}${escaped}${after}`;
      }
      if (element.type === TYPE.plural || element.type === TYPE.select)
        return `(?:${Object.values(element.options)
          .map((option) => patternOf(option.value))
          .join('|')})`;
      // An argument may be a React element, and a tag's content is another element's text: either may be
      // absent from the text the surrounding element holds itself.
      return '.*';
    })
    .join('');
}

/**
 * Every English message of the app as a pattern of its visible text. A translation may be the English
 * itself when the message has less than two words of its own (formats of placeholders, "Studio", Spanish
 * "Error"): those are left out; a longer message left in English is not. A message with one word beside
 * placeholders ("{current} of {total}") is left out too: its pattern would match what is not the message.
 */
function englishPatterns(catalog: Record<string, string>): { id: string; pattern: RegExp }[] {
  return Object.entries(source).flatMap(([id, { defaultMessage }]) => {
    const words = (elements: MessageFormatElement[]): string[] =>
      elements.flatMap((element) =>
        element.type === TYPE.literal
          ? (element.value.match(/[a-z]{2,}/gi) ?? [])
          : element.type === TYPE.plural || element.type === TYPE.select
            ? Object.values(element.options).flatMap((option) => words(option.value))
            : element.type === TYPE.tag
              ? words(element.children)
              : [],
      );
    const parsed = parse(defaultMessage);
    const count = new Set(words(parsed).map((word) => word.toLowerCase())).size;
    const placeholders = parsed.some((element) => element.type !== TYPE.literal);
    if (count === 0 || (count === 1 && (catalog[id] === defaultMessage || placeholders))) return [];
    return [{ id, pattern: new RegExp(`^${patternOf(parsed)}$`, 'i') }];
  });
}

// Words of English that are not words of Spanish (or of the other locales' Latin-script text).
const ENGLISH_WORDS = new Set(
  'the and or of to in on for with your you is are was were this that these it be been will can not from by at an all more about here there what when which how after before until now yet'.split(
    ' ',
  ),
);

/** Text that reads as English: three Latin-script words or more, two or more of them English-only. */
function looksEnglish(text: string): boolean {
  const words = (text.match(/[a-z']+/gi) ?? []).map((word) => word.toLowerCase());
  return words.length >= 3 && new Set(words.filter((word) => ENGLISH_WORDS.has(word))).size >= 2;
}

/**
 * Text that is not the app's to translate, by the elements that hold it. Course content is in the
 * course's language (English in the mock LMS): the unit frame, author HTML (welcome message, handouts),
 * and the names the course gives itself, its sections, subsections and units, its assignments and the
 * courses recommended after it. What the LMS writes for the app (tab names, goal options, course tools,
 * the titles and descriptions of dates) comes in the learner's language from Open edX's own catalogs;
 * the mock LMS writes it in English.
 */
const NOT_THE_APPS = [
  // Course content.
  'iframe',
  '.lms-html',
  '.course-lockup',
  '.outline-title',
  '.section-toggle > .fw-bold',
  '.sequence-title',
  '.courseware-breadcrumb .breadcrumb-item + .breadcrumb-item',
  '.unit-title',
  '.unit-tab',
  '.unit-menu .dropdown-item',
  '.progress-subsection > div:first-child > :is(a, span:not(.text-muted))',
  '.recommendation-card h3',
  '.recommendation-card p',
  // Written by the LMS in the learner's language.
  '.course-tabs .nav-link',
  '.goal-card .btn-outline-primary',
  '.course-tools a > span',
  '.dates-widget bdi',
  '.dates-widget li > a.small',
  '.dates-item .fw-bold',
  '.dates-item-description',
  '.dates-item-link',
];

/** The visible text of the page the app wrote, each with where it is (the element and two ancestors). */
async function visibleTexts(page: Page): Promise<{ text: string; where: string }[]> {
  return page.evaluate((excluded) => {
    const texts: { text: string; where: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node as HTMLElement;
      if (element.closest(`${excluded}, script, style, [aria-hidden="true"]`)) continue;
      if (!element.checkVisibility()) continue;
      const path: string[] = [];
      for (let e: Element | null = element; e && path.length < 3; e = e.parentElement) {
        const classes =
          typeof e.className === 'string' ? e.className.trim().split(/\s+/).filter(Boolean) : [];
        path.push([e.tagName.toLowerCase(), ...classes].join('.'));
      }
      const where = path.join(' < ');
      const own = [...element.childNodes]
        .filter((child) => child.nodeType === Node.TEXT_NODE)
        .map((child) => child.textContent ?? '')
        .join('')
        .replace(/\s+/g, ' ')
        .trim();
      if (own) texts.push({ text: own, where });
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push({ text: value, where: `${where} [${name}]` });
      }
    }
    return texts;
  }, NOT_THE_APPS.join(', '));
}

for (const locale of LOCALES) {
  test.describe(`${locale} (${RTL.has(locale) ? 'right-to-left' : 'left-to-right'})`, () => {
    const catalog = JSON.parse(fs.readFileSync(path.join(root, `i18n/${locale}.json`), 'utf8')) as Record<
      string,
      string
    >;
    const patterns = englishPatterns(catalog);

    for (const screen of SCREENS) {
      test(`${screen.name}: translated, accessible, no phone scroll`, async ({ page, mock }) => {
        test.setTimeout(120_000);
        await mock.language(locale);
        await mock.signIn(screen.persona);
        fs.mkdirSync(SHOTS, { recursive: true });
        const untranslated: string[] = [];
        for (const [viewport, size] of [
          ['desktop', { width: 1280, height: 800 }],
          ['phone', { width: 375, height: 812 }],
        ] as const) {
          await page.setViewportSize(size);
          const ready = async () => {
            await expect(page.locator('html')).toHaveAttribute('lang', locale);
            await expect(page.locator('html')).toHaveAttribute('dir', RTL.has(locale) ? 'rtl' : 'ltr');
            await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 });
            await page.waitForLoadState('networkidle');
            await expect(page.locator('.spinner-border').filter({ visible: true })).toHaveCount(0, {
              timeout: 10_000,
            });
          };
          const resized = viewport === 'phone' && screen.resize;
          if (!resized) await page.goto(screen.path);
          await ready();
          // What the narrowed page loads or redraws (a phone's menus) has come.
          if (resized) await settled(page);
          const sameScreen = await resizedScreen(page, resized);
          if (viewport === 'phone') {
            const overflow = await page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            );
            expect(overflow, `${screen.name} scrolls sideways on a phone in ${locale}`).toBeLessThanOrEqual(
              1,
            );
            // The tab bar clips what does not fit: every tab, and "More...", must fit whole.
            const clipped = await page.evaluate(() => {
              const row = document.querySelector('.course-tabs-row');
              if (!row) return [];
              const box = row.getBoundingClientRect();
              return [...row.children].flatMap((tab) => {
                const { left, right } = tab.getBoundingClientRect();
                const over = Math.max(box.left - left, right - box.right);
                return over > 0.5 ? [`${tab.textContent} by ${over.toFixed(1)} px`] : [];
              });
            });
            expect(clipped, `tabs cut off on a phone in ${locale}`).toEqual([]);
          } else {
            await expectNoAxeViolations(page, { exclude: ['#unit-iframe'] });
          }
          for (const { text, where } of await visibleTexts(page)) {
            const hit = patterns.find(({ pattern }) => pattern.test(text));
            if (hit) untranslated.push(`"${text}" is the English of ${hit.id} (${where})`);
            else if (looksEnglish(text)) untranslated.push(`"${text}" reads as English (${where})`);
          }
          await page.screenshot({
            path: path.join(SHOTS, `locale-${locale}-${screen.name}-${viewport}.png`),
            fullPage: true,
          });
          await sameScreen(screen.path, ready);
        }
        expect([...new Set(untranslated)], `untranslated English on ${screen.name} in ${locale}`).toEqual([]);
      });
    }
  });
}
