import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.ts';

const lmsOrigin = process.env.MOCK_LMS_ORIGIN ?? 'http://localhost:18000';
const appOrigin = process.env.APP_ORIGIN ?? 'http://localhost:2000';
const tutorOrigin = process.env.TUTOR_APP_ORIGIN ?? 'http://localhost:2010';
const ci = Boolean(process.env.CI);

/**
 * Browser tests: the production build (scripts/e2e.ts builds it into dist-e2e) served by `vite preview`,
 * against the mock LMS as a real HTTP server, in Debian's Chromium. One worker: the tests share one mock
 * LMS whose state each test resets.
 */
export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: ci ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: appOrigin,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node_modules/.bin/tsx test/mock-lms/server.ts',
      url: `${lmsOrigin}/__mock/faults`,
      reuseExistingServer: !ci,
      env: { MOCK_LMS_ORIGIN: lmsOrigin, APP_ORIGIN: appOrigin, TUTOR_APP_ORIGIN: tutorOrigin },
    },
    {
      command: `node_modules/.bin/vite preview --outDir dist-e2e --port ${new URL(appOrigin).port} --strictPort`,
      url: appOrigin,
      reuseExistingServer: !ci,
      // BUILD_OUT_DIR: the preview serves the build's recommended Content-Security-Policy (vite.config.ts).
      env: { APP_ORIGIN: appOrigin, BUILD_OUT_DIR: 'dist-e2e' },
    },
    {
      // The Tutor build (scripts/tutor-build.ts) as Caddy serves it: under /learning/ with an SPA fallback,
      // the runtime configuration proxied to the LMS (test/e2e/tutor.spec.ts).
      command: `node_modules/.bin/vite preview --outDir dist-tutor --port ${new URL(tutorOrigin).port} --strictPort`,
      url: `${tutorOrigin}/learning/`,
      reuseExistingServer: !ci,
      env: {
        APP_ORIGIN: appOrigin,
        BUILD_OUT_DIR: 'dist-tutor',
        // The LMS comes from the runtime configuration: added to the policy as an operator would.
        CSP_EXTRA_ORIGINS: lmsOrigin,
        PUBLIC_PATH: '/learning/',
        MFE_CONFIG_API_URL: '/api/mfe_config/v1',
        MFE_CONFIG_API_PROXY_TARGET: lmsOrigin,
      },
    },
  ],
});
