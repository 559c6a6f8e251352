/**
 * The soak (issue 18): many unit-to-unit navigations and course-tab switches in one page, with the page's
 * heap, documents, nodes, listeners, frames and unfinished requests sampled after a forced garbage
 * collection. Shared by the benchmark (scripts/bench/soak.bench.ts: the full run, whose figures go in the
 * README) and the browser test (test/e2e/soak.spec.ts: a shorter run, with bounds).
 *
 * Everything is driven from Node through Playwright; the functions handed to the page declare no inner
 * functions, so the bench runner's transpiler (tsx) adds no helpers the page lacks.
 */
import type { CDPSession, Page, Request } from '@playwright/test';
import { splitHeapSnapshot, type HeapSnapshotJson, type HeapSplit } from '../../scripts/lib/heapSplit.ts';

export const SOAK_COURSE = 'course-v1:edX+Large+2025';
const block = (type: string, name: string) => `block-v1:edX+Large+2025+type@${type}+block@${name}`;

/**
 * The first section's last sequence. The warm-up crosses into the second section, so what happens once in
 * a page's life falls before the first sample: the first-section celebration, whose dialog is React's first
 * portal into the body (React then listens on the body for every event it handles, 143 listeners, for
 * good) and Bootstrap's first close button (its icon is an SVG image: a document in Blink's image cache).
 */
export const SOAK_START = `/course/${SOAK_COURSE}/${block('sequential', 's1_q10')}/${block('vertical', 's1_q10_u1')}`;

/**
 * The top Next: beside the unit's title (today's layout, the mock's default era) or in the unit tabs' row
 * (the spec's), decision 0023.
 */
const NEXT = '.top-unit-navigation .next-button, nav[aria-label="Sequence navigation"] .next-button';
const TABS = 'nav[aria-label="Course"]';

export interface SoakSample {
  /** Where in the run: "warm-up", "100 navigations", "25 tab switches"… */
  label: string;
  navigations: number;
  tabSwitches: number;
  /** V8 heap in use after a full garbage collection, bytes (Runtime.getHeapUsage). */
  heapUsed: number;
  /** Memory.getDOMCounters after the collection: live documents, nodes and JS event listeners. */
  documents: number;
  nodes: number;
  listeners: number;
  /** Frames Playwright sees attached: the page and its iframes. */
  frames: number;
  /**
   * Documents alive beyond one per attached frame. Constant when nothing leaks: SVG images (Bootstrap's
   * close button's among them) are documents of their own in Blink's image cache. A detached frame whose
   * document something still holds adds one each time.
   */
  extraDocuments: number;
  /** `<iframe>` elements in the page's DOM, the spare unit frame included (framePool.ts). */
  iframes: number;
  /** Spare unit frames waiting out of sight (framePool.ts): one while a unit shows. */
  spares: number;
  /** Requests started and neither finished nor failed, after up to `settleMs` for them to end. */
  pending: number;
  /**
   * The heap split into compiled code and the other objects, from a heap snapshot (scripts/lib/heapSplit.ts),
   * when the options ask for it: a snapshot takes a second or two.
   */
  split?: HeapSplit;
}

export interface SoakOptions {
  /** Navigations before the first sample (then one round of the tabs, so every screen's code is loaded). */
  warmUpNavigations: number;
  navigations: number;
  tabSwitches: number;
  sampleEveryNavigations: number;
  sampleEveryTabSwitches: number;
  /** A learner's pause after each new unit or tab, so the neighbouring sequences' prefetches settle. */
  pauseMs: number;
  /** How long a sample waits for requests in flight to end before counting them as pending. */
  settleMs: number;
  /** Take a heap snapshot at each sample and split the heap into compiled code and other objects. */
  splitHeap?: boolean;
  onSample?: (sample: SoakSample) => void | Promise<void>;
}

/** The issue's soak: 500 unit-to-unit navigations and 100 tab switches. */
export const FULL_SOAK: SoakOptions = {
  warmUpNavigations: 20,
  navigations: 500,
  tabSwitches: 100,
  sampleEveryNavigations: 100,
  sampleEveryTabSwitches: 25,
  pauseMs: 150,
  settleMs: 5_000,
  splitHeap: true,
};

