import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * Each page is its own chunk, imported when the route renders, which is after the main bundle has
 * downloaded, run, and the user has been fetched. This plugin writes a small inline script into
 * index.html that looks at the address and asks for that page's chunks (JavaScript and CSS, and the
 * chunk of its data calls, src/features/{page}/prefetch.ts) at once,
 * beside the main bundle, so the page's code is in memory by the time its data arrives. CSS is only
 * fetched (rel=preload): the chunk's import adds the stylesheet itself, after the main one, so the
 * cascade order stays what the bundler intended.
 * The patterns mirror src/app/routes.tsx (PAGE_PATTERNS); the build fails if a page's chunk is missing.
 */
const USAGE_KEY = '[^/]*block-v1(:|%3A)[^/]+';
const ROUTES: readonly (readonly [feature: string, pattern: string])[] = [
  ['goal-unsubscribe', '^/goal-unsubscribe/[^/]+/?$'],
  ['preferences-unsubscribe', '^/preferences-unsubscribe/[^/]+(/[^/]+)?/?$'],
  ['outline', '^/course/[^/]+/home/?$'],
  ['dates', '^/course/[^/]+/dates/?$'],
  ['progress', '^/course/[^/]+/progress(/[^/]+)?/?$'],
  ['course-exit', '^/course/[^/]+/course-end/?$'],
  ['live', '^/course/[^/]+/live/?$'],
  ['access-denied', '^/course/[^/]+/access-denied/?$'],
  ['discussion', '^/course/[^/]+/discussion(/.*)?$'],
  // Only usage keys are courseware (anything else is "not found", src/app/routes.tsx isUsageKey).
  ['courseware', `^(/preview)?/course/[^/]+(/${USAGE_KEY}){0,2}/?$`],
];

type Chunk = OutputChunk & { viteMetadata?: { importedCss?: Set<string> } };

function filesOf(chunk: Chunk, bundle: OutputBundle, skip: ReadonlySet<string>): string[] {
  const files = new Set<string>();
  const visit = (current: Chunk) => {
    if (files.has(current.fileName) || skip.has(current.fileName)) return;
    files.add(current.fileName);
    for (const css of current.viteMetadata?.importedCss ?? []) files.add(css);
    for (const name of current.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(chunk);
  return [...files];
}

export function routePreload(): Plugin {
  let base = '/';
  return {
    name: 'learning:route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
        // What the entry loads anyway is not asked for twice.
        const entry = chunks.find((chunk) => chunk.isEntry);
        const inEntry = new Set(entry ? filesOf(entry, bundle, new Set()) : []);
        const chunkOf = (path: string) =>
          chunks.find((item) => (item.facadeModuleId ?? '').replaceAll('\\', '/').endsWith(path));
        const table = ROUTES.map(([feature, pattern]) => {
          const chunk = chunkOf(`/src/features/${feature}/route.tsx`);
          if (!chunk) throw new Error(`route-preload: no chunk for src/features/${feature}/route.tsx`);
          // The page's data calls (its prefetch module, when it has one) start at boot: fetch them too.
          const prefetch = chunkOf(`/src/features/${feature}/prefetch.ts`);
          // Its modules first: on a slow network the browser fetches in this order, and the page's LMS
          // calls, which take the longest, should not wait behind the screen's code.
          const files = new Set(prefetch ? filesOf(prefetch, bundle, inEntry) : []);
          for (const file of filesOf(chunk, bundle, inEntry)) files.add(file);
          return [pattern, [...files]] as const;
        });
        const script = `(function(){var b=${JSON.stringify(base)},r=${JSON.stringify(table)},p=location.pathname;if(b.length>1&&p.indexOf(b)===0)p="/"+p.slice(b.length);for(var i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(p)){r[i][1].forEach(function(f){var l=document.createElement("link"),c=/\\.css$/.test(f);l.rel=c?"preload":"modulepreload";if(c)l.as="style";l.crossOrigin="";l.href=b+f;document.head.appendChild(l)});break}try{Intl.DateTimeFormat().resolvedOptions()}catch(e){}})()`;
        // Then, while the chunks download, the script warms the time-zone data the first LMS calls need
        // (browser_timezone): the first Intl.DateTimeFormat costs tens of milliseconds on a phone.
        // First in <head>: a script after a stylesheet waits for that stylesheet to download.
        return {
          html,
          tags: [{ tag: 'script', children: script, injectTo: 'head-prepend' }],
        };
      },
    },
  };
}
