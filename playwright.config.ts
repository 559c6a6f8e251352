import { defineConfig, devices } from '@playwright/test';
import type { EraOptions } from './test/e2e/fixtures.ts';
import { QUICK_TAG } from './test/e2e/faultMatrix.ts';
import { sharedBuildDir, TUTOR_BUILD_DIR } from './scripts/lib/build.ts';
import { TEST_CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './scripts/lib/chromium.ts';

const lmsOrigin = process.env.MOCK_LMS_ORIGIN ?? 'http://localhost:18000';
const appOrigin = process.env.APP_ORIGIN ?? 'http://localhost:2000';
const tutorOrigin = process.env.TUTOR_APP_ORIGIN ?? 'http://localhost:2010';
const ci = Boolean(process.env.CI);
// The preview servers gzip each build file once, not at every one of the suite's loads
// (scripts/lib/gzipOnce.ts); PREVIEW_GZIP_ONCE=0 gives Vite's own behaviour, to compare.
const gzipOnce = process.env.PREVIEW_GZIP_ONCE ?? '1';

const chromium = { ...devices['Desktop Chrome'], channel: undefined };
/** The browser tests that take about a minute each (the 'chromium, long tests' project). */
const LONG_TESTS = /(soak|axe-runner)\.spec\.ts$/;

/**
 * Browser tests: the shared production build (scripts/lib/build.ts, made by scripts/e2e.ts or `npm run
 * check`) served by `vite preview`, against the mock LMS as a real HTTP server, in Debian's Chromium.
 * Several workers share the one mock LMS: each test has its own scope of it (its state, clock, faults and
 * era: test/mock-lms/scope.ts, test/e2e/fixtures.ts). No retries: a test that fails once is fixed, not
 * run again (decision 0019). `E2E_WORKERS` sets the number of workers (4 by default on 2 cores: at most
 * 3 on the journeys, which keep both cores busy, and 2 on the fault matrix, which mostly waits).
 */
export default defineConfig<EraOptions>({
  testDir: 'test/e2e',
  // E2E_OUTPUT_DIR: another directory, for a second run in the same checkout (each run empties its own).
  outputDir: process.env.E2E_OUTPUT_DIR || 'test-results',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS) || 4,
  retries: 0,
  forbidOnly: ci,
  // Three or four workers share two cores with the servers: a test takes up to about twice as long as alone.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: ci ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: appOrigin,
    // A failed test's trace (DOM snapshots, network, console), without a screencast, where someone can
    // open it: on a developer's machine. CI keeps only what it prints, and recording a trace for every test
    // costs the browser tests' CPU (decision 0019); E2E_TRACE=retain-on-failure records them there too.
    trace: {
      mode:
        (process.env.E2E_TRACE as 'off' | 'retain-on-failure' | undefined) ??
        (ci ? 'off' : 'retain-on-failure'),
      screenshots: false,
    },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: TEST_CHROMIUM_ARGS },
  },
  projects: [
    // The fault matrix (test/e2e/faultMatrix.ts): each page's calls recorded first, then a test per page
    // and fault on any worker, then the table.
    {
      name: 'fault-matrix discovery',
      testMatch: /fault-matrix\.discover\.ts$/,
      teardown: 'fault-matrix report',
      use: chromium,
    },
    { name: 'fault-matrix report', testMatch: /fault-matrix\.report\.ts$/ },
    // The core journeys again against the spec's LMS (test/mock-lms/era.ts); the projects below run them,
    // and everything else, against today's (issue 39). In the discovery's phase: its page visits mostly
    // wait for a page to stay quiet, and these short journeys use the cores meanwhile (decision 0019).
    {
      name: 'spec LMS',
      grep: /@core/,
      testIgnore: [/fault-matrix\.spec\.ts$/, LONG_TESTS],
      use: { ...chromium, lmsEra: 'spec' },
    },
    // Every project below starts after the discovery, in one phase, and Playwright hands out their tests in
    // the order of the projects: the matrix's tests, which spend much of their time waiting for a page to
    // stay quiet (about 64 % of the cores busy on their own), run on two workers beside the journeys on the
    // others, which keep the cores busy (decision 0019).
    // The longest single tests (about a minute each: the soak, the axe runner's proof) first, so that no
    // worker is left with one of them at the run's end while the others have nothing to do (decision 0019).
    {
      name: 'chromium, long tests',
      testMatch: LONG_TESTS,
      dependencies: ['fault-matrix discovery'],
      use: chromium,
    },
    {
      name: 'fault matrix',
      testMatch: /fault-matrix\.spec\.ts$/,
      grepInvert: new RegExp(QUICK_TAG),
      dependencies: ['fault-matrix discovery'],
      workers: 2,
      use: chromium,
    },
    {
      name: 'chromium',
      testIgnore: [/fault-matrix\.spec\.ts$/, LONG_TESTS],
      dependencies: ['fault-matrix discovery'],
      workers: 3,
      use: chromium,
    },
    // The quick pages' matrix tests (a few seconds each) last and on any worker: the run ends on them.
    {
      name: 'fault matrix, last',
      testMatch: /fault-matrix\.spec\.ts$/,
      grep: new RegExp(QUICK_TAG),
      dependencies: ['fault-matrix discovery'],
      use: chromium,
    },
  ],
  webServer: [
    {
      command: 'node_modules/.bin/tsx test/mock-lms/server.ts',
      url: `${lmsOrigin}/__mock/faults`,
      reuseExistingServer: !ci,
      env: { MOCK_LMS_ORIGIN: lmsOrigin, APP_ORIGIN: appOrigin, TUTOR_APP_ORIGIN: tutorOrigin },
    },
    {
      command: `node_modules/.bin/vite preview --outDir ${sharedBuildDir()} --port ${new URL(appOrigin).port} --strictPort`,
      url: appOrigin,
      reuseExistingServer: !ci,
      // BUILD_OUT_DIR: the preview serves the build's recommended Content-Security-Policy (vite.config.ts).
      env: {
        APP_ORIGIN: appOrigin,
        BUILD_OUT_DIR: sharedBuildDir(),
        PREVIEW_GZIP_ONCE: gzipOnce,
      },
    },
    {
      // The Tutor build (scripts/tutor-build.ts) as Caddy serves it: under /learning/ with an SPA fallback,
      // the runtime configuration proxied to the LMS (test/e2e/tutor.spec.ts).
      command: `node_modules/.bin/vite preview --outDir ${TUTOR_BUILD_DIR} --port ${new URL(tutorOrigin).port} --strictPort`,
      url: `${tutorOrigin}/learning/`,
      reuseExistingServer: !ci,
      env: {
        APP_ORIGIN: appOrigin,
        BUILD_OUT_DIR: TUTOR_BUILD_DIR,
        PREVIEW_GZIP_ONCE: gzipOnce,
        // The LMS comes from the runtime configuration: added to the policy as an operator would.
        CSP_EXTRA_ORIGINS: lmsOrigin,
        PUBLIC_PATH: '/learning/',
        MFE_CONFIG_API_URL: '/api/mfe_config/v1',
        MFE_CONFIG_API_PROXY_TARGET: lmsOrigin,
      },
    },
  ],
});
