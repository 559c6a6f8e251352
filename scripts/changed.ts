/**
 * `npm run test:changed [-- <ref>] [--unit|--e2e]`: the tests of what changed since `<ref>` (default HEAD:
 * what is not committed yet; `main` for a branch's whole change): the unit tests Vitest relates to the
 * changed files by their imports (`vitest related`), then the browser spec files scripts/lib/changed.ts
 * maps them to (on the shared build, made again only when the app changed). `--unit` or `--e2e` runs one
 * half. Lint and formatting run first, on the changed files only (types need the whole project: `npm run
 * typecheck`).
 */
import { changedFiles, specsFor, unitSources } from './lib/changed.ts';
import { bin, run } from './lib/run.ts';

const argv = process.argv.slice(2);
const ref = argv.find((arg) => !arg.startsWith('--')) ?? 'HEAD';
const only = argv.includes('--unit') ? 'unit' : argv.includes('--e2e') ? 'e2e' : null;

const files = changedFiles(ref);
if (files.length === 0) {
  console.log(`Nothing changed since ${ref}.`);
  process.exit(0);
}
console.log(`Changed since ${ref}: ${files.length} file(s).`);
let failed = false;

if (only !== 'e2e') {
  const code = files.filter((file) => /\.(ts|tsx|js|jsx|mjs)$/.test(file));
  if (code.length) {
    failed ||= (await run(bin('eslint'), ['--max-warnings=0', ...code])) !== 0;
  }
  const formatted = files.filter((file) => /\.(ts|tsx|js|jsx|mjs|json|md|css|scss|ya?ml)$/.test(file));
  if (formatted.length) {
    failed ||= (await run(bin('prettier'), ['--check', '--log-level', 'warn', ...formatted])) !== 0;
  }
  const sources = unitSources(files);
  if (sources.length) {
    console.log('\n── unit tests related to the changed files ──');
    failed ||= (await run(bin('vitest'), ['related', '--run', '--passWithNoTests', ...sources])) !== 0;
  }
}

if (only !== 'unit') {
  const specs = specsFor(files);
  if (specs.length) {
    console.log(`\n── browser tests: ${specs.join(', ')} ──`);
    failed ||= (await run(bin('tsx'), ['scripts/e2e.ts', ...specs])) !== 0;
  } else {
    console.log('\nNo browser spec file is touched by these changes.');
  }
}
process.exit(failed ? 1 : 0);
