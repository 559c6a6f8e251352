import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which LMS the mock answers as (../shared/lms-contract/current-lms.md):
 * - `current`: today's openedx-platform (Sumac, Teak, Ulmo and later): the courseware course call without
 *   access, tabs, staff flags, verified mode, org or number; weekly goals; hidden blocks; the server's
 *   progress averages; 403s from the tab calls; the navigation sidebar's call.
 * - `spec`: the LMS the spec and the contract's examples describe (Sept 2021).
 *
 * The server-wide era starts from `MOCK_LMS_ERA` (default `current`) and `POST /__mock/era` changes it; a
 * `mock_lms_era` cookie on the LMS origin overrides it for the requests that carry it, so browser tests in
 * separate contexts can use both eras against one server at once.
 */
export type Era = 'current' | 'spec';

export const ERAS: readonly Era[] = ['current', 'spec'];
export const ERA_COOKIE = 'mock_lms_era';

export const isEra = (value: unknown): value is Era => value === 'current' || value === 'spec';

const env = typeof process !== 'undefined' ? process.env : {};

/** The era a fresh mock LMS answers as: `MOCK_LMS_ERA`, else today's. */
export function defaultEra(): Era {
  const named = env.MOCK_LMS_ERA?.trim().toLowerCase();
  if (!named) return 'current';
  if (isEra(named)) return named;
  throw new Error(`MOCK_LMS_ERA must be one of ${ERAS.join(', ')}, not "${named}"`);
}

let serverEra: Era = defaultEra();
const requestEra = new AsyncLocalStorage<Era>();

/** The era of the request being answered (its cookie), else the server's. */
export const era = (): Era => requestEra.getStore() ?? serverEra;

export const isCurrentEra = () => era() === 'current';

export function setServerEra(value: Era): void {
  serverEra = value;
}

export function resetServerEra(): void {
  serverEra = defaultEra();
}

/** The `mock_lms_era` cookie of a request, when it names an era. */
export function eraOfRequest(request: Request): Era | null {
  const cookie = request.headers.get('cookie') ?? '';
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === ERA_COOKIE && isEra(value)) return value;
  }
  return null;
}

/** Runs `answer` as the era the request asks for (its cookie), or the server's when it names none. */
export function answerInEra<T>(request: Request, answer: () => T): T {
  const asked = eraOfRequest(request);
  return asked ? requestEra.run(asked, answer) : answer();
}
