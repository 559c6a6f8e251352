// Plain data, free of bundler features, so build scripts can read it too.

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
