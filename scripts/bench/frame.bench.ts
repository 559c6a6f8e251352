import { timeUntilVisible, type BenchContext, type BenchRow } from './context.ts';

const DEMO = 'course-v1:edX+DemoX+Demo_Course';

/** The course frame: from navigation to the course title in the header, first visit (empty cache). */
export async function run(ctx: BenchContext): Promise<BenchRow[]> {
  const cold = await ctx.median(7, async () => {
    const page = await ctx.newPage('verified');
    await page.goto(`${ctx.appOrigin}/course/${DEMO}/home`, { waitUntil: 'commit' });
    const ms = await timeUntilVisible(page, 'header .course-lockup .fw-bold');
    await page.context().close();
    return ms;
  });
  // The floor of every first-visit row: a page with one line of text and nothing else, in a new context
  // (a new renderer process, as each first visit here).
  const floor = await ctx.stats(7, async () => {
    const page = await ctx.newPage(null);
    await page.goto('data:text/html,<!doctype html><p id="floor">floor</p>', { waitUntil: 'commit' });
    const ms = await timeUntilVisible(page, '#floor');
    await page.context().close();
    return ms;
  });
  return [
    {
      name: 'floor: navigation → a blank page’s text (new context)',
      value: floor.median,
      unit: 'ms',
      note: `no app: what this machine takes to start any page; median of 7 (worst ${floor.worst} ms)`,
    },
    {
      name: 'course frame: navigation → course title (first visit)',
      value: cold,
      unit: 'ms',
      note: 'demo course, median of 7',
    },
  ];
}
