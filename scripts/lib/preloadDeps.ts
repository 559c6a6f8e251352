import type { Plugin, ResolveModulePreloadDependenciesFn } from 'vite';

interface BundleChunk {
  type: string;
  fileName: string;
  isEntry?: boolean;
  imports?: readonly string[];
}
type Bundle = Readonly<Record<string, BundleChunk>>;

/** The JavaScript files `from` (chunks' file names) import statically, with them, through every level. */
export function staticClosure(bundle: Bundle, from: Iterable<string>): Set<string> {
  const loaded = new Set<string>();
  const add = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || loaded.has(fileName)) return;
    loaded.add(fileName);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  for (const fileName of from) add(fileName);
  return loaded;
}

/**
 * The JavaScript files every page has run before any other chunk can: the entry and what it imports
 * statically (the libraries' chunk, Rolldown's runtime).
 */
export function entryClosure(bundle: Bundle): Set<string> {
  const entries = Object.values(bundle).filter((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  return staticClosure(
    bundle,
    entries.map((chunk) => chunk.fileName),
  );
}

/**
 * Leaves out of each dynamic import's preload list (Vite's `__vite__mapDeps`) the files that have run
 * before the import can: the entry and its static imports (above), and the static imports of the chunk
 * that makes the import (a module runs after everything it imports statically). Preloading them did
 * nothing, as they are in memory already, but each lazy import named them: the entry's list, and every
 * screen's that loads a part of its own later (the progress tab's credit and ungraded chunks, the
 * outline's tours, the courseware's panels), carried their file names. The index.html's preload links
 * are untouched, and so is every other file of a list (what the lazy chunk alone needs, the CSS).
 */
export function preloadDeps(): { plugin: Plugin; resolveDependencies: ResolveModulePreloadDependenciesFn } {
  let bundle: Bundle = {};
  let loaded = new Set<string>();
  return {
    plugin: {
      name: 'learning:preload-deps',
      apply: 'build',
      // Before Vite's own generateBundle writes the lists (its import analysis runs after the app's plugins).
      generateBundle(_options, output) {
        bundle = output;
        loaded = entryClosure(bundle);
      },
    },
    resolveDependencies: (_file, deps, { hostId, hostType }) => {
      if (hostType === 'html') return deps;
      const host = staticClosure(bundle, [hostId]);
      return deps.filter((dep) => !loaded.has(dep) && !host.has(dep));
    },
  };
}
