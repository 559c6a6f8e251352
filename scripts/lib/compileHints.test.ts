import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, withCompileHint } from './compileHints.ts';

/** Runs the plugin's hook over a bundle, as the build does. */
function generateBundle(bundle: object) {
  (compileHints().generateBundle as { handler: (options: unknown, bundle: unknown) => void }).handler(
    {},
    bundle,
  );
}

// "a;\nb;" from a source whose line 1 column 0 is `a` and line 3 column 2 is `b`.
const map = JSON.stringify({ version: 3, sources: ['src.ts'], names: [], mappings: 'AAAA;AAEE' });

describe('compile hints', () => {
  it('puts the hint first and moves every mapping down one line', () => {
    const { code, map: next } = withCompileHint('a;\nb;', map);
    expect(code).toBe(`${COMPILE_HINT}\na;\nb;`);
    // An empty first line (the hint maps to nothing), then the old lines as they were.
    expect(JSON.parse(next!)).toEqual({ ...JSON.parse(map), mappings: ';AAAA;AAEE' });
  });

  it('adds it once, and works without a map', () => {
    const once = withCompileHint('a;', map);
    expect(withCompileHint(once.code, once.map)).toEqual(once);
    expect(withCompileHint('a;')).toEqual({ code: `${COMPILE_HINT}\na;` });
  });

  it('hints every chunk of the bundle and its map, nothing else', () => {
    const bundle: Record<string, { type: string; fileName: string; code?: string; source?: string }> = {
      'a.js': { type: 'chunk', fileName: 'a.js', code: 'a;' },
      'a.js.map': { type: 'asset', fileName: 'a.js.map', source: map },
      'b.css': { type: 'asset', fileName: 'b.css', source: 'b{}' },
    };
    generateBundle(bundle);
    expect(bundle['a.js']!.code).toBe(`${COMPILE_HINT}\na;`);
    expect((JSON.parse(bundle['a.js.map']!.source!) as { mappings: string }).mappings).toBe(';AAAA;AAEE');
    expect(bundle['b.css']!.source).toBe('b{}');
  });

  it('reads a map given as bytes', () => {
    const bundle = {
      'a.js': { type: 'chunk', fileName: 'a.js', code: 'a;' },
      'a.js.map': { type: 'asset', fileName: 'a.js.map', source: new TextEncoder().encode(map) as unknown },
    };
    generateBundle(bundle);
    expect((JSON.parse(bundle['a.js.map'].source as string) as { mappings: string }).mappings).toBe(
      ';AAAA;AAEE',
    );
  });
});
