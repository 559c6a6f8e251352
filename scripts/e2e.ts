/**
 * `npm run test:e2e`: builds the production bundle configured for the mock LMS (`.env.development`,
 * `vite build --mode development`, NODE_ENV stays production), and the build Tutor makes (public path
 * /learning/, runtime configuration from the LMS, a Tutor env.config.jsx; scripts/tutor-build.ts replays
 * Tutor's steps and checks every asset lives under /learning/), then runs Playwright in Debian's Chromium
 * against both, with the mock LMS as a real HTTP server (all started by playwright.config.ts).
 * Extra arguments go to Playwright (`npm run test:e2e -- outline.spec.ts`).
 */
import fs from 'node:fs';
import { CHROMIUM_PATH } from './lib/chromium.ts';
import { bin, mockBuildEnv, origins, run } from './lib/run.ts';

if (!fs.existsSync(CHROMIUM_PATH)) {
  console.error(
    `Chromium is not at ${CHROMIUM_PATH}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}
const { lmsOrigin, appOrigin, tutorOrigin } = origins();
const env = {
  ...mockBuildEnv('dist-e2e'),
  MOCK_LMS_ORIGIN: lmsOrigin,
  APP_ORIGIN: appOrigin,
  TUTOR_APP_ORIGIN: tutorOrigin,
};
if (!process.argv.includes('--no-build')) {
  const built = await run(bin('vite'), ['build', '--mode', 'development', '--logLevel', 'warn'], env);
  if (built !== 0) process.exit(built);
  const tutor = await run(bin('tsx'), ['scripts/tutor-build.ts', 'dist-tutor']);
  if (tutor !== 0) process.exit(tutor);
}
const args = process.argv.slice(2).filter((a) => a !== '--no-build');
process.exit(await run(bin('playwright'), ['test', ...args], env));
