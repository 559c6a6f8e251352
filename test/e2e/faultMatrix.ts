import fs from 'node:fs';
import path from 'node:path';
import { test, type APIResponse, type Locator, type Page, type Request } from '@playwright/test';
import { actionOfBody } from '../mock-lms/faultAction';
import type { Fault } from '../mock-lms/faults';
import { E2E_HTTP_CLOCK_SCALE } from '../../scripts/lib/build';
import { DEMO, expect, LMS } from './fixtures';

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
 *
 * It runs on every worker (decision 0019): fault-matrix.discover.ts visits each page once and records its
 * calls; each page's calls that no page before it in PAGES makes are its rows; fault-matrix.spec.ts has a
 * test per page and fault, which runs the page's rows under that fault; fault-matrix.report.ts writes the
 * table. Each test has its own mock LMS scope (fixtures.ts), so the exam pages' state is each test's own.
 */

const CERT_READY = 'course-v1:edX+CertReady+2024';
const CREDIT = 'course-v1:edX+Progress+Credit';
const unit = (name: string) => `block-v1:edX+DemoX+Demo_Course+type@vertical+block@${name}`;
const sequence = (name: string) => `block-v1:edX+DemoX+Demo_Course+type@sequential+block@${name}`;
const EXAMS = 'course-v1:edX+Exams+2026';
const MIDTERM = 'block-v1:edX+Exams+2026+type@sequential+block@midterm';
const MIDTERM_UNIT = 'block-v1:edX+Exams+2026+type@vertical+block@midterm_unit_1';
const ATTEMPTS = `${LMS}/api/edx_proctoring/v1/proctored_exam/attempt`;
/** The course with the courseware search on (issue 46): its search, run from the address. */
const SEARCH = 'course-v1:edX+SearchX+2026';
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
  /**
   * Its tests take a few seconds each (a call or two, nothing to do once loaded): they run last, on every
   * worker free by then, in the "fault matrix, last" project (playwright.config.ts), so the run ends on
   * short tests, not on two long ones while the other workers have nothing left (decision 0019).
   */
  readonly quick?: true;
}

/** A call to the mock LMS that must succeed (a cell's preparation), and its answer. */
async function ok(response: Promise<APIResponse>) {
  const answer = await response;
  expect(answer.ok(), `${answer.status()} from ${answer.url()}`).toBe(true);
  return answer;
}

