import fs from 'node:fs';
import path from 'node:path';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, describe, expect, it } from 'vitest';
import { dismissToast, selectToasts } from '@/components/toasts/toastsSlice';
import { lmsApi } from '@/lms/api';
import { resetState } from '@test/mock-lms/state';
import { setServerEra } from '@test/mock-lms/era';
import { lmsUrl } from '@test/mock-lms/env';
import { mockLms } from '@test/mock-lms/node';
import { mockLmsSettled } from '@test/mock-lms/requests';
import { clearCookies, type RenderWithProvidersResult } from '@test/render';
import { FAULTS, SCENARIOS, type Fault, type Scenario } from '@test/write-fault-matrix/scenarios';

/**
 * The write fault matrix (issue 18), at screen level: every RTK Query mutation the app defines × every
 * fault a write can meet. The reads are the browser matrix's (test/e2e/fault-matrix.spec.ts), which finds
 * them by visiting pages; writes are only sent when a learner acts, so here each mutation has a scenario
 * that opens its screen and acts through the real UI, with the mock LMS answering in wire format.
 *
 * The mutations are not listed by hand: every module under src that injects endpoints is loaded and every
 * `lmsApi.endpoints` entry that is a mutation (the React hooks module gives mutations `useMutation`,
 * queries `useQuery`) must have a scenario, or the first test fails: a write is in the matrix the day it
 * is added. Each cell ends in the scenario's end state for the expected outcome (the write failed: the
 * optimistic change is undone and a translated message, or the spec's behaviour; it was saved), is sent
 * once (twice for the 401: refused, the token refreshed, asked again), and leaves no error page and no
 * busy control. The table is printed and saved to test-results/write-fault-matrix.md.
 */

// Every module that injects endpoints, found by its text, so a new feature's api file is loaded too.
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const modules = import.meta.glob(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}']);

async function loadEveryEndpoint(): Promise<string[]> {
  const injecting = Object.keys(sources).filter((file) => /\.injectEndpoints\(/.test(sources[file] ?? ''));
  for (const file of injecting) await modules[file]?.();
  return injecting;
}

function mutationNames(): string[] {
  const endpoints = lmsApi.endpoints as Record<string, object>;
  return Object.keys(endpoints)
    .filter((name) => 'useMutation' in (endpoints[name] ?? {}))
    .sort();
}

interface Cell {
  scenario: string;
  mutation: string;
  fault: Fault;
  expected: 'failed' | 'saved';
  sent: number;
  result: string;
}
const cells: Cell[] = [];

/**
 * Answers the scenario's write with the fault; everything else goes to the mock LMS. Counts the sends.
 * The slow answer is held until `release` (writes have no client timeout: the answer, when it comes,
 * decides), then answered by the mock LMS.
 */
const PASS_THROUGH = 'x-write-fault-matrix-pass';

/** The mock LMS acts on the write as it would (its answer is then replaced by the fault's body). */
async function serverActs(request: Request) {
  const headers = new Headers(request.headers);
  headers.set(PASS_THROUGH, '1');
  const body = request.method === 'GET' ? undefined : await request.clone().text();
  await fetch(request.url, { method: request.method, headers, body, credentials: 'include' });
}

function inject(scenario: Scenario, fault: Fault) {
  let sent = 0;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  mockLms.use(
    http.all(lmsUrl('/*'), async ({ request }) => {
      const { pathname } = new URL(request.url);
      if (request.headers.get(PASS_THROUGH)) return undefined;
      if (request.method !== scenario.write.method || !scenario.write.path.test(pathname)) return undefined;
      sent += 1;
      const json = (status: number, headers: Record<string, string> = {}) =>
        HttpResponse.json({ detail: `Injected fault: ${status}` }, { status, headers });
      switch (fault) {
        case '500':
          return json(500);
        case '502':
          return new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', {
            status: 502,
            headers: { 'Content-Type': 'text/html' },
          });
        case '503 Retry-After':
          return json(503, { 'Retry-After': '1' });
        case '404':
          return json(404);
        case '403':
          return json(403);
        case '401 mid-session':
          return sent === 1 ? json(401) : undefined;
        case 'malformed JSON':
          await serverActs(request);
          return new HttpResponse('{"this is": not json', {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          });
        case 'wrong shape':
          await serverActs(request);
          return HttpResponse.json(['an', 'array', 'instead', 'of', 'an', 'object']);
        case 'dropped':
          return HttpResponse.error();
        case 'slow (20 s)':
          await held;
          return undefined;
      }
    }),
  );
  return {
    sent: () => sent,
    release: () => release(),
  };
}

