import fs from 'node:fs';
import path from 'node:path';
import type { APIResponse, Locator, Page, Request, Route } from '@playwright/test';
import { DEMO, expect, LMS, test } from './fixtures';

/**
 * The fault matrix (issue 18): every LMS call a page makes × every fault, in the browser, against the
 * production build and the mock LMS. The calls are not listed by hand: each page is visited once and
 * what it asks for is recorded, so an endpoint is covered the day a page starts calling it. Each cell
 * must end in content, in a clear message with a way forward, or in leaving for the LMS (the spec's
 * legacy and sign-in redirects) — never a blank page, an uncaught error or a spinner that never ends.
 * A page may first put the mock LMS in a state (a timed exam under way) and, once it has loaded, do what
 * the learner does there (start the exam, end it, submit it), so the writes behind those buttons are in
 * the matrix too; whatever the fault, a write the server may have acted on is never sent twice.
 * The table is printed and saved to test-results/fault-matrix.md. `FAULT_MATRIX_CALLS=<regex>` keeps only
 * the calls it matches (with `-g <page>`, one row of the table while working on it).
 */

const APP = process.env.APP_ORIGIN ?? 'http://localhost:2000';
const CERT_READY = 'course-v1:edX+CertReady+2024';
const unit = (name: string) => `block-v1:edX+DemoX+Demo_Course+type@vertical+block@${name}`;
const sequence = (name: string) => `block-v1:edX+DemoX+Demo_Course+type@sequential+block@${name}`;
const EXAMS = 'course-v1:edX+Exams+2026';
const MIDTERM = 'block-v1:edX+Exams+2026+type@sequential+block@midterm';
const MIDTERM_UNIT = 'block-v1:edX+Exams+2026+type@vertical+block@midterm_unit_1';
const ATTEMPTS = `${LMS}/api/edx_proctoring/v1/proctored_exam/attempt`;
const ONLY = process.env.FAULT_MATRIX_CALLS ? new RegExp(process.env.FAULT_MATRIX_CALLS) : null;

interface PageUnderTest {
  readonly name: string;
  readonly persona: string;
  readonly path: string;
  /**
   * Puts the mock LMS in the state the page is about, before the first visit and before every cell (the
   * cells of such a page then run one at a time, the slow ones too).
   */
  readonly prepare?: (page: Page) => Promise<void>;
  /** What the learner does once the page has settled, when the page offers it (a fault may not). */
  readonly act?: (page: Page) => Promise<void>;
}

/** The learner's midterm (mock exams course): no attempt, or one started, or one ended and not submitted. */
async function midterm(page: Page, state: 'not started' | 'started' | 'ready to submit') {
  const ok = async (response: Promise<APIResponse>) => {
    const answer = await response;
    expect(answer.ok(), `${answer.status()} from ${answer.url()}`).toBe(true);
    return answer;
  };
  await ok(page.request.post(`${LMS}/__mock/exams`, { data: { action: 'reset', sequenceId: MIDTERM } }));
  if (state === 'not started') return;
  const token = await ok(page.request.get(`${LMS}/csrf/api/v1/token`));
  const headers = { 'X-CSRFToken': ((await token.json()) as { csrfToken: string }).csrfToken };
  const read = await ok(
    page.request.get(`${ATTEMPTS}/course_id/${EXAMS}`, { params: { content_id: MIDTERM } }),
  );
  const examId = ((await read.json()) as { exam: { id: number } }).exam.id;
  const created = await ok(
    page.request.post(ATTEMPTS, {
      headers,
      data: { exam_id: examId, start_clock: 'true', attempt_proctored: 'false' },
    }),
  );
  if (state === 'started') return;
  const attemptId = ((await created.json()) as { exam_attempt_id: number }).exam_attempt_id;
  await ok(page.request.put(`${ATTEMPTS}/${attemptId}`, { headers, data: { action: 'stop' } }));
}

/** Clicks a button if the page shows it (a failed read may show an error in its place). */
async function press(button: Locator) {
  if (await button.isVisible()) await button.click();
}

