/**
 * `tsx scripts/tutor-build.ts [outDir]`: replays the steps of Tutor's MFE image (conventions §8.1) and
 * checks the result: `make … pull_translations` must succeed and pull (on the atlas stand-in and its
 * fixture, into a temporary copy of i18n/: offline, always the same, the checkout untouched; decision
 * 0021), then `npm run build` with APP_ID=learning,
 * PUBLIC_PATH=/learning/, MFE_CONFIG_API_URL=/api/mfe_config/v1 and a Tutor-generated env.config.jsx
 * (test/tutor/env.config.jsx, given through ENV_CONFIG_FILE rather than copied into the checkout), and
 * every asset and the router's basename must live under /learning/ (scripts/lib/tutorBuild.ts). The
 * browser tests run this build (test/e2e/tutor.spec.ts); scripts/e2e.ts calls this script.
 */
import path from 'node:path';
import { bin, root, run } from './lib/run.ts';
import { publicPathProblems, replayPullTranslations, TUTOR_BUILD_ENV } from './lib/tutorBuild.ts';

const outDir = process.argv[2] ?? 'dist-tutor';

const pull = await replayPullTranslations();
process.stdout.write(pull.output);
if (pull.code !== 0) {
  console.error('make pull_translations failed: Tutor’s image build would stop here.');
  process.exit(pull.code);
}
if (pull.i18nChanged.length) {
  console.error(`The replayed pull changed the checkout’s i18n/: ${pull.i18nChanged.join(', ')}`);
  process.exit(1);
}
if (!pull.pulled.length) {
  console.error('The replayed pull wrote no catalog: atlas or the catalogs’ install did not run.');
  process.exit(1);
}

const built = await run(bin('vite'), ['build', '--logLevel', 'warn'], {
  ...TUTOR_BUILD_ENV,
  BUILD_OUT_DIR: outDir,
  ENV_CONFIG_FILE: 'test/tutor/env.config.jsx',
});
if (built !== 0) process.exit(built);

const problems = publicPathProblems(path.resolve(root, outDir), TUTOR_BUILD_ENV.PUBLIC_PATH);
if (problems.length) {
  console.error(
    `The Tutor build is not sound under ${TUTOR_BUILD_ENV.PUBLIC_PATH}:\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`Tutor build: every asset and the router basename are under ${TUTOR_BUILD_ENV.PUBLIC_PATH}.`);
