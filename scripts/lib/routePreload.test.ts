import { describe, expect, it } from 'vitest';
import { routePreload } from './routePreload.ts';

type Hook = (html: string, ctx: { bundle?: object }) => { tags: { children: string }[] } | string;

function chunk(fileName: string, extra: Record<string, unknown> = {}) {
  return { type: 'chunk', fileName, imports: [], isEntry: false, facadeModuleId: null, ...extra };
}

function transform(base: string, bundle: Record<string, unknown>) {
  const plugin = routePreload();
  (plugin.configResolved as (config: { base: string }) => void)({ base });
  const hook = (plugin.transformIndexHtml as { handler: Hook }).handler;
  return hook('<html></html>', { bundle });
}

const features = [
  'goal-unsubscribe',
  'preferences-unsubscribe',
  'outline',
  'dates',
  'progress',
  'course-exit',
  'live',
  'access-denied',
  'discussion',
  'courseware',
];

function bundleWith(outlineImports: string[]) {
  const bundle: Record<string, unknown> = {
    'assets/index.js': chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'] }),
    'assets/react.js': chunk('assets/react.js'),
    'assets/shared.js': chunk('assets/shared.js', {
      viteMetadata: { importedCss: new Set(['assets/shared.css']) },
    }),
  };
  for (const feature of features) {
    bundle[`assets/${feature}.js`] = chunk(`assets/${feature}.js`, {
      facadeModuleId: `/repo/src/features/${feature}/route.tsx`,
      imports: feature === 'outline' ? outlineImports : [],
    });
  }
  return bundle;
}

/** Runs the generated script against a path and returns the links it adds. */
function linksFor(script: string, pathname: string) {
  const added: { rel: string; href: string; as?: string }[] = [];
  const document = { createElement: () => ({}), head: { appendChild: (l: never) => added.push(l) } };
  // The script is the build's own output, run here as the browser would run it.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function('location', 'document', script) as (l: object, d: object) => void;
  run({ pathname }, document);
  return added.map((l) => `${l.rel}${l.as ? ` as ${l.as}` : ''} ${l.href}`);
}

describe('route preload', () => {
  it('asks for the page chunk, its own imports and their CSS, but not what the entry loads anyway', () => {
    const result = transform('/', bundleWith(['assets/shared.js', 'assets/react.js']));
    const script = typeof result === 'string' ? '' : result.tags[0]!.children;
    expect(linksFor(script, '/course/course-v1:a+b+c/home')).toEqual([
      'modulepreload /assets/outline.js',
      'modulepreload /assets/shared.js',
      'preload as style /assets/shared.css',
    ]);
    const unit = '/course/x/block-v1:a+b+c+type@sequential+block@s/block-v1:a+b+c+type@vertical+block@u';
    expect(linksFor(script, unit)).toEqual(['modulepreload /assets/courseware.js']);
    expect(linksFor(script, `/preview${unit}`)).toEqual(['modulepreload /assets/courseware.js']);
    expect(linksFor(script, '/course/x/discussion/forum/')).toEqual(['modulepreload /assets/discussion.js']);
    expect(linksFor(script, '/course/x/live')).toEqual(['modulepreload /assets/live.js']);
    // Not a usage key: "not found", so no courseware chunk.
    expect(linksFor(script, '/course/x/seq/unit')).toEqual([]);
    expect(linksFor(script, '/redirect/dashboard')).toEqual([]);
  });

  it('understands a public path', () => {
    const result = transform('/learning/', bundleWith([]));
    const script = typeof result === 'string' ? '' : result.tags[0]!.children;
    expect(linksFor(script, '/learning/course/x/dates')).toEqual(['modulepreload /learning/assets/dates.js']);
  });

  it('fails the build when a page has no chunk', () => {
    const bundle = bundleWith([]);
    delete bundle['assets/dates.js'];
    expect(() => transform('/', bundle)).toThrow(/dates/);
  });
});
