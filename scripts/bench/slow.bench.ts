import type { Page } from '@playwright/test';
import { timeUntilVisible, type BenchContext, type BenchRow } from './context.ts';

const LARGE = 'course-v1:edX+Large+2025';

/**
 * First visits on a slow phone network: Chromium's "Fast 3G" profile (562.5 ms round trip, about
 * 1.4 Mbit/s down, 675 kbit/s up, as Lighthouse and DevTools define it) with the CPU slowed 4×. Course
 * home to its first section heading, and the courseware route to its first unit frame's address, of the
 * app served at `origin` (+ `base`, its public path). Also used by tutor.bench.ts.
 */
export async function slowFirstVisits(
  ctx: BenchContext,
  origin: string,
  base = '',
): Promise<{ home: { median: number; worst: number }; unit: { median: number; worst: number } }> {
  const slowly = async (path: string, until: (page: Page) => Promise<number>) =>
    ctx.stats(3, async () => {
      const page = await ctx.newPage('verified');
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 562.5,
        downloadThroughput: (1474.56 * 1024) / 8,
        uploadThroughput: (675 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${origin}${base}${path}`, { waitUntil: 'commit', timeout: 60_000 });
      const ms = await until(page);
      await page.context().close();
      return ms;
    });
  const home = await slowly(`/course/${LARGE}/home`, (page) =>
    timeUntilVisible(page, '.outline-section h2', 60_000),
  );
  const unit = await slowly(`/course/${LARGE}`, async (page) => {
    const handle = await page.waitForFunction(
      () => (document.getElementById('unit-iframe')?.getAttribute('src') ? performance.now() : false),
      undefined,
      { polling: 'raf', timeout: 60_000 },
    );
    return Number(await handle.jsonValue());
  });
  return { home, unit };
}

export async function run(ctx: BenchContext): Promise<BenchRow[]> {
  const { home, unit } = await slowFirstVisits(ctx, ctx.appOrigin);
  return [
    {
      name: 'slow network: course home → first section heading (Fast 3G, 4× CPU, first visit)',
      value: home.median,
      unit: 'ms',
      note: `large course, median of 3 (worst ${home.worst} ms)`,
    },
    {
      name: 'slow network: courseware route → first unit frame address (Fast 3G, 4× CPU, first visit)',
      value: unit.median,
      unit: 'ms',
      note: `large course via resume, median of 3 (worst ${unit.worst} ms)`,
    },
  ];
}
