import { getCookie } from './cookies';

/** The fifteen interface languages of the spec (§1); each has a catalog in i18n/. English is the source. */
export const SUPPORTED_LOCALES = [
  'en',
  'ar',
  'ar-ma',
  'ca',
  'es-419',
  'fr',
  'he',
  'id',
  'ko-kr',
  'pl',
  'pt-br',
  'ru',
  'th',
  'uk',
  'zh-cn',
] as const;

export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

/** Right-to-left languages (spec §1 and §9). fa, fa-ir and ur have no catalog yet but are listed for when they do. */
export const RTL_LOCALES: readonly string[] = ['ar', 'ar-ma', 'he', 'fa', 'fa-ir', 'ur'];

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

/** Loads the catalog of one locale. English needs none: every message's default is English. */
export async function loadMessages(locale: string): Promise<Messages> {
  if (locale === 'en') return {};
  const load = catalogs[`../../i18n/${locale}.json`];
  return load ? load() : {};
}
