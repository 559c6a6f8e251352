import fs from 'node:fs';
import { expect, it } from 'vitest';
import { CONTRACT_CALLS, CONTRACT_PARTS, contractPart } from './contractSuite';

// Each part has its file, and the parts together hold every call once.
it('runs every call of the contract test in exactly one part, each part in a file', () => {
  const parts = Array.from({ length: CONTRACT_PARTS }, (_, index) => contractPart(index + 1));
  expect(parts.every((part) => part.length > 0)).toBe(true);
  expect(parts.reduce((sum, part) => sum + part.length, 0)).toBe(CONTRACT_CALLS);
  expect(CONTRACT_CALLS).toBeGreaterThan(1000);
  for (let part = 1; part <= CONTRACT_PARTS; part += 1) {
    expect(fs.existsSync(new URL(`./contract.part${part}.test.ts`, import.meta.url))).toBe(true);
  }
});
