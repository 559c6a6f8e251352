import type { Plugin, ResolveModulePreloadDependenciesFn } from 'vite';

interface BundleChunk {
  type: string;
  fileName: string;
  isEntry?: boolean;
  imports?: readonly string[];
}

/**
 * The JavaScript files every page has run before any other chunk can: the entry and what it imports
 * statically (the libraries' chunk, Rolldown's runtime).
 */
export function entryClosure(bundle: Readonly<Record<string, BundleChunk>>): Set<string> {
  const loaded = new Set<string>();
  const add = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || loaded.has(fileName)) return;
    loaded.add(fileName);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) add(chunk.fileName);
  return loaded;
}

/**
 * Leaves out of each dynamic import's preload list (Vite's `__vite__mapDeps`) the files every page has
 * already run: the entry and its static imports (above). Preloading them did nothing (they are in memory
 * before any chunk asks for another), but each lazy import named them: the entry's list, and every screen's
 * that loads a part of its own later (the progress tab's credit and ungraded chunks, the outline's tours,
 * the courseware's panels), carried their file names. The index.html's preload links are untouched, and so
 * is every other file of a list (a screen's shared chunks, its CSS).
 */
export function preloadDeps(): { plugin: Plugin; resolveDependencies: ResolveModulePreloadDependenciesFn } {
  let loaded = new Set<string>();
  return {
    plugin: {
      name: 'learning:preload-deps',
      apply: 'build',
      // Before Vite's own generateBundle writes the lists (its import analysis runs after the app's plugins).
      generateBundle(_options, bundle) {
        loaded = entryClosure(bundle);
      },
    },
    resolveDependencies: (_file, deps, { hostType }) =>
      hostType === 'html' ? deps : deps.filter((dep) => !loaded.has(dep)),
  };
}
