import { beforeAll, inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Every module the app loads on demand, root-relative (vite.config.ts, `lazyModules`). */
    lazyModules: string[];
  }
}

/**
 * Setup of the screens' tests that share one module graph per worker (vite.config.ts's `dom` project):
 * every module the app loads on demand is loaded before the file's first test. A file that ended while one
 * of its screen's lazy chunks was still loading failed that load (its environment was gone), and the shared
 * graph kept the failure, so a later file's staff toolbar never appeared. Loaded once per worker; for the
 * files after the first the imports are already settled.
 */
beforeAll(async () => {
  await Promise.all(inject('lazyModules').map((file) => import(/* @vite-ignore */ file)));
});
