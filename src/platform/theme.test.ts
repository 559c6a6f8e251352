import { describe, expect, it } from 'vitest';
import { applyTheme, PARAGON_VERSION, themePlan } from './theme';

describe('PARAGON_THEME_URLS (conventions §8.6)', () => {
  it('orders core, its brand override, the light variant and its brand override', () => {
    const plan = themePlan({
      core: { urls: { default: 'https://cdn/core.css', brandOverride: 'https://brand/core.css' } },
      defaults: { light: 'light' },
      variants: {
        light: { urls: { default: 'https://cdn/light.css', brandOverride: 'https://brand/light.css' } },
      },
    });
    expect(plan?.sheets.map((sheet) => sheet.url)).toEqual([
      'https://cdn/core.css',
      'https://brand/core.css',
      'https://cdn/light.css',
      'https://brand/light.css',
    ]);
    expect(plan?.hasDark).toBe(false);
  });

  it('adds the dark variant under the browser’s dark preference', () => {
    const plan = themePlan({
      core: { url: 'https://cdn/core.css' },
      defaults: { light: 'light', dark: 'dark' },
      variants: { light: { url: 'https://cdn/light.css' }, dark: { url: 'https://cdn/dark.css' } },
    });
    expect(plan?.hasDark).toBe(true);
    expect(plan?.sheets.at(-1)).toEqual({
      url: 'https://cdn/dark.css',
      media: '(prefers-color-scheme: dark)',
    });
  });

  it('fills the Paragon and brand version wildcards', () => {
    const plan = themePlan({
      core: { url: 'https://cdn.jsdelivr.net/npm/@openedx/paragon@$paragonVersion/dist/core.min.css' },
      variants: { light: { urls: { brandOverride: 'https://cdn/brand@$brandVersion/light.css' } } },
    });
    expect(plan?.sheets.map((sheet) => sheet.url)).toEqual([
      `https://cdn.jsdelivr.net/npm/@openedx/paragon@${PARAGON_VERSION}/dist/core.min.css`,
      'https://cdn/brand@latest/light.css',
    ]);
  });

  it.each([null, undefined, 'x', {}, { core: {} }, { variants: { light: { url: '' } } }])(
    'names no stylesheet for %j',
    (value) => {
      expect(themePlan(value)).toBeNull();
    },
  );

  it('links the theme’s stylesheets before the app’s own, in order, and marks the variant', async () => {
    const own = document.createElement('link');
    own.rel = 'stylesheet';
    own.href = '/assets/index.css';
    document.head.append(own);
    const done = applyTheme(
      { core: { url: 'https://cdn/core.css' }, variants: { light: { url: 'https://cdn/light.css' } } },
      { waitMs: 0 },
    );
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    expect(links.map((link) => link.href)).toEqual([
      'https://cdn/core.css',
      'https://cdn/light.css',
      `${location.origin}/assets/index.css`,
    ]);
    expect(document.head.querySelector('style')).toBeNull();
    expect(document.documentElement.getAttribute('data-paragon-theme-variant')).toBe('light');
    await done;
    for (const link of links) link.remove();
    document.documentElement.removeAttribute('data-paragon-theme-variant');
  });

  it('adds nothing without a theme', async () => {
    await applyTheme(null);
    expect(document.head.querySelector('[data-paragon-theme]')).toBeNull();
  });
});
