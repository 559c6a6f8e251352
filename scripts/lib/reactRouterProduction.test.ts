import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionTwin, reactRouterProduction } from './reactRouterProduction.ts';

/** Rollup's plugin context, as far as the transforms use it: `error` throws. */
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};
type Hook = (this: unknown, ...args: unknown[]) => unknown;
const call = (hook: unknown, ...args: unknown[]) => (hook as Hook).call(context, ...args);

describe('react-router production build', () => {
  it('maps a file of the development build to its production twin', () => {
    expect(productionTwin('/repo/node_modules/react-router/dist/development/index.mjs')).toBe(
      '/repo/node_modules/react-router/dist/production/index.mjs',
    );
    expect(productionTwin('C:\\repo\\node_modules\\react-router\\dist\\development\\dom-export.mjs')).toBe(
      'C:\\repo\\node_modules\\react-router\\dist\\production\\dom-export.mjs',
    );
    expect(productionTwin('/repo/node_modules/react-router/dist/production/index.mjs')).toBeNull();
  });

  it('fails the build, naming itself, when an entry has no production twin or is not imported', async () => {
    const plugin = reactRouterProduction();
    const resolvingTo = (id: string) => ({
      ...context,
      resolve: () => Promise.resolve({ id }),
    });
    const resolveId = plugin.resolveId as (this: unknown, ...args: unknown[]) => Promise<unknown>;
    await expect(
      resolveId.call(
        resolvingTo('/r/node_modules/react-router/dist/index.mjs'),
        'react-router',
        '/r/a.js',
        {},
      ),
    ).rejects.toThrow(
      /^\[reactRouterProduction\] expected 'react-router' to resolve to react-router's dist\/development with a dist\/production twin/,
    );
    await expect(
      resolveId.call(
        resolvingTo('/r/node_modules/react-router/dist/development/index.mjs'),
        'react-router',
        '/r/a.js',
        {},
      ),
    ).rejects.toThrow(
      /^\[reactRouterProduction\] .*found no \/r\/node_modules\/react-router\/dist\/production/,
    );
    call(plugin.buildStart);
    expect(() => call(plugin.buildEnd)).toThrow(
      /^\[reactRouterProduction\] expected the build to import react-router and react-router\/dom; found neither/,
    );
  });

  it('resolves both entries of the installed react-router to their production twins', async () => {
    const plugin = reactRouterProduction();
    const resolveId = plugin.resolveId as (this: unknown, ...args: unknown[]) => Promise<{ id: string }>;
    const installed = (source: string) => ({
      ...context,
      resolve: () =>
        Promise.resolve({
          id: path.resolve(
            import.meta.dirname,
            '../../node_modules/react-router/dist/development',
            source === 'react-router' ? 'index.mjs' : 'dom-export.mjs',
          ),
        }),
    });
    call(plugin.buildStart);
    for (const source of ['react-router', 'react-router/dom'])
      expect((await resolveId.call(installed(source), source, '/r/a.js', {})).id).toMatch(/dist\/production/);
    expect(() => call(plugin.buildEnd)).not.toThrow();
  });

  it('applies to production builds only (tests and the dev server keep the development build)', () => {
    expect(reactRouterProduction().apply).toBe('build');
  });
});
