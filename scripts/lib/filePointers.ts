import fs from 'node:fs';
import path from 'node:path';

/**
 * Files named in prose: the repository's paths that code comments, the docs and the README's map of the
 * code point at, so a test (filePointers.test.ts) fails when one names a file that moved or never existed:
 * a root-relative path (`src/app/routeConfig.ts`), a relative one (`./bundle.ts`), a decision by its path
 * or number (`docs/decisions/0017`, "decision 0017"), a Markdown link, and in a comment a path under src
 * without its `src/` (`components/Icon.tsx`), a folder and file (`gates/Gates.tsx`) or a file's name
 * (`CoursewarePage.tsx`).
 *
 * Another project's path is written after its repository's name (`frontend-app-learning/src/product-tours`,
 * `openedx-platform/lms/djangoapps/user_tours`), which no pattern here takes for this repository's;
 * `../shared/…`, the spec and contract beside the checkout, is not the repository's either. The few other
 * paths that are not the repository's (a file an operator or a newcomer adds) are listed by the file that
 * names them (`KNOWN_ELSEWHERE`).
 */

export interface Pointer {
  /** The file that names it, relative to the root. */
  readonly file: string;
  readonly line: number;
  /** As written. */
  readonly path: string;
  /** What it names, relative to the root. */
  readonly target: string;
}

/** The top folders a root-relative path starts with. */
const TOP = ['src', 'test', 'scripts', 'docs', 'eslint', 'bin', 'i18n', 'public'];
const ROOTED = new RegExp(`(?<![\\w./@~-])((?:${TOP.join('|')})/[\\w./*-]*[\\w/*])`, 'g');
const RELATIVE = /(?<![\w./@~-])(\.{1,2}\/[\w./-]*\w)/g;
/** A path under src without its `src/` (`components/Icon.tsx`, `features/courseware/preview`). */
const UNDER_SRC = /(?<![\w./@~-])((?:app|components|features|lms|platform|rules|shims|styles)\/[\w./-]*\w)/g;
/**
 * In a comment, a file of the app's own kinds by its folder and name (`gates/Gates.tsx`) or its name alone
 * (`CoursewarePage.tsx`): some file of the repository ends so.
 */
/** Another project's path starts with its repository's name (Open edX's front ends and services, Tutor). */
const OTHER_PROJECT = /^(?:frontend-[\w-]+|openedx-[\w-]+|edx-[\w-]+|openedx|tutor[\w-]*)\//;
const NAMED = /(?<![\w./@~:-])((?:[\w-]+\/)*[\w-]+(?:\.[\w-]+)*\.(?:tsx?|scss))(?![\w/])/g;
/** A decision by its number in prose: "decision 0017", "decisions 0026 and 0027", "ADR 0017". */
const DECISIONS = /\b(?:[Dd]ecisions?|ADRs?)\s+(00\d\d(?:(?:,\s*|\s+and\s+|\s+or\s+|\/)00\d\d)*)\b/g;
const MARKDOWN_LINK = /\]\(([^)\s#]+)(?:#[^)]*)?\)/g;
const CODE = /\.(ts|tsx|js|mjs|scss)$/;

/**
 * Paths that are not this repository's, by the file that names them: other projects' files (upstream's
 * learning app, Tutor's), examples of a file an operator or a newcomer adds. Each names what it is.
 */
export const KNOWN_ELSEWHERE: Readonly<Record<string, readonly string[]>> = {
  // Tutor's dev-mode webpack configuration, which the start script reads.
  'scripts/start.ts': ['./webpack.dev-tutor.config.js'],
  // Catalogs an operator adds (English overrides, a pulled language); the page the README's example adds.
  'README.md': ['i18n/en.json', 'src/features/my-page/'],
  'docs/tutor.md': ['i18n/de-de.json'],
  'scripts/i18n.ts': ['i18n/en.json'],
  'src/platform/i18n.ts': ['i18n/en.json'],
};

/** Copies of the shared LMS contract (test/contract/SOURCE.md): its prose is not the repository's. */
const VENDORED = new Set([
  'test/contract/README.md',
  'test/contract/current-lms.md',
  'test/contract/shape.mjs',
  'test/contract/shape.d.mts',
]);

/** Whether some path under `dir` matches the pattern's segments (`*` any part of one segment's name). */
function matchesPattern(dir: string, segments: readonly string[]): boolean {
  const [first, ...rest] = segments;
  if (first === undefined) return true;
  if (first === '') return matchesPattern(dir, rest);
  const name = new RegExp(`^${first.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`);
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return false;
  return fs.readdirSync(dir).some((entry) => name.test(entry) && matchesPattern(path.join(dir, entry), rest));
}

const filesOf = new Map<string, readonly string[]>();
/** The repository's files, relative to the root (not node_modules, not hidden folders). */
function repositoryFiles(root: string): readonly string[] {
  const known = filesOf.get(root);
  if (known) return known;
  const files: string[] = [];
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const next = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(next);
      else files.push(next);
    }
  };
  walk('');
  filesOf.set(root, files);
  return files;
}

