// Import boundaries (docs/decisions/0012-one-job-per-layer.md): app may import
// anything; a feature imports its own files, components, rules, lms and platform, never another feature or
// the app; components import rules, lms and platform; rules (the shared pure rules: certificate status, exit
// state, access denied, date banners) import lms types and platform; lms imports platform; platform imports
// only itself. The route configuration (src/app/routeConfig.ts and its matcher, routeMatch.ts) is a layer of
// its own below rules: data and pure functions every layer that makes an address of the app
// reads (its one path builder, `pathTo`), importing nothing else (docs/decisions/0024). Application code
// never imports test code; a test file keeps its folder's boundaries and may also import the test helpers.
// The rule resolves every import (the @/ alias and relative paths alike), so a relative path cannot
// slip across a boundary.
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '..', 'src');
const TEST = path.resolve(import.meta.dirname, '..', 'test');
/** The route configuration's files (extensions as written or resolved). */
const ROUTE_CONFIGURATION = ['app/routeConfig', 'app/routeMatch'].map((file) => path.join(SRC, file));

function layerOf(file) {
  if (file.startsWith(TEST + path.sep)) return { name: 'test' };
  if (!file.startsWith(SRC + path.sep)) return null;
  if (ROUTE_CONFIGURATION.includes(file.replace(/\.tsx?$/, ''))) return { name: 'routes' };
  const [top, sub] = path.relative(SRC, file).split(path.sep);
  if (top === 'features') return { name: 'feature', feature: sub };
  return { name: top };
}

const ALLOWED = {
  app: ['app', 'feature', 'components', 'rules', 'routes', 'lms', 'platform', 'styles'],
  feature: ['feature', 'components', 'rules', 'routes', 'lms', 'platform', 'styles'],
  components: ['components', 'rules', 'routes', 'lms', 'platform', 'styles'],
  rules: ['rules', 'routes', 'lms', 'platform'],
  routes: ['routes'],
  lms: ['lms', 'platform'],
  platform: ['platform'],
  styles: ['styles'],
};

function resolve(source, fromFile) {
  if (source.startsWith('@/')) return path.join(SRC, source.slice(2));
  if (source.startsWith('@test/')) return path.join(TEST, source.slice(6));
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source);
  return null;
}

export default {
  rules: {
    layers: {
      meta: {
        type: 'problem',
        messages: {
          forbidden:
            '{{from}} may not import {{to}} ({{source}}): see docs/decisions/0012-one-job-per-layer.md.',
        },
        schema: [],
      },
      create(context) {
        const isTest = /\.test\.tsx?$/.test(context.filename);
        const from = layerOf(context.filename);
        if (!from || from.name === 'test' || !ALLOWED[from.name]) return {};
        const check = (node) => {
          if (!node.source || typeof node.source.value !== 'string') return;
          const target = resolve(node.source.value, context.filename);
          if (!target) return;
          const to = layerOf(target);
          if (!to) return;
          const label = (l) => (l.name === 'feature' ? `feature "${l.feature}"` : l.name);
          const crossFeature =
            from.name === 'feature' && to.name === 'feature' && to.feature !== from.feature;
          if (
            (to.name === 'test' && !isTest) ||
            (to.name !== 'test' && !ALLOWED[from.name].includes(to.name)) ||
            crossFeature
          ) {
            context.report({
              node: node.source,
              messageId: 'forbidden',
              data: { from: label(from), to: label(to), source: node.source.value },
            });
          }
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};
