/**
 * `npm run check`: everything a change must pass before it lands, in one command: types, lint with zero
 * warnings, formatting, unit and screen tests, message extraction drift, and the first-visit bundle budget
 * on a production build. Runs every step and fails if any failed.
 */
import { FEATURES_ON_ENV } from './lib/bundle.ts';
import { bin, mockBuildEnv, run } from './lib/run.ts';

const steps: [string, () => Promise<number>][] = [
  ['types', () => run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'])],
  ['lint', () => run(bin('eslint'), ['.', '--max-warnings=0'])],
  ['format', () => run(bin('prettier'), ['--check', '.', '--log-level', 'warn'])],
  ['unit tests', () => run(bin('vitest'), ['run'])],
  ['messages', () => run(bin('tsx'), ['scripts/i18n.ts', 'check'])],
  [
    'bundle budget',
    async () => {
      const built = await run(bin('vite'), ['build', '--mode', 'development', '--logLevel', 'warn'], {
        ...mockBuildEnv('dist-check'),
        ...FEATURES_ON_ENV,
      });
      return built !== 0 ? built : run(bin('tsx'), ['scripts/bundle.ts', 'dist-check']);
    },
  ],
];

const failed: string[] = [];
for (const [name, step] of steps) {
  console.log(`\n── ${name} ──`);
  const code = await step();
  if (code !== 0) failed.push(name);
}
console.log(failed.length ? `\ncheck failed: ${failed.join(', ')}` : '\ncheck passed');
process.exit(failed.length ? 1 : 0);
