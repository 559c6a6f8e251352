import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { transformError } from './transformGuard.ts';

/** Parses one ICU message into the AST that intl-messageformat formats (throws on a syntax error). */
export type ParseMessage = (message: string) => unknown;

export interface Edit {
  start: number;
  end: number;
  text: string;
}

const PARSER = '@formatjs/icu-messageformat-parser';
const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;
const CATALOG = /^i18n\/[^/]+\.json$/;

/** The value of a string literal, a template without substitutions, or a `+` concatenation of them. */
function literalValue(expression: ts.Expression): string | null {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
    return expression.text;
  if (ts.isParenthesizedExpression(expression)) return literalValue(expression.expression);
  if (ts.isBinaryExpression(expression) && expression.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = literalValue(expression.left);
    const right = literalValue(expression.right);
    return left === null || right === null ? null : left + right;
  }
  return null;
}

function propertiesOf(node: ts.ObjectLiteralExpression): Map<string, ts.PropertyAssignment> {
  const named = new Map<string, ts.PropertyAssignment>();
  for (const property of node.properties) {
    if (
      ts.isPropertyAssignment(property) &&
      (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
    ) {
      named.set(property.name.text, property);
    }
  }
  return named;
}

/**
 * The edits that turn the message descriptors of one source file (object literals with an `id` and a
 * literal `defaultMessage`) into their production form: the default message as its parsed ICU AST, and no
 * translators' `description` (read by the extraction from the sources, never at run time). A default
 * message that does not parse is left as it is (react-intl then reports it and shows it verbatim, as it
 * does today). With `shortIds`, an id the table knows becomes its short key (as in the catalogs).
 */
/** One source text's syntax tree, TSX or TS by its file's name (for the message scans here and in ./messageIds.ts). */
export function parseSource(code: string, fileName: string): ts.SourceFile {
  return ts.createSourceFile(
    fileName,
    code,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
}

export function messageEdits(
  code: string,
  fileName: string,
  parse: ParseMessage,
  shortIds?: ReadonlyMap<string, string>,
): Edit[] {
  if (!code.includes('defaultMessage')) return [];
  const source = parseSource(code, fileName);
  const edits: Edit[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const named = propertiesOf(node);
      const defaultMessage = named.get('defaultMessage');
      const message = defaultMessage ? literalValue(defaultMessage.initializer) : null;
      const id = named.get('id');
      if (id && defaultMessage && message !== null) {
        const short = shortIds && literalValue(id.initializer);
        const key = short ? shortIds.get(short) : undefined;
        if (key !== undefined)
          edits.push({
            start: id.initializer.getStart(source),
            end: id.initializer.getEnd(),
            text: JSON.stringify(key),
          });
        let ast: unknown = null;
        try {
          ast = parse(message);
        } catch {
          ast = null;
        }
        if (ast !== null) {
          const value = defaultMessage.initializer;
          edits.push({ start: value.getStart(source), end: value.getEnd(), text: JSON.stringify(ast) });
        }
        const description = named.get('description');
        if (description && literalValue(description.initializer) !== null) {
          let end = description.getEnd();
          const comma = /^\s*,/.exec(code.slice(end));
          if (comma) end += comma[0].length;
          edits.push({ start: description.getStart(source), end, text: '' });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edits.sort((a, b) => a.start - b.start);
}

/**
 * A locale catalog (`{ id: message }`) with every message that parses replaced by its AST, and with
 * `shortIds`, each id the table knows replaced by its short key.
 */
export function compileCatalog(
  json: string,
  parse: ParseMessage,
  shortIds?: ReadonlyMap<string, string>,
): string {
  const catalog = JSON.parse(json) as Record<string, unknown>;
  const compiled = Object.fromEntries(
    Object.entries(catalog).map(([id, message]) => {
      const key = shortIds?.get(id) ?? id;
      if (typeof message !== 'string') return [key, message];
      try {
        return [key, parse(message)];
      } catch {
        return [key, message]; // react-intl reports it at run time and falls back to the English default
      }
    }),
  );
  return JSON.stringify(compiled);
}

const KEY_DIGITS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$';

/**
 * Short keys for the message ids of the source catalog (`i18n/source/messages.json`, sorted): `a`, `b`, …,
 * `aa`, …. The ids are Open edX's where a message means what one of its messages means (decision 0021),
 * long dotted names the community catalogs are keyed by; the built app needs only a key shared by its
 * descriptors and its catalogs. A key has no dot, so it never equals an id left as it is.
 */
export function shortMessageIds(ids: Iterable<string>): Map<string, string> {
  const keys = new Map<string, string>();
  let index = 0;
  for (const id of [...new Set(ids)].sort()) {
    let n = index++;
    let key = '';
    do {
      key = KEY_DIGITS.charAt(n % KEY_DIGITS.length) + key;
      n = Math.floor(n / KEY_DIGITS.length) - 1;
    } while (n >= 0);
    keys.set(id, key);
  }
  return keys;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function vlq(value: number): string {
  let rest = value < 0 ? (-value << 1) | 1 : value << 1;
  let out = '';
  do {
    let digit = rest & 31;
    rest >>>= 5;
    if (rest > 0) digit |= 32;
    out += BASE64.charAt(digit);
  } while (rest > 0);
  return out;
}

/**
 * Applies sorted, non-overlapping edits and returns the new code with a source map back to the original:
 * a mapping at the start of every line and right after every edit (the granularity of magic-string's
 * default maps), enough for stack traces and bundle analysis.
 */
export function applyEdits(
  code: string,
  edits: readonly Edit[],
  fileName: string,
): {
  code: string;
  map: { version: 3; sources: string[]; sourcesContent: string[]; names: string[]; mappings: string };
} {
  // Original line and column of every offset we map from.
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
  const position = (offset: number): [number, number] => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return [low, offset - lineStarts[low]!];
  };

  let out = '';
  const lines: string[] = [];
  let segments: string[] = [];
  let generatedColumn = 0;
  let previousColumn = 0;
  let previousLine = 0;
  let previousOriginalColumn = 0;
  let markedColumn = -1;
  const mark = (originalOffset: number) => {
    if (markedColumn === generatedColumn) return;
    markedColumn = generatedColumn;
    const [line, column] = position(originalOffset);
    segments.push(
      vlq(generatedColumn - previousColumn) +
        vlq(0) +
        vlq(line - previousLine) +
        vlq(column - previousOriginalColumn),
    );
    previousColumn = generatedColumn;
    previousLine = line;
    previousOriginalColumn = column;
  };
  const newLine = () => {
    lines.push(segments.join(','));
    segments = [];
    generatedColumn = 0;
    previousColumn = 0;
    markedColumn = -1;
  };
  /** Copies original text from `from` to `to`, marking each new line's start. */
  const copy = (from: number, to: number) => {
    let at = from;
    while (at < to) {
      const newline = code.indexOf('\n', at);
      const stop = newline === -1 || newline >= to ? to : newline + 1;
      out += code.slice(at, stop);
      generatedColumn += stop - at;
      if (code[stop - 1] === '\n') {
        newLine();
        if (stop < to) mark(stop);
      }
      at = stop;
    }
  };
  /** Writes replacement text (JSON, so without line breaks). */
  const write = (text: string) => {
    out += text;
    generatedColumn += text.length;
  };

  let at = 0;
  mark(0);
  for (const edit of edits) {
    copy(at, edit.start);
    if (generatedColumn === 0 && edit.start > 0) mark(edit.start);
    write(edit.text);
    // The line breaks an edit removed are kept, so every later line keeps its number.
    const removedBreaks = code.slice(edit.start, edit.end).split('\n').length - 1;
    for (let i = 0; i < removedBreaks; i++) {
      out += '\n';
      newLine();
    }
    at = edit.end;
    if (at < code.length) mark(at);
  }
  copy(at, code.length);
  lines.push(segments.join(','));
  return {
    code: out,
    map: {
      version: 3,
      sources: [path.basename(fileName)],
      sourcesContent: [code],
      names: [],
      mappings: lines.join(';'),
    },
  };
}

/**
 * Production builds format messages from their parsed form: the English defaults in the sources and the
 * locale catalogs are parsed at build time (by the very parser react-intl would run in the browser), and
 * intl-messageformat gets the parser's `no-parser` build, which keeps the AST helpers and drops the parser
 * (about 6 KB gzip on every page). Message descriptors also lose their translators' descriptions, and
 * descriptors and catalogs alike key each message by a short key instead of its id (shortMessageIds). The app
 * lints every default message as a literal (formatjs/enforce-default-message), so each one is known here.
 * Tests and the dev server see the sources unchanged. The build fails when the parser is not beside
 * intl-messageformat, or no formatjs module imported it (decision 0033).
 */
export function compiledMessages(): Plugin {
  let parserImports = 0;
  let parse: ParseMessage | null = null;
  let shortIds: Map<string, string> | undefined;
  let root = process.cwd();
  let rootPath = `${root.replaceAll('\\', '/')}/`;
  return {
    name: 'learning:compiled-messages',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      rootPath = `${root.replaceAll('\\', '/')}/`;
    },
    async buildStart() {
      parserImports = 0;
      // The parser intl-messageformat itself imports, so the build parses exactly as the browser would.
      const reactIntl = await this.resolve('react-intl', path.join(root, 'src/app/main.tsx'));
      const messageFormat = reactIntl && (await this.resolve('intl-messageformat', reactIntl.id));
      const parser = messageFormat && (await this.resolve(PARSER, messageFormat.id, { skipSelf: true }));
      if (!parser)
        this.error(transformError('compiledMessages', `${PARSER} beside intl-messageformat`, 'none'));
      const module = (await import(pathToFileURL(parser.id).href)) as {
        parse: (message: string, options?: object) => unknown;
      };
      parse = (message) => module.parse(message);
      const sourceCatalog = path.join(root, 'i18n/source/messages.json');
      shortIds = fs.existsSync(sourceCatalog)
        ? shortMessageIds(Object.keys(JSON.parse(fs.readFileSync(sourceCatalog, 'utf8')) as object))
        : undefined;
    },
    async resolveId(source, importer, options) {
      if (source !== PARSER || !importer) return null;
      const from = importer.replaceAll('\\', '/');
      if (!/\/node_modules\/(intl-messageformat|@formatjs\/intl|react-intl)\//.test(from)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      const noParser = path.join(path.dirname(resolved.id), 'no-parser.js');
      if (!fs.existsSync(noParser))
        this.error(transformError('compiledMessages', `${PARSER}'s no-parser.js`, `none at ${noParser}`));
      parserImports += 1;
      return noParser;
    },
    buildEnd(error) {
      if (error || parserImports > 0) return;
      this.error(transformError('compiledMessages', `intl-messageformat to import ${PARSER}`, 'no import'));
    },
    transform(code, id) {
      const file = id.split('?')[0]!.replaceAll('\\', '/');
      if (!parse || !file.startsWith(rootPath)) return null;
      const relative = file.slice(rootPath.length);
      if (CATALOG.test(relative)) return { code: compileCatalog(code, parse, shortIds), map: null };
      if (!relative.startsWith('src/') || !SOURCE.test(file) || TEST.test(file)) return null;
      const edits = messageEdits(code, file, parse, shortIds);
      return edits.length ? applyEdits(code, edits, file) : null;
    },
  };
}
