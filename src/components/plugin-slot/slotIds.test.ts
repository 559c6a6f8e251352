import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The plugin slots as the code has them and as docs/plugin-slots.md lists them: every `<PluginSlot>` of
 * the app gives its id and aliases as string literals (an operator greps the exact id their env.config
 * uses and finds the slot), and the documentation's table has one row per slot, with the same aliases.
 * A slot added on another branch passes once it has both its code and its row.
 */

const SRC = path.resolve('src');
const DOC = path.resolve('docs/plugin-slots.md');

/**
 * The course-outline sidebar's six slots, in the code, whose rows the branch that builds that sidebar
 * writes (issue 47): they may be missing from the table until then, and only they. Remove this list once
 * their rows are there.
 */
const AWAITING_ROWS = new Set(
  [
    'sidebar',
    'sidebar_trigger',
    'mobile_sidebar_trigger',
    'sidebar_heading',
    'sidebar_unit',
    'sidebar_completion_icon',
  ].map((name) => `org.openedx.frontend.learning.course_outline_${name}.v1`),
);

interface CodeSlot {
  readonly id: string;
  readonly aliases: readonly string[];
  readonly where: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [full] : [];
  });
}

/** Every `<PluginSlot>` element of the app's sources; `problems` collects ids that are not literals. */
function codeSlots(problems: string[]): CodeSlot[] {
  const slots: CodeSlot[] = [];
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('<PluginSlot')) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const visit = (node: ts.Node) => {
      if (
        (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
        node.tagName.getText(source) === 'PluginSlot'
      ) {
        const where = `${path.relative(path.resolve('.'), file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
        let id: string | null = null;
        const aliases: string[] = [];
        for (const attribute of node.attributes.properties) {
          if (!ts.isJsxAttribute(attribute)) continue;
          const name = attribute.name.getText(source);
          const value = attribute.initializer;
          if (name === 'id') {
            if (value && ts.isStringLiteral(value)) id = value.text;
            else
              problems.push(`${where}: the id is not a string literal (${value?.getText(source) ?? 'none'})`);
          } else if (name === 'idAliases') {
            const list = value && ts.isJsxExpression(value) ? value.expression : undefined;
            if (!list || !ts.isArrayLiteralExpression(list)) {
              problems.push(`${where}: idAliases is not an array of literals`);
              continue;
            }
            for (const element of list.elements) {
              if (ts.isStringLiteral(element)) aliases.push(element.text);
              else problems.push(`${where}: an alias is not a string literal (${element.getText(source)})`);
            }
          }
        }
        if (id !== null) slots.push({ id, aliases, where });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return slots;
}

/** The table under "## The slots": id → aliases (`L.` and `H.` stand for the learning and header prefixes). */
function documentedSlots(): Map<string, string[]> {
  const text = readFileSync(DOC, 'utf8');
  const section = text.slice(
    text.indexOf('## The slots'),
    text.indexOf('\n## ', text.indexOf('## The slots') + 1),
  );
  const expand = (id: string) =>
    id.replace(/^L\./, 'org.openedx.frontend.learning.').replace(/^H\./, 'org.openedx.frontend.layout.');
  const rows = new Map<string, string[]>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const id = /^`([^`]+)`$/.exec(cells[1] ?? '')?.[1];
    if (!id) continue;
    const aliases = [...(cells[2] ?? '').matchAll(/`([^`]+)`/g)].map(([, alias = '']) => expand(alias));
    rows.set(expand(id), aliases);
  }
  return rows;
}

describe('the plugin slots’ ids', () => {
  const problems: string[] = [];
  const slots = codeSlots(problems);
  const documented = documentedSlots();

  it('are string literals in the code, so grepping the id an env.config uses finds its slot', () => {
    expect(slots.length).toBeGreaterThan(30);
    expect(problems).toEqual([]);
  });

  it('are each one slot of the code', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const slot of slots) {
      for (const id of [slot.id, ...slot.aliases]) {
        const first = seen.get(id);
        if (first) twice.push(`${id}: ${first} and ${slot.where}`);
        seen.set(id, slot.where);
      }
    }
    expect(twice).toEqual([]);
  });

  it('are each a row of docs/plugin-slots.md, with the same aliases, and the table has no other', () => {
    expect(documented.size).toBeGreaterThan(30);
    const undocumented = slots
      .filter((slot) => !documented.has(slot.id) && !AWAITING_ROWS.has(slot.id))
      .map((slot) => `${slot.id} (${slot.where})`);
    expect(undocumented, 'slots of the code without a row').toEqual([]);
    const codeIds = new Set(slots.map((slot) => slot.id));
    expect(
      [...documented.keys()].filter((id) => !codeIds.has(id)),
      'rows of slots the code does not have',
    ).toEqual([]);
    for (const slot of slots) {
      const aliases = documented.get(slot.id);
      if (aliases) expect([...aliases].sort(), slot.id).toEqual([...slot.aliases].sort());
    }
  });
});
