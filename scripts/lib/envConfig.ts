import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The names an env.config file may have, in the order frontend-build resolves them. */
export const ENV_CONFIG_NAMES = ['env.config.js', 'env.config.jsx', 'env.config.ts', 'env.config.tsx'];

const NONE = '\0learning:env-config-none';

/**
 * The env.config file the build uses: ENV_CONFIG_FILE when set (a path from the repository root, used by
 * the Tutor check and the browser tests so they never write into the checkout), else the first
 * `env.config.*` at the root, else none.
 */
export function findEnvConfig(root: string, override?: string): string | null {
  if (override) {
    const file = path.resolve(root, override);
    if (!fs.existsSync(file)) throw new Error(`ENV_CONFIG_FILE names ${file}, which does not exist`);
    return file;
  }
  for (const name of ENV_CONFIG_NAMES) {
    const file = path.join(root, name);
    if (fs.existsSync(file)) return file;
  }
  return null;
}

/**
 * Resolves the bare import `env.config` (src/app/boot.ts) to the operator's file, or to an empty module
 * when there is none, as frontend-build's webpack alias does: without a file the app carries nothing for it.
 */
export function envConfig(file: string | null): Plugin {
  return {
    name: 'learning:env-config',
    enforce: 'pre',
    resolveId(id) {
      if (id !== 'env.config') return null;
      return file ?? NONE;
    },
    load(id) {
      return id === NONE ? 'export default undefined;\n' : null;
    },
  };
}

/**
 * `process.env.X` for every configuration key, as webpack's EnvironmentPlugin gives Open edX front ends:
 * Tutor's generated env.config.jsx reads `process.env.APP_ID` to pick its per-app slots.
 */
export function processEnvDefines(env: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).map(([key, value]) => [`process.env.${key}`, JSON.stringify(value)]),
  );
}
