import path from 'node:path';
import type { Plugin } from 'vite';

/** The entry the app's own modules get for `axios` in the production build. */
export const AXIOS_CORE = path.join(import.meta.dirname, 'axios-core.js');

/** Whether `axios`, imported from this module, resolves to {@link AXIOS_CORE}: the app's sources only. */
export function takesAxiosCore(source: string, importer: string | undefined, root: string): boolean {
  if (source !== 'axios' || !importer) return false;
  const relative = path.relative(path.join(root, 'src'), importer.split('?')[0] ?? '');
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/**
 * In the production build, `import axios from 'axios'` in src/ resolves to scripts/lib/axios-core.js:
 * axios's own core modules and instance factory, without what its entry attaches to the default export
 * for other callers (about 1 KB gzip of the first download). Anything else importing axios (an
 * operator's env.config plugins) keeps the package's entry; tests and the dev server keep it too.
 */
export function axiosCore(root: string): Plugin {
  return {
    name: 'learning:axios-core',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return takesAxiosCore(source, importer, root) ? AXIOS_CORE : null;
    },
  };
}
