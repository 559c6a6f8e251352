import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { COMPILE_HINT } from './compileHints.ts';
import { CHARSET_META } from './routePreload.ts';
import {
  pageFolder,
  pageNames,
  ROUTES as CONFIGURED_ROUTES,
  type RouteEntry,
} from '../../src/app/routeConfig.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Each page of the route configuration (src/app/routeConfig.ts), with the modules a first visit to it
 * loads: its screen and its data module. `check` fails when one of these modules is missing from the
 * build. The staff toolbar is measured too, as the extra a member of staff downloads on any course page.
 */
export const ROUTES: readonly { name: string; path: string; pages: readonly string[] }[] = [
  ...pageNames().map((page) => ({
    name: page,
    path:
      (CONFIGURED_ROUTES as readonly RouteEntry[]).find((route) => route.page === page)?.paths.at(-1) ?? '',
    pages: [
      `src/features/${pageFolder(page)}/route.tsx`,
      `src/features/${pageFolder(page)}/prefetch.ts`,
    ].filter((file) => fs.existsSync(path.join(ROOT, file))),
  })),
  {
    name: 'staff toolbar (extra for staff)',
    path: '(any course page)',
    pages: ['src/features/instructor-toolbar/route.tsx'],
  },
];

/**
 * The configuration the budget is measured in: the production build with every optional feature on
 * (issue 19): notices, jump navigation and the runtime configuration. The flags are read at run time, so
 * today they change no byte of the build; measuring with them on keeps it so if a feature ever moves
 * behind a build-time switch.
 */
export const FEATURES_ON_ENV: Readonly<Record<string, string>> = {
  ENABLE_NOTICES: 'true',
  ENABLE_JUMPNAV: 'true',
  MFE_CONFIG_API_URL: '/api/mfe_config/v1',
};

/**
 * The CI budget, issue 19's figure: no learner route's first visit above 160 KB gzip with every optional
 * feature on. The libraries are about 100 KB of it (React 18.3, decision 0018) and the app's frame about
 * 30 KB, which leaves a screen about 25 KB; the largest routes use 21–24 KB.
 */
export const BUDGET_BYTES = 160 * 1024;

/**
 * The first visit's JavaScript files that do not start with the compile hint (scripts/lib/compileHints.ts):
 * none, in a sound build.
 */
export function filesWithoutCompileHint(distDir: string, sizes: readonly RouteSize[]): string[] {
  const files = new Set(sizes.flatMap((size) => size.files).filter((file) => file.endsWith('.js')));
  return [...files].filter(
    (file) => !fs.readFileSync(path.join(distDir, file), 'utf8').startsWith(`${COMPILE_HINT}\n`),
  );
}

/**
 * Whether the built index.html declares its character encoding within its first 1,024 bytes, where HTML
 * wants it (the browser's pre-scan looks no further); the route preload script is several KB and must come
 * after it (scripts/lib/routePreload.ts).
 */
export function declaresCharsetEarly(distDir: string): boolean {
  const head = fs.readFileSync(path.join(distDir, 'index.html')).subarray(0, 1024).toString('latin1');
  return CHARSET_META.test(head);
}

export interface RouteSize {
  name: string;
  path: string;
  files: string[];
  jsGzip: number;
  cssGzip: number;
  totalGzip: number;
}

export function gzipSize(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/** Every file a first visit to the route downloads before it renders: the entry and the page, with their static imports and CSS. */
export function routeSizes(distDir: string): RouteSize[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the build manifest has no entry');

  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build has no chunk for ${key}`);
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const imported of chunk.imports ?? [])
      if (!into.has(manifest[imported]?.file ?? '')) collect(imported, into);
  };

  return ROUTES.map((route) => {
    const files = new Set<string>();
    collect(entryKey, files);
    for (const page of route.pages) collect(page, files);
    let jsGzip = 0;
    let cssGzip = 0;
    for (const file of files) {
      const size = gzipSize(path.join(distDir, file));
      if (file.endsWith('.css')) cssGzip += size;
      else jsGzip += size;
    }
    return {
      name: route.name,
      path: route.path,
      files: [...files],
      jsGzip,
      cssGzip,
      totalGzip: jsGzip + cssGzip,
    };
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatRouteSizes(sizes: RouteSize[]): string {
  const rows = sizes.map(
    (s) => `| ${s.name} | \`${s.path}\` | ${kb(s.jsGzip)} | ${kb(s.cssGzip)} | **${kb(s.totalGzip)}** |`,
  );
  return ['| route | path | JS (gzip) | CSS (gzip) | first visit |', '|---|---|---|---|---|', ...rows].join(
    '\n',
  );
}