export interface SoakResult {
  samples: SoakSample[];
  /** Uncaught errors in the page (`pageerror`). */
  errors: string[];
  /** Requests the page and its frames started, warm-up included. */
  requests: number;
  /** The requests still pending at the end, as "METHOD url". */
  pendingAtEnd: string[];
  /** Celebration dialogs closed on the way (the first section's: one). */
  celebrations: number;
  /** Wall-clock time of the whole run, milliseconds. */
  elapsedMs: number;
}

/** One click on Next, then the new unit's frame address, then the learner's pause. */
async function nextUnit(page: Page, pauseMs: number) {
  const before = await page.evaluate(() => document.getElementById('unit-iframe')?.getAttribute('src') ?? '');
  await page.locator(NEXT).first().click();
  await page.waitForFunction(
    (previous) => {
      const src = document.getElementById('unit-iframe')?.getAttribute('src');
      return Boolean(src) && src !== previous;
    },
    before,
    { timeout: 30_000 },
  );
  await page.waitForTimeout(pauseMs);
}

/**
 * The tab switches, five to a round, from the courseware and back to it: Course (the outline), Progress,
 * Dates, Course again, and back to the unit the learner was on through the outline's link to its sequence
 * ("Resume course" is the LMS's jump_to address: a page load, which would end the soak's one page). Every
 * 25 switches, then, the courseware shows, as at the warm-up sample: the samples compare like with like.
 */
const ROUND = ['Course', 'Progress', 'Dates', 'Course', 'courseware'] as const;

/** The sequence in the address while the courseware shows, else null. */
function sequenceInAddress(page: Page): string | null {
  const path = decodeURIComponent(new URL(page.url()).pathname);
  return /\/(block-v1:[^/]+type@sequential[^/]+)/.exec(path)?.[1] ?? null;
}

async function switchTab(
  page: Page,
  to: (typeof ROUND)[number],
  pauseMs: number,
  where: { sequence: string | null },
) {
  const main = page.locator('main');
  where.sequence = sequenceInAddress(page) ?? where.sequence;
  if (to === 'courseware') {
    // The sequence's own link: the courseware opens on the unit the sequence was left at.
    if (!where.sequence) throw new Error('no sequence to go back to');
    const link = main.locator(`a[href$="/${where.sequence}"]`);
    if (!(await link.isVisible())) await main.getByRole('button', { name: 'Expand all' }).click();
    await link.click();
    await page.locator('#unit-iframe[src]').waitFor();
  } else {
    const tab = page.locator(TABS).getByRole('link', { name: to, exact: true });
    await tab.click();
    await tab.and(page.locator('[aria-current="page"]')).waitFor();
    const ready = {
      Progress: main.getByRole('heading', { name: 'Grades', exact: true }),
      Dates: main.getByRole('heading', { name: 'Important dates', exact: true }),
      Course: main.getByRole('button', { name: /^(Expand|Collapse) all$/ }),
    }[to];
    await ready.waitFor();
  }
  await page.waitForTimeout(pauseMs);
}

/**
 * Requests started and neither finished nor failed, from now on (the page's frames included), and how
 * many started in all.
 */
