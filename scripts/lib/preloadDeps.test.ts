import { describe, expect, it } from 'vitest';
import { entryClosure, preloadDeps } from './preloadDeps.ts';

const bundle = {
  'assets/index-a.js': {
    type: 'chunk',
    fileName: 'assets/index-a.js',
    isEntry: true,
    imports: ['assets/vendor-b.js'],
  },
  'assets/vendor-b.js': { type: 'chunk', fileName: 'assets/vendor-b.js', imports: ['assets/runtime-c.js'] },
  'assets/runtime-c.js': { type: 'chunk', fileName: 'assets/runtime-c.js', imports: [] },
  'assets/route-d.js': {
    type: 'chunk',
    fileName: 'assets/route-d.js',
    imports: ['assets/index-a.js', 'assets/shared-e.js'],
  },
  'assets/shared-e.js': { type: 'chunk', fileName: 'assets/shared-e.js', imports: ['assets/vendor-b.js'] },
  'assets/lazy-g.js': {
    type: 'chunk',
    fileName: 'assets/lazy-g.js',
    imports: ['assets/shared-e.js', 'assets/vendor-b.js'],
  },
  'assets/index-f.css': { type: 'asset', fileName: 'assets/index-f.css' },
};

/** The plugin's hook over `bundle`, then its resolver for a dynamic import's dependencies. */
function resolver() {
  const { plugin, resolveDependencies } = preloadDeps();
  (plugin.generateBundle as (options: unknown, bundle: unknown) => void)({}, bundle);
  return resolveDependencies;
}

describe('preload lists without what the entry loaded', () => {
  it('finds the entry and its static imports, through the imports of imports', () => {
    expect([...entryClosure(bundle)].sort()).toEqual([
      'assets/index-a.js',
      'assets/runtime-c.js',
      'assets/vendor-b.js',
    ]);
  });

  it('leaves them out of a dynamic import’s list and keeps the rest in order', () => {
    const deps = [
      'assets/route-d.js',
      'assets/index-a.js',
      'assets/shared-e.js',
      'assets/vendor-b.js',
      'assets/runtime-c.js',
    ];
    expect(resolver()('assets/route-d.js', deps, { hostId: 'assets/index-a.js', hostType: 'js' })).toEqual([
      'assets/route-d.js',
      'assets/shared-e.js',
    ]);
  });

  it('leaves out what the importing chunk imports statically too (it has run when the import starts)', () => {
    const deps = ['assets/lazy-g.js', 'assets/shared-e.js', 'assets/vendor-b.js'];
    expect(resolver()('assets/lazy-g.js', deps, { hostId: 'assets/route-d.js', hostType: 'js' })).toEqual([
      'assets/lazy-g.js',
    ]);
    // Another host that does not import shared-e statically keeps it.
    expect(resolver()('assets/lazy-g.js', deps, { hostId: 'assets/index-a.js', hostType: 'js' })).toEqual([
      'assets/lazy-g.js',
      'assets/shared-e.js',
    ]);
  });

  it('leaves index.html’s preload links as they are', () => {
    const deps = ['assets/vendor-b.js', 'assets/runtime-c.js'];
    expect(resolver()('assets/index-a.js', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(deps);
  });
});