const PAGES: readonly PageUnderTest[] = [
  { name: 'outline', persona: 'verified', path: `/course/${DEMO}/home` },
  { name: 'dates', persona: 'verified', path: `/course/${DEMO}/dates` },
  { name: 'progress', persona: 'verified', path: `/course/${DEMO}/progress` },
  {
    name: 'courseware',
    persona: 'verified',
    path: `/course/${DEMO}/${sequence('lesson_1')}/${unit('lesson_1_unit_1')}`,
  },
  { name: 'course exit', persona: 'verified', path: `/course/${CERT_READY}/course-end` },
  { name: 'staff outline', persona: 'staff', path: `/course/${DEMO}/home` },
  // A timed exam (issue 17): read, start, the countdown's poll, end and submit.
  {
    name: 'exam instructions, then start',
    persona: 'verified',
    path: `/course/${EXAMS}/${MIDTERM}/${MIDTERM_UNIT}`,
    prepare: (page) => midterm(page, 'not started'),
    act: async (page) => {
      await press(page.getByRole('button', { name: 'Start my timed exam' }));
    },
  },
  {
    name: 'exam under way, then end',
    persona: 'verified',
    path: `/course/${EXAMS}/${MIDTERM}/${MIDTERM_UNIT}`,
    prepare: (page) => midterm(page, 'started'),
    act: async (page) => {
      const end = page
        .getByRole('region', { name: 'Exam timer' })
        .getByRole('button', { name: 'End my exam' });
      if (!(await end.isVisible())) return;
      await end.click();
      await page
        .getByRole('dialog', { name: 'End your exam?' })
        .getByRole('button', { name: 'End my exam' })
        .click();
    },
  },
  {
    name: 'exam ready to submit, then submit',
    persona: 'verified',
    path: `/course/${EXAMS}/${MIDTERM}/${MIDTERM_UNIT}`,
    prepare: (page) => midterm(page, 'ready to submit'),
    act: async (page) => {
      await press(page.getByRole('button', { name: 'Yes, submit my timed exam' }));
    },
  },
];

type FaultName =
  | '500'
  | '502'
  | '503 Retry-After'
  | '404'
  | '401'
  | '403'
  | 'malformed JSON'
  | 'wrong shape'
  | 'dropped'
  | '20 s answer';

const FAST_FAULTS: readonly FaultName[] = [
  '500',
  '502',
  '503 Retry-After',
  '404',
  '401',
  '403',
  'malformed JSON',
  'wrong shape',
  'dropped',
];

