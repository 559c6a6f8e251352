/**
 * `make pull_translations` (conventions §8.7; decision 0021). Tutor's MFE image runs
 *   make OPENEDX_ATLAS_PULL=true ATLAS_OPTIONS="--repository=… --revision=… …" pull_translations
 * before `npm run build`. With OPENEDX_ATLAS_PULL set and `atlas` installed, this pulls, as the Open edX
 * learning app does, the catalogs of the learning app and of the libraries whose messages this app shares
 * (frontend-platform, Paragon, the header and footer components, frontend-lib-special-exams) from their
 * paths in openedx-translations (or the repository ATLAS_OPTIONS names), and lays them onto i18n/:
 *
 * - by message id: an entry counts when the app has that id (i18n/source/messages.json); the repository
 *   i18n/upstream/ids.json names for an id is read first, then the learning app, then the libraries;
 * - HTML entities (`&#39;`, `&amp;`, `&quot;` …) decoded; an entry that is not valid ICU, or whose
 *   placeholders differ from the English, dropped;
 * - a committed catalog never loses a message: its translations stay (the spec's languages are complete
 *   and reviewed) and pulled ones only fill what it lacks; PULL_TRANSLATIONS_OVERRIDE=true lets pulled
 *   translations win instead (an operator's own translations repository);
 * - no region-less or thinner catalog hides a fuller one: a region-less catalog (`ko`) thinner than a
 *   catalog of the same language with a region (`ko-kr`) becomes that fuller catalog, its own messages
 *   filling only what the fuller one lacks, so a learner whose language is `ko` gets the full Korean;
 * - a language new to the app is added when at least PULL_TRANSLATIONS_MIN_COVERAGE % (default 10) of the
 *   app's messages are translated; its learners see those and English for the rest, as on upstream, and
 *   the table below says so. The LMS's released languages decide which languages learners are offered.
 *
 * It prints a coverage table per language. Without OPENEDX_ATLAS_PULL, without atlas, or when atlas fails
 * (no network), the committed catalogs stay as they are, it says so, and it succeeds, so Tutor's build
 * never stops here.
 *
 * `atlas` is the devDependency @edx/openedx-atlas, found in node_modules/.bin first (`findAtlas`), as in
 * Tutor's image. PULL_TRANSLATIONS_ATLAS names a stand-in instead and PULL_TRANSLATIONS_I18N_DIR another
 * catalogs' directory: the tests and the Tutor replay (scripts/tutor-build.ts) pull offline that way, into
 * a copy of i18n/.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkCatalogs } from './i18n.ts';

const root = path.resolve(import.meta.dirname, '..');

/** The repositories pulled, in the order their catalogs are read for an id no index entry names. */
export const PULLED_REPOSITORIES = [
  'frontend-app-learning',
  'frontend-lib-special-exams',
  'frontend-component-header',
  'frontend-component-footer',
  'paragon',
  'frontend-platform',
] as const;

/** Where openedx-translations keeps a repository's catalogs (one `{id: message}` file per language). */
export const translationsPath = (repository: string) => `translations/${repository}/src/i18n/messages`;

/** `atlas pull`'s arguments: Tutor's ATLAS_OPTIONS, then one `path:directory` per repository. */
export function atlasArguments(options: string): string[] {
  return [
    'pull',
    ...options.split(/\s+/).filter(Boolean),
    ...PULLED_REPOSITORIES.map((repository) => `${translationsPath(repository)}:${repository}`),
  ];
}

/** `es_419.json` → `es-419`, `zh_CN` → `zh-cn`, `pt_BR` → `pt-br`, `ar` → `ar`. */
export function normaliseLocale(fileName: string): string {
  return path
    .basename(fileName)
    .replace(/\.json$/i, '')
    .replace(/_/g, '-')
    .toLowerCase();
}

const LATIN_1 =
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 ' +
  'acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml ' +
  'Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde ' +
  'Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ' +
  'ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide ' +
  'oslash ugrave uacute ucirc uuml yacute thorn yuml';