/** The learner's midterm (mock exams course): no attempt, or one started, or one ended and not submitted. */
async function midterm(page: Page, state: 'not started' | 'started' | 'ready to submit') {
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

/** The new learner's tours record as the LMS creates it (a cell before may have ended the tours). */
async function newLearnerTours(page: Page) {
  await ok(
    page.request.post(`${LMS}/__mock/tours`, {
      data: {
        username: 'new_learner',
        course_home_tour_status: 'show-new-user-tour',
        show_courseware_tour: true,
      },
    }),
  );
}

async function resetMock(page: Page) {
  await ok(page.request.post(`${LMS}/__mock/reset`));
}

/** Clicks a button if the page shows it (a failed read may show an error in its place). */
async function press(button: Locator) {
  if (await button.isVisible()) await button.click();
}

export const PAGES: readonly PageUnderTest[] = [
  { name: 'outline', persona: 'verified', path: `/course/${DEMO}/home` },
  { name: 'dates', persona: 'verified', path: `/course/${DEMO}/dates`, quick: true },
  // A credit course's (issue 46): every fault of the progress call also meets its credit requirements'
  // chunk (a malformed answer, a 20 s one), and its answer is the same call as any course's.
  { name: 'progress', persona: 'verified', path: `/course/${CREDIT}/progress`, quick: true },
  {
    name: 'courseware',
    persona: 'verified',
    path: `/course/${DEMO}/${sequence('lesson_1')}/${unit('lesson_1_unit_1')}`,
  },
  { name: 'course exit', persona: 'verified', path: `/course/${CERT_READY}/course-end`, quick: true },
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
  // The courseware search (issue 46): its switch is every course page's (the outline's row); its search
  // runs when the address names one.
  { name: 'courseware search', persona: 'verified', path: `/course/${SEARCH}/home?q=cell`, quick: true },
  // The product tours (issue 45): a new learner's record, read on course home (the learners above have no
  // tour due), and its two writes: skipping the welcome, and ending the courseware tour, which shows once
  // the unit's frame has (so the learner's press waits for it).
  {
    name: 'new learner’s welcome, then skip',
    persona: 'new-learner',
    path: `/course/${DEMO}/home`,
    prepare: newLearnerTours,
    act: async (page) => {
      await press(page.getByRole('dialog').getByRole('button', { name: 'Skip for now' }));
    },
  },
  {
    name: 'new learner’s courseware tour, then okay',
    persona: 'new-learner',
    path: `/course/${DEMO}/${sequence('basic_questions')}/${unit('basic_questions_unit_2')}`,
    prepare: newLearnerTours,
    act: async (page) => {
      const okay = page.locator('.tour-checkpoint').getByRole('button', { name: 'Okay' });
      await okay.waitFor({ timeout: 10_000 }).catch(() => undefined);
      await press(okay);
    },
  },
  // The header's notifications bell (issue 45): its tray opened from the address lists the discussions and
  // marks them seen; then "Mark all as read" and "Load more notifications". Its count call is the first
  // page's row.
  {
    name: 'notifications tray',
    persona: 'verified',
    path: `/course/${DEMO}/dates?showNotifications=true&app=discussion`,
    // Unseen and unread again for each cell: an earlier cell's page marked them (the scope's state), and a
    // tray with nothing unseen sends no mark-seen.
    prepare: resetMock,
    act: async (page) => {
      const tray = page.getByRole('region', { name: 'Notifications' });
      await press(tray.getByRole('button', { name: 'Mark all as read' }));
      await press(tray.getByRole('button', { name: 'Load more notifications' }));
    },
  },
];

export type FaultName =
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

/** The tag of the quick pages' tests (PageUnderTest.quick), which the "fault matrix, last" project runs. */
export const QUICK_TAG = '@matrix-quick';

export const FAULTS: readonly FaultName[] = [
  '500',
  '502',
  '503 Retry-After',
  '404',
  '401',
  '403',
  'malformed JSON',
  'wrong shape',
  'dropped',
  '20 s answer',
];

/**
 * The browser tests' HTTP clock (scripts/lib/build.ts): the app's timeouts and retry waits are scaled by
 * it, so a "20 s answer" is 20 s on that clock (4 s at 0.2) against the read timeout of 30 s on it (6 s).
 */
export const CLOCK_SCALE = Number(E2E_HTTP_CLOCK_SCALE);
const SLOW_ANSWER_MS = 20_000 * CLOCK_SCALE;

/**
 * The mock LMS's fault (test/mock-lms/faults.ts) that gives `endpoint`'s calls this fault, in this test's
 * scope. The mock answers it itself: nothing in the browser stands between the page and its calls (a
 * Playwright route would have every request of the page, the app's files too, pass through the test).
 */
function serverFault(endpoint: string, fault: FaultName): Fault {
  const [method, shape, action] = endpoint.split(' ') as [string, string, string?];
  const json = (status: number, detail: string) => ({ status, body: { detail } });
  const base: Fault = { method, path: `^${pathPattern(shape)}$`, ...(action ? { action } : {}) };
  switch (fault) {
    case '500':
      return { ...base, ...json(500, 'Injected 500') };
    case '502':
      return { ...base, status: 502, body: '<html><body>Bad gateway</body></html>' };
    case '503 Retry-After':
      return { ...base, ...json(503, 'Injected 503'), headers: { 'Retry-After': '1' } };
    case '404':
      return { ...base, ...json(404, 'Not found.') };
    case '401':
      return { ...base, ...json(401, 'Authentication credentials were not provided.') };
    case '403':
      return { ...base, ...json(403, 'You do not have permission to perform this action.') };
    case 'malformed JSON':
      return { ...base, body: 'malformed' };
    case 'wrong shape':
      return { ...base, body: 'wrong-shape' };
    case 'dropped':
      return { ...base, body: 'network' };
    case '20 s answer':
      return { ...base, delayMs: SLOW_ANSWER_MS };
  }
}

/**
 * A write's `action` field names the call when several share a path (edx-proctoring's `PUT …/attempt/{id}`
 * is `stop`, `start` or `submit`); a PATCH without one is named by the fields it changes (the tours'
 * record: `course_home_tour_status`, `show_courseware_tour`).
 */
function actionOf(request: Request): string | null {
  let body: unknown = null;
  try {
    body = request.postDataJSON();
  } catch {
    return null;
  }
  return actionOfBody(request.method(), body);
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

/** A call's path shape (`/api/courseware/sequence/{block}`) as a regular expression's source. */
function pathPattern(shape: string): string {
  return shape
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\\\{course\\\}|\{course\}/g, 'course-v1:[^/,]+')
    .replace(/\{block\}/g, 'block-v1:[^/,]+')
    .replace(/\{user\}/g, '[\\w.-]+')
    .replace(/\{id\}/g, '\\d+');
}

export type Outcome =
  | 'content'
  | 'message + way forward'
  | 'left for the LMS'
  | 'blank'
  | 'stuck'
  | 'crash'
  | 'error without a way forward'
  | 'write sent twice';

export const ACCEPTED: ReadonlySet<Outcome> = new Set([
  'content',
  'message + way forward',
  'left for the LMS',
]);

async function visibleSpinner(page: Page): Promise<boolean> {
  return page
    .locator('.spinner-border')
    .filter({ visible: true })
    .count()
    .then((n) => n > 0);
}

/**
 * The app's LMS calls a page has in flight, while watched (the calls of the matrix: documents, frames'
 * resources and analytics are not waited for), and a promise of the next start or end of one.
 */
function watchCalls(page: Page) {
  const pending = new Set<Request>();
  let changed: () => void = () => undefined;
  let next = new Promise<void>((resolve) => (changed = resolve));
  const signal = () => {
    changed();
    next = new Promise<void>((resolve) => (changed = resolve));
  };
  const add = (request: Request) => {
    if (!endpointOf(request)) return;
    pending.add(request);
    signal();
  };
  const done = (request: Request) => {
    if (pending.delete(request)) signal();
  };
  page.on('request', add);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    pending: () => pending.size,
    /** Resolves when a call starts or ends. */
    change: () => next,
    /** The calls still in flight, by endpoint (a stuck cell's report names them). */
    names: () => [...pending].map((request) => endpointOf(request) ?? request.url()),
    stop: () => {
      page.off('request', add);
      page.off('requestfinished', done);
      page.off('requestfailed', done);
    },
  };
}

