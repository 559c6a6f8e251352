import {
  FULL_SOAK,
  formatSamples,
  megabytes as mb,
  soak,
  type SoakSample,
} from '../../test/e2e/soak-driver.ts';
import type { BenchContext, BenchRow } from './context.ts';

/** "start → end (growth)", and every sample on the way. */
function series(samples: readonly SoakSample[], pick: (s: SoakSample) => number, unit = ''): string {
  const values = samples.map(pick);
  const start = values[0] ?? Number.NaN;
  const end = values.at(-1) ?? Number.NaN;
  const growth = Math.round((end - start) * 100) / 100;
  const percent = start ? `, ${growth >= 0 ? '+' : ''}${Math.round((growth / start) * 1000) / 10} %` : '';
  return `${start} → ${end}${unit} (${growth >= 0 ? '+' : ''}${growth}${unit}${percent}); samples ${values.join(', ')}`;
}

/**
 * The clicks on Next after the warm-up: the issue's 500, or `SOAK_NAVIGATIONS` (a whole number from 100 to
 * 10,000) for a longer run, to watch the heap settle once V8 has compiled what the moves make hot and RTK
 * Query's five-minute cache has begun to let go (README, Soak).
 */
export function soakNavigations(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return FULL_SOAK.navigations;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 100 || n > 10_000) {
    throw new Error(`SOAK_NAVIGATIONS: a whole number from 100 to 10000, not ${JSON.stringify(value)}`);
  }
  return n;
}

/**
 * The soak (issue 18): in one page, as the verified learner on the large course, 500 clicks on Next (or
 * SOAK_NAVIGATIONS; across sequences and sections) and 100 course-tab switches, after a warm-up of 20
 * clicks and one round of the tabs. After a forced garbage collection at the warm-up, every 100 clicks and
 * every 25 switches: the JS heap, the documents, DOM nodes and JS event listeners
 * (Memory.getDOMCounters), the frames and iframes, and the requests still unfinished. Each row is the value
 * at the end, with start → end in its note.
 */
export async function run(ctx: BenchContext): Promise<BenchRow[]> {
  const page = await ctx.newPage('verified');
  const result = await soak(
    page,
    {
      ...FULL_SOAK,
      navigations: soakNavigations(process.env.SOAK_NAVIGATIONS),
      onSample: (s) =>
        console.info(
          `soak: ${s.label}, heap ${mb(s.heapUsed)} MB${s.split ? ` (objects ${mb(s.split.objects)}, code ${mb(s.split.code)})` : ''}`,
        ),
    },
    ctx.appOrigin,
  );
  await page.context().close();
  const { samples } = result;
  console.info(`\nSoak samples (after a forced garbage collection):\n\n${formatSamples(samples)}\n`);
  const end = samples.at(-1);
  if (!end) return [];
  const what = `${end.navigations} Next clicks and ${end.tabSwitches} tab switches after the warm-up`;
  const splitRows: BenchRow[] = end.split
    ? [
        {
          name: 'soak: JS objects other than compiled code',
          value: mb(end.split.objects),
          unit: 'MB',
          note: `heap snapshot; what the app keeps shows here; ${series(samples, (s) => mb(s.split?.objects ?? Number.NaN), ' MB')}`,
        },
        {
          name: 'soak: compiled code',
          value: mb(end.split.code),
          unit: 'MB',
          note: `heap snapshot; bytecode and machine code of the functions V8 has compiled and optimised; ${series(samples, (s) => mb(s.split?.code ?? Number.NaN), ' MB')}`,
        },
      ]
    : [];
  return [
    {
      name: 'soak: JS heap after GC',
      value: mb(end.heapUsed),
      unit: 'MB',
      note: `${what}; ${series(samples, (s) => mb(s.heapUsed), ' MB')}`,
    },
    ...splitRows,
    {
      name: 'soak: JS event listeners',
      value: end.listeners,
      unit: 'count',
      note: series(samples, (s) => s.listeners),
    },
    {
      name: 'soak: documents',
      value: end.documents,
      unit: 'count',
      note: `the page, the unit frame and SVG images; ${series(samples, (s) => s.documents)}`,
    },
    {
      name: 'soak: documents beyond the attached frames',
      value: end.extraDocuments,
      unit: 'count',
      note: `detached documents would add here; ${series(samples, (s) => s.extraDocuments)}`,
    },
    {
      name: 'soak: DOM nodes',
      value: end.nodes,
      unit: 'count',
      note: series(samples, (s) => s.nodes),
    },
    {
      name: 'soak: iframes in the DOM / frames attached',
      value: end.iframes,
      unit: 'count',
      note: `the unit's and one spare (framePool.ts); frames ${series(samples, (s) => s.frames)}`,
    },
    {
      name: 'soak: requests unfinished',
      value: end.pending,
      unit: 'count',
      note: `of ${result.requests} started; 5 s allowed to settle before each sample; ${series(samples, (s) => s.pending)}${
        result.pendingAtEnd.length ? `; ${result.pendingAtEnd.join(', ')}` : ''
      }`,
    },
    {
      name: 'soak: page errors',
      value: result.errors.length,
      unit: 'count',
      note: result.errors.slice(0, 3).join(' / '),
    },
    {
      name: 'soak: run time',
      value: Math.round(result.elapsedMs / 1000),
      unit: 's',
      note: `${FULL_SOAK.pauseMs} ms pause after each unit or tab, the samples' collections included`,
    },
  ];
}
