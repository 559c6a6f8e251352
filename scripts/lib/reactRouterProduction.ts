import fs from 'node:fs';
import type { Plugin } from 'vite';

const ENTRIES = new Set(['react-router', 'react-router/dom']);

/** The production twin of a file of react-router's development build, or null when it is not one. */
export function productionTwin(id: string): string | null {
  const twin = id.replace(/([\\/])dist\1development\1/, '$1dist$1production$1');
  return twin === id ? null : twin;
}

/**
 * react-router 7 ships a development and a production build, but its package exports point every
 * condition at the development one (remix-run/react-router#12532, #14102): production bundles carry its
 * dev-only warnings and checks. In the production build this resolves `react-router` and
 * `react-router/dom` to the same files under `dist/production` (same API, `ENABLE_DEV_WARNINGS = false`).
 * Tests and the dev server keep the development build and its warnings.
 */
export function reactRouterProduction(): Plugin {
  return {
    name: 'learning:react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!ENTRIES.has(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const twin = resolved && productionTwin(resolved.id);
      // A react-router without the twin (another layout) keeps what it exports.
      return twin && fs.existsSync(twin) ? { ...resolved, id: twin } : resolved;
    },
  };
}