type Calls = ReturnType<typeof watchCalls>;

/**
 * How long a page must stay quiet (no spinner, no call in flight) to count as settled; longer after a
 * learner's action, whose consequences come one after another (the write, the read after it, the
 * countdown's first poll), with moments between them when neither shows. The app's retry pauses run on
 * the tests' clock (CLOCK_SCALE), so no quiet moment needs to outlast one of them.
 */
const QUIET_MS = 800;
const QUIET_AFTER_ACTION_MS = 1500;
/** The longest a spinner on screen goes unlooked at: it can go without a change to the DOM. */
const RECHECK_MS = 1000;

/**
 * A watch in the page for its spinners to come (`spinning` false) or go (true): `changed` resolves true when
 * a change to the DOM makes them so, false after `ms` or when the page leaves the document.
 */
function watchSpinners(page: Page, spinning: boolean, ms: number) {
  const watch = {
    spinning,
    over: false,
    changed: page
      .evaluate(
        ([was, limit]) =>
          new Promise<boolean>((resolve) => {
            const spinnerShown = () =>
              [...document.querySelectorAll('.spinner-border')].some((element) => {
                const box = element.getBoundingClientRect();
                return (
                  box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true })
                );
              });
            const end = (changed: boolean) => {
              observer.disconnect();
              clearTimeout(timer);
              resolve(changed);
            };
            const observer = new MutationObserver(() => {
              if (spinnerShown() !== was) end(true);
            });
            const timer = setTimeout(() => end(false), limit);
            observer.observe(document, { subtree: true, childList: true, attributes: true });
            if (spinnerShown() !== was) end(true);
          }),
        [spinning, ms] as const,
      )
      .catch(() => false)
      .then((changed) => {
        watch.over = true;
        return changed;
      }),
  };
  return watch;
}

