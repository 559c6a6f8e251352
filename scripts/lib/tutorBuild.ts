import fs from 'node:fs';
import path from 'node:path';

/** The build environment of Tutor's MFE image (tutor-mfe templates/mfe/build/mfe/Dockerfile). */
export const TUTOR_BUILD_ENV = {
  APP_ID: 'learning',
  PUBLIC_PATH: '/learning/',
  MFE_CONFIG_API_URL: '/api/mfe_config/v1',
  NODE_ENV: 'production',
} as const;

/** Tutor's `make` line, with its default ATLAS options. */
export const TUTOR_MAKE_ARGS = [
  'OPENEDX_ATLAS_PULL=true',
  'ATLAS_OPTIONS=--repository=openedx/openedx-translations --revision=main',
  'pull_translations',
];

const external = (url: string) => /^(data:|blob:|[a-z][a-z0-9+.-]*:\/\/|\/\/|#)/i.test(url);

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

/**
 * Problems with a build served under `publicPath` (Caddy serves Tutor's apps at /{app}/ with an SPA
 * fallback): every asset address in index.html and the stylesheets must live under the public path and
 * exist in the build, the first-page preload script must know the public path, and the configuration
 * baked into the bundle must give the router that basename. An empty list means the build is sound.
 */
export function publicPathProblems(distDir: string, publicPath: string): string[] {
  const problems: string[] = [];
  const exists = (url: string) =>
    fs.existsSync(path.join(distDir, url.slice(publicPath.length).split(/[?#]/)[0] ?? ''));
  const check = (where: string, url: string) => {
    if (external(url)) return;
    if (!url.startsWith(publicPath)) problems.push(`${where}: ${url} is not under ${publicPath}`);
    else if (!exists(url)) problems.push(`${where}: ${url} is not in the build`);
  };

  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  for (const match of html.matchAll(/\s(?:src|href)="([^"]+)"/g)) check('index.html', match[1] ?? '');
  if (!html.includes(`var __PRELOAD_BUILD__={"base":${JSON.stringify(publicPath)}`)) {
    problems.push('index.html: the first-page preload script does not know the public path');
  }

  const assets = filesUnder(distDir).filter((file) => !file.endsWith('.map'));
  for (const file of assets.filter((name) => name.endsWith('.css'))) {
    const css = fs.readFileSync(file, 'utf8');
    for (const match of css.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)) {
      const url = match[1] ?? '';
      // A relative url() is resolved against the stylesheet, which is under the public path itself.
      if (url.startsWith('/') || external(url)) check(path.relative(distDir, file), url);
    }
  }

  const js = assets.filter((name) => name.endsWith('.js')).map((file) => fs.readFileSync(file, 'utf8'));
  const quoted = publicPath.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const basename = new RegExp(`PUBLIC_PATH["'\`]?\\s*:\\s*["'\`]${quoted}["'\`]`);
  if (!js.some((code) => basename.test(code))) {
    problems.push(
      `the bundle's configuration does not set PUBLIC_PATH (the router basename) to ${publicPath}`,
    );
  }
  for (const [index, code] of js.entries()) {
    const rooted = code.match(/["'`]\/assets\/[^"'`]+/);
    if (rooted)
      problems.push(
        `${path.basename(assets.filter((n) => n.endsWith('.js'))[index] ?? '')}: ${rooted[0]} is outside ${publicPath}`,
      );
  }
  return problems;
}
