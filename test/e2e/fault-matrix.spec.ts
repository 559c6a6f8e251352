import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request, Route } from '@playwright/test';
import { DEMO, expect, LMS, test } from './fixtures';

/**
 * The fault matrix (issue 18): every LMS call a page makes × every fault, in the browser, against the
 * production build and the mock LMS. The calls are not listed by hand: each page is visited once and
 * what it asks for is recorded, so an endpoint is covered the day a page starts calling it. Each cell
 * must end in content, in a clear message with a way forward, or in leaving for the LMS (the spec's
 * legacy and sign-in redirects) — never a blank page, an uncaught error or a spinner that never ends.
 * The table is printed and saved to test-results/fault-matrix.md.
 */

const APP = process.env.APP_ORIGIN ?? 'http://localhost:2000';
const CERT_READY = 'course-v1:edX+CertReady+2024';
const unit = (name: string) => `block-v1:edX+DemoX+Demo_Course+type@vertical+block@${name}`;
const sequence = (name: string) => `block-v1:edX+DemoX+Demo_Course+type@sequential+block@${name}`;

interface PageUnderTest {
  readonly name: string;
  readonly persona: string;
  readonly path: string;
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

/** `GET /api/course_home/outline/{course}`: the call's shape, ids replaced, no query. */
function endpointOf(request: Request): string | null {
  const url = new URL(request.url());
  if (url.origin !== LMS || request.resourceType() === 'document') return null;
  const ignored = ['/__mock', '/login_refresh', '/csrf/api/v1/token', '/event', '/static/'];
  if (ignored.some((prefix) => url.pathname.startsWith(prefix))) return null;
  const shape = url.pathname
    .replace(/course-v1:[^/,]+/g, '{course}')
    .replace(/block-v1:[^/,]+/g, '{block}')
    .replace(/\/[\w.-]+,\{block\}/g, '/{user},{block}');
  return `${request.method()} ${shape}`;
}

function matcher(endpoint: string) {
  const [method, shape] = endpoint.split(' ') as [string, string];
  const pattern = new RegExp(
    `^${shape
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\\\{course\\\}|\{course\}/g, 'course-v1:[^/,]+')
      .replace(/\{block\}/g, 'block-v1:[^/,]+')
      .replace(/\{user\}/g, '[\\w.-]+')}$`,
  );
  return (request: Request) => {
    const url = new URL(request.url());
    return url.origin === LMS && request.method() === method && pattern.test(url.pathname);
  };
}

type Outcome =
  | 'content'
  | 'message + way forward'
  | 'left for the LMS'
  | 'blank'
  | 'stuck'
  | 'crash'
  | 'error without a way forward';

const ACCEPTED: ReadonlySet<Outcome> = new Set(['content', 'message + way forward', 'left for the LMS']);

async function visibleSpinner(page: Page): Promise<boolean> {
  return page
    .locator('.spinner-border')
    .filter({ visible: true })
    .count()
    .then((n) => n > 0);
}

/** Waits for the page to settle (no spinner for a moment, or gone to the LMS), then names what it shows. */
async function outcome(page: Page, errors: string[], patienceMs: number): Promise<Outcome> {
  const deadline = Date.now() + patienceMs;
  let quietSince: number | null = null;
  for (;;) {
    if (new URL(page.url()).origin === LMS) break;
    const spinning = await visibleSpinner(page).catch(() => false);
    if (!spinning) {
      quietSince ??= Date.now();
      if (Date.now() - quietSince > 1200) break;
    } else {
      quietSince = null;
    }
    if (Date.now() > deadline) return 'stuck';
    await page.waitForTimeout(150);
  }
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

const table: { page: string; endpoint: string; fault: FaultName; outcome: Outcome }[] = [];
const covered = new Set<string>();

async function discover(page: Page, target: PageUnderTest): Promise<string[]> {
  const seen = new Set<string>();
  const record = (request: Request) => {
    const endpoint = endpointOf(request);
    if (endpoint) seen.add(endpoint);
  };
  page.on('request', record);
  await page.goto(target.path);
  await page.waitForLoadState('networkidle');
  await outcome(page, [], 15_000);
  page.off('request', record);
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
  page.on('pageerror', onError);
  const hits = matcher(endpoint);
  // The page may have moved on (or the cell ended) before a slow answer is due: nothing left to answer.
  const handler = (route: Route) =>
    (hits(route.request()) ? answer(route, fault) : route.fallback()).catch(() => undefined);
  await page.route(`${LMS}/**`, handler);
  try {
    await page.goto(target.path);
    const result = await outcome(page, errors, patienceMs);
    table.push({ page: target.name, endpoint, fault, outcome: result });
    return result;
  } finally {
    await page.unroute(`${LMS}/**`, handler);
    page.off('pageerror', onError);
  }
}

test.describe.configure({ mode: 'serial' });

test.describe('fault matrix', () => {
  for (const target of PAGES) {
    test(`${target.name}: every call it makes, under every fault`, async ({ page, mock }) => {
      test.setTimeout(600_000);
      await mock.signIn(target.persona);
      const endpoints = (await discover(page, target)).filter((endpoint) => !covered.has(endpoint));
      for (const endpoint of endpoints) covered.add(endpoint);
      const failures: string[] = [];
      for (const endpoint of endpoints) {
        for (const fault of FAST_FAULTS) {
          const result = await runCell(page, target, endpoint, fault, 15_000);
          if (!ACCEPTED.has(result)) failures.push(`${endpoint} × ${fault}: ${result}`);
        }
      }
      // The slow answers run side by side, one page each, so the matrix does not take 20 s a call.
      const slow = await Promise.all(
        endpoints.map(async (endpoint) => {
          const other = await page.context().newPage();
          try {
            return [endpoint, await runCell(other, target, endpoint, '20 s answer', 35_000)] as const;
          } finally {
            await other.close();
          }
        }),
      );
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
