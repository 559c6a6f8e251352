import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeMapPointers, exists, pointersIn, stalePointers, unmappedFolders } from './filePointers.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('files named in comments, the docs and the map of the code', () => {
  it('reads the paths of comments, Markdown and the map, and judges them', () => {
    const code = [
      "import x from './x'; // see src/app/routeConfig.ts",
      '/**',
      ' * Built by ./bundle.ts and components/Icon.tsx, decided in docs/decisions/0017.',
      ' */',
      "const notAComment = 'src/nowhere.ts';",
      '// gates/Gates.tsx, Missing.tsx and frontend-app-learning/src/courseware/Course.tsx',
      '// decisions 0015 and 0017',
    ].join('\n');
    expect(pointersIn('scripts/lib/a.ts', code).map((p) => [p.line, p.path, p.target])).toEqual([
      [1, 'src/app/routeConfig.ts', 'src/app/routeConfig.ts'],
      [3, 'docs/decisions/0017', 'docs/decisions/0017'],
      [3, 'components/Icon.tsx', 'src/components/Icon.tsx|scripts/lib/components/Icon.tsx'],
      [3, './bundle.ts', 'scripts/lib/bundle.ts'],
      [6, 'gates/Gates.tsx', '**/gates/Gates.tsx'],
      [6, 'Missing.tsx', '**/Missing.tsx'],
      [7, 'decision 0015', 'docs/decisions/0015'],
      [7, 'decision 0017', 'docs/decisions/0017'],
    ]);
    expect(exists(ROOT, '**/gates/Gates.tsx')).toBe(true);
    expect(exists(ROOT, '**/Missing.tsx')).toBe(false);
    expect(
      pointersIn('docs/a.md', 'See [the slots](plugin-slots.md), `src/lms` and [it](https://x.org).').map(
        (p) => p.target,
      ),
    ).toEqual(['src/lms', 'docs/plugin-slots.md']);
    const map = codeMapPointers(
      '## Map of the code\n\n```\nsrc/\n  app/     start\n    lines that go on\n  lms/     calls\n```\n',
    );
    expect(map.map((p) => p.target)).toEqual(['src', 'src/app', 'src/lms']);
    for (const found of ['src/app/routeConfig', 'docs/decisions/0017', 'test/contract/examples/exams_*.json'])
      expect(exists(ROOT, found), found).toBe(true);
    for (const missing of [
      'src/rules/firstOpenSequence.ts',
      'docs/decisions/0999',
      'src/features/*/nothing.ts',
    ])
      expect(exists(ROOT, missing), missing).toBe(false);
  });

  it('fails on a path that names nothing', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pointers-'));
    fs.mkdirSync(path.join(root, 'src'));
    fs.writeFileSync(path.join(root, 'src/a.ts'), '// the rules live in src/b.ts and src/c.ts\n');
    fs.writeFileSync(path.join(root, 'src/b.ts'), '');
    fs.mkdirSync(path.join(root, 'docs'));
    fs.writeFileSync(path.join(root, 'docs/d.md'), 'See `scripts/gone.ts` and [the map](../README.md).\n');
    fs.writeFileSync(
      path.join(root, 'README.md'),
      '# x\n\n## Map of the code\n\n```\nsrc/\n  lost/  was here\n```\n',
    );
    expect(stalePointers(root).map((p) => `${p.file}:${p.line} ${p.path}`)).toEqual([
      'docs/d.md:1 scripts/gone.ts',
      'src/a.ts:1 src/c.ts',
      'README.md:7 lost',
    ]);
  });

  it('fails on a folder of src the map of the code leaves out', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pointers-'));
    fs.mkdirSync(path.join(root, 'src/app/preload'), { recursive: true });
    fs.mkdirSync(path.join(root, 'src/lms'));
    fs.writeFileSync(path.join(root, 'README.md'), '## Map of the code\n\n```\nsrc/\n  app/  start\n```\n');
    expect(unmappedFolders(root)).toEqual(['src/app/preload', 'src/lms']);
  });

  /**
   * A file that moved leaves the comments and docs that named it pointing nowhere. Paths another branch
   * adds pass as soon as the file they name is there.
   */
  it('names no file the repository does not have', () => {
    expect(stalePointers(ROOT).map((p) => `${p.file}:${p.line}: ${p.path}`)).toEqual([]);
  });

  it("lists every folder of src in the README's map of the code", () => {
    expect(unmappedFolders(ROOT)).toEqual([]);
  });
});
