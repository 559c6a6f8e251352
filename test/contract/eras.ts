import fs from 'node:fs';
import path from 'node:path';
import { example, exampleNames, shapeDiff } from './shape.mjs';

/**
 * The contract's examples for each LMS release (test/mock-lms/era.ts): `examples/` holds the spec's LMS
 * (vendored unchanged from ../shared/lms-contract), `examples-current/` today's answers where they differ
 * (current-lms.md, source-checked in docs/decisions/0020-todays-lms.md). A call whose answer did not
 * change has no file of its own in `examples-current/`: the spec's example stands for both; an answer the
 * spec's examples lack (a 403 body, the navigation call) has only today's, which stands for both.
 */
export type ExampleEra = 'current' | 'spec';

const CURRENT = path.join(import.meta.dirname, 'examples-current');

export const currentExampleNames = (): string[] =>
  fs
    .readdirSync(CURRENT)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5))
    .sort();

function currentExample(name: string, at?: string): unknown {
  let value: unknown = JSON.parse(fs.readFileSync(path.join(CURRENT, `${name}.json`), 'utf8'));
  for (const key of at ? at.split('.') : []) {
    if (value === null || typeof value !== 'object' || !(key in value))
      throw new Error(`example-current "${name}" has no "${at}"`);
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The example of a call as the given era's LMS answers it. */
export function exampleOf(era: ExampleEra, name: string, at?: string): unknown {
  const hasCurrent = fs.existsSync(path.join(CURRENT, `${name}.json`));
  if (hasCurrent && (era === 'current' || !exampleNames().includes(name))) return currentExample(name, at);
  return example(name, at);
}

/** shape.mjs's check against the given era's example: one line per difference, [] when it conforms. */
export function checkEraShape(era: ExampleEra, name: string, actual: unknown, at?: string): string[] {
  return shapeDiff(exampleOf(era, name, at), actual);
}
