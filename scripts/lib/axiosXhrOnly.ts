import type { Plugin } from 'vite';

const STUB = '\0axios-fetch-adapter-stub';

/**
 * Browsers always take axios's XMLHttpRequest adapter (its default order is xhr, http, fetch), so its
 * fetch adapter and the stream and multipart helpers it pulls in are dead weight in the bundle. In the
 * production build this swaps that one module for a stub that reports "not supported", which is how axios
 * treats a missing adapter. Tests and the dev server keep the real module.
 */
export function axiosXhrOnly(): Plugin {
  return {
    name: 'learning:axios-xhr-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === './fetch.js' &&
        importer?.replaceAll('\\', '/').endsWith('/axios/lib/adapters/adapters.js')
      ) {
        return STUB;
      }
      return null;
    },
    load(id) {
      return id === STUB ? 'export const getFetch = () => false;\nexport default false;\n' : null;
    },
  };
}