/**
 * Whether a path names something of the repository (a file, a folder, a module without its extension;
 * a leading `**`, then a slash: a file anywhere whose path ends so).
 */
export function exists(root: string, target: string): boolean {
  if (target.includes('|')) return target.split('|').some((one) => exists(root, one));
  if (target.startsWith('**/')) {
    const tail = target.slice(3);
    return repositoryFiles(root).some((file) => file === tail || file.endsWith(`/${tail}`));
  }
  const full = path.join(root, target);
  // A pattern (`test/contract/examples/exams_*.json`, `src/features/*/prefetch.ts`): something matches it.
  if (target.includes('*')) return matchesPattern(root, target.split('/'));
  if (['', '.ts', '.tsx', '.js', '.mjs', '.scss', '.md'].some((ending) => fs.existsSync(full + ending)))
    return true;
  // A decision by its number: docs/decisions/0017 → docs/decisions/0017-time-to-content.md.
  const decision = /^(docs\/decisions\/\d{4})$/.exec(target.replace(/\/$/, ''));
  if (decision) {
    const dir = path.join(root, 'docs/decisions');
    const number = path.basename(decision[1] ?? '');
    return fs.readdirSync(dir).some((name) => name.startsWith(`${number}-`));
  }
  return false;
}

const clean = (written: string) => written.replace(/[.,:;]+$/, '');

/** The pointers of one file's text: in code, in its comments; in Markdown, anywhere, and its links. */
export function pointersIn(file: string, text: string): Pointer[] {
  const code = CODE.test(file);
  const found: Pointer[] = [];
  let inComment = false;
  /** Where the line's pointers found so far are, so a later pattern does not take one again. */
  let taken: [number, number][] = [];
  text.split('\n').forEach((line, index) => {
    let prose = line;
    if (code) {
      // The comment part of a line: inside /* … */, or after `//` at its start or after code.
      const trimmed = line.trim();
      const opens = trimmed.startsWith('/*');
      const isComment = inComment || opens || trimmed.startsWith('*') || trimmed.startsWith('//');
      if (opens && !trimmed.includes('*/')) inComment = true;
      else if (inComment && trimmed.includes('*/')) inComment = false;
      const after = line.indexOf(' // ');
      if (!isComment && after < 0) return;
      prose = isComment ? line : line.slice(after);
    }
    taken = [];
    const free = (match: RegExpExecArray | RegExpMatchArray) => {
      const start = (match.index ?? 0) + match[0].indexOf(match[1] ?? '');
      const end = start + (match[1] ?? '').length;
      if (taken.some(([from, to]) => start < to && from < end)) return false;
      taken.push([start, end]);
      return true;
    };
    const add = (written: string, target: string) =>
      found.push({
        file,
        line: index + 1,
        path: written,
        target: target
          .split('|')
          .map((one) => path.posix.normalize(one))
          .join('|'),
      });
    for (const [, numbers = ''] of prose.matchAll(DECISIONS)) {
      for (const [number] of numbers.matchAll(/\d{4}/g))
        add(`decision ${number}`, `docs/decisions/${number}`);
    }
    for (const match of prose.matchAll(ROOTED)) {
      const written = clean(match[1] ?? '');
      if (free(match)) add(written, written);
    }
    // In code: under src, or beside the file (a feature's `gates/Gates.tsx`). The docs name the
    // repository's files from its root (their decisions keep old and other projects' paths in prose).
    for (const match of code ? prose.matchAll(UNDER_SRC) : []) {
      const written = clean(match[1] ?? '');
      const beside = path.posix.join(path.posix.dirname(file), written);
      if (free(match)) add(written, `src/${written}|${beside}`);
    }
    if (code) {
      for (const match of prose.matchAll(RELATIVE)) {
        const written = clean(match[1] ?? '');
        if (!free(match) || written === '../shared' || written.startsWith('../shared/')) continue;
        add(written, path.posix.join(path.posix.dirname(file), written));
      }
      for (const match of prose.matchAll(NAMED)) {
        const written = match[1] ?? '';
        if (free(match) && !OTHER_PROJECT.test(written)) add(written, `**/${written}`);
      }
    } else {
      for (const [, link = ''] of prose.matchAll(MARKDOWN_LINK)) {
        if (/^[a-z]+:/i.test(link) || link.startsWith('/')) continue;
        add(link, path.posix.join(path.posix.dirname(file), link));
      }
    }
  });
  return found;
}

