import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { FEATURES_ON_ENV } from './bundle.ts';
import { bin, mockBuildEnv, origins, root, run } from './run.ts';

/**
 * The one production build the checks share (decision 0019): `npm run check` measures its first-visit
 * bytes, the browser tests serve it, and it is made again only when something it is made from changed.
 * `.env.development` (the mock LMS at the browser tests' ports, every optional flag on) and the browser
 * tests' HTTP clock (HTTP_CLOCK_SCALE, below): the app's timeouts and retry waits run 5 times faster, so a
 * slow answer's cell takes 4 s rather than 20; nothing else differs from a production build. The runtime
 * configuration (FEATURES_ON_ENV's MFE_CONFIG_API_URL) is left to the Tutor build, which has it and whose
 * first visit the check measures too: with it on, every page of the browser tests would boot from it.
 */
export const SHARED_BUILD_DIR = 'dist-e2e';

/**
 * The shared build's directory: `dist-e2e` at the default ports; at others (E2E_LMS_PORT, E2E_APP_PORT)
 * a directory of their own, as the build bakes the addresses in and a second run must not rebuild under
 * the first one's server.
 */
export function sharedBuildDir(): string {
  const { lmsPort, appPort } = origins();
  return lmsPort === 18000 && appPort === 2000
    ? SHARED_BUILD_DIR
    : `${SHARED_BUILD_DIR}-${lmsPort}-${appPort}`;
}

/** The browser tests' HTTP clock: the app's 30-s read timeout is 6 s, a 20-s answer is 4 s. */
export const E2E_HTTP_CLOCK_SCALE = '0.2';

export function sharedBuildEnv(): NodeJS.ProcessEnv {
  return {
    ...mockBuildEnv(sharedBuildDir()),
    ...Object.fromEntries(Object.entries(FEATURES_ON_ENV).filter(([key]) => key !== 'MFE_CONFIG_API_URL')),
    // COURSEWARE_LAYOUT is unset, as a site leaves it, whatever the shell that builds says (an empty
    // value is no value): the LMS's era picks the courseware's layout (decision 0023), today's for the
    // mock's default era; a test of the spec's layout sets `mock.era('spec')`.
    COURSEWARE_LAYOUT: '',
    HTTP_CLOCK_SCALE: E2E_HTTP_CLOCK_SCALE,
  };
}

/** What a build is made from: the app, its build plugins, its configuration files and packages. */
const INPUTS = [
  'src',
  'i18n',
  'public',
  'scripts/lib',
  'test/tutor',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
  '.env',
  '.env.development',
];
const STAMP = '.build-stamp';

function* files(entry: string): Generator<string> {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return;
  if (!fs.statSync(full).isDirectory()) {
    yield entry;
    return;
  }
  for (const name of fs.readdirSync(full).sort()) {
    if (name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    yield* files(path.join(entry, name));
  }
}

/** A digest of every input file and of the build's environment. */
export function buildDigest(env: NodeJS.ProcessEnv, args: readonly string[]): string {
  const hash = crypto.createHash('sha256');
  hash.update(JSON.stringify({ env, args }));
  for (const entry of INPUTS) {
    for (const file of files(entry)) {
      hash.update(`\0${file}\0`);
      hash.update(fs.readFileSync(path.join(root, file)));
    }
  }
  return hash.digest('hex');
}

/**
 * Runs a build into `outDir` unless the build there was made from the same inputs (its stamp), or `force`.
 * `command` makes the build; it receives `env` on top of the environment.
 */
export async function buildOnce(
  outDir: string,
  env: NodeJS.ProcessEnv,
  command: readonly [string, ...string[]],
  { force = false, label = outDir }: { force?: boolean; label?: string } = {},
): Promise<number> {
  const digest = buildDigest(env, command);
  const stamp = path.join(root, outDir, STAMP);
  if (!force && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === digest) {
    console.log(`${label}: up to date (${outDir}/${STAMP}), not built again.`);
    return 0;
  }
  const started = Date.now();
  const [program, ...args] = command;
  const code = await run(program, args, env);
  if (code === 0) {
    fs.writeFileSync(stamp, digest);
    console.log(`${label}: built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
  return code;
}

/** The shared build (above), made unless up to date. */
export function sharedBuild(options: { force?: boolean } = {}): Promise<number> {
  return buildOnce(
    sharedBuildDir(),
    sharedBuildEnv(),
    [bin('vite'), 'build', '--mode', 'development', '--logLevel', 'warn'],
    { ...options, label: 'the shared production build' },
  );
}

/** The build Tutor makes (scripts/tutor-build.ts), for the browser tests' tutor.spec.ts. */
export const TUTOR_BUILD_DIR = 'dist-tutor';

export function tutorBuild(options: { force?: boolean } = {}): Promise<number> {
  return buildOnce(TUTOR_BUILD_DIR, {}, [bin('tsx'), 'scripts/tutor-build.ts', TUTOR_BUILD_DIR], {
    ...options,
    label: 'the Tutor build',
  });
}
