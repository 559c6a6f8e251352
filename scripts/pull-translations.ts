/**
 * `make pull_translations` (Tutor's MFE image runs it before `npm run build`, conventions §8.7): pulls this
 * app's catalogs with openedx-atlas when `atlas` is installed and ATLAS_TRANSLATIONS_PATH names where they
 * live in the translations repository (ATLAS_OPTIONS picks the repository and revision, as Tutor sets it).
 * Files named as the translation service names them (`es_419.json`, `zh_CN.json`) become the app's
 * catalogs (`i18n/es-419.json`, `i18n/zh-cn.json`), merged over the committed ones: a pulled message wins,
 * ids the app does not have and messages that are not valid ICU are dropped. Without atlas, without the
 * path, or when nothing is pulled, the committed catalogs stay as they are and the command succeeds, so
 * Tutor's build never stops here. docs/tutor.md has the details.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';

const root = path.resolve(import.meta.dirname, '..');

/** `es_419.json` → `es-419`, `zh_CN` → `zh-cn`, `pt_BR` → `pt-br`, `ar` → `ar`. */
export function normaliseLocale(fileName: string): string {
  return path
    .basename(fileName)
    .replace(/\.json$/i, '')
    .replace(/_/g, '-')
    .toLowerCase();
}

type Catalog = Record<string, string>;

/** The pulled messages over the committed ones, keeping only ids of the app, in valid ICU. */
export function mergeCatalog(
  committed: Catalog,
  pulled: unknown,
  sourceIds: ReadonlySet<string>,
): { catalog: Catalog; dropped: string[] } {
  const catalog: Catalog = { ...committed };
  const dropped: string[] = [];
  if (typeof pulled !== 'object' || pulled === null) return { catalog, dropped };
  for (const [id, message] of Object.entries(pulled)) {
    if (!sourceIds.has(id) || typeof message !== 'string' || message.trim() === '') {
      dropped.push(id);
      continue;
    }
    try {
      parse(message);
      catalog[id] = message;
    } catch {
      dropped.push(id);
    }
  }
  const sorted = Object.fromEntries(
    Object.keys(catalog)
      .sort()
      .map((id) => [id, catalog[id] ?? '']),
  );
  return { catalog: sorted, dropped };
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  } catch {
    return null;
  }
}

/** Writes the pulled catalogs of `pulledDir` into `i18nDir`; returns the locales written. */
export function installCatalogs(pulledDir: string, i18nDir: string): string[] {
  const source = readJson(path.join(i18nDir, 'source/messages.json'));
  const sourceIds = new Set(typeof source === 'object' && source !== null ? Object.keys(source) : []);
  const written: string[] = [];
  const files = fs.existsSync(pulledDir) ? fs.readdirSync(pulledDir).filter((f) => f.endsWith('.json')) : [];
  for (const file of files.sort()) {
    const locale = normaliseLocale(file);
    if (locale === 'en' || locale === 'source') continue;
    const target = path.join(i18nDir, `${locale}.json`);
    const committed = readJson(target);
    const { catalog, dropped } = mergeCatalog(
      typeof committed === 'object' && committed !== null ? (committed as Catalog) : {},
      readJson(path.join(pulledDir, file)),
      sourceIds,
    );
    fs.writeFileSync(target, `${JSON.stringify(catalog, null, 2)}\n`);
    written.push(locale);
    if (dropped.length) console.warn(`${locale}: dropped ${dropped.length} messages the app does not have`);
  }
  return written;
}

function hasAtlas(): boolean {
  return spawnSync('atlas', ['--help'], { stdio: 'ignore' }).error === undefined;
}

function main(): number {
  const translationsPath = process.env.ATLAS_TRANSLATIONS_PATH?.trim();
  if (!translationsPath) {
    console.log(
      'pull_translations: ATLAS_TRANSLATIONS_PATH is not set; the committed catalogs in i18n/ stay.',
    );
    return 0;
  }
  if (!hasAtlas()) {
    console.log('pull_translations: atlas is not installed; the committed catalogs in i18n/ stay.');
    return 0;
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'learning-atlas-'));
  try {
    const options = (process.env.ATLAS_OPTIONS ?? '').split(/\s+/).filter(Boolean);
    const pulled = spawnSync('atlas', ['pull', ...options, `${translationsPath}:learning`], {
      cwd: work,
      stdio: 'inherit',
    });
    if (pulled.status !== 0) {
      console.warn('pull_translations: atlas pull failed; the committed catalogs in i18n/ stay.');
      return 0;
    }
    // The catalogs' directory can be moved for this script's own test.
    const i18nDir = process.env.PULL_TRANSLATIONS_I18N_DIR ?? path.join(root, 'i18n');
    const written = installCatalogs(path.join(work, 'learning'), i18nDir);
    console.log(
      written.length
        ? `pull_translations: updated ${written.join(', ')}`
        : 'pull_translations: nothing was pulled; the committed catalogs in i18n/ stay.',
    );
    return 0;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) process.exit(main());
