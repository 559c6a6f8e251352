import { isRecord, read } from '@/lms/decode';

/** A released language (spec §3 "Language: value and label"); the label is the LMS's, in that language. */
export interface Language {
  readonly value: string;
  readonly label: string;
}

/** GET {lms}/lang_pref/language_selector_is_enabled → `language_selector_is_enabled`. */
export function decodeSelectorEnabled(body: unknown): boolean {
  return read(body).optBool('language_selector_is_enabled');
}

/**
 * GET {lms}/lang_pref/released_languages → `released_languages`, a list of `[code, label]` pairs (objects
 * with `value` and `label` are read too). Entries without a code are dropped; a missing label shows the code.
 */
export function decodeReleasedLanguages(body: unknown): Language[] {
  const list = read(body).raw('released_languages');
  if (!Array.isArray(list)) return [];
  const languages: Language[] = [];
  for (const entry of list as unknown[]) {
    let value: unknown;
    let label: unknown;
    if (Array.isArray(entry)) [value, label] = entry as unknown[];
    else if (isRecord(entry)) ({ value, label } = entry);
    if (typeof value !== 'string' || value.trim() === '') continue;
    if (languages.some((language) => language.value === value)) continue;
    languages.push({ value, label: typeof label === 'string' && label.trim() ? label : value });
  }
  return languages;
}

const normalise = (code: string) => code.toLowerCase().replace('_', '-');

/**
 * The released language the page is shown in: the exact code (case and `_`/`-` aside), else one with the
 * same primary subtag (`es-419` for `es`, `ar` for `ar-ma`), else none.
 */
export function currentLanguage(languages: readonly Language[], locale: string): Language | null {
  const want = normalise(locale);
  const exact = languages.find((language) => normalise(language.value) === want);
  if (exact) return exact;
  const primary = want.split('-')[0];
  return languages.find((language) => normalise(language.value).split('-')[0] === primary) ?? null;
}
