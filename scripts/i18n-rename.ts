/**
 * `tsx scripts/i18n-rename.ts [table]`: renames message ids by a mapping table (default
 * i18n/upstream/renames.json, `{ renames: { old: new }, descriptions: { new: text } }`), everywhere at
 * once: the string literals of src/ (descriptors and the tests that name an id), the keys of every locale
 * catalog in i18n/ (English overrides included), then the source catalog (`npm run i18n:extract`).
 * Renames apply simultaneously, so a table can move an id out of the way and give its name to another
 * (`learning.loading` → `learning.spinner.loading`, `learning.courseFrame.loading` → `learning.loading`).
 * Several old ids may become one new id (one message for one meaning): their English must be the same,
 * and so must each catalog's translations, or the script stops before writing anything; such a shared id
 * gets the table's description, as every descriptor of one id must carry the same one.
 * A table is a step in the ids' history, applied once, in order: `renames.json` (the exact matches), then
 * `renames-near.json` (the near matches, decision 0021). Neither runs again on today's files (its old ids
 * are gone, and the first's `learning.spinner.loading` is the second's old id), and the two must never be
 * merged into one table: renames apply at once, not one after another.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');

export interface RenameTable {
  renames: Record<string, string>;
  descriptions?: Record<string, string>;
}

type Catalog = Record<string, string>;

/** A catalog with its keys renamed; conflicts (two old ids, two translations, one new id) are reported. */
export function renameCatalog(
  catalog: Catalog,
  renames: Readonly<Record<string, string>>,
): { catalog: Catalog; conflicts: string[] } {
  const out: Catalog = {};
  const from: Record<string, string> = {};
  const conflicts: string[] = [];
  for (const [id, message] of Object.entries(catalog)) {
    const target = renames[id] ?? id;
    if (target in out && out[target] !== message) {
      conflicts.push(
        `"${from[target]}" and "${id}" both become "${target}" but differ: ${out[target]} ≠ ${message}`,
      );
      continue;
    }
    out[target] = message;
    from[target] = id;
  }
  const sorted = Object.fromEntries(
    Object.keys(out)
      .sort()
      .map((id) => [id, out[id] ?? '']),
  );
  return { catalog: sorted, conflicts };
}

/** The source text with every quoted string literal that is an old id replaced by its new id. */
export function renameLiterals(code: string, renames: Readonly<Record<string, string>>): string {
  return code.replace(/(['"`])([A-Za-z][\w.-]*)\1/g, (literal, quote: string, id: string) => {
    const target = renames[id];
    return target === undefined ? literal : `${quote}${target}${quote}`;
  });
}

/** The source text with the description of each descriptor whose id has one in `descriptions` replaced. */
export function setDescriptions(
  code: string,
  fileName: string,
  descriptions: Readonly<Record<string, string>>,
): string {
  if (!code.includes('description')) return code;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      let id: string | null = null;
      let description: ts.PropertyAssignment | null = null;
      for (const property of node.properties) {
        if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
        if (property.name.text === 'id' && ts.isStringLiteralLike(property.initializer))
          id = property.initializer.text;
        if (property.name.text === 'description') description = property;
      }
      const wanted = id === null ? undefined : descriptions[id];
      if (wanted !== undefined && description) {
        const value = description.initializer;
        if (!ts.isStringLiteralLike(value) || value.text !== wanted)
          edits.push({
            start: value.getStart(source),
            end: value.getEnd(),
            text: `'${wanted.replace(/'/g, "\\'")}'`,
          });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name)) yield full;
  }
}

function main() {
  const tableFile = path.resolve(process.argv[2] ?? path.join(root, 'i18n/upstream/renames.json'));
  const table = JSON.parse(fs.readFileSync(tableFile, 'utf8')) as RenameTable;
  const { renames, descriptions = {} } = table;

  // The English of ids that merge must agree.
  const source = JSON.parse(fs.readFileSync(path.join(root, 'i18n/source/messages.json'), 'utf8')) as Record<
    string,
    { defaultMessage: string }
  >;
  const english: Catalog = Object.fromEntries(
    Object.entries(source).map(([id, m]) => [id, m.defaultMessage]),
  );
  const problems = renameCatalog(english, renames).conflicts.map((c) => `English: ${c}`);

  const i18nDir = path.join(root, 'i18n');
  const catalogs = fs.readdirSync(i18nDir).filter((file) => file.endsWith('.json'));
  const renamed: Record<string, Catalog> = {};
  for (const file of catalogs) {
    const catalog = JSON.parse(fs.readFileSync(path.join(i18nDir, file), 'utf8')) as Catalog;
    const result = renameCatalog(catalog, renames);
    problems.push(...result.conflicts.map((c) => `${file}: ${c}`));
    renamed[file] = result.catalog;
  }
  if (problems.length) {
    console.error(`Nothing renamed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }

  let changedFiles = 0;
  for (const file of sourceFiles(path.join(root, 'src'))) {
    const code = fs.readFileSync(file, 'utf8');
    const next = setDescriptions(renameLiterals(code, renames), file, descriptions);
    if (next !== code) {
      fs.writeFileSync(file, next);
      changedFiles++;
    }
  }
  for (const [file, catalog] of Object.entries(renamed))
    fs.writeFileSync(path.join(i18nDir, file), `${JSON.stringify(catalog, null, 2)}\n`);
  console.log(
    `Renamed ${Object.keys(renames).length} ids in ${changedFiles} source files and ${catalogs.length} catalogs.`,
  );
  execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/i18n.ts', 'extract'], {
    cwd: root,
    stdio: 'inherit',
  });
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) main();
