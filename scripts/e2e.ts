/**
 * `npm run test:e2e`: the browser tests. Makes (unless up to date, scripts/lib/build.ts) the production
 * build `npm run check` measures, configured for the mock LMS (`.env.development`, `vite build --mode
 * development`, NODE_ENV stays production, the browser tests' HTTP clock), and the build Tutor makes
 * (public path /learning/, runtime configuration from the LMS, a Tutor env.config.jsx; scripts/tutor-build.ts
 * replays Tutor's steps and checks every asset lives under /learning/), then runs Playwright in Debian's
 * Chromium against both, with the mock LMS as a real HTTP server (all started by playwright.config.ts).
 *
 * `--no-build` serves the last builds as they are; `--rebuild` makes them again; `--changed[=<ref>]` runs
 * only the spec files the changes since `<ref>` (default: HEAD, and files not yet committed) touch
 * (scripts/lib/changed.ts). Other arguments go to Playwright (`npm run test:e2e -- course-home.spec.ts`,
 * `-- --grep "fault matrix"`).
 */
import fs from 'node:fs';
import { E2E_HTTP_CLOCK_SCALE, sharedBuild, tutorBuild } from './lib/build.ts';
import { changedFiles, specsFor } from './lib/changed.ts';
import { TEST_CHROMIUM_PATH } from './lib/chromium.ts';
import { bin, origins, run } from './lib/run.ts';

if (!fs.existsSync(TEST_CHROMIUM_PATH)) {
  console.error(
    `Chromium is not at ${TEST_CHROMIUM_PATH}. Install it with: sudo apt-get install -y chromium chromium-headless-shell (or set TEST_CHROMIUM_PATH).`,
  );
  process.exit(1);
}
const { lmsOrigin, appOrigin, tutorOrigin } = origins();
const env = {
  MOCK_LMS_ORIGIN: lmsOrigin,
  APP_ORIGIN: appOrigin,
  TUTOR_APP_ORIGIN: tutorOrigin,
  HTTP_CLOCK_SCALE: E2E_HTTP_CLOCK_SCALE,
};

const ours = (arg: string) => arg === '--no-build' || arg === '--rebuild' || arg.startsWith('--changed');
const argv = process.argv.slice(2);
const args = argv.filter((arg) => !ours(arg));

const changed = argv.find((arg) => arg.startsWith('--changed'));
if (changed) {
  const ref = changed.includes('=') ? changed.slice(changed.indexOf('=') + 1) : 'HEAD';
  const specs = specsFor(changedFiles(ref));
  if (specs.length === 0) {
    console.log(`No spec file is touched by the changes since ${ref}: nothing to run.`);
    process.exit(0);
  }
  console.log(`Spec files the changes since ${ref} touch:\n  ${specs.join('\n  ')}`);
  args.push(...specs);
}

if (!argv.includes('--no-build')) {
  const force = argv.includes('--rebuild');
  const built = await sharedBuild({ force });
  if (built !== 0) process.exit(built);
  const tutor = await tutorBuild({ force });
  if (tutor !== 0) process.exit(tutor);
}
process.exit(await run(bin('playwright'), ['test', ...args], env));
