/**
 * Runtime theming (conventions §8.6, docs/theming.md): PARAGON_THEME_URLS names the theme's stylesheets,
 * `core` first, then the default light variant and, when the theme has one, the dark variant (each with an
 * optional brand override after it). They are imported into the `paragon-theme` cascade layer
 * (src/styles/_tokens.scss), so their design tokens (`--pgn-*`) replace the app's defaults while the
 * app's own component rules keep precedence over theirs. Boot waits for them before the first render, so
 * the page never shows in the build-time colours first.
 */

/** The Paragon release whose token names the app follows, for `$paragonVersion` in theme addresses. */
export const PARAGON_VERSION = '23';

export interface ThemeSheet {
  readonly url: string;
  /** Only under this media query (the dark variant follows the browser's preference). */
  readonly media?: string;
}

export interface ThemePlan {
  readonly sheets: readonly ThemeSheet[];
  readonly hasDark: boolean;
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `{ url }` or `{ urls: { default, brandOverride } }`, in that order, with the version wildcards filled. */
function urlsOf(entry: unknown): string[] {
  if (!isObject(entry)) return [];
  const found: unknown[] = [];
  if (isObject(entry.urls)) found.push(entry.urls.default, entry.urls.brandOverride);
  else found.push(entry.url);
  return found
    .filter((url): url is string => typeof url === 'string' && url.trim() !== '')
    .map((url) =>
      url
        .trim()
        .replaceAll('$paragonVersion', PARAGON_VERSION)
        .replace(/[$#]brandVersion/g, 'latest'),
    );
}

/** The stylesheets PARAGON_THEME_URLS asks for, in cascade order; null when it names none. */
export function themePlan(value: unknown): ThemePlan | null {
  if (!isObject(value)) return null;
  const variants = isObject(value.variants) ? value.variants : {};
  const defaults = isObject(value.defaults) ? value.defaults : {};
  const lightName = typeof defaults.light === 'string' ? defaults.light : 'light';
  const darkName = typeof defaults.dark === 'string' ? defaults.dark : null;
  const dark = darkName && darkName !== lightName ? urlsOf(variants[darkName]) : [];
  const sheets: ThemeSheet[] = [
    ...urlsOf(value.core).map((url) => ({ url })),
    ...urlsOf(variants[lightName]).map((url) => ({ url })),
    ...dark.map((url) => ({ url, media: DARK_QUERY })),
  ];
  return sheets.length > 0 ? { sheets, hasDark: dark.length > 0 } : null;
}

/** One style sheet that imports the theme into its cascade layer, in order. */
export function themeCss(plan: ThemePlan): string {
  return plan.sheets
    .map(
      (sheet) =>
        `@import url(${JSON.stringify(sheet.url)}) layer(paragon-theme)${sheet.media ? ` ${sheet.media}` : ''};`,
    )
    .join('\n');
}

export interface ApplyThemeOptions {
  readonly document?: Document;
  /** The longest the first render waits for a slow theme server. */
  readonly waitMs?: number;
  readonly onError?: (message: string) => void;
}

/**
 * Adds the theme's stylesheets and resolves once they have loaded (or failed, or `waitMs` passed). With a
 * dark variant, the page declares both colour schemes and marks `<html data-paragon-theme-variant>` with
 * the one the browser prefers, as frontend-platform does. Resolves at once when there is no theme.
 */
export function applyTheme(value: unknown, options: ApplyThemeOptions = {}): Promise<void> {
  const plan = themePlan(value);
  const doc = options.document ?? (typeof document !== 'undefined' ? document : null);
  if (!plan || !doc) return Promise.resolve();
  const root = doc.documentElement;
  const onError = options.onError ?? ((message) => console.error(message));

  if (plan.hasDark) {
    doc.querySelector('meta[name="color-scheme"]')?.setAttribute('content', 'light dark');
    const view = doc.defaultView;
    // Not every environment has matchMedia (jsdom); light is then assumed.
    const query = typeof view?.matchMedia === 'function' ? view.matchMedia(DARK_QUERY) : null;
    const mark = () => root.setAttribute('data-paragon-theme-variant', query?.matches ? 'dark' : 'light');
    mark();
    query?.addEventListener('change', mark);
  } else {
    root.setAttribute('data-paragon-theme-variant', 'light');
  }

  const style = doc.createElement('style');
  style.setAttribute('data-paragon-theme', '');
  style.textContent = themeCss(plan);
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, options.waitMs ?? 3000);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    style.addEventListener('load', done, { once: true });
    style.addEventListener(
      'error',
      () => {
        onError('PARAGON_THEME_URLS: a theme stylesheet failed to load; the build-time theme stays.');
        done();
      },
      { once: true },
    );
    doc.head.appendChild(style);
  });
}
