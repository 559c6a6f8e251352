import { getCookie } from './cookies';
import { RTL_LOCALES, SUPPORTED_LOCALES } from './locales';

export { RTL_LOCALES, SUPPORTED_LOCALES, type SupportedLocale } from './locales';

export const isRtl = (locale: string): boolean => RTL_LOCALES.includes(locale.toLowerCase());

/** Exact code when supported, else its primary subtag (ar-eg → ar), else English. */
export function findSupportedLocale(code: string, supported: readonly string[] = SUPPORTED_LOCALES): string {
  const lower = code.toLowerCase().replace('_', '-');
  if (supported.includes(lower)) return lower;
  const primary = lower.split('-')[0] ?? '';
  return supported.includes(primary) ? primary : 'en';
}

/**
 * The platform's choice (conventions §4): the language-preference cookie when it is set, otherwise the
 * browser's language; either resolved to a supported catalog, falling back to English.
 */
export function resolveLocale(input: {
  cookieValue: string | null;
  navigatorLanguage: string | null | undefined;
  supported?: readonly string[];
}): string {
  if (input.cookieValue) return findSupportedLocale(input.cookieValue, input.supported);
  return findSupportedLocale(input.navigatorLanguage ?? 'en', input.supported);
}

export function detectLocale(cookieName: string): string {
  return resolveLocale({
    cookieValue: getCookie(cookieName),
    navigatorLanguage: typeof navigator !== 'undefined' ? navigator.language : null,
  });
}

/** Sets `<html lang dir>`; called before the first render so the first paint has the right direction. */
export function applyDocumentLocale(locale: string, root: HTMLElement = document.documentElement): void {
  root.lang = locale;
  root.dir = isRtl(locale) ? 'rtl' : 'ltr';
}

export type Messages = Readonly<Record<string, string>>;

// Each catalog is its own chunk: only the active locale's is downloaded.
const catalogs = import.meta.glob<Messages>('../../i18n/*.json', { import: 'default' });

/**
 * Loads the catalog of one locale. English needs none: every message's default is English. A regional
 * catalog (ar-ma) is laid over its language's (ar), so what the region has not translated yet still shows
 * in the language rather than in English.
 */
export async function loadMessages(locale: string): Promise<Messages> {
  if (locale === 'en') return {};
  const primary = locale.split('-')[0] ?? locale;
  const load = (code: string) => catalogs[`../../i18n/${code}.json`]?.() ?? Promise.resolve({});
  const [base, regional] = await Promise.all([
    primary !== locale ? load(primary) : Promise.resolve({}),
    load(locale),
  ]);
  return { ...base, ...regional };
}
