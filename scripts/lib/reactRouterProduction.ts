import fs from 'node:fs';
import type { Plugin } from 'vite';
import { transformError } from './transformGuard.ts';

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
 * Tests and the dev server keep the development build and its warnings. The build fails when an entry
 * does not resolve to a development file with a production twin, or when neither entry was imported
 * (decision 0033).
 */
export function reactRouterProduction(): Plugin {
  const twinned = new Set<string>();
  return {
    name: 'learning:react-router-production',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      twinned.clear();
    },
    async resolveId(source, importer, options) {
      if (!ENTRIES.has(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      const twin = productionTwin(resolved.id);
      if (!twin || !fs.existsSync(twin))
        this.error(
          transformError(
            'reactRouterProduction',
            `'${source}' to resolve to react-router's dist/development with a dist/production twin`,
            twin ? `no ${twin}` : resolved.id,
          ),
        );
      twinned.add(source);
      return { ...resolved, id: twin };
    },
    buildEnd(error) {
      if (error || twinned.size === ENTRIES.size) return;
      this.error(
        transformError(
          'reactRouterProduction',
          `the build to import ${[...ENTRIES].join(' and ')}`,
          [...twinned].join(', ') || 'neither',
        ),
      );
    },
  };
}