/**
 * The README's map of the code: a tree of folders (and a few files) in a fenced block under "Map of the
 * code", each line a name and what it holds, nested by indentation.
 */
export function codeMapPointers(readme: string): Pointer[] {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => line.startsWith('## Map of the code'));
  const open = lines.findIndex((line, index) => index > start && line.startsWith('```'));
  const found: Pointer[] = [];
  const stack: { indent: number; name: string }[] = [];
  for (let index = open + 1; index < lines.length && !lines[index]?.startsWith('```'); index += 1) {
    const line = lines[index] ?? '';
    const match = /^( *)([\w.-]+\/?)(?:\s{2,}|$)/.exec(line);
    if (!match) continue;
    const indent = match[1]?.length ?? 0;
    const name = (match[2] ?? '').replace(/\/$/, '');
    // A description's continuation is indented far deeper than any name.
    if (stack.length && indent > (stack.at(-1)?.indent ?? 0) + 2) continue;
    while (stack.length && (stack.at(-1)?.indent ?? 0) >= indent) stack.pop();
    stack.push({ indent, name });
    const target = stack.map((entry) => entry.name).join('/');
    found.push({ file: 'README.md', line: index + 1, path: name, target });
  }
  return found;
}

/** The folders under src that the README's map of the code does not list. */
export function unmappedFolders(root: string): string[] {
  const mapped = new Set(
    codeMapPointers(fs.readFileSync(path.join(root, 'README.md'), 'utf8')).map((pointer) => pointer.target),
  );
  const folders: string[] = [];
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const next = `${relative}/${entry.name}`;
      folders.push(next);
      walk(next);
    }
  };
  walk('src');
  return folders.filter((folder) => !mapped.has(folder)).sort();
}

/** The repository's files that name others: code (comments), the docs and READMEs. */
export function proseFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const next = relative ? path.posix.join(relative, entry.name) : entry.name;
      if (entry.isDirectory()) {
        if (
          !['node_modules', 'examples', 'examples-current'].includes(entry.name) &&
          !entry.name.startsWith('.')
        )
          walk(next);
      } else if ((CODE.test(entry.name) || entry.name.endsWith('.md')) && !VENDORED.has(next)) {
        files.push(next);
      }
    }
  };
  for (const top of [...TOP.filter((name) => name !== 'i18n' && name !== 'public')]) {
    if (fs.existsSync(path.join(root, top))) walk(top);
  }
  for (const name of fs.readdirSync(root)) {
    if (name.endsWith('.md') || /^(vite|playwright|eslint)\.config\.(ts|js)$/.test(name)) files.push(name);
  }
  return files.sort();
}

/** Every pointer of the repository that names nothing in it (and is not known to be elsewhere). */
export function stalePointers(root: string): Pointer[] {
  const pointers = proseFiles(root).flatMap((file) =>
    pointersIn(file, fs.readFileSync(path.join(root, file), 'utf8')),
  );
  pointers.push(...codeMapPointers(fs.readFileSync(path.join(root, 'README.md'), 'utf8')));
  return pointers.filter(
    (pointer) =>
      !exists(root, pointer.target) && !(KNOWN_ELSEWHERE[pointer.file] ?? []).includes(pointer.path),
  );
}
