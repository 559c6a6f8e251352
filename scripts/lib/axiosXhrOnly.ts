import type { Plugin } from 'vite';
import { transformError } from './transformGuard.ts';

const STUB = '\0axios-fetch-adapter-stub';

/**
 * Browsers always take axios's XMLHttpRequest adapter (its default order is xhr, http, fetch), so its
 * fetch adapter and the stream and multipart helpers it pulls in are dead weight in the bundle. In the
 * production build this swaps that one module for a stub that reports "not supported", which is how axios
 * treats a missing adapter. Tests and the dev server keep the real module. The build fails unless axios's
 * adapter table imported the fetch adapter exactly once (decision 0033).
 */
export function axiosXhrOnly(): Plugin {
  let matched = 0;
  return {
    name: 'learning:axios-xhr-only',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      matched = 0;
    },
    resolveId(source, importer) {
      if (
        source === './fetch.js' &&
        importer?.replaceAll('\\', '/').endsWith('/axios/lib/adapters/adapters.js')
      ) {
        matched += 1;
        return STUB;
      }
      return null;
    },
    buildEnd(error) {
      if (error || matched === 1) return;
      this.error(
        transformError(
          'axiosXhrOnly',
          "axios/lib/adapters/adapters.js to import './fetch.js' once",
          `${matched} imports`,
        ),
      );
    },
    load(id) {
      return id === STUB ? 'export const getFetch = () => false;\nexport default false;\n' : null;
    },
  };
}
