/**
 * Messages: `extract` writes every message of the app (id, English default, translator description) to
 * i18n/source/messages.json; `check` fails when that file is out of date with the code (message drift),
 * when a catalog of the spec's languages lacks one of the app's messages (another language's, pulled in
 * by `make pull_translations`, may be partial), when any catalog holds an id the app no longer has, is not
 * valid ICU or has other placeholders than the English message, or when a region-less catalog is thinner
 * than one of its language with a region (decision 0021). Locale catalogs are flat
 * `{ id: message }` files, i18n/{locale}.json; an operator's i18n/en.json overrides a few English strings
 * and need not be complete.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { SUPPORTED_LOCALES } from '../src/platform/locales.ts';

const root = path.resolve(import.meta.dirname, '..');
const SOURCE = path.join(root, 'i18n/source/messages.json');

type Source = Record<string, { defaultMessage: string; description: string }>;

function extract(outFile: string) {
  execFileSync(
    path.join(root, 'node_modules/.bin/formatjs'),
    ['extract', 'src/**/*.{ts,tsx}', '--ignore', 'src/**/*.test.{ts,tsx}', '--out-file', outFile, '--throws'],
    { cwd: root, stdio: 'inherit' },
  );
  const messages = JSON.parse(fs.readFileSync(outFile, 'utf8')) as Source;
  const sorted = Object.fromEntries(
    Object.keys(messages)
      .sort()
      .map((id) => [id, messages[id]]),
  );
  fs.writeFileSync(outFile, `${JSON.stringify(sorted, null, 2)}\n`);
}

function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument) {
      into.add(element.value);
    } else if (element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time) {
      // The kind counts: "{percent}%" where the English has "{percent, number, …}" formats the number
      // by hand, in no locale's way.
      const kind = element.type === TYPE.number ? 'number' : element.type === TYPE.date ? 'date' : 'time';
      into.add(`${element.value}:${kind}`);
    } else if (element.type === TYPE.plural || element.type === TYPE.select) {
      into.add(element.value);
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    } else if (element.type === TYPE.tag) {
      into.add(`<${element.value}>`);
      argumentsOf(element.children, into);
    }
  }
  return into;
}

/**
 * Problems of the locale catalogs against the source: ids the app no longer has, unparsable ICU,
 * placeholders (and their number/date kinds) that differ from the English, and — with `complete` — ids
 * the catalog lacks.
 */
export function checkCatalogs(
  source: Source,
  catalogs: Record<string, Record<string, string>>,
  { complete = false }: { complete?: boolean } = {},
): string[] {
  const problems: string[] = [];
  for (const [locale, catalog] of Object.entries(catalogs)) {
    if (complete) {
      const missing = Object.keys(source).filter((id) => !(id in catalog));
      if (missing.length) {
        const listed = missing.slice(0, 10).map((id) => `"${id}"`);
        if (missing.length > listed.length) listed.push(`and ${missing.length - listed.length} more`);
        problems.push(
          `${locale}: ${missing.length} message(s) missing from i18n/${locale}.json: ${listed.join(', ')}`,
        );
      }
    }
    for (const [id, message] of Object.entries(catalog)) {
      const english = source[id];
      if (!english) {
        problems.push(`${locale}: "${id}" is not a message of the app any more`);
        continue;
      }
      try {
        const want = [...argumentsOf(parse(english.defaultMessage))].sort().join(',');
        const got = [...argumentsOf(parse(message))].sort().join(',');
        if (want !== got)
          problems.push(`${locale}: "${id}" has placeholders {${got}} but the English message has {${want}}`);
      } catch (error) {
        problems.push(`${locale}: "${id}" is not valid ICU: ${(error as Error).message}`);
      }
    }
  }
  return problems;
}

/**
 * Region-less catalogs with fewer messages than a catalog of their language with a region: a learner
 * whose language is `ko` would get the thin `ko` rather than the full `ko-kr` (decision 0021).
 */
export function thinnerRegionless(catalogs: Record<string, Record<string, string>>): string[] {
  const problems: string[] = [];
  for (const [locale, catalog] of Object.entries(catalogs)) {
    if (locale.includes('-')) continue;
    for (const [other, regional] of Object.entries(catalogs)) {
      if (other.startsWith(`${locale}-`) && Object.keys(regional).length > Object.keys(catalog).length)
        problems.push(
          `${locale}: i18n/${locale}.json has fewer messages than i18n/${other}.json, and would hide it from learners whose language is ${locale}`,
        );
    }
  }
  return problems;
}

/** Every catalog in i18n/ (the app offers each one), English overrides apart; the spec's must be there. */
function readCatalogs(): Record<string, Record<string, string>> {
  const dir = path.join(root, 'i18n');
  for (const locale of SUPPORTED_LOCALES) {
    if (locale !== 'en' && !fs.existsSync(path.join(dir, `${locale}.json`)))
      throw new Error(`missing catalog i18n/${locale}.json`);
  }
  const catalogs: Record<string, Record<string, string>> = {};
  for (const file of fs.readdirSync(dir).sort()) {
    if (!file.endsWith('.json') || file === 'en.json') continue;
    catalogs[file.slice(0, -'.json'.length)] = JSON.parse(
      fs.readFileSync(path.join(dir, file), 'utf8'),
    ) as Record<string, string>;
  }
  return catalogs;
}

function main() {
  const command = process.argv[2] ?? 'extract';
  if (command === 'extract') {
    extract(SOURCE);
    console.log(`Wrote ${path.relative(root, SOURCE)}`);
    return;
  }
  if (command === 'check') {
    const fresh = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-')), 'messages.json');
    extract(fresh);
    const problems: string[] = [];
    if (!fs.existsSync(SOURCE) || fs.readFileSync(fresh, 'utf8') !== fs.readFileSync(SOURCE, 'utf8')) {
      problems.push(
        'i18n/source/messages.json is out of date with the code: run `npm run i18n:extract` and commit it',
      );
    }
    const source = JSON.parse(fs.readFileSync(fresh, 'utf8')) as Source;
    const catalogs = readCatalogs();
    // The spec's languages are complete; a catalog pulled in for another language may be partial
    // (its learners see English for the rest), but never hides a fuller one of its language.
    const spec = new Set<string>(SUPPORTED_LOCALES);
    const pick = (wanted: boolean) =>
      Object.fromEntries(Object.entries(catalogs).filter(([locale]) => spec.has(locale) === wanted));
    problems.push(...checkCatalogs(source, pick(true), { complete: true }));
    problems.push(...checkCatalogs(source, pick(false)));
    problems.push(...thinnerRegionless(catalogs));
    if (problems.length) {
      console.error(problems.map((p) => `  - ${p}`).join('\n'));
      process.exit(1);
    }
    const total = Object.keys(source).length;
    console.log(
      `Messages: ${total}, in step with the code, in every catalog: ${Object.keys(catalogs).join(', ')}`,
    );
    return;
  }
  console.error(`unknown command ${command} (extract | check)`);
  process.exit(2);
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) main();
