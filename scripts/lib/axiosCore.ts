import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { transformError } from './transformGuard.ts';

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
 * operator's env.config plugins) keeps the package's entry; tests and the dev server keep it too. The build
 * fails when one of axios's modules that entry imports is gone, or when no app module imported axios
 * (decision 0033).
 */
export function axiosCore(root: string): Plugin {
  let matched = 0;
  return {
    name: 'learning:axios-core',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      matched = 0;
      const missing: string[] = [];
      for (const module of axiosCoreImports()) {
        if (!(await this.resolve(module, AXIOS_CORE, { skipSelf: true }))) missing.push(module);
      }
      if (missing.length)
        this.error(
          transformError(
            'axiosCore',
            'axios to have the modules scripts/lib/axios-core.js builds on',
            `none at ${missing.join(', ')}`,
          ),
        );
    },
    resolveId(source, importer) {
      if (!takesAxiosCore(source, importer, root)) return null;
      matched += 1;
      return AXIOS_CORE;
    },
    buildEnd(error) {
      if (error || matched > 0) return;
      this.error(transformError('axiosCore', "the app's modules to import 'axios'", 'no import'));
    },
  };
}

/** The axios modules scripts/lib/axios-core.js imports. */
export function axiosCoreImports(source = fs.readFileSync(AXIOS_CORE, 'utf8')): string[] {
  return [...source.matchAll(/^import \w+ from '(axios\/[^']+)';$/gm)].map((match) => match[1] ?? '');
}
