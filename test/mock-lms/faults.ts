import { delay, http, HttpResponse } from 'msw';
import { lmsUrl } from './env';
import { state } from './state';

/**
 * Fault injection for tests and demos: make calls whose path matches answer a given status, a malformed
 * body, a network failure, or a delay. `path` is a substring of the request path, or a regular expression
 * when it starts with '^'. `times` limits how many requests it affects (default: all).
 */
export interface Fault {
  method?: string;
  path: string;
  status?: number;
  /** 'malformed' (broken JSON), 'empty', 'wrong-shape' (a JSON array), 'network' (no answer), other text, or a JSON body. */
  body?: string | Record<string, unknown>;
  delayMs?: number;
  times?: number;
}

function matches(fault: Fault, method: string, pathname: string): boolean {
  if (fault.method && fault.method.toUpperCase() !== method.toUpperCase()) return false;
  if (fault.path.startsWith('^')) {
    try {
      return new RegExp(fault.path).test(pathname);
    } catch {
      return false;
    }
  }
  return pathname.includes(fault.path);
}

export function addFault(fault: Fault): void {
  state.faults.push({ ...fault });
}

export function clearFaults(): void {
  state.faults = [];
}

function faultResponse(fault: Fault): Response | undefined {
  const status = fault.status ?? 200;
  if (fault.body === 'network') return HttpResponse.error();
  if (fault.body === 'malformed')
    return new HttpResponse('{"this is": not json', {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  if (fault.body === 'empty') return new HttpResponse(null, { status });
  if (fault.body === 'wrong-shape')
    return HttpResponse.json(['an', 'array', 'instead', 'of', 'an', 'object'], { status });
  if (typeof fault.body === 'object') return HttpResponse.json(fault.body, { status });
  if (typeof fault.body === 'string')
    return new HttpResponse(fault.body, { status, headers: { 'Content-Type': 'text/html' } });
  if (fault.status !== undefined) {
    return HttpResponse.json({ detail: `Injected fault: ${status}` }, { status });
  }
  return undefined;
}

/** The first handler: applies the first matching fault, or lets the request through to the real handler. */
export const faultHandler = http.all(lmsUrl('/*'), async ({ request }) => {
  const { pathname } = new URL(request.url);
  if (pathname.startsWith('/__mock')) return undefined;
  const index = state.faults.findIndex((fault) => matches(fault, request.method, pathname));
  const fault = state.faults[index];
  if (!fault) return undefined;
  if (fault.times !== undefined) {
    fault.times -= 1;
    if (fault.times <= 0) state.faults.splice(index, 1);
  }
  if (fault.delayMs) await delay(fault.delayMs);
  return faultResponse(fault);
});
