/// <reference types="vitest/config" />
import fs from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import postcssRtlcss from 'postcss-rtlcss';
import { defineConfig, loadEnv } from 'vite';
import { AXIOS_CORE, axiosCore } from './scripts/lib/axiosCore.ts';
import { axiosXhrOnly } from './scripts/lib/axiosXhrOnly.ts';
import { compactIcons } from './scripts/lib/compactIcons.ts';
import { compileHints } from './scripts/lib/compileHints.ts';
import { compiledMessages } from './scripts/lib/compiledMessages.ts';
import { builtPolicy, contentSecurityPolicy } from './scripts/lib/csp.ts';
import { gzipOnceInPreview } from './scripts/lib/gzipOnce.ts';
import { appSourceFiles, entryCss, entryCssGuard, type EntryCssReport } from './scripts/lib/entryCss.ts';
import { envConfig, findEnvConfig, processEnvDefines } from './scripts/lib/envConfig.ts';
import { EXPECTED_CHANGES, libraryTreeShaking } from './scripts/lib/libraryTreeShaking.ts';
import { preloadDeps } from './scripts/lib/preloadDeps.ts';
import { reactRouterProduction } from './scripts/lib/reactRouterProduction.ts';
import { routePreload } from './scripts/lib/routePreload.ts';
import { ALL_CONFIG_KEYS } from './src/platform/configKeys.ts';

const root = import.meta.dirname;

/**
 * The screens' test files that run isolated (the `dom-isolated` project): those that replace a module with
 * `vi.mock`, which would otherwise stay replaced for the files after them in the worker, and those that
 * load the plugin-slot operations (`plugin-slot/render`), which register themselves for the whole module
 * graph and with them every slot configuration a later file's page would meet.
 */
const ISOLATED_BY = /\bvi\.mock\(|import '(@\/components\/plugin-slot|\.)\/render';/;
function filesMockingModules(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
    .filter((file) => ISOLATED_BY.test(fs.readFileSync(path.join(root, file), 'utf8')));
}
const MOCKS_MODULES = filesMockingModules('src');

/**
 * Every module the app loads on demand (`import('…')`), as root-relative paths: the screens' tests that
 * share one module graph load them all before their first test (test/setup-shared-graph.ts). Otherwise a
 * file could end while a lazy chunk of its screen is still loading; Vitest then fails that load because the
 * file's environment is gone, and the shared graph keeps the failure for every later file in the worker.
 * The plugin-slot operations are left out: loading them registers them for the whole graph (above).
 */
function lazyModules(dir: string): string[] {
  const found = new Set<string>();
  const sources = fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  for (const file of sources) {
    const text = fs.readFileSync(path.join(root, dir, file), 'utf8');
    for (const [, specifier = ''] of text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)) {
      const base = specifier.startsWith('@/')
        ? path.join(root, 'src', specifier.slice(2))
        : path.resolve(path.dirname(path.join(root, dir, file)), specifier);
      const resolved = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
        .map((ending) => base + ending)
        .find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
      if (resolved && !/plugin-slot[\\/]render\.tsx?$/.test(resolved)) {
        found.add('/' + path.relative(root, resolved).split(path.sep).join('/'));
      }
    }
    // Catalogs and the like, loaded on demand through `import.meta.glob('dir/*.ext')`.
    for (const [, pattern = '', ending = ''] of text.matchAll(
      /\bimport\.meta\.glob(?:<[^>]*>)?\(\s*'([^'*]+)\/\*(\.\w+)'/g,
    )) {
      const dirOf = path.resolve(path.dirname(path.join(root, dir, file)), pattern);
      if (!fs.existsSync(dirOf)) continue;
      for (const name of fs.readdirSync(dirOf).filter((entry) => entry.endsWith(ending))) {
        found.add('/' + path.relative(root, path.join(dirOf, name)).split(path.sep).join('/'));
      }
    }
  }
  return [...found].sort();
}

/**
 * Configuration comes from the build environment under its Open edX names (`.env` for production,
 * `.env.development` for the mock LMS; real environment variables win over both). Only the known keys are
 * copied into the bundle, as one object, so Vite's own BASE_URL never collides with Open edX's.
 */