/** What a fault must end in for this write. */
function expectedOutcome(scenario: Scenario, fault: Fault): 'failed' | 'saved' {
  if (fault === 'slow (20 s)') return 'saved';
  // A public call has no session to refresh: its 401 is final.
  if (fault === '401 mid-session') return scenario.isPublic ? 'failed' : 'saved';
  if (fault === 'malformed JSON' || fault === 'wrong shape') return scenario.brokenAnswer;
  return 'failed';
}

/**
 * How many times the write goes out: once; twice after a 401 the client mends by refreshing the token; and
 * a GET (the calculator) is a read to the client, asked again once after a 5xx or no answer.
 */
function expectedSends(scenario: Scenario, fault: Fault): number {
  if (fault === '401 mid-session') return scenario.isPublic ? 1 : 2;
  const retriedRead = ['500', '502', '503 Retry-After', 'dropped'].includes(fault);
  return scenario.write.method === 'GET' && retriedRead ? 2 : 1;
}

/** No error page, no busy control, no spinner left once the write is answered. */
async function assertCalm() {
  // A spinner that ends is fine (a refetch the write set off); one still there after 3 s is not.
  await waitFor(() => expect(busy(), 'busy or broken').toEqual([]), { timeout: 3000 });
}

function busy(): string[] {
  const errorPage = screen.queryByText(/An unexpected error occurred/);
  // The unit frame's own loading spinner stays in jsdom (no frame ever reports its height): not a write's.
  const spinners = [...document.querySelectorAll('.spinner-border')].filter(
    (spinner) => !spinner.closest('[role="status"]')?.parentElement?.querySelector('#unit-iframe'),
  );
  return [
    ...(errorPage ? ['the error page'] : []),
    ...[...document.querySelectorAll('[aria-busy="true"]')].map((e) => `busy: ${e.outerHTML.slice(0, 120)}`),
    ...spinners.map((spinner) => `spinner: ${spinner.parentElement?.outerHTML.slice(0, 120)}`),
  ];
}

function clearToasts(app: RenderWithProvidersResult) {
  act(() => {
    for (const toast of selectToasts(app.store.getState())) app.store.dispatch(dismissToast(toast.id));
  });
}

async function open(scenario: Scenario): Promise<RenderWithProvidersResult | null> {
  cleanup();
  mockLms.resetHandlers();
  resetState();
  if (scenario.era) setServerEra(scenario.era);
  clearCookies();
  sessionStorage.clear();
  localStorage.clear();
  const started = performance.now();
  const app = await scenario.open();
  if (process.env.WRITE_MATRIX_TIMING)
    console.log(`open ${scenario.name}: ${Math.round(performance.now() - started)} ms`);
  // The screen has finished loading (its lazy parts too) before the first cell.
  if (app) await waitFor(() => expect(busy()).toEqual([]), { timeout: 8000 });
  return app;
}

async function runCell(
  scenario: Scenario,
  fault: Fault,
  opened: RenderWithProvidersResult | null,
): Promise<Cell & { app: RenderWithProvidersResult | null }> {
  let app = opened;
  const expected = expectedOutcome(scenario, fault);
  const cell: Cell = {
    scenario: scenario.name,
    mutation: scenario.mutation,
    fault,
    expected,
    sent: 0,
    result: '',
  };
  const injected = inject(scenario, fault);
  const started = performance.now();
  const lap = (what: string) => {
    if (process.env.WRITE_MATRIX_TIMING)
      console.log(`${fault} ${what}: ${Math.round(performance.now() - started)} ms`);
  };
  try {
    if (app) clearToasts(app);
    app = ((await scenario.act(app)) as RenderWithProvidersResult | undefined) ?? app;
    if (!app) throw new Error('the scenario opened no screen');
    lap('act');
    await waitFor(() => expect(injected.sent()).toBeGreaterThan(0));
    lap('sent');
    if (fault === 'slow (20 s)') {
      // What the screen shows while the write is out (the optimistic change), once it has rendered.
      const pending = scenario.pending;
      const shown = app;
      if (pending) await waitFor(() => pending(shown), { timeout: 8000 });
      injected.release();
    }
    await mockLmsSettled({ timeout: 5000 });
    if (expected === 'failed') await scenario.failed(app);
    else await scenario.saved(app);
    lap('end state');
    await mockLmsSettled({ timeout: 5000 });
    expect(injected.sent(), 'sends of the write').toBe(expectedSends(scenario, fault));
    await assertCalm();
    lap('calm');
    cell.result = 'ok';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    cell.result = `FAIL: ${message.split('\n')[0]}${message.includes('busy or broken') ? ` ${JSON.stringify(busy())}` : ''}`;
  } finally {
    injected.release();
    cell.sent = injected.sent();
    mockLms.resetHandlers();
  }
  return { ...cell, app };
}

