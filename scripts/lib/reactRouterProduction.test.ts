import { describe, expect, it } from 'vitest';
import { productionTwin, reactRouterProduction } from './reactRouterProduction.ts';

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

  it('applies to production builds only (tests and the dev server keep the development build)', () => {
    expect(reactRouterProduction().apply).toBe('build');
  });
});
