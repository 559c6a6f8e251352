import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { declaresCharsetEarly } from './bundle.ts';

const dirs: string[] = [];
function distWith(html: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-test-'));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('the character encoding check', () => {
  const script = `<script>${'x'.repeat(2000)}</script>`;

  it('passes a page that declares it before a long inline script', () => {
    expect(declaresCharsetEarly(distWith(`<!doctype html><html><head><meta charset="UTF-8">${script}`))).toBe(
      true,
    );
  });

  it('fails a page that declares it only after the first 1,024 bytes', () => {
    expect(
      declaresCharsetEarly(distWith(`<!doctype html><html><head>${script}<meta charset="UTF-8" />`)),
    ).toBe(false);
    expect(declaresCharsetEarly(distWith(`<!doctype html><html><head>${script}`))).toBe(false);
  });
});
