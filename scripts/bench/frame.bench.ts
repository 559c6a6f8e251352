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
  return [
    {
      name: 'course frame: navigation → course title (first visit)',
      value: cold,
      unit: 'ms',
      note: 'demo course, median of 7',
    },
  ];
}
