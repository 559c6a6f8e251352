import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { pageFolder, pageNames, preloadRoutes, type PageName } from '../../src/app/routeConfig.ts';
import type { PreloadBuild } from '../../src/app/preload/preload.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * Writes index.html's preload script: src/app/preload/preload.ts (its entry src/app/preload/inline.ts),
 * compiled and minified here with what only the build knows (`PreloadBuild`: each page's chunks, the LMS, the
 * cookie's name, the runtime configuration's address). Each page is its own chunk, imported when the route
 * renders, after the main bundle has downloaded and run; the script asks for the page's chunks (its data
 * module's first, then its screen's JavaScript and CSS) at once, beside the main bundle, and starts the
 * page's LMS reads, so both are in memory by the time the app wants them. CSS is only fetched (rel=preload):
 * the chunk's import adds the stylesheet itself, after the main one, so the cascade order stays what the
 * bundler intended. The pages and their calls come from the route configuration (src/app/routeConfig.ts); the
 * build fails if a page's chunk is missing. The script's hash goes into the recommended policy (./csp.ts).
 */
export interface RoutePreloadOptions {
  /**
   * The build's LMS_BASE_URL. Without one (a runtime-configured build, as Tutor makes), the reads start
   * once the runtime configuration names the LMS.
   */
  readonly lmsBaseUrl?: string;
  /** The build's ACCESS_TOKEN_COOKIE_NAME (the JWT's header and payload, readable by the page). */
  readonly jwtCookieName?: string;
  /**
   * The build's MFE_CONFIG_API_URL and APP_ID: the script asks for the runtime configuration as
   * src/platform/config.ts (mergeRuntimeConfig) does, or reads the answer that function keeps in local
   * storage, and the app's boot takes the script's answer instead of asking again.
   */
  readonly configApiUrl?: string;
  readonly appId?: string;
}

/**
 * index.html's character encoding declaration, which the build moves before the script (and
 * scripts/lib/bundle.ts looks for in the built page's first 1,024 bytes).
 */
export const CHARSET_META = /<meta\s+charset=["']?utf-8["']?\s*\/?>/i;

/** A value as a script literal inside <script>: no '<' (a configured address could hold '</script>'). */
const literal = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const SRC = path.resolve(import.meta.dirname, '../../src');

/** The preload module, compiled and minified into one function expression that reads __PRELOAD_BUILD__. */
async function compilePreload(): Promise<string> {
  const { rolldown } = await import('rolldown');
  const bundle = await rolldown({
    input: path.join(SRC, 'app/preload/inline.ts'),
    platform: 'browser',
    resolve: { alias: { '@': SRC } },
    treeshake: true,
    logLevel: 'silent',
  });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true });
    const code = output[0].code.trim();
    if (/<\/script/i.test(code)) throw new Error('route-preload: the compiled script closes its element');
    return code;
  } finally {
    await bundle.close();
  }
}

/** The inline script: the build's facts as a literal, then the compiled module. */
export function preloadScript(compiled: string, build: PreloadBuild): string {
  return `(function(){var __PRELOAD_BUILD__=${literal(build)};${compiled}})()`;
}

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

export function routePreload(options: RoutePreloadOptions = {}): Plugin {
  let base = '/';
  /** The compiled module, once per plugin (its source does not change during a build). */
  let compiled: Promise<string> | undefined;
  const lms = (options.lmsBaseUrl ?? '').replace(/\/+$/, '');
  return {
    name: 'learning:route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
        // What the entry loads anyway is not asked for twice.
        const entry = chunks.find((chunk) => chunk.isEntry);
        const inEntry = new Set(entry ? filesOf(entry, bundle, new Set()) : []);
        const chunkOf = (path: string) =>
          chunks.find((item) => (item.facadeModuleId ?? '').replaceAll('\\', '/').endsWith(path));
        const files: Partial<Record<PageName, string[]>> = {};
        for (const page of pageNames()) {
          const feature = pageFolder(page);
          const chunk = chunkOf(`/src/features/${feature}/route.tsx`);
          if (!chunk) throw new Error(`route-preload: no chunk for src/features/${feature}/route.tsx`);
          // The page's data calls (its prefetch module, when it has one) start at boot: fetch them too.
          const prefetch = chunkOf(`/src/features/${feature}/prefetch.ts`);
          // Its modules first: on a slow network the browser fetches in this order, and the page's LMS
          // calls, which take the longest, should not wait behind the screen's code.
          const own = new Set(prefetch ? filesOf(prefetch, bundle, inEntry) : []);
          for (const file of filesOf(chunk, bundle, inEntry)) own.add(file);
          files[page] = [...own];
        }
        // The public path first: scripts/lib/tutorBuild.ts checks the literal starts with it.
        const build: PreloadBuild = {
          base,
          routes: preloadRoutes(),
          files,
          lms: /^https?:\/\/[^/]+/.test(lms) ? lms : '',
          jwtCookieName: options.jwtCookieName || 'edx-jwt-cookie-header-payload',
          configApiUrl: options.configApiUrl ?? '',
          appId: options.appId || 'learning',
          // Boot imports the theme module when the configuration has a theme (src/app/boot.ts).
          themeFiles: ((theme) => (theme ? filesOf(theme, bundle, inEntry) : []))(
            chunkOf('/src/platform/theme.ts'),
          ),
        };
        compiled ??= compilePreload();
        const script = preloadScript(await compiled, build);
        // First in <head>: a script after a stylesheet waits for that stylesheet to download. Only the
        // character encoding goes before it: HTML wants that declared within a page's first 1,024 bytes
        // (the script is several KB), or the browser decodes the start of the page by guesswork.
        return {
          html: html.replace(CHARSET_META, ''),
          tags: [
            { tag: 'meta', attrs: { charset: 'UTF-8' }, injectTo: 'head-prepend' },
            { tag: 'script', children: script, injectTo: 'head-prepend' },
          ],
        };
      },
    },
  };
}