async function answer(route: Route, fault: FaultName) {
  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      headers: {
        'access-control-allow-origin': APP,
        'access-control-allow-credentials': 'true',
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  switch (fault) {
    case '500':
      return json(500, { detail: 'Injected 500' });
    case '502':
      return json(502, '<html><body>Bad gateway</body></html>');
    case '503 Retry-After':
      return json(503, { detail: 'Injected 503' }, { 'retry-after': '1' });
    case '404':
      return json(404, { detail: 'Not found.' });
    case '401':
      return json(401, { detail: 'Authentication credentials were not provided.' });
    case '403':
      return json(403, { detail: 'You do not have permission to perform this action.' });
    case 'malformed JSON':
      return json(200, '{"this is": not json');
    case 'wrong shape':
      return json(200, ['an', 'array', 'instead', 'of', 'an', 'object']);
    case 'dropped':
      return route.abort('connectionreset');
    case '20 s answer':
      await new Promise((resolve) => setTimeout(resolve, 20_000));
      return route.fallback();
  }
}

/**
 * A write's `action` field names the call when several share a path (edx-proctoring's `PUT …/attempt/{id}`
 * is `stop`, `start` or `submit`).
 */
function actionOf(request: Request): string | null {
  if (request.method() === 'GET') return null;
  try {
    const body: unknown = request.postDataJSON();
    const action = typeof body === 'object' && body !== null ? (body as { action?: unknown }).action : null;
    return typeof action === 'string' ? action : null;
  } catch {
    return null;
  }
}

/**
 * `GET /api/course_home/outline/{course}`: the call's shape, ids replaced, no query; a write's action
 * after it (`PUT /api/…/attempt/{id} submit`).
 */
function endpointOf(request: Request): string | null {
  const url = new URL(request.url());
  if (url.origin !== LMS || request.resourceType() === 'document') return null;
  const ignored = ['/__mock', '/login_refresh', '/csrf/api/v1/token', '/event', '/static/'];
  if (ignored.some((prefix) => url.pathname.startsWith(prefix))) return null;
  const shape = url.pathname
    .replace(/course-v1:[^/,]+/g, '{course}')
    .replace(/block-v1:[^/,]+/g, '{block}')
    .replace(/\/[\w.-]+,\{block\}/g, '/{user},{block}')
    .replace(/\/\d+(?=\/|$)/g, '/{id}');
  const action = actionOf(request);
  return `${request.method()} ${shape}${action ? ` ${action}` : ''}`;
}

function matcher(endpoint: string) {
  const [method, shape, action = null] = endpoint.split(' ') as [string, string, string?];
  const pattern = new RegExp(
    `^${shape
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\\\{course\\\}|\{course\}/g, 'course-v1:[^/,]+')
      .replace(/\{block\}/g, 'block-v1:[^/,]+')
      .replace(/\{user\}/g, '[\\w.-]+')
      .replace(/\{id\}/g, '\\d+')}$`,
  );
  return (request: Request) => {
    const url = new URL(request.url());
    return (
      url.origin === LMS &&
      request.method() === method &&
      pattern.test(url.pathname) &&
      actionOf(request) === action
    );
  };
}

type Outcome =
  | 'content'
  | 'message + way forward'
  | 'left for the LMS'
  | 'blank'
  | 'stuck'
  | 'crash'
  | 'error without a way forward'
  | 'write sent twice';

const ACCEPTED: ReadonlySet<Outcome> = new Set(['content', 'message + way forward', 'left for the LMS']);

async function visibleSpinner(page: Page): Promise<boolean> {
  return page
    .locator('.spinner-border')
    .filter({ visible: true })
    .count()
    .then((n) => n > 0);
}

/**
 * The app's LMS calls a page has in flight, while watched (the calls of the matrix: documents, frames'
 * resources and analytics are not waited for).
 */
function watchCalls(page: Page) {
  const pending = new Set<Request>();
  const add = (request: Request) => {
    if (endpointOf(request)) pending.add(request);
  };
  const done = (request: Request) => pending.delete(request);
  page.on('request', add);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    pending: () => pending.size,
    /** The calls still in flight, by endpoint (a stuck cell's report names them). */
    names: () => [...pending].map((request) => endpointOf(request) ?? request.url()),
    stop: () => {
      page.off('request', add);
      page.off('requestfinished', done);
      page.off('requestfailed', done);
    },
  };
}

/** How long a page must stay quiet to count as settled; longer after a learner's action (below). */
const QUIET_MS = 1200;
const QUIET_AFTER_ACTION_MS = 2500;

/**
 * Waits for the page to settle (no spinner for a moment, or gone to the LMS); false when it never does.
 * With `pending`, no call may be in flight either, and the moment is longer: after a learner's action its
 * consequences come one after another (the action, the read that follows it, the countdown's first poll),
 * with moments between them when no spinner shows.
 */
async function settle(page: Page, patienceMs: number, pending?: () => number): Promise<boolean> {
  const deadline = Date.now() + patienceMs;
  const quietMs = pending ? QUIET_AFTER_ACTION_MS : QUIET_MS;
  let quietSince: number | null = null;
  for (;;) {
    if (new URL(page.url()).origin === LMS) return true;
    const spinning = (await visibleSpinner(page).catch(() => false)) || (pending?.() ?? 0) > 0;
    if (!spinning) {
      quietSince ??= Date.now();
      if (Date.now() - quietSince > quietMs) return true;
    } else {
      quietSince = null;
    }
    if (Date.now() > deadline) return false;
    await page.waitForTimeout(150);
  }
}

