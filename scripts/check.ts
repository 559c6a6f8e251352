/**
 * `npm run check`: everything a change must pass before it lands, in one command: types, lint with zero
 * warnings, formatting, unit and screen tests, message extraction drift, and the first-visit bundle budget
 * on the production build the browser tests serve too (scripts/lib/build.ts). Runs every step and fails if
 * any failed. The single-threaded steps (types, lint, format, messages) and the build run side by side,
 * each printing its output when it ends; the unit tests, which use every core, start when one of them is
 * left.
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

// The unit tests start when one side-by-side step is left (lint, typed, takes about twice the others):
// from then on that step would use one core and leave the other idle.
let left = sideBySide.length;
let oneLeft: () => void = () => undefined;
const unitMayStart = new Promise<void>((resolve) => {
  oneLeft = resolve;
});
if (left <= 1) oneLeft();

const sideSteps = Promise.all(
  sideBySide.map(async ([name, step]) => {
    const since = Date.now();
    const { code, output } = await step();
    console.log(`\n── ${name} (${seconds(since)}${code === 0 ? '' : ', failed'}) ──`);
    if (output.trim()) console.log(output.trimEnd());
    if (code !== 0) failed.push(name);
    left -= 1;
    if (left <= 1) oneLeft();
  }),
);

await unitMayStart;
const since = Date.now();
console.log('\n── unit tests ──');
const unitTests = run(bin('vitest'), ['run']).then((code) => {
  if (code !== 0) failed.push('unit tests');
  console.log(`── unit tests: ${seconds(since)} ──`);
});
await Promise.all([sideSteps, unitTests]);

console.log(
  failed.length
    ? `\ncheck failed: ${failed.join(', ')} (${seconds(started)})`
    : `\ncheck passed (${seconds(started)})`,
);
process.exit(failed.length ? 1 : 0);
