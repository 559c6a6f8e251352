/**
 * `npm run bench`: builds the production bundle for the mock LMS, prints the first-visit bytes per route,
 * then serves the build and the mock LMS on their own ports (2100 and 18100 unless BENCH_APP_PORT and
 * BENCH_LMS_PORT say otherwise) and runs every scripts/bench/*.bench.ts in headless Chromium. Figures go
 * to the console and to bench-results/latest.json. A benchmark, not a test: nothing here fails on time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { formatRouteSizes, routeSizes } from './lib/bundle.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { bin, root, run } from './lib/run.ts';
import type { BenchContext, BenchRow } from './bench/context.ts';

const lmsPort = Number(process.env.BENCH_LMS_PORT ?? 18100);
const appPort = Number(process.env.BENCH_APP_PORT ?? 2100);
const lmsOrigin = `http://localhost:${lmsPort}`;
const appOrigin = `http://localhost:${appPort}`;
const tutorOrigin = `http://localhost:${Number(process.env.BENCH_TUTOR_PORT ?? 2110)}`;
const env = { MOCK_LMS_ORIGIN: lmsOrigin, APP_ORIGIN: appOrigin, TUTOR_APP_ORIGIN: tutorOrigin };
const only = process.argv.slice(2);
/** The longest one bench may take (the soak takes about 5 minutes on a quiet machine). */
const BENCH_LIMIT_MS = 15 * 60_000;

const built = await run(bin('vite'), ['build', '--mode', 'development', '--logLevel', 'warn'], {
  ...env,
  BUILD_OUT_DIR: 'dist-bench',
});
if (built !== 0) process.exit(built);
const sizes = routeSizes(path.join(root, 'dist-bench'));
console.log('\nFirst visit, JavaScript and CSS before the page renders (gzip):\n');
console.log(formatRouteSizes(sizes));

const children: ChildProcess[] = [];
const start = (command: string, args: string[], extraEnv: NodeJS.ProcessEnv = {}) => {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env, ...extraEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
};
const stop = () => children.forEach((child) => child.kill());
process.on('exit', stop);

async function waitFor(url: string) {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

start(bin('tsx'), ['test/mock-lms/server.ts']);
// BUILD_OUT_DIR: the preview serves the policy of the build it serves (vite.config.ts), not dist/'s.
start(bin('vite'), ['preview', '--outDir', 'dist-bench', '--port', String(appPort), '--strictPort'], {
  BUILD_OUT_DIR: 'dist-bench',
});
await Promise.all([waitFor(`${lmsOrigin}/__mock/faults`), waitFor(appOrigin)]);

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const ctx: BenchContext = {
  browser,
  appOrigin,
  lmsOrigin,
  tutorOrigin,
  async newPage(persona) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    if (persona) {
      const response = await context.request.post(`${lmsOrigin}/login`, {
        form: { persona, next: '/' },
        maxRedirects: 0,
      });
      if (response.status() !== 302) throw new Error(`could not sign in as ${persona}`);
    }
    return context.newPage();
  },
  async median(runs, measure) {
    return (await this.stats(runs, measure)).median;
  },
  async stats(runs, measure) {
    const values: number[] = [];
    for (let i = 0; i < runs; i += 1) values.push(await measure());
    values.sort((a, b) => a - b);
    return {
      median: Math.round(values[Math.floor(values.length / 2)] ?? NaN),
      worst: Math.round(values.at(-1) ?? NaN),
    };
  },
};

/**
 * How fast this CPU is right now: the median of three runs of a fixed loop of 10^8 additions. A shared VM
 * can run at half speed for minutes; figures from runs with different calibrations are not comparable.
 */
function cpuCalibrationMs(): number {
  const runs: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const start = performance.now();
    let sum = 0;
    for (let i = 0; i < 1e8; i += 1) sum += i;
    if (sum < 0) console.log(sum); // keeps the loop from being optimised away
    runs.push(performance.now() - start);
  }
  return Math.round(runs.sort((a, b) => a - b)[1] ?? 0);
}

// The machine the figures come from: they mean little without it.
const environment = {
  cpuCalibrationMs: cpuCalibrationMs(),
  node: process.version,
  chromium: browser.version(),
  cpu: `${os.cpus()[0]?.model ?? 'unknown'} × ${os.cpus().length}`,
  memory: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  loadAverage: os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' '),
};
console.log(
  `\nEnvironment: Node ${environment.node}, Chromium ${environment.chromium}, ${environment.cpu}, ${environment.memory}, load average ${environment.loadAverage} at the start, CPU calibration ${environment.cpuCalibrationMs} ms (10^8 additions; lower is faster)`,
);

const rows: BenchRow[] = [];
const benches = fs
  .readdirSync(path.join(root, 'scripts/bench'))
  .filter((f) => f.endsWith('.bench.ts'))
  .sort();
try {
  for (const file of benches) {
    if (only.length && !only.some((name) => file.includes(name))) continue;
    await fetch(`${lmsOrigin}/__mock/reset`, { method: 'POST' });
    const module = (await import(path.join(root, 'scripts/bench', file))) as {
      run: (c: BenchContext) => Promise<BenchRow[]>;
    };
    // A bench that hangs (a wait without a limit) names itself and ends the run, instead of holding it.
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`${file} did not finish within ${BENCH_LIMIT_MS / 60_000} minutes`)),
        BENCH_LIMIT_MS,
      );
    });
    const since = Date.now();
    const found = await Promise.race([module.run(ctx), limit]).finally(() => clearTimeout(timer));
    // Each bench's rows as it ends: a long run shows its figures as it goes.
    console.log(`\n${file} (${Math.round((Date.now() - since) / 1000)} s):`);
    for (const row of found) console.log(`  ${row.name}: ${row.value} ${row.unit}`);
    rows.push(...found);
  }
} finally {
  await browser.close();
  stop();
}

console.log('\nTimings (headless Chromium, production build, mock LMS on this machine):\n');
console.log('| measurement | value | note |\n|---|---|---|');
for (const row of rows) console.log(`| ${row.name} | **${row.value} ${row.unit}** | ${row.note ?? ''} |`);
fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench-results/latest.json'),
  JSON.stringify(
    {
      at: new Date().toISOString(),
      environment,
      sizes: sizes.map(({ files: _files, ...s }) => s),
      timings: rows,
    },
    null,
    2,
  ),
);
process.exit(0);