/** HTML's named character references a translation service may leave in a catalog. */
const NAMED_ENTITIES: ReadonlyMap<string, string> = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['rsquo', '’'],
  ['lsquo', '‘'],
  ['rdquo', '”'],
  ['ldquo', '“'],
  ['hellip', '…'],
  ['ndash', '–'],
  ['mdash', '—'],
  ['euro', '€'],
  ...LATIN_1.split(' ').map((name, i): [string, string] => [name, String.fromCharCode(160 + i)]),
]);

/** HTML character references as the characters they stand for (`&#39;` → `'`, `&amp;` → `&`). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[\da-f]+|[a-z]+\d*);/gi, (reference, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
    }
    return NAMED_ENTITIES.get(name) ?? NAMED_ENTITIES.get(name.toLowerCase()) ?? reference;
  });
}

type Catalog = Record<string, string>;
type Source = Record<string, { defaultMessage: string; description: string }>;

export interface Dropped {
  unknown: number;
  placeholders: string[];
}

/**
 * A pulled entry's text: a string, or Transifex's structured form (`{ "string": …, "developer_comment": … }`),
 * in which openedx-translations keeps Paragon's catalogs for most languages.
 */
export function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) {
    const text = (value as { string?: unknown }).string;
    if (typeof text === 'string') return text;
  }
  return null;
}

/**
 * One language's pulled messages: for each id the app has, the first repository's translation (the one
 * `preferred` names, then PULLED_REPOSITORIES' order), entities decoded; entries whose ICU does not parse
 * or whose placeholders differ from the English are dropped.
 */
