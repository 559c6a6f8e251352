import fs from 'node:fs';
import path from 'node:path';
import { routeSizes } from '../lib/bundle.ts';
import { root } from '../lib/run.ts';
import { timeUntilVisible, type BenchContext, type BenchRow } from './context.ts';

const LARGE = 'course-v1:edX+Large+2025';
const HUGE = 'course-v1:edX+Huge+2025';
const DEMO = 'course-v1:edX+DemoX+Demo_Course';

/**
 * The outline tab: from navigation to the first section heading, first visit (empty cache), for the
 * generated large course (30 sections, 300 subsections, 2,400 units) and the demo course; then "Expand
 * all" on the large course (300 subsections rendered); and the route's first-visit bytes.
 */
export async function run(ctx: BenchContext): Promise<BenchRow[]> {
  const firstSection = async (courseId: string) =>
    ctx.stats(5, async () => {
      const page = await ctx.newPage('verified');
      await page.goto(`${ctx.appOrigin}/course/${courseId}/home`, { waitUntil: 'commit' });
      const ms = await timeUntilVisible(page, '.outline-section h2');
      await page.context().close();
      return ms;
    });
  const large = await firstSection(LARGE);
  const huge = await firstSection(HUGE);
  const demo = await firstSection(DEMO);

  const expand = await ctx.median(5, async () => {
    const page = await ctx.newPage('verified');
    await page.goto(`${ctx.appOrigin}/course/${LARGE}/home`);
    const button = page.getByRole('button', { name: 'Expand all' });
    await button.waitFor();
    // A string, not a function: tsx's helpers do not exist in the page.
    const ms = await page.evaluate<number>(`new Promise((resolve) => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Expand all');
      const started = performance.now();
      button.click();
      (function check() {
        if (document.querySelectorAll('.sequence-row').length >= 300) resolve(performance.now() - started);
        else requestAnimationFrame(check);
      })();
    })`);
    await page.context().close();
    return ms;
  });

  const rows: BenchRow[] = [
    {
      name: 'outline: navigation → first section heading, large course (first visit)',
      value: large.median,
      unit: 'ms',
      note: `30 sections, 300 subsections, 2,400 units; median of 5 (worst ${large.worst} ms)`,
    },
    {
      name: 'outline: navigation → first section heading, 6,000-unit course (first visit)',
      value: huge.median,
      unit: 'ms',
      note: `50 sections, 750 subsections, 6,000 units; median of 5 (worst ${huge.worst} ms)`,
    },
    {
      name: 'outline: navigation → first section heading, demo course (first visit)',
      value: demo.median,
      unit: 'ms',
      note: `median of 5 (worst ${demo.worst} ms)`,
    },
    {
      name: 'outline: "Expand all" → 300 subsections on screen, large course',
      value: Math.round(expand),
      unit: 'ms',
      note: 'median of 5',
    },
  ];
  const dist = path.join(root, 'dist-bench');
  if (fs.existsSync(path.join(dist, '.vite/manifest.json'))) {
    const outline = routeSizes(dist).find((r) => r.path === '/course/{id}/home');
    if (outline) {
      rows.push({
        name: 'outline: first-visit JavaScript and CSS (gzip)',
        value: Math.round((outline.totalGzip / 1024) * 10) / 10,
        unit: 'KB',
        note: `${(outline.jsGzip / 1024).toFixed(1)} KB JS + ${(outline.cssGzip / 1024).toFixed(1)} KB CSS`,
      });
    }
  }
  return rows;
}
