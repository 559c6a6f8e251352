import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, runCaptured } from './run.ts';

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

/**
 * What the replay gives `make pull_translations` besides Tutor's variables: the atlas stand-in
 * (test/fixtures/atlas-stub/atlas) pulling from the fixture in openedx-translations' layout, and a copy of
 * i18n/ to lay the catalogs onto. So the replay runs Tutor's whole line, atlas and all, offline, always the
 * same, and never writes to the checkout; the real pull is the operator's (docs/tutor.md).
 */
export function replayPullEnv(i18nDir: string): Record<string, string> {
  return {
    PULL_TRANSLATIONS_ATLAS: path.join(root, 'test/fixtures/atlas-stub/atlas'),
    ATLAS_STUB_ROOT: path.join(root, 'test/fixtures/openedx-translations'),
    ATLAS_STUB_OFFLINE: '',
    PULL_TRANSLATIONS_I18N_DIR: i18nDir,
  };
}

/** Every file under `dir` (relative path) with the hash of its contents. */
export function hashTree(dir: string): Record<string, string> {
  return Object.fromEntries(
    filesUnder(dir)
      .map((file): [string, string] => [
        path.relative(dir, file),
        createHash('sha256').update(fs.readFileSync(file)).digest('hex'),
      ])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** Files added, changed or removed between two `hashTree`s. */
export function treeChanges(before: Record<string, string>, after: Record<string, string>): string[] {
  const files = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...files].filter((file) => before[file] !== after[file]).sort();
}

export interface PullReplay {
  code: number;
  output: string;
  /** Catalogs the pull wrote into the copy of i18n/ (it pulled end to end when there are some). */
  pulled: string[];
  /** Files of the checkout's i18n/ that changed meanwhile: always none. */
  i18nChanged: string[];
}

/**
 * Runs Tutor's `make … pull_translations` line (TUTOR_MAKE_ARGS) on the atlas stand-in and a temporary
 * copy of i18n/ (`replayPullEnv`), then removes the copy.
 */
export async function replayPullTranslations(): Promise<PullReplay> {
  const i18n = path.join(root, 'i18n');
  const before = hashTree(i18n);
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-replay-i18n-'));
  try {
    fs.cpSync(i18n, copy, { recursive: true });
    const { code, output } = await runCaptured(
      'make',
      ['--no-print-directory', ...TUTOR_MAKE_ARGS],
      replayPullEnv(copy),
    );
    return {
      code,
      output,
      pulled: treeChanges(before, hashTree(copy)),
      i18nChanged: treeChanges(before, hashTree(i18n)),
    };
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

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
