/**
 * One row per mock LMS answer to hold against the contract's example of the same call (shape.mjs). Each
 * feature area adds its own file of cases beside this one (`<area>.cases.ts`, exporting `cases`); the
 * contract test picks every such file up.
 */
import type { Era } from '../era';

export interface ContractCase {
  /** The LMS releases whose answer this is (test/mock-lms/era.ts); both when absent. */
  eras?: readonly Era[];
  /** The example's name in test/contract/examples (shape.mjs). */
  example: string;
  /** Where in the example file the answer's shape is (`response.body` for request/response pairs). */
  at?: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  /** A form body (application/x-www-form-urlencoded) in place of JSON. */
  form?: Readonly<Record<string, string>>;
  /** Who asks (a persona id); null for a visitor. */
  persona: string | null;
  status?: number;
  /** Puts the mock in the state the example shows (an attempt started, say) before the call. */
  setup?: () => void;
}