/** Waits for the page to settle, then names what it shows. */
async function outcome(
  page: Page,
  errors: string[],
  patienceMs: number,
  pending?: () => number,
): Promise<Outcome> {
  if (!(await settle(page, patienceMs, pending))) return 'stuck';
  if (errors.length) return 'crash';
  if (new URL(page.url()).origin === LMS) return 'left for the LMS';
  const main = page.locator('#main-content, main').first();
  const text = ((await main.innerText().catch(() => '')) || (await page.locator('body').innerText())).trim();
  if (!text) return 'blank';
  const failure = page
    .locator('.alert-danger, [role="alert"], .course-frame-failure')
    .filter({ visible: true });
  if (await failure.count()) {
    const forward = page
      .locator('#main-content button, #main-content a[href], main button, main a[href]')
      .filter({ visible: true });
    return (await forward.count()) ? 'message + way forward' : 'error without a way forward';
  }
  return 'content';
}

/**
 * Writes the server may have acted on, by call: every one sent, less those answered 401 (refused before
 * anything was done; the client refreshes the token and asks once more).
 */
async function writesActedOn(writes: readonly Request[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const request of writes) {
    const response = await Promise.race([
      request.response().catch(() => null),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 1000)),
    ]);
    if (response?.status() === 401) continue;
    const endpoint = endpointOf(request);
    if (endpoint) counts.set(endpoint, (counts.get(endpoint) ?? 0) + 1);
  }
  return counts;
}

const table: { page: string; endpoint: string; fault: FaultName; outcome: Outcome }[] = [];
const covered = new Set<string>();

async function discover(page: Page, target: PageUnderTest): Promise<string[]> {
  const seen = new Set<string>();
  const record = (request: Request) => {
    const endpoint = endpointOf(request);
    if (endpoint) seen.add(endpoint);
  };
  await target.prepare?.(page);
  page.on('request', record);
  const requests = watchCalls(page);
  try {
    await page.goto(target.path);
    await page.waitForLoadState('networkidle');
    await settle(page, 15_000);
    if (target.act) {
      await target.act(page);
      await settle(page, 15_000, requests.pending);
    }
  } finally {
    requests.stop();
    page.off('request', record);
  }
  return [...seen].sort();
}

async function runCell(
  page: Page,
  target: PageUnderTest,
  endpoint: string,
  fault: FaultName,
  patienceMs: number,
) {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  const writes: Request[] = [];
  const onRequest = (request: Request) => {
    if (request.method() !== 'GET' && endpointOf(request)) writes.push(request);
  };
  await target.prepare?.(page);
  page.on('pageerror', onError);
  page.on('request', onRequest);
  const hits = matcher(endpoint);
  // The page may have moved on (or the cell ended) before a slow answer is due: nothing left to answer.
  const handler = (route: Route) =>
    (hits(route.request()) ? answer(route, fault) : route.fallback()).catch(() => undefined);
  await page.route(`${LMS}/**`, handler);
  const requests = target.act ? watchCalls(page) : null;
  try {
    await page.goto(target.path);
    let result: Outcome | null = null;
    if (target.act) {
      if (await settle(page, patienceMs)) {
        if (new URL(page.url()).origin !== LMS && !errors.length) await target.act(page);
      } else {
        result = 'stuck';
      }
    }
    result ??= await outcome(page, errors, patienceMs, requests?.pending);
    if (result === 'stuck') {
      // What kept it from settling: a spinner on screen, or calls that never ended (a loaded machine's
      // slow answers look the same as a page that waits forever; the names tell them apart).
      const spinner = await visibleSpinner(page).catch(() => false);
      console.log(
        `STUCK ${target.name} | ${endpoint} × ${fault}: ${spinner ? 'spinner on screen; ' : ''}in flight: ${
          requests?.names().join(', ') || 'nothing'
        }`,
      );
    }
    const twice = [...(await writesActedOn(writes))].filter(([, count]) => count > 1);
    if (twice.length && ACCEPTED.has(result)) result = 'write sent twice';
    table.push({ page: target.name, endpoint, fault, outcome: result });
    return result;
  } finally {
    requests?.stop();
    await page.unroute(`${LMS}/**`, handler);
    page.off('request', onRequest);
    page.off('pageerror', onError);
  }
}

