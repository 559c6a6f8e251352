import { getCookie } from './cookies';
import { RTL_LOCALES } from './locales';

export { RTL_LOCALES, SUPPORTED_LOCALES, type SupportedLocale } from './locales';

export type Messages = Readonly<Record<string, string>>;

// Each catalog is its own chunk: only the active locale's is downloaded.
const catalogs = import.meta.glob<Messages>('../../i18n/*.json', { import: 'default' });

/**
 * The languages this build can show: English (the source) and one per catalog in i18n/, so an operator
 * adds a language by adding its file (README, Translations).
 */
export const AVAILABLE_LOCALES: readonly string[] = [
  ...new Set(['en', ...Object.keys(catalogs).map((file) => file.replace(/^.*\/([^/]+)\.json$/, '$1'))]),
];

/** The development pseudo-locale (accented, 30 % longer): shows hard-coded text and clipping. */
export const PSEUDO_LOCALE = 'qps-ploc';

export const isRtl = (locale: string): boolean => RTL_LOCALES.includes(locale.toLowerCase());

/** Lower case with hyphens: `zh_CN` → `zh-cn`. */
export const normaliseLocale = (code: string): string => code.trim().toLowerCase().replace(/_/g, '-');

// Scripts and regions that name another catalog than their primary subtag's first one.
const ALIASES: Readonly<Record<string, string>> = {
  'zh-hans': 'zh-cn',
  'zh-sg': 'zh-cn',
  'zh-hans-cn': 'zh-cn',
};

/**
 * The catalog for a language code (platform conventions §4, with region fallbacks): the exact code; a
 * known alias (`zh-hans` → `zh-cn`); the primary language (`ar-eg` → `ar`); else the first catalog of the
 * same language (`es-mx` → `es-419`, `pt` → `pt-br`, `ko` → `ko-kr`); null when none.
 */
export function matchLocale(code: string, supported: readonly string[] = AVAILABLE_LOCALES): string | null {
  const wanted = normaliseLocale(code);
  if (!wanted) return null;
  if (supported.includes(wanted)) return wanted;
  const alias = ALIASES[wanted];
  if (alias && supported.includes(alias)) return alias;
  const primary = wanted.split('-')[0] ?? '';
  if (supported.includes(primary)) return primary;
  return supported.find((locale) => locale.split('-')[0] === primary) ?? null;
}

/** matchLocale, falling back to English. */
export function findSupportedLocale(code: string, supported: readonly string[] = AVAILABLE_LOCALES): string {
  return matchLocale(code, supported) ?? 'en';
}

/**
 * The platform's choice (conventions §4): the language-preference cookie when it names a language we have,
 * otherwise the browser's languages in the learner's order, otherwise English.
 */
export function resolveLocale(input: {
  cookieValue: string | null;
  navigatorLanguage?: string | null | undefined;
  navigatorLanguages?: readonly string[] | null | undefined;
  supported?: readonly string[];
}): string {
  const candidates = [input.cookieValue, ...(input.navigatorLanguages ?? []), input.navigatorLanguage].filter(
    (code): code is string => typeof code === 'string' && code !== '',
  );
  for (const code of candidates) {
    const match = matchLocale(code, input.supported);
    if (match) return match;
  }
  return 'en';
}

export function detectLocale(cookieName: string): string {
  const cookieValue = getCookie(cookieName);
  // The pseudo-locale is a development tool: only a development build knows it.
  if (import.meta.env.DEV && cookieValue && normaliseLocale(cookieValue) === PSEUDO_LOCALE)
    return PSEUDO_LOCALE;
  return resolveLocale({
    cookieValue,
    navigatorLanguage: typeof navigator !== 'undefined' ? navigator.language : null,
    navigatorLanguages: typeof navigator !== 'undefined' ? navigator.languages : null,
  });
}

/** Sets `<html lang dir>`; called before the first render so the first paint has the right direction. */
export function applyDocumentLocale(locale: string, root: HTMLElement = document.documentElement): void {
  root.lang = locale;
  root.dir = isRtl(locale) ? 'rtl' : 'ltr';
}

/**
 * Loads the catalog of one locale. English needs none: every message's default is English. A regional
 * catalog (ar-ma) is laid over its language's (ar), so what the region has not translated yet still shows
 * in the language rather than in English.
 */
export async function loadMessages(locale: string): Promise<Messages> {
  // English needs no catalog; an operator's i18n/en.json overrides some of its strings.
  if (locale === 'en') return catalogs['../../i18n/en.json']?.() ?? {};
  if (locale === PSEUDO_LOCALE && import.meta.env.DEV) {
    const [{ pseudoLocalise }, source] = await Promise.all([
      import('./pseudo'),
      import('../../i18n/source/messages.json'),
    ]);
    return pseudoLocalise(source.default);
  }
  const primary = locale.split('-')[0] ?? locale;
  const load = (code: string) => catalogs[`../../i18n/${code}.json`]?.() ?? Promise.resolve({});
  const [base, regional] = await Promise.all([
    primary !== locale ? load(primary) : Promise.resolve({}),
    load(locale),
  ]);
  return { ...base, ...regional };
}