export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, root, '');
  // Against the mock LMS, MOCK_LMS_ORIGIN and APP_ORIGIN move both to other ports (parallel test runs).
  const moved = (value: string) =>
    mode !== 'development'
      ? value
      : value
          .replaceAll('http://localhost:18000', process.env.MOCK_LMS_ORIGIN ?? 'http://localhost:18000')
          .replaceAll('http://localhost:2000', process.env.APP_ORIGIN ?? 'http://localhost:2000');
  const appEnv = Object.fromEntries(ALL_CONFIG_KEYS.map((key) => [key, moved(env[key] ?? '')]));
  const appPort = process.env.APP_ORIGIN ? Number(new URL(process.env.APP_ORIGIN).port) : 2000;
  const publicPath = env.PUBLIC_PATH || '/';
  // Unit tests never pick up an operator's env.config unless asked to.
  const envConfigFile =
    process.env.VITEST && !process.env.ENV_CONFIG_FILE
      ? null
      : findEnvConfig(root, process.env.ENV_CONFIG_FILE);
  // A relative runtime-configuration address (Tutor's /api/mfe_config/v1) is answered by the LMS through
  // this server, as Tutor's Caddy and webpack dev server proxy it (docs/tutor.md).
  const runtimeConfigPath = env.MFE_CONFIG_API_URL?.startsWith('/') ? env.MFE_CONFIG_API_URL : null;
  const proxyTarget = process.env.MFE_CONFIG_API_PROXY_TARGET || env.LMS_BASE_URL;
  const proxy =
    runtimeConfigPath && proxyTarget
      ? { [runtimeConfigPath]: { target: proxyTarget, changeOrigin: true } }
      : undefined;

  // A measuring aid, not a setting: WITHOUT_TRANSFORM=<name> builds without one of the transforms of
  // other projects' output, to measure its gain on each route's first visit (decision 0033).
  const without = (name: string) => process.env.WITHOUT_TRANSFORM === name;
  // The entry sheet's split (scripts/lib/entryCss.ts), and which sheets it processed (entryCssGuard).
  const splitEntryCss = command === 'build' && !without('entryCss');
  const entryCssReport: EntryCssReport = { entry: false, complement: false };
  // The dynamic imports' preload lists without the files every page has run (scripts/lib/preloadDeps.ts).
  const preload = preloadDeps();

  return {
    base: publicPath,
    define: {
      __APP_ENV__: JSON.stringify(appEnv),
      ...processEnvDefines(appEnv),
      // The route configuration's early calls are the preload script's, not the app's (src/app/routeConfig.ts).
      ...(command === 'build' ? { __ROUTE_EARLY_CALLS__: 'false' } : {}),
    },
    plugins: [
      envConfig(envConfigFile),
      react(),
      routePreload({
        lmsBaseUrl: appEnv.LMS_BASE_URL,
        jwtCookieName: appEnv.ACCESS_TOKEN_COOKIE_NAME,
        configApiUrl: appEnv.MFE_CONFIG_API_URL,
        appId: appEnv.APP_ID,
      }),
      ...(without('axiosXhrOnly') ? [] : [axiosXhrOnly()]),
      ...(without('axiosCore') ? [] : [axiosCore(root)]),
      ...(without('reactRouterProduction') ? [] : [reactRouterProduction()]),
      // Without react-router's production build, its development build is not rewritten.
      ...(without('libraryTreeShaking')
        ? []
        : [
            libraryTreeShaking(
              without('reactRouterProduction')
                ? { ...EXPECTED_CHANGES, 'react-router': 0 }
                : EXPECTED_CHANGES,
            ),
          ]),
      ...(without('compiledMessages') ? [] : [compiledMessages()]),
      ...(without('compactIcons') ? [] : [compactIcons()]),
      preload.plugin,
      compileHints(),
      contentSecurityPolicy(appEnv),
      entryCssGuard(entryCssReport, splitEntryCss),
      // The browser tests' preview gzips each file once, not at every request (PREVIEW_GZIP_ONCE).
      gzipOnceInPreview(),
    ],
    resolve: {
      alias: [
        { find: /^@\//, replacement: `${path.join(root, 'src')}/` },
        { find: /^@test\//, replacement: `${path.join(root, 'test')}/` },
        // What env.config files import to declare plugin slots (docs/plugin-slots.md): small local
        // modules with the names they use, not the packages.
        {
          find: /^@openedx\/frontend-plugin-framework$/,
          replacement: path.join(root, 'src/shims/frontend-plugin-framework.ts'),
        },
        {
          find: /^@edx\/frontend-platform(\/(i18n|react|logging|analytics|auth|config))?$/,
          replacement: path.join(root, 'src/shims/frontend-platform.ts'),
        },
      ],
    },
    css: {
      postcss: {
        plugins: [
          // The entry stylesheet keeps what the app's markup can match; the rest goes to complement.scss.
          entryCss({
            entry: path.join(root, 'src/styles/index.scss'),
            complement: path.join(root, 'src/styles/complement.scss'),
            split: splitEntryCss,
            sources: () => appSourceFiles(root).map((file) => fs.readFileSync(file, 'utf8')),
            report: entryCssReport,
          }),
          postcssRtlcss(),
        ],
      },
      preprocessorOptions: {
        scss: {
          quietDeps: true,
          // Bootstrap 5.3 still uses @import and global colour functions.
          silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
        },
      },
    },
    server: { port: appPort, strictPort: true, proxy },
    // The preview serves the build under the policy the build recommends (dist/csp.txt), so the browser
    // tests run under it.
    preview: {
      port: appPort,
      strictPort: true,
      proxy,
      headers: ((policy) => (policy ? { 'Content-Security-Policy': policy } : {}))(
        builtPolicy(path.resolve(root, process.env.BUILD_OUT_DIR || 'dist'), process.env.CSP_EXTRA_ORIGINS),
      ),
    },
    build: {
      target: 'es2022',
      // Every browser of the target but Safari before 17 (and Firefox before 115) follows modulepreload
      // links; those few fetch the page's chunks when they import them, without the early start. Vite's
      // polyfill cost every route 271 bytes gzip of its first visit (decision 0030).
      modulePreload: { polyfill: false, resolveDependencies: preload.resolveDependencies },
      sourcemap: true,
      manifest: true,
      outDir: process.env.BUILD_OUT_DIR || 'dist',
      emptyOutDir: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                // The libraries of the first download in one chunk, apart from the app's own code: without
                // it, React, react-intl and the platform's React context were three chunks of their own (the
                // screens' chunks import them without the entry), and a deploy that changes only the app
                // leaves this one cached. The app's axios entry (scripts/lib/axios-core.js) goes with axios.
                // The app's route matcher (src/app/routeMatch.ts: pure, no imports, shared with the inline
                // preload script) joins them for the same reason as the platform's React context: lazy
                // chunks import it directly (the courseware's frame, the search's decoder), which gives it
                // other importers than the rest of the entry, and Rolldown then leaves it a chunk of its own
                // on every first visit (its dynamic-entry reduction looks at one set of importers at a time
                // and backs off when the entry's own modules are not yet reduced; decision 0005).
                // The paint wait (src/platform/afterPaint.ts) likewise: the first content's module in the entry
                // uses it and so do lazy chunks, and on its own it was a 240-byte chunk on every first visit.
                name: 'vendor',
                test: (id: string) =>
                  /[\\/]node_modules[\\/]/.test(id) ||
                  /[\\/]src[\\/]platform[\\/]react\.tsx$/.test(id) ||
                  /[\\/]src[\\/]app[\\/]routeMatch\.ts$/.test(id) ||
                  /[\\/]src[\\/]platform[\\/]afterPaint\.ts$/.test(id) ||
                  id === AXIOS_CORE,
                tags: ['$initial'],
              },
            ],
          },
        },
      },
    },
    test: {
      restoreMocks: true,
      unstubGlobals: true,
      testTimeout: 15000,
      // A shared graph's first file loads every lazy module in its setup (test/setup-shared-graph.ts): on a
      // busy 2-core machine that takes longer than the default 10 s.
      hookTimeout: 60000,
      css: false,
      // Worker threads start faster than forked processes (decision 0019).
      pool: 'threads',
      // One worker per core. Vitest's default for a run is one less than the cores, which on a 2-core
      // machine is one worker: the files ran one after another (decision 0019).
      maxWorkers: availableParallelism(),
      projects: [
        {
          extends: true,
          // The screens' tests: jsdom, one module graph per worker (about 85 s instead of about 220 s with
          // each file isolated, decision 0019). test/setup.ts closes what an unmounted screen had running
          // (test/httpGate.ts) and empties msw's cookie jar; test/setup-shared-graph.ts loads every lazy
          // module first, so no file ends while one of them is still loading.
          test: {
            name: 'dom',
            environment: 'jsdom',
            isolate: false,
            setupFiles: ['./test/setup.ts', './test/setup-shared-graph.ts'],
            provide: { lazyModules: lazyModules('src') },
            include: ['src/**/*.test.{ts,tsx}', 'scripts/lib/routePreload.test.ts'],
            exclude: [...MOCKS_MODULES, 'node_modules/**'],
          },
        },
        {
          // The files that replace a module (`vi.mock`) keep a module graph of their own.
          extends: true,
          test: {
            name: 'dom-isolated',
            environment: 'jsdom',
            setupFiles: ['./test/setup.ts'],
            include: MOCKS_MODULES,
          },
        },
        {
          // The build scripts' and the mock LMS's own tests need no DOM: Node, without jsdom's start-up, and
          // one module graph per worker (the mock LMS loads once, not once a file); none of them mocks a
          // module, and test/setup-node.ts resets the mock's state after each test.
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            isolate: false,
            setupFiles: ['./test/setup-node.ts'],
            include: ['test/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
            exclude: ['test/e2e/**', 'scripts/lib/routePreload.test.ts', 'node_modules/**'],
          },
        },
      ],
    },
  };
});
