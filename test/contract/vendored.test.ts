import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const here = import.meta.dirname;
const shared = path.resolve(here, '../../../shared/lms-contract');

describe('vendored LMS contract', () => {
  it.runIf(fs.existsSync(shared))('matches ../shared/lms-contract', () => {
    const files = ['shape.mjs', 'shape.d.mts', 'current-lms.md', ...fs.readdirSync(path.join(shared, 'examples')).map((f) => `examples/${f}`)];
    for (const file of files) {
      expect(fs.readFileSync(path.join(here, file), 'utf8'), file).toBe(fs.readFileSync(path.join(shared, file), 'utf8'));
    }
    expect(fs.readdirSync(path.join(here, 'examples')).sort()).toEqual(fs.readdirSync(path.join(shared, 'examples')).sort());
  });
});