function watchRequests(page: Page): { inFlight: Set<Request>; started: () => number } {
  const inFlight = new Set<Request>();
  let started = 0;
  page.on('request', (request) => {
    started += 1;
    inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return { inFlight, started: () => started };
}

/** A heap snapshot of the page's V8 heap (taken after the sample's collections), split. */
async function heapSplit(cdp: CDPSession): Promise<HeapSplit> {
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  await cdp.send('HeapProfiler.enable');
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  return splitHeapSnapshot(JSON.parse(chunks.join('')) as HeapSnapshotJson);
}

async function measure(
  page: Page,
  cdp: CDPSession,
  inFlight: ReadonlySet<Request>,
  { settleMs, splitHeap }: SoakOptions,
): Promise<Omit<SoakSample, 'label' | 'navigations' | 'tabSwitches'>> {
  for (let waited = 0; inFlight.size > 0 && waited < settleMs; waited += 100) await page.waitForTimeout(100);
  // Twice: objects freed by the first collection's weak callbacks go in the second.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const dom = await cdp.send('Memory.getDOMCounters');
  const frames = page.frames().length;
  return {
    heapUsed: heap.usedSize,
    documents: dom.documents,
    nodes: dom.nodes,
    listeners: dom.jsEventListeners,
    frames,
    extraDocuments: dom.documents - frames,
    iframes: await page.locator('iframe').count(),
    spares: await page.locator('.unit-frame-bin > iframe').count(),
    pending: inFlight.size,
    ...(splitHeap ? { split: await heapSplit(cdp) } : {}),
  };
}

/**
 * Runs the soak on a page whose context is signed in as a learner enrolled in the large course (the
 * verified persona): opens the start unit on `appOrigin` (the test's base address when empty), warms up,
 * then navigates and switches tabs, sampling as it goes.
 */
export async function soak(page: Page, options: SoakOptions, appOrigin = ''): Promise<SoakResult> {
  const started = Date.now();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const { inFlight, started: requests } = watchRequests(page);
  const cdp = await page.context().newCDPSession(page);
  const samples: SoakSample[] = [];
  const where = { sequence: null as string | null };
  let navigations = 0;
  let tabSwitches = 0;
  const take = async (label: string) => {
    const sample = {
      label,
      navigations,
      tabSwitches,
      ...(await measure(page, cdp, inFlight, options)),
    };
    samples.push(sample);
    await options.onSample?.(sample);
  };

  // The first section's celebration, on entering the second section: "Keep going", as a learner would.
  let celebrations = 0;
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Congratulations!' }), async (dialog) => {
    celebrations += 1;
    await dialog.getByRole('button', { name: 'Keep going' }).click();
  });

  await page.goto(`${appOrigin}${SOAK_START}`);
  await page.locator('#unit-iframe[src]').waitFor();
  for (let i = 0; i < options.warmUpNavigations; i += 1) await nextUnit(page, options.pauseMs);
  for (const to of ROUND) await switchTab(page, to, options.pauseMs, where);
  await take('warm-up');

  for (let i = 1; i <= options.navigations; i += 1) {
    await nextUnit(page, options.pauseMs);
    navigations = i;
    if (i % options.sampleEveryNavigations === 0 || i === options.navigations) await take(`${i} navigations`);
  }
  for (let i = 1; i <= options.tabSwitches; i += 1) {
    await switchTab(page, ROUND[(i - 1) % ROUND.length] ?? 'courseware', options.pauseMs, where);
    tabSwitches = i;
    if (i % options.sampleEveryTabSwitches === 0 || i === options.tabSwitches) {
      await take(`${navigations} navigations, ${i} tab switches`);
    }
  }
  await cdp.detach();
  return {
    samples,
    errors,
    requests: requests(),
    pendingAtEnd: [...inFlight].map((request) => `${request.method()} ${request.url()}`),
    celebrations,
    elapsedMs: Date.now() - started,
  };
}

/** Bytes in megabytes, to two decimals. */
export const megabytes = (bytes: number) => Math.round(bytes / 1e4) / 100;

/** The samples as a Markdown table. */
export function formatSamples(samples: readonly SoakSample[]): string {
  const mb = (bytes: number) => megabytes(bytes).toFixed(2);
  const split = samples.some((s) => s.split);
  const head = `| sample | heap MB |${split ? ' objects MB | code MB |' : ''} documents | extra documents | nodes | listeners | frames | iframes | pending |`;
  const rows = samples.map(
    (s) =>
      `| ${s.label} | ${mb(s.heapUsed)} |${split ? ` ${s.split ? mb(s.split.objects) : '–'} | ${s.split ? mb(s.split.code) : '–'} |` : ''} ${s.documents} | ${s.extraDocuments} | ${s.nodes} | ${s.listeners} | ${s.frames} | ${s.iframes} | ${s.pending} |`,
  );
  return [head, head.replace(/[^|]+/g, '---'), ...rows].join('\n');
}