describe('write fault matrix (issue 18)', () => {
  it('has a scenario for every mutation the app defines', async () => {
    const files = await loadEveryEndpoint();
    expect(files.length).toBeGreaterThan(10);
    const mutations = mutationNames();
    expect(mutations.length).toBeGreaterThan(10);
    const covered = new Set(SCENARIOS.map((s) => s.mutation));
    expect(
      mutations.filter((name) => !covered.has(name)),
      'mutations with no scenario',
    ).toEqual([]);
    // And no scenario for a mutation that is gone.
    expect(
      [...covered].filter((name) => !mutations.includes(name)),
      'scenarios of no mutation',
    ).toEqual([]);
  });

  for (const scenario of SCENARIOS) {
    it(`${scenario.mutation}: ${scenario.name}`, { timeout: 60_000 }, async () => {
      await loadEveryEndpoint();
      // The cells that fail the write first, on one screen (each undoes itself); a saved write changes
      // what the screen offers, so the screen opens again after each, unless the scenario can go on.
      const order = [...FAULTS].sort(
        (a, b) =>
          Number(expectedOutcome(scenario, a) === 'saved') - Number(expectedOutcome(scenario, b) === 'saved'),
      );
      let app = await open(scenario);
      const opensOnAct = app === null;
      const mine: Cell[] = [];
      for (const [index, fault] of order.entries()) {
        const { app: after, ...cell } = await runCell(scenario, fault, app);
        app = after;
        mine.push(cell);
        cells.push(cell);
        if (index === order.length - 1) break;
        if (
          opensOnAct ||
          !app ||
          cell.result !== 'ok' ||
          (cell.expected === 'saved' && !scenario.goesOnAfterSave)
        ) {
          app = await open(scenario);
        }
      }
      expect(mine.filter((cell) => cell.result !== 'ok').map((c) => `${c.fault}: ${c.result}`)).toEqual([]);
    });
  }

  afterAll(() => {
    if (cells.length === 0) return;
    const faults = [...FAULTS];
    const rows = SCENARIOS.map((scenario) => {
      const mark = (fault: Fault) => {
        const cell = cells.find((c) => c.scenario === scenario.name && c.fault === fault);
        if (!cell) return '–';
        return cell.result === 'ok' ? `${cell.expected === 'saved' ? 'saved' : 'told'} ✓` : '✗';
      };
      return `| ${scenario.mutation} | ${scenario.name} | ${faults.map(mark).join(' | ')} |`;
    });
    const failures = cells
      .filter((cell) => cell.result !== 'ok')
      .map((cell) => `- ${cell.mutation} × ${cell.fault}: ${cell.result}`);
    const table = [
      '# Write fault matrix',
      '',
      '"told ✓": the write failed, the change was undone and the learner told (or the spec’s behaviour);',
      '"saved ✓": the write went through (after one refreshed 401, or a slow answer); ✗ see below.',
      '',
      `| mutation | scenario | ${faults.join(' | ')} |`,
      `| --- | --- | ${faults.map(() => '---').join(' | ')} |`,
      ...rows,
      '',
      ...(failures.length ? ['Failures:', '', ...failures, ''] : []),
    ].join('\n');
    console.log(table);
    const out = path.resolve('test-results');
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, 'write-fault-matrix.md'), `${table}\n`);
  });
});