test.describe.configure({ mode: 'serial' });

test.describe('fault matrix', () => {
  for (const target of PAGES) {
    test(`${target.name}: every call it makes, under every fault`, async ({ page, mock }) => {
      test.setTimeout(600_000);
      await mock.signIn(target.persona);
      const endpoints = (await discover(page, target)).filter(
        (endpoint) => !covered.has(endpoint) && (!ONLY || ONLY.test(endpoint)),
      );
      // A page that acts runs its cells one at a time, each a whole visit and an action.
      if (target.act) test.setTimeout(120_000 + endpoints.length * (FAST_FAULTS.length * 30_000 + 60_000));
      console.log(`${target.name}: ${endpoints.join(', ') || 'no new calls'}`);
      for (const endpoint of endpoints) covered.add(endpoint);
      const failures: string[] = [];
      for (const endpoint of endpoints) {
        for (const fault of FAST_FAULTS) {
          // After an action the consequences come one after another (the write, the read after it): on a
          // loaded machine 15 s was once not enough for them to fall quiet, though the page was right.
          const result = await runCell(page, target, endpoint, fault, target.act ? 25_000 : 15_000);
          if (!ACCEPTED.has(result)) failures.push(`${endpoint} × ${fault}: ${result}`);
        }
      }
      // The slow answers run side by side, one page each, so the matrix does not take 20 s a call; a page
      // that prepares the mock's state runs them one after the other, as the state is one learner's.
      // A page's own call may wait for others (the exam read comes after the courseware's): more patience.
      const slowPatience = target.act ? 45_000 : 35_000;
      const slowCell = async (endpoint: string) => {
        const other = await page.context().newPage();
        try {
          return [endpoint, await runCell(other, target, endpoint, '20 s answer', slowPatience)] as const;
        } finally {
          await other.close();
        }
      };
      const slow: (readonly [string, Outcome])[] = [];
      if (target.prepare) for (const endpoint of endpoints) slow.push(await slowCell(endpoint));
      else slow.push(...(await Promise.all(endpoints.map(slowCell))));
      for (const [endpoint, result] of slow) {
        if (!ACCEPTED.has(result)) failures.push(`${endpoint} × 20 s answer: ${result}`);
      }
      expect(failures).toEqual([]);
    });
  }

  test.afterAll(() => {
    const faults = [...FAST_FAULTS, '20 s answer'] as const;
    const rows = new Map<string, Map<string, Outcome>>();
    for (const cell of table) {
      const key = `${cell.page} | ${cell.endpoint}`;
      if (!rows.has(key)) rows.set(key, new Map());
      rows.get(key)!.set(cell.fault, cell.outcome);
    }
    const short: Record<Outcome, string> = {
      content: 'content',
      'message + way forward': 'message',
      'left for the LMS': 'LMS',
      blank: 'BLANK',
      stuck: 'STUCK',
      crash: 'CRASH',
      'error without a way forward': 'NO WAY',
      'write sent twice': 'TWICE',
    };
    const lines = [
      `| page | call | ${faults.join(' | ')} |`,
      `|---|---|${faults.map(() => '---').join('|')}|`,
      ...[...rows].map(
        ([key, cells]) =>
          `| ${key} | ${faults.map((fault) => (cells.has(fault) ? short[cells.get(fault)!] : '')).join(' | ')} |`,
      ),
    ];
    const report = lines.join('\n');
    console.log(`\nFault matrix (${table.length} cells)\n${report}\n`);
    const out = path.resolve(import.meta.dirname, '../../test-results/fault-matrix.md');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `# Fault matrix\n\n${report}\n`);
  });
});