function sleep(ms: number, cancel: AbortSignal): Promise<false> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    cancel.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
}

/**
 * Waits for the page to settle (no spinner and no call in flight for a moment, or gone to the LMS); false
 * when it never does. Event-driven (decision 0019): while a call is in flight it waits for calls to end;
 * then it looks for a spinner (Playwright's look decides, visibleSpinner) and waits for a call to start,
 * the DOM to bring or take a spinner (a watch in the page), or the quiet moment to be over, looking again
 * at least every RECHECK_MS while a spinner shows. A spinner that comes and goes between two looks still
 * breaks the quiet moment. Polling every 100 ms had cost about 5 ms of CPU a look, most of what a cell's
 * waiting costs.
 */
async function settle(page: Page, patienceMs: number, calls: Calls, afterAction = false): Promise<boolean> {
  const deadline = Date.now() + patienceMs;
  const quietMs = afterAction ? QUIET_AFTER_ACTION_MS : QUIET_MS;
  let quietSince: number | null = null;
  let watch: ReturnType<typeof watchSpinners> | null = null;
  for (;;) {
    if (new URL(page.url()).origin === LMS) return true;
    // Taken before the state is read, so a call that starts or ends in between is not missed.
    const callChanged = calls.change();
    const cancel = new AbortController();
    try {
      if (calls.pending() > 0) {
        quietSince = null;
        if (Date.now() > deadline) return false;
        await Promise.race([
          callChanged,
          sleep(Math.min(RECHECK_MS, deadline - Date.now() + 1), cancel.signal),
        ]);
        continue;
      }
      const spinner = await visibleSpinner(page).catch(() => false);
      if (calls.pending() > 0) continue;
      const now = Date.now();
      if (spinner) {
        quietSince = null;
      } else {
        quietSince ??= now;
        if (now - quietSince > quietMs) return true;
      }
      if (now > deadline) return false;
      if (!watch || watch.over || watch.spinning !== spinner)
        watch = watchSpinners(page, spinner, RECHECK_MS);
      const wait = Math.min(
        quietSince === null ? RECHECK_MS : quietMs - (now - quietSince) + 1,
        deadline - now + 1,
      );
      const watched = watch;
      const spinnerCame = await Promise.race([
        callChanged.then(() => false),
        watched.changed.then((changed) => changed && !watched.spinning),
        sleep(wait, cancel.signal),
      ]);
      if (spinnerCame) quietSince = null;
    } finally {
      cancel.abort();
    }
  }
}

/** Waits for the page to settle, then names what it shows. */
async function outcome(
  page: Page,
  errors: string[],
  patienceMs: number,
  calls: Calls,
  afterAction: boolean,
): Promise<Outcome> {
  if (!(await settle(page, patienceMs, calls, afterAction))) return 'stuck';
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

/**
 * Where the tests of the matrix leave what they found, for the tests after them and the report: under
 * the run's output directory (test-results/, E2E_OUTPUT_DIR), which Playwright empties when a run starts.
 */
const out = () => path.join(test.info().project.outputDir, 'fault-matrix');
const discoveredFile = (index: number) => path.join(out(), 'discovered', `${index}.json`);
const cellsFile = (index: number, fault: FaultName) =>
  path.join(out(), 'cells', `${index}-${FAULTS.indexOf(fault)}.json`);

function writeJson(file: string, value: unknown) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(value, null, 1));
}

/** The calls a page makes: visited once, what it asks for is recorded (and kept for the matrix's tests). */
export async function discover(page: Page, index: number): Promise<string[]> {
  const target = PAGES[index]!;
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
    await settle(page, 15_000, requests);
    if (target.act) {
      await target.act(page);
      await settle(page, 15_000, requests, true);
    }
  } finally {
    requests.stop();
    page.off('request', record);
  }
  const endpoints = [...seen].sort();
  writeJson(discoveredFile(index), endpoints);
  return endpoints;
}

/**
 * A page's rows: the calls it makes that no page before it in PAGES makes (as the matrix ran them one
 * page after another), less those FAULT_MATRIX_CALLS leaves out.
 */