export function collectPulled(
  byRepository: Readonly<Record<string, unknown>>,
  source: Source,
  preferred: Readonly<Record<string, string>> = {},
): { messages: Catalog; dropped: Dropped } {
  const messages: Catalog = {};
  const dropped: Dropped = { unknown: 0, placeholders: [] };
  const order = (id: string) => {
    const first = preferred[id]?.replace(/^openedx\//, '');
    return first ? [first, ...PULLED_REPOSITORIES.filter((r) => r !== first)] : [...PULLED_REPOSITORIES];
  };
  const catalogs = Object.fromEntries(
    Object.entries(byRepository).map(([repository, catalog]) => [
      repository,
      typeof catalog === 'object' && catalog !== null ? (catalog as Record<string, unknown>) : {},
    ]),
  );
  const ids = new Set(Object.values(catalogs).flatMap((catalog) => Object.keys(catalog)));
  for (const id of ids) {
    if (!(id in source)) {
      dropped.unknown++;
      continue;
    }
    for (const repository of order(id)) {
      const value = textOf(catalogs[repository]?.[id]);
      if (value === null || value.trim() === '') continue;
      const message = decodeEntities(value);
      if (checkCatalogs({ [id]: source[id]! }, { pulled: { [id]: message } }).length) {
        dropped.placeholders.push(id);
        continue;
      }
      messages[id] = message;
      break;
    }
  }
  dropped.placeholders = [...new Set(dropped.placeholders)].filter((id) => !(id in messages)).sort();
  return { messages, dropped };
}

const sorted = (catalog: Catalog): Catalog =>
  Object.fromEntries(
    Object.keys(catalog)
      .sort()
      .map((id) => [id, catalog[id] ?? '']),
  );

export interface CoverageRow {
  locale: string;
  /** Messages of the app the catalog translates (with its language's catalog under a regional one). */
  translated: number;
  total: number;
  pulled: number;
  committed: number;
  droppedPlaceholders: number;
  note: string;
  written: boolean;
}

export interface InstallOptions {
  /** Pulled translations win over committed ones (an operator's own repository). */
  override?: boolean;
  /** Least share of the app's messages, in percent, a language new to the app needs to be added. */
  minCoverage?: number;
}

/**
 * Lays pulled catalogs (`pulledDir/<repository>/<file>.json`, as atlas writes them) onto `i18nDir`
 * (committed catalogs, `source/messages.json`, `upstream/ids.json`); returns the coverage per language.
 */
export function installCatalogs(
  pulledDir: string,
  i18nDir: string,
  options: InstallOptions = {},
): CoverageRow[] {
  const { override = false, minCoverage = 10 } = options;
  const source = readJson(path.join(i18nDir, 'source/messages.json')) as Source | null;
  if (!source) throw new Error(`${path.join(i18nDir, 'source/messages.json')} is missing`);
  const index = (readJson(path.join(i18nDir, 'upstream/ids.json')) ?? {}) as Record<
    string,
    { repository: string }
  >;
  const preferred = Object.fromEntries(Object.entries(index).map(([id, entry]) => [id, entry.repository]));
  const total = Object.keys(source).length;

  // Pulled files per language, per repository.
  const pulledFiles: Record<string, Record<string, unknown>> = {};
  for (const repository of PULLED_REPOSITORIES) {
    const dir = path.join(pulledDir, repository);
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const locale = normaliseLocale(file);
      if (locale === 'en' || locale === 'source') continue;
      (pulledFiles[locale] ??= {})[repository] = readJson(path.join(dir, file));
    }
  }

  const committed: Record<string, Catalog> = {};
  for (const file of fs.readdirSync(i18nDir).filter((f) => f.endsWith('.json') && f !== 'en.json')) {
    committed[file.slice(0, -'.json'.length)] = readJson(path.join(i18nDir, file)) as Catalog;
  }

  const rows: Record<string, CoverageRow> = {};
  const result: Record<string, Catalog> = { ...committed };
  const pulledCount: Record<string, number> = {};
  const droppedCount: Record<string, number> = {};
  for (const [locale, byRepository] of Object.entries(pulledFiles)) {
    const { messages, dropped } = collectPulled(byRepository, source, preferred);
    droppedCount[locale] = dropped.placeholders.length;
    const before = committed[locale];
    if (before) {
      result[locale] = override ? { ...before, ...messages } : { ...messages, ...before };
      pulledCount[locale] = Object.keys(messages).filter((id) => override || !(id in before)).length;
    } else {
      result[locale] = messages;
      pulledCount[locale] = Object.keys(messages).length;
    }
  }

  // A region-less catalog thinner than one of its language with a region becomes the fullest of those.
  const notes: Record<string, string> = {};
  const size = (locale: string) => Object.keys(result[locale] ?? {}).length;
  for (const locale of Object.keys(result)) {
    if (locale.includes('-')) continue;
    const regional = Object.keys(result).filter((other) => other.startsWith(`${locale}-`));
    const fullest = regional.sort((a, b) => size(b) - size(a) || a.localeCompare(b))[0];
    if (fullest && size(fullest) > size(locale)) {
      const own = result[locale] ?? {};
      const fuller = result[fullest] ?? {};
      const filling = Object.keys(own).filter((id) => !(id in fuller)).length;
      result[locale] = { ...own, ...fuller };
      notes[locale] = `as ${fullest} (fuller); ${filling} of its own ${Object.keys(own).length} fill gaps`;
    }
  }

  const written: string[] = [];
  for (const locale of Object.keys(result).sort()) {
    const isNew = !(locale in committed);
    const catalog = result[locale] ?? {};
    const primary = locale.split('-')[0]!;
    const base = primary !== locale ? (result[primary] ?? {}) : {};
    const translated = new Set([...Object.keys(base), ...Object.keys(catalog)]).size;
    const percent = total ? (100 * translated) / total : 0;
    let note = notes[locale] ?? '';
    let write = locale in pulledFiles || locale in notes;
    if (isNew && percent < minCoverage && !notes[locale]) {
      note = `not added: under ${minCoverage} % (PULL_TRANSLATIONS_MIN_COVERAGE)`;
      write = false;
    } else if (translated < total) {
      note ||= `partial: ${total - translated} messages show in English`;
    }
    if (isNew && write) note = `new; ${note}`.replace(/; $/, '');
    rows[locale] = {
      locale,
      translated,
      total,
      pulled: pulledCount[locale] ?? 0,
      committed: Object.keys(committed[locale] ?? {}).length,
      droppedPlaceholders: droppedCount[locale] ?? 0,
      note,
      written: write,
    };
    if (!write) continue;
    const next = `${JSON.stringify(sorted(catalog), null, 2)}\n`;
    const target = path.join(i18nDir, `${locale}.json`);
    if (!fs.existsSync(target) || fs.readFileSync(target, 'utf8') !== next) {
      fs.writeFileSync(target, next);
      written.push(locale);
    }
  }
  return Object.values(rows);
}

