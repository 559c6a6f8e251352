/**
 * `npm run check`: everything a change must pass before it lands, in one command: types, lint with zero
 * warnings, formatting, unit and screen tests, message extraction drift, and the first-visit bundle budget
 * on the production build the browser tests serve too (scripts/lib/build.ts). Runs every step and fails if
 * any failed. The single-threaded steps (types, lint, format, messages) and the build run side by side,
 * each printing its output when it ends; the unit tests, which use every core, run after them.
 */
import { sharedBuild, sharedBuildDir } from './lib/build.ts';
import { bin, run, runCaptured } from './lib/run.ts';

type Step = readonly [name: string, run: () => Promise<{ code: number; output: string }>];

const captured = (command: string, args: string[]) => () => runCaptured(command, args);

const sideBySide: Step[] = [
  ['types', captured(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'])],
  ['lint', captured(bin('eslint'), ['.', '--max-warnings=0'])],
  ['format', captured(bin('prettier'), ['--check', '.', '--log-level', 'warn'])],
  ['messages', captured(bin('tsx'), ['scripts/i18n.ts', 'check'])],
  [
    'bundle budget',
    async () => {
      // The build prints as it goes (it may be up to date); the budget's table is kept with the step.
      const built = await sharedBuild();
      if (built !== 0) return { code: built, output: '' };
      return runCaptured(bin('tsx'), ['scripts/bundle.ts', sharedBuildDir()]);
    },
  ],
];

const failed: string[] = [];
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const started = Date.now();

await Promise.all(
  sideBySide.map(async ([name, step]) => {
    const since = Date.now();
    const { code, output } = await step();
    console.log(`\n── ${name} (${seconds(since)}${code === 0 ? '' : ', failed'}) ──`);
    if (output.trim()) console.log(output.trimEnd());
    if (code !== 0) failed.push(name);
  }),
);

const since = Date.now();
console.log('\n── unit tests ──');
if ((await run(bin('vitest'), ['run'])) !== 0) failed.push('unit tests');
console.log(`── unit tests: ${seconds(since)} ──`);

console.log(
  failed.length
    ? `\ncheck failed: ${failed.join(', ')} (${seconds(started)})`
    : `\ncheck passed (${seconds(started)})`,
);
process.exit(failed.length ? 1 : 0);
