import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './run.ts';

/**
 * What a change touches, for `npm run test:changed` and `npm run test:e2e -- --changed`: the files that
 * differ from a git ref (committed since, staged, unstaged, or new and not ignored), and the browser spec
 * files that exercise them. Unit tests are found by Vitest's own import graph (`vitest related`); browser
 * tests do not import the app, so their spec files come from the topics below.
 */
export function changedFiles(ref = 'HEAD'): string[] {
  const git = (args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8' })
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  const files = new Set([
    ...git(['diff', '--name-only', ref, '--']),
    ...git(['ls-files', '--others', '--exclude-standard']),
  ]);
  return [...files].filter((file) => fs.existsSync(path.join(root, file))).sort();
}

const E2E_DIR = 'test/e2e';

export function allSpecs(): string[] {
  return fs
    .readdirSync(path.join(root, E2E_DIR))
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => `${E2E_DIR}/${name}`)
    .sort();
}

/** Files every browser test depends on: a change to one runs them all. */
const EVERYTHING = [
  /^playwright\.config\.ts$/,
  /^test\/e2e\/fixtures\.ts$/,
  /^test\/mock-lms\/(server|state|scope|clock|era|env|faults|personas|viewer|jwt)\.ts$/,
  /^test\/mock-lms\/handlers\/(index|auth|control|util)\.ts$/,
  /^src\/(app|platform|components|styles|shims)\//,
  /^src\/lms\/[^/]+\.ts$/,
  /^(index\.html|vite\.config\.ts|package-lock\.json|\.env(\.development)?)$/,
  /^scripts\/lib\/(build|run|chromium|csp|routePreload|entryCss|compiledMessages|axiosCore|axiosXhrOnly)\.ts$/,
];

/**
 * Topics: a changed path that matches sends the spec files named (the fault matrix, the hostile input and
 * the screenshots cover every screen, so the screens' topics name them too).
 */
const TOPICS: readonly (readonly [RegExp, readonly string[]])[] = [
  [/outline|dates|courseHome|course-home|goal|notices|welcome/i, ['course-home', 'fault-matrix']],
  [/exams?\b|exams\/|proctor/i, ['exams', 'fault-matrix']],
  [/courseware|course-frame|sequence|unit/i, ['courseware', 'frame', 'unit-frame', 'fault-matrix', 'soak']],
  [/progress|certificate|grades?/i, ['progress', 'fault-matrix']],
  [/course-?exit|courseExit/i, ['course-exit', 'fault-matrix']],
  [/instructor-toolbar|toolbar|masquerade/i, ['staff-toolbar']],
  // gates.spec.ts covers the courseware's gates, tools, celebrations and licence footer.
  [/gates|courseware\/(tools|celebrations|license)\//i, ['gates']],
  [/upgrade|verified|offer/i, ['upgrade']],
  // The courseware's side panels: both sidebars, the layouts they share the page with, the Tutor build's widget.
  [
    /courseware\/(sidebars\/|Courseware(Layout|View)|SequenceArea)/,
    ['outline-sidebar', 'right-sidebar', 'layouts', 'tutor'],
  ],
  [/^i18n\/|locales|i18n|messages/i, ['locales']],
  [/tutor|env-?config|theme|runtime/i, ['tutor']],
  [/discussion|live|redirects|unsubscribe|access-denied|platform/i, ['platform-paths']],
  [/enterprise|access-?denied/i, ['enterprise']],
  [/decode|sanitiz|hostile|html/i, ['hostile-input']],
  [/baseQuery|fault/i, ['fault-matrix']],
  [/search/i, ['search', 'fault-matrix']],
  [/tours?\b|user_tours/i, ['tours', 'fault-matrix']],
];

/** The spec files a set of changed files touches, sorted; every spec when a shared file changed. */
export function specsFor(files: readonly string[]): string[] {
  const specs = allSpecs();
  if (files.some((file) => EVERYTHING.some((pattern) => pattern.test(file)))) return specs;
  const picked = new Set<string>();
  for (const file of files) {
    if (file.startsWith(`${E2E_DIR}/`) && file.endsWith('.spec.ts')) picked.add(file);
    if (file.startsWith(`${E2E_DIR}/`) && !file.endsWith('.spec.ts')) {
      // A helper of the specs (soak-driver.ts): the specs that import it.
      const name = path.basename(file, '.ts');
      for (const spec of specs)
        if (fs.readFileSync(path.join(root, spec), 'utf8').includes(`./${name}`)) picked.add(spec);
    }
    const relevant = /^(src|test\/mock-lms|i18n|test\/tutor)\//.test(file);
    if (!relevant) continue;
    for (const [pattern, names] of TOPICS) {
      if (pattern.test(file)) for (const name of names) picked.add(`${E2E_DIR}/${name}.spec.ts`);
    }
  }
  return [...picked].filter((spec) => specs.includes(spec)).sort();
}

/** The changed files Vitest can relate tests to (its `related` command follows their imports). */
export function unitSources(files: readonly string[]): string[] {
  return files.filter(
    (file) =>
      /\.(ts|tsx|json)$/.test(file) && !file.startsWith(`${E2E_DIR}/`) && file !== 'package-lock.json',
  );
}
