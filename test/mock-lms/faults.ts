import { delay, http, HttpResponse } from 'msw';
import { lmsUrl } from './env';
import { actionOfBody } from './faultAction';
import { state } from './state';

/**
 * Fault injection for tests and demos: make calls whose path matches answer a given status, a malformed
 * body, a network failure, or a delay. `path` is a substring of the request path, or a regular expression
 * when it starts with '^'. `times` limits how many requests it affects (default: all).
 */
export interface Fault {
  method?: string;
  path: string;
  /**
   * Only writes whose JSON body names this action: its `action` field (edx-proctoring's `stop`, `start`,
   * `submit` on one path), else, for a PATCH, the fields it changes, sorted and joined by commas.
   */
  action?: string;
  status?: number;
  /** 'malformed' (broken JSON), 'empty', 'wrong-shape' (a JSON array), 'network' (no answer), other text, or a JSON body. */
  body?: string | Record<string, unknown>;
  /** Headers of the answer (a 503's `Retry-After`). */
  headers?: Record<string, string>;
  /**
   * Answer this late. A fault cleared in the meantime (the test that asked for it has moved on) drops the
   * connection instead of answering: a late write must not land in the next test's state.
   */
  delayMs?: number;
  times?: number;
  /** How many requests it has answered (the mock counts; `GET /__mock/faults` shows it). */
  hits?: number;
}

function pathMatches(fault: Fault, pathname: string): boolean {
  if (fault.path.startsWith('^')) {
    try {
      return new RegExp(fault.path).test(pathname);
    } catch {
      return false;
    }
  }
  return pathname.includes(fault.path);
}

async function matches(fault: Fault, request: Request, pathname: string): Promise<boolean> {
  if (fault.method && fault.method.toUpperCase() !== request.method.toUpperCase()) return false;
  if (!pathMatches(fault, pathname)) return false;
  if (fault.action === undefined) return true;
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => null);
  return actionOfBody(request.method, body) === fault.action;
}

export function addFault(fault: Fault): void {
  state.faults.push({ ...fault });
}

export function clearFaults(): void {
  state.faults = [];
}

function faultResponse(fault: Fault): Response | undefined {
  const status = fault.status ?? 200;
  const extra = fault.headers ?? {};
  if (fault.body === 'network') return HttpResponse.error();
  if (fault.body === 'malformed')
    return new HttpResponse('{"this is": not json', {
      status,
      headers: { 'Content-Type': 'application/json', ...extra },
    });
  if (fault.body === 'empty') return new HttpResponse(null, { status, headers: extra });
  if (fault.body === 'wrong-shape')
    return HttpResponse.json(['an', 'array', 'instead', 'of', 'an', 'object'], { status, headers: extra });
  if (typeof fault.body === 'object') return HttpResponse.json(fault.body, { status, headers: extra });
  if (typeof fault.body === 'string')
    return new HttpResponse(fault.body, { status, headers: { 'Content-Type': 'text/html', ...extra } });
  if (fault.status !== undefined) {
    return HttpResponse.json({ detail: `Injected fault: ${status}` }, { status, headers: extra });
  }
  return undefined;
}

/** The first handler: applies the first matching fault, or lets the request through to the real handler. */
export const faultHandler = http.all(lmsUrl('/*'), async ({ request }) => {
  const { pathname } = new URL(request.url);
  if (pathname.startsWith('/__mock')) return undefined;
  let index = -1;
  for (const [at, candidate] of state.faults.entries()) {
    if (await matches(candidate, request, pathname)) {
      index = at;
      break;
    }
  }
  const fault = state.faults[index];
  if (!fault) return undefined;
  fault.hits = (fault.hits ?? 0) + 1;
  if (fault.times !== undefined) {
    fault.times -= 1;
    if (fault.times <= 0) state.faults.splice(index, 1);
  }
  if (fault.delayMs) {
    await delay(fault.delayMs);
    if (fault.times === undefined && !state.faults.includes(fault)) return HttpResponse.error();
  }
  return faultResponse(fault);
});