export function rowsOf(index: number): string[] {
  const before = new Set<string>();
  for (let earlier = 0; earlier < index; earlier += 1) {
    for (const endpoint of readDiscovered(earlier)) before.add(endpoint);
  }
  return readDiscovered(index).filter((endpoint) => !before.has(endpoint) && (!ONLY || ONLY.test(endpoint)));
}

function readDiscovered(index: number): string[] {
  const file = discoveredFile(index);
  if (!fs.existsSync(file)) {
    throw new Error(
      `${PAGES[index]!.name}: its calls were not recorded (the "fault-matrix discovery" project runs first)`,
    );
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as string[];
}

export interface Cell {
  page: string;
  endpoint: string;
  fault: FaultName;
  outcome: Outcome;
}

export function saveCells(index: number, fault: FaultName, cells: readonly Cell[]) {
  writeJson(cellsFile(index, fault), cells);
}

export async function runCell(
  page: Page,
  target: PageUnderTest,
  endpoint: string,
  fault: FaultName,
  patienceMs: number,
): Promise<Outcome> {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  const writes: Request[] = [];
  const onRequest = (request: Request) => {
    if (request.method() !== 'GET' && endpointOf(request)) writes.push(request);
  };
  await target.prepare?.(page);
  page.on('pageerror', onError);
  page.on('request', onRequest);
  const injected = await page.request.post(`${LMS}/__mock/faults`, { data: serverFault(endpoint, fault) });
  expect(injected.ok(), `the mock LMS took the fault for ${endpoint}`).toBe(true);
  const requests = watchCalls(page);
  try {
    await page.goto(target.path);
    let result: Outcome | null = null;
    if (target.act) {
      if (await settle(page, patienceMs, requests)) {
        if (new URL(page.url()).origin !== LMS && !errors.length) await target.act(page);
      } else {
        result = 'stuck';
      }
    }
    result ??= await outcome(page, errors, patienceMs, requests, Boolean(target.act));
    if (result === 'stuck') {
      // What kept it from settling: a spinner on screen, or calls that never ended (a loaded machine's
      // slow answers look the same as a page that waits forever; the names tell them apart).
      const spinner = await visibleSpinner(page).catch(() => false);
      console.log(
        `STUCK ${target.name} | ${endpoint} × ${fault}: ${spinner ? 'spinner on screen; ' : ''}in flight: ${
          requests.names().join(', ') || 'nothing'
        }`,
      );
    }
    const twice = [...(await writesActedOn(writes))].filter(([, count]) => count > 1);
    if (twice.length && ACCEPTED.has(result)) result = 'write sent twice';
    return result;
  } finally {
    requests.stop();
    const [applied] = (await (await page.request.get(`${LMS}/__mock/faults`)).json()) as Fault[];
    if (!applied?.hits) console.log(`UNHIT ${target.name} | ${endpoint} × ${fault}`);
    // A slow answer still due when the cell ends is dropped (faults.ts), so it cannot reach the next cell.
    await page.request.delete(`${LMS}/__mock/faults`);
    page.off('request', onRequest);
    page.off('pageerror', onError);
  }
}

/** The table of every cell the matrix's tests saved, as Markdown, and how many cells it has. */
export function report(): { markdown: string; cells: number } {
  const dir = path.join(out(), 'cells');
  const cells: Cell[] = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .flatMap((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as Cell[])
    : [];
  const order = (cell: Cell) => PAGES.findIndex((p) => p.name === cell.page);
  cells.sort((a, b) => order(a) - order(b) || a.endpoint.localeCompare(b.endpoint));
  const rows = new Map<string, Map<string, Outcome>>();
  for (const cell of cells) {
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
    `| page | call | ${FAULTS.join(' | ')} |`,
    `|---|---|${FAULTS.map(() => '---').join('|')}|`,
    ...[...rows].map(
      ([key, row]) =>
        `| ${key} | ${FAULTS.map((fault) => (row.has(fault) ? short[row.get(fault)!] : '')).join(' | ')} |`,
    ),
  ];
  const markdown = lines.join('\n');
  fs.writeFileSync(path.join(out(), '../fault-matrix.md'), `# Fault matrix\n\n${markdown}\n`);
  return { markdown, cells: cells.length };
}
