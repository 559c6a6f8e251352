import fs from 'node:fs';
import path from 'node:path';
import type { Container, Document, Plugin, Root } from 'postcss';
import type { Plugin as VitePlugin } from 'vite';
import { transformError } from './transformGuard.ts';

/**
 * The entry stylesheet (src/styles/index.scss) carries Bootstrap's frame parts whole: every button variant,
 * every grid column at every breakpoint, every utility value. The app's own markup uses a fraction of
 * them; the rest is there for markup the app does not write (author HTML, plugin widgets). In the
 * production build this splits the sheet in two by what the app's sources can produce:
 *
 * - the entry sheet keeps the rules that can match the app's markup;
 * - the complement sheet (src/styles/complement.scss, which compiles the same sheet) keeps the others,
 *   and is loaded with what shows foreign markup (the author-HTML sanitiser, the plugin-slot renderer).
 *
 * A selector can match the app's markup when every class and attribute it requires is named in the
 * sources: as a word anywhere in them (`'btn btn-primary'`, `variant === 'light'`), or by a prefix the
 * sources compose names from (`` `dates-dot-${kind}` ``, `'alert-' + variant`). Classes inside `:not()`,
 * `:is()`, `:where()` and `:has()` are not required, so such rules stay. Rules split by selector: a rule
 * some of whose selectors are unused keeps the others in the entry sheet and moves the unused ones.
 * Nothing else changes (order, declarations, at-rules), so an element of the app is styled exactly as
 * before, and foreign markup, once the complement has loaded, by the same rules it had.
 *
 * Dev server and tests: the entry sheet is left whole and the complement is empty.
 *
 * The build fails, naming the split (decision 0033), when Bootstrap's sheet brings a selector whose
 * functional pseudo-classes this reader does not take apart (one nested more than a level, or another
 * pseudo-class with a class inside), when the split moves nothing or keeps nothing, or when the entry or
 * the complement sheet was never processed ({@link entryCssGuard}).
 */

export interface UsedNames {
  /** Every word of the sources that could be a class or an attribute name. */
  readonly names: ReadonlySet<string>;
  /** Prefixes the sources build class names from at run time. */
  readonly prefixes: readonly string[];
}

const WORD = /-?[A-Za-z_][\w-]*/g;
/** `` `x-${…}` `` or `'x-' + …`: a name built from a prefix at run time. */
const COMPOSED = /([A-Za-z_][\w-]*-)(?:\$\{|['"`]\s*\+)/g;

export function collectUsedNames(sources: Iterable<string>): UsedNames {
  const names = new Set<string>();
  const prefixes = new Set<string>();
  for (const source of sources) {
    for (const [word] of source.matchAll(WORD)) names.add(word);
    for (const match of source.matchAll(COMPOSED)) prefixes.add(match[1] ?? '');
  }
  prefixes.delete('');
  return { names, prefixes: [...prefixes] };
}

/** The app's own sources: src/**\/*.{ts,tsx} but tests, and index.html. */
export function appSourceFiles(root: string): string[] {
  const files = [path.join(root, 'index.html')];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        files.push(full);
      }
    }
  };
  walk(path.join(root, 'src'));
  return files;
}

/** A functional pseudo-class and its argument (one level of nested parentheses). */
const FUNCTIONAL_PSEUDO = /:(?:not|is|where|has|-webkit-any|-moz-any)\((?:[^()]|\([^()]*\))*\)/g;
const ATTRIBUTE = /\[\s*([\w-]+)[^\]]*\]/g;
const CLASS = /\.(-?[A-Za-z_][\w-]*)/g;

/**
 * Whether {@link selectorCanMatch} reads the selector right: once the functional pseudo-classes it knows
 * are taken out, none of them is left (one nested deeper than a level) and no other parenthesis holds a
 * class, an attribute or a pseudo-class.
 */