/** The coverage table (Markdown). */
export function formatCoverage(rows: readonly CoverageRow[]): string {
  const lines = [
    '| language | translated | of | % | pulled in | committed | dropped (placeholders) | note |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const row of rows) {
    const percent = row.total ? ((100 * row.translated) / row.total).toFixed(0) : '0';
    lines.push(
      `| ${row.locale} | ${row.translated} | ${row.total} | ${percent} | ${row.pulled} | ${row.committed} | ${row.droppedPlaceholders} | ${row.note} |`,
    );
  }
  return lines.join('\n');
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  } catch {
    return null;
  }
}

const isExecutable = (file: string) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/**
 * The `atlas` to run, or null when there is none:
 *
 * 1. PULL_TRANSLATIONS_ATLAS when set (a stand-in: the tests' and the Tutor replay's), and only it, so a
 *    stand-in that is missing never lets the real atlas reach the network;
 * 2. node_modules/.bin/atlas, which `npm install` makes of the devDependency @edx/openedx-atlas. Tutor's
 *    MFE image sets `ENV PATH=/openedx/app/node_modules/.bin:${PATH}` and the Open edX learning app's
 *    Makefile runs `atlas` by name, so there it is this one; looking here first gives `make
 *    pull_translations` the same atlas anywhere else, whatever the PATH holds (MongoDB's CLI is an `atlas`
 *    too);
 * 3. `atlas` on the PATH (an operator's own install).
 */
export function findAtlas(env: NodeJS.ProcessEnv = process.env, projectRoot = root): string | null {
  const standIn = env.PULL_TRANSLATIONS_ATLAS?.trim();
  if (standIn) return isExecutable(standIn) ? path.resolve(standIn) : null;
  const local = path.join(projectRoot, 'node_modules/.bin/atlas');
  if (isExecutable(local)) return local;
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.resolve(dir, 'atlas');
    if (isExecutable(candidate)) return candidate;
  }
  return null;
}

const KEEP = 'the committed catalogs in i18n/ stay as they are.';

function main(): number {
  const env = process.env;
  if (!env.OPENEDX_ATLAS_PULL?.trim()) {
    console.log(`pull_translations: OPENEDX_ATLAS_PULL is not set (Tutor sets it); ${KEEP}`);
    return 0;
  }
  const atlas = findAtlas(env);
  if (!atlas) {
    const where = env.PULL_TRANSLATIONS_ATLAS?.trim()
      ? `PULL_TRANSLATIONS_ATLAS (${env.PULL_TRANSLATIONS_ATLAS}) is not an executable`
      : 'neither node_modules/.bin nor the PATH has it (npm install gives @edx/openedx-atlas)';
    console.log(`pull_translations: atlas (openedx-atlas) is not installed: ${where}; ${KEEP}`);
    return 0;
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'learning-atlas-'));
  try {
    const args = atlasArguments(env.ATLAS_OPTIONS ?? '');
    const shown = path.relative(root, atlas).startsWith('..') ? atlas : path.relative(root, atlas);
    console.log(`pull_translations: ${shown} ${args.join(' ')}`);
    const pulled = spawnSync(atlas, args, { cwd: work, stdio: 'inherit' });
    if (pulled.status !== 0) {
      console.warn(`pull_translations: atlas pull failed (no network, or a wrong ATLAS_OPTIONS?); ${KEEP}`);
      return 0;
    }
    if (!PULLED_REPOSITORIES.some((repository) => fs.existsSync(path.join(work, repository)))) {
      console.log(`pull_translations: atlas pulled nothing; ${KEEP}`);
      return 0;
    }
    // The catalogs' directory can be moved for this script's own test.
    const i18nDir = env.PULL_TRANSLATIONS_I18N_DIR ?? path.join(root, 'i18n');
    const minCoverage = Number(env.PULL_TRANSLATIONS_MIN_COVERAGE ?? 10);
    const rows = installCatalogs(work, i18nDir, {
      override: env.PULL_TRANSLATIONS_OVERRIDE === 'true',
      minCoverage: Number.isFinite(minCoverage) ? minCoverage : 10,
    });
    console.log(
      `pull_translations: coverage of the app's messages per language\n\n${formatCoverage(rows)}\n`,
    );
    return 0;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) process.exit(main());
