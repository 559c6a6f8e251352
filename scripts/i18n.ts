/**
 * Messages: `extract` writes every message of the app (id, English default, translator description) to
 * i18n/source/messages.json; `check` fails when that file is out of date with the code (message drift),
 * when a locale catalog holds an id the app no longer has, or when a translation's placeholders differ
 * from the English message's. Locale catalogs are flat `{ id: message }` files, i18n/{locale}.json.
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
        problems.push(
          `${locale}: ${missing.length} message(s) not translated, for example "${missing.slice(0, 3).join('", "')}"`,
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

function readCatalogs(): Record<string, Record<string, string>> {
  const catalogs: Record<string, Record<string, string>> = {};
  for (const locale of SUPPORTED_LOCALES) {
    if (locale === 'en') continue;
    const file = path.join(root, 'i18n', `${locale}.json`);
    if (!fs.existsSync(file)) throw new Error(`missing catalog i18n/${locale}.json`);
    catalogs[locale] = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
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
    problems.push(...checkCatalogs(source, readCatalogs()));
    if (problems.length) {
      console.error(problems.map((p) => `  - ${p}`).join('\n'));
      process.exit(1);
    }
    const catalogs = readCatalogs();
    const total = Object.keys(source).length;
    const coverage = Object.entries(catalogs).map(
      ([locale, c]) => `${locale} ${Math.round((100 * Object.keys(c).length) / total)}%`,
    );
    console.log(`Messages: ${total}, in step with the code. Translated: ${coverage.join(', ')}`);
    return;
  }
  console.error(`unknown command ${command} (extract | check)`);
  process.exit(2);
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) main();
