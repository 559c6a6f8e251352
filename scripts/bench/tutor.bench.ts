import { spawn } from 'node:child_process';
import { bin, root, run as runCommand } from '../lib/run.ts';
import type { BenchContext, BenchRow } from './context.ts';
import { slowFirstVisits } from './slow.bench.ts';

/**
 * The slow-network first visits of slow.bench.ts, on the build Tutor makes (scripts/tutor-build.ts: no
 * LMS address at build time, everything from the runtime configuration, Tutor's env.config.jsx, a theme),
 * served as Tutor's Caddy serves it: under /learning/, the runtime configuration proxied to the LMS.
 */
export async function run(ctx: BenchContext): Promise<BenchRow[]> {
  const outDir = 'dist-tutor-bench';
  if ((await runCommand(bin('tsx'), ['scripts/tutor-build.ts', outDir])) !== 0)
    throw new Error('the Tutor build failed');
  const port = new URL(ctx.tutorOrigin).port;
  const server = spawn(bin('vite'), ['preview', '--outDir', outDir, '--port', port, '--strictPort'], {
    cwd: root,
    env: {
      ...process.env,
      BUILD_OUT_DIR: outDir,
      CSP_EXTRA_ORIGINS: ctx.lmsOrigin,
      PUBLIC_PATH: '/learning/',
      MFE_CONFIG_API_URL: '/api/mfe_config/v1',
      MFE_CONFIG_API_PROXY_TARGET: ctx.lmsOrigin,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (let i = 0; ; i += 1) {
      const up = await fetch(`${ctx.tutorOrigin}/learning/`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      if (i > 100) throw new Error(`${ctx.tutorOrigin}/learning/ did not come up`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const { home, unit } = await slowFirstVisits(ctx, ctx.tutorOrigin, '/learning');
    return [
      {
        name: 'Tutor build, slow network: course home → first section heading (Fast 3G, 4× CPU)',
        value: home.median,
        unit: 'ms',
        note: `runtime configuration and theme, large course, median of 3 (worst ${home.worst} ms)`,
      },
      {
        name: 'Tutor build, slow network: courseware route → first unit frame address (Fast 3G, 4× CPU)',
        value: unit.median,
        unit: 'ms',
        note: `runtime configuration and theme, large course via resume, median of 3 (worst ${unit.worst} ms)`,
      },
    ];
  } finally {
    server.kill();
  }
}
