/**
 * The mock LMS's contract test (issue 1, decision 0020): every case of every `*.cases.ts` file, as each LMS
 * release it applies to, against that release's example of the call (shape.mjs). About 11,000 calls, 35 s
 * in one file: a part a file (contract.part{1,2,3}.test.ts), so that they spread over the test workers
 * instead of ending the run on one of them (decision 0019).
 */
import { describe, expect, it } from 'vitest';
import { checkEraShape, exampleOf } from '../../contract/eras';
import { ERAS, setServerEra } from '../era';
import { lmsUrl } from '../env';
import { JWT_PAYLOAD_COOKIE, jwtCookieValue } from '../jwt';
import { findPersona } from '../personas';
import type { ContractCase } from './cases';

const modules = import.meta.glob<{ cases: ContractCase[] }>('./*.cases.ts', { eager: true });
const all = Object.entries(modules).flatMap(([file, module]) => module.cases.map((c) => ({ ...c, file })));

/** The session cookie and the script-readable JWT cookie (the edx-exams service reads only that). */
function signedInCookies(persona: string | null): string {
  const found = findPersona(persona);
  if (!persona) return '';
  return `sessionid=${persona}${found ? `; ${JWT_PAYLOAD_COOKIE}=${jwtCookieValue(found)}` : ''}`;
}

/** A CSRF token the mock accepts, for unsafe calls. */
async function csrfHeaders(persona: string | null): Promise<Record<string, string>> {
  const cookie = signedInCookies(persona);
  const response = await fetch(lmsUrl('/csrf/api/v1/token'), { headers: { cookie } });
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return {
    cookie: `${cookie}; csrftoken=${csrfToken}`,
    'x-csrftoken': csrfToken,
    'content-type': 'application/json',
  };
}

/** Every case, as each LMS release it applies to. */
const calls = all.flatMap((c) =>
  (c.eras ?? ERAS).map(
    (era) =>
      [`${era}: ${c.method ?? 'GET'} ${c.path} as ${c.persona ?? 'visitor'} (${c.example})`, era, c] as const,
  ),
);

export const CONTRACT_PARTS = 3;

/** How many calls the contract test makes, over its parts. */
export const CONTRACT_CALLS = calls.length;

/** The contract test's part `part` (1 to CONTRACT_PARTS): every CONTRACT_PARTS-th call, from the part's own. */
export function contractPart(part: number) {
  return calls.filter((_, index) => index % CONTRACT_PARTS === part - 1);
}

export function describeContractPart(part: number) {
  describe(`the mock LMS answers in the contract’s wire format (part ${part} of ${CONTRACT_PARTS})`, () => {
    it('has cases', () => {
      expect(contractPart(part).length).toBeGreaterThan(0);
    });

    // Every case as each LMS release it applies to, against that release's example of the call.
    it.each(contractPart(part))('%s', runCall);
  });
}

async function runCall(_name: string, era: (typeof ERAS)[number], c: ContractCase) {
  setServerEra(era);
  c.setup?.();
  const method = c.method ?? 'GET';
  const headers = method === 'GET' ? { cookie: signedInCookies(c.persona) } : await csrfHeaders(c.persona);
  if (c.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  const response = await fetch(lmsUrl(c.path), {
    method,
    headers,
    body: c.form
      ? new URLSearchParams(c.form).toString()
      : c.body === undefined
        ? undefined
        : JSON.stringify(c.body),
  });
  expect(response.status).toBe(c.status ?? (method === 'POST' ? expect.any(Number) : 200));
  // An answer without a body (a PATCH's 200) stands against an example whose body is null.
  const text = await response.text();
  const body: unknown = text === '' ? null : JSON.parse(text);
  if (exampleOf(era, c.example, c.at) === null) expect(body).toBeNull();
  expect(checkEraShape(era, c.example, body, c.at)).toEqual([]);
}
