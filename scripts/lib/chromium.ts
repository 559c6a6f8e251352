import fs from 'node:fs';

/**
 * Debian's Chromium as the browser tests and benchmarks launch it: never a downloaded browser. The flags
 * keep it off the network (this machine's closed network refuses background connections) and runnable
 * as root.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's headless build of the same Chromium (package chromium-headless-shell). */
export const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The browser the browser tests drive: Debian's headless shell of the same Chromium when it is installed
 * (bin/lib.sh installs it), else Debian's Chromium. The shell is the Chromium build Playwright itself
 * runs headless tests on: the same engine without the browser's window, its interface's renderer and its
 * GPU process, so a test costs about 40 % less CPU on two cores (decision 0019). The bench keeps the
 * whole browser (CHROMIUM_PATH): its figures are what a learner's Chromium takes.
 * `TEST_CHROMIUM_PATH` names another.
 */
export const TEST_CHROMIUM_PATH =
  process.env.TEST_CHROMIUM_PATH ??
  (process.env.CHROMIUM_PATH || !fs.existsSync(HEADLESS_SHELL_PATH) ? CHROMIUM_PATH : HEADLESS_SHELL_PATH);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The browser tests' flags: the above, and every page of a worker's browser in one renderer process. A
 * worker runs one test at a time and each test closes its context, so nothing is shared between tests
 * that was not already (the pages and frames still keep their origins); starting a renderer for each
 * page and cross-origin frame was about a tenth of the suite's CPU (decision 0019: 10–12 % less CPU and
 * wall time on `locales.spec.ts` and `course-exit.spec.ts`, run alternately twice each). The bench keeps
 * Chromium's own process model, which is what a learner's browser has. `E2E_CHROMIUM_ARGS` adds more
 * (space-separated), to measure what one costs or saves.
 */
export const TEST_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  '--renderer-process-limit=1',
  ...(process.env.E2E_CHROMIUM_ARGS ?? '').split(' ').filter(Boolean),
];