export function selectorSyntaxKnown(selector: string): boolean {
  const rest = selector.replace(FUNCTIONAL_PSEUDO, '');
  return !/:(?:not|is|where|has|-webkit-any|-moz-any)\(/.test(rest) && !/\([^()]*[.[:]/.test(rest);
}

/** Whether every class and attribute the selector requires is one the app's sources name. */
export function selectorCanMatch(selector: string, used: UsedNames): boolean {
  const isUsed = (name: string) =>
    used.names.has(name) || used.prefixes.some((prefix) => name.startsWith(prefix));
  const required = selector.replace(FUNCTIONAL_PSEUDO, '');
  const attributes = [...required.matchAll(ATTRIBUTE)].map((match) => match[1] ?? '');
  const classes = [...required.replace(ATTRIBUTE, '').matchAll(CLASS)].map((match) => match[1] ?? '');
  return [...attributes, ...classes].every(isUsed);
}

export type Keep = 'used' | 'unused' | 'none';

/** At-rules that only group rules. */
const GROUPING = new Set(['media', 'supports', 'layer', 'container']);

function isKeyframes(node: Container | Document | undefined): boolean {
  return node?.type === 'atrule' && 'name' in node && /keyframes$/i.test(String(node.name));
}

/** What a split kept and moved, in selectors, and the selectors it could not read. */
export interface SplitCount {
  kept: number;
  moved: number;
  unknown: string[];
}

/** Keeps, in place, the rules (or selectors) that can match the app's markup, or those that cannot. */
export function splitRules(root: Root, used: UsedNames, keep: Keep): SplitCount {
  const count: SplitCount = { kept: 0, moved: 0, unknown: [] };
  if (keep === 'none') {
    root.removeAll();
    return count;
  }
  root.walkRules((rule) => {
    if (isKeyframes(rule.parent)) return;
    for (const selector of rule.selectors) if (!selectorSyntaxKnown(selector)) count.unknown.push(selector);
    const selectors = rule.selectors.filter(
      (selector) => selectorCanMatch(selector, used) === (keep === 'used'),
    );
    count.kept += selectors.length;
    count.moved += rule.selectors.length - selectors.length;
    if (selectors.length === 0) rule.remove();
    else if (selectors.length !== rule.selectors.length) rule.selectors = selectors;
  });
  if (keep === 'unused') {
    // Only the moved rules, in their media queries, layers and supports blocks: keyframes, font faces
    // and the like stay in the entry sheet alone.
    root.walkAtRules((atRule) => {
      if (!GROUPING.has(atRule.name.toLowerCase())) atRule.remove();
    });
    // A raw block for the direction plugin (`/* rtl:raw: … */`) becomes rules of the entry sheet.
    root.walkComments((comment) => {
      if (/^\s*rtl:raw:/.test(comment.text)) comment.remove();
    });
  }
  // Media queries, layers and supports blocks left empty go too.
  let removed = true;
  while (removed) {
    removed = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) {
        atRule.remove();
        removed = true;
      }
    });
  }
  return count;
}

export interface EntryCssOptions {
  /** The entry stylesheet, split to what the app's markup can match. */
  entry: string;
  /** The stylesheet that compiles the entry's and keeps the rest. */
  complement: string;
  /** Production build: split; otherwise the entry stays whole and the complement is empty. */
  split: boolean;
  /** The sources to read names from (read once, when the first sheet is processed). */
  sources: () => Iterable<string>;
  /** Which sheets the split processed, for {@link entryCssGuard}. */
  report?: EntryCssReport;
}

export interface EntryCssReport {
  entry: boolean;
  complement: boolean;
}

/** The entry sheet's split: the build error when it read something it does not know or split nothing. */
export function checkEntrySplit(count: SplitCount): string | null {
  if (count.unknown.length)
    return transformError(
      'entryCss',
      'selectors whose :not(), :is(), :where() and :has() nest one level at most, and no other pseudo-class with a class inside',
      count.unknown.slice(0, 3).join(' , '),
    );
  if (count.kept === 0 || count.moved === 0)
    return transformError(
      'entryCss',
      "an entry sheet some of whose selectors the app's markup can match and some it cannot",
      `${count.kept} kept and ${count.moved} moved`,
    );
  return null;
}

/** Fails the production build when the split was on and did not process both sheets. */
export function entryCssGuard(report: EntryCssReport, split: boolean): VitePlugin {
  return {
    name: 'learning:entry-css-guard',
    apply: 'build',
    buildEnd(error) {
      if (error || !split || (report.entry && report.complement)) return;
      this.error(
        transformError(
          'entryCss',
          'the build to process src/styles/index.scss and src/styles/complement.scss',
          `${report.entry ? 'the entry' : 'not the entry'}, ${report.complement ? 'the complement' : 'not the complement'}`,
        ),
      );
    },
  };
}

export function entryCss(options: EntryCssOptions): Plugin {
  let used: UsedNames | null = null;
  const names = () => (used ??= collectUsedNames(options.sources()));
  const same = (a: string | undefined, b: string) => a !== undefined && path.resolve(a) === path.resolve(b);
  return {
    postcssPlugin: 'learning:entry-css',
    Once(root) {
      const file = root.source?.input.file;
      if (same(file, options.entry)) {
        if (options.report) options.report.entry = true;
        if (!options.split) return;
        const problem = checkEntrySplit(splitRules(root, names(), 'used'));
        if (problem) throw new Error(problem);
      } else if (same(file, options.complement)) {
        if (options.report) options.report.complement = true;
        splitRules(root, names(), options.split ? 'unused' : 'none');
      }
    },
  };
}
