/**
 * Runtime theming (conventions §8.6, docs/theming.md): PARAGON_THEME_URLS names the theme's stylesheets,
 * `core` first, then the default light variant and, when the theme has one, the dark variant (each with an
 * optional brand override after it). They are linked before the app's own stylesheets: their design
 * tokens (`--pgn-*`) replace the app's defaults (which sit in the `paragon-defaults` cascade layer,
 * src/styles/_tokens.scss), while the app's own component rules, later in the cascade, keep precedence
 * over theirs at equal specificity. Links, not an inline <style>, so a strict Content-Security-Policy
 * allows them by origin. Boot waits for them before the first render, so
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

  // Plain stylesheet links (a Content-Security-Policy allows them by origin, where an inline <style>
  // would need 'unsafe-inline'), placed before the app's own stylesheets: unlayered, the theme's tokens
  // beat the app's defaults (which sit in the `paragon-defaults` layer), and the app's component rules,
  // coming later, beat the theme's at equal specificity.
  const links = plan.sheets.map((sheet) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = sheet.url;
    if (sheet.media) link.media = sheet.media;
    link.setAttribute('data-paragon-theme', '');
    return link;
  });
  return new Promise<void>((resolve) => {
    let pending = links.length;
    let failed = false;
    const timer = setTimeout(resolve, options.waitMs ?? 3000);
    const settle = () => {
      pending -= 1;
      if (pending > 0) return;
      clearTimeout(timer);
      if (failed)
        onError('PARAGON_THEME_URLS: a theme stylesheet failed to load; the build-time theme stays.');
      resolve();
    };
    for (const link of links) {
      link.addEventListener('load', settle, { once: true });
      link.addEventListener(
        'error',
        () => {
          failed = true;
          settle();
        },
        { once: true },
      );
    }
    doc.head.prepend(...links);
  });
}
