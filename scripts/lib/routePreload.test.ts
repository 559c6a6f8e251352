import { beforeAll, describe, expect, it, vi } from 'vitest';
import axios from 'axios';
import { browserTimezone } from '@/platform/timezone';
import { BLOCKS_REQUESTED_FIELDS } from '@/lms/courseware/blocksFields';
import { progressPath } from '@/features/progress/api';
import { argsOf as progressArgs } from '@/features/progress/prefetch';
import { RUNTIME_CONFIG_CACHE_MS, runtimeConfigCacheKey } from '@/platform/runtimeConfigCache';
import { addressKey } from '@/platform/earlyCalls';
import { themePlan } from '@/platform/theme';
import { routePreload, type RoutePreloadOptions } from './routePreload.ts';
import { pageFolder, pageNames } from '../../src/app/routeConfig.ts';

type Tag = { tag: string; attrs?: Record<string, string>; children?: string; injectTo?: string };
type Hook = (html: string, ctx: { bundle?: object }) => Promise<{ html: string; tags: Tag[] } | string>;

/** The inline script the plugin writes (an empty string when it wrote none). */
function scriptOf(result: Awaited<ReturnType<Hook>>): string {
  if (typeof result === 'string') return '';
  return result.tags.find((tag) => tag.tag === 'script')?.children ?? '';
}

function chunk(fileName: string, extra: Record<string, unknown> = {}) {
  return { type: 'chunk', fileName, imports: [], isEntry: false, facadeModuleId: null, ...extra };
}

/** One plugin per set of options: each compiles the preload module once (src/app/preload). */
const plugins = new Map<string, ReturnType<typeof routePreload>>();

function transform(base: string, bundle: Record<string, unknown>, options?: RoutePreloadOptions) {
  const key = JSON.stringify(options ?? null);
  const plugin = plugins.get(key) ?? routePreload(options);
  plugins.set(key, plugin);
  (plugin.configResolved as (config: { base: string }) => void)({ base });
  const hook = (plugin.transformIndexHtml as { handler: Hook }).handler;
  return hook('<html></html>', { bundle });
}

const features = pageNames().map(pageFolder);

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
  const run = new Function('location', 'document', 'window', script) as (...a: object[]) => void;
  run({ pathname, href: `https://apps.test${pathname}` }, document, {});
  return added.map((l) => `${l.rel}${l.as ? ` as ${l.as}` : ''} ${l.href}`);
}

describe('route preload', () => {
  it('asks for the page chunk, its own imports and their CSS, but not what the entry loads anyway', async () => {
    const result = await transform('/', bundleWith(['assets/shared.js', 'assets/react.js']));
    const script = scriptOf(result);
    expect(linksFor(script, '/course/course-v1:a+b+c/home')).toEqual([
      'modulepreload /assets/outline.js',
      'modulepreload /assets/shared.js',
      'preload as style /assets/shared.css',
    ]);
    const unit = '/course/x/block-v1:a+b+c+type@sequential+block@s/block-v1:a+b+c+type@vertical+block@u';
    expect(linksFor(script, unit)).toEqual(['modulepreload /assets/courseware.js']);
    // Studio's preview (staff only) has a chunk of its own, loaded when it shows, and no early calls.
    expect(linksFor(script, `/preview${unit}`)).toEqual([]);
    expect(linksFor(script, '/course/x/discussion/forum/')).toEqual([
      'modulepreload /assets/discussion-tab.js',
    ]);
    expect(linksFor(script, '/course/x/live')).toEqual(['modulepreload /assets/live.js']);
    // Not a usage key: "not found", so no courseware chunk.
    expect(linksFor(script, '/course/x/seq/unit')).toEqual([]);
    expect(linksFor(script, '/redirect/dashboard')).toEqual([]);
  });

  it('declares the character encoding before the script, and only once', async () => {
    const plugin = routePreload();
    (plugin.configResolved as (config: { base: string }) => void)({ base: '/' });
    const hook = (plugin.transformIndexHtml as { handler: Hook }).handler;
    const result = await hook('<html><head>\n<meta charset="UTF-8" />\n<title>x</title></head></html>', {
      bundle: bundleWith([]),
    });
    if (typeof result === 'string') throw new Error('expected tags');
    expect(result.html).not.toMatch(/charset/i);
    expect(result.tags.map((tag) => tag.tag)).toEqual(['meta', 'script']);
    expect(result.tags[0]).toMatchObject({ attrs: { charset: 'UTF-8' }, injectTo: 'head-prepend' });
    expect(result.tags[1]?.injectTo).toBe('head-prepend');
  });

  it('understands a public path', async () => {
    const result = await transform('/learning/', bundleWith([]));
    const script = scriptOf(result);
    expect(linksFor(script, '/learning/course/x/dates')).toEqual(['modulepreload /learning/assets/dates.js']);
  });

  it('fails the build when a page has no chunk', async () => {
    const bundle = bundleWith([]);
    delete bundle['assets/dates.js'];
    await expect(transform('/', bundle)).rejects.toThrow(/dates/);
  });
});

const LMS = 'http://lms.test';
const COURSE = 'course-v1:edX+DemoX+Demo_Course';
const SEQUENCE = 'block-v1:edX+DemoX+Demo_Course+type@sequential+block@s1';
const UNIT = 'block-v1:edX+DemoX+Demo_Course+type@vertical+block@u1';

function jwtCookie(claims: object) {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `edx-jwt-cookie-header-payload=${part({ alg: 'RS512' })}.${part(claims)}`;
}
const SIGNED_IN = jwtCookie({ exp: Date.now() / 1000 + 3600, preferred_username: 'learner one' });

/** Runs the script with a fake fetch: the addresses it asks for early, and what it keeps for the app. */
/** The script of a build with an LMS address (compiled once, before the tests below). */
let lmsBuildScript = '';
beforeAll(async () => {
  lmsBuildScript = scriptOf(
    await transform('/', bundleWith([]), {
      lmsBaseUrl: `${LMS}/`,
      jwtCookieName: 'edx-jwt-cookie-header-payload',
    }),
  );
});

function earlyCallsFor(
  pathname: string,
  cookie: string,
  globals: Record<string, unknown> = {},
  /** The LMS's answer to an address (status and body), or none: the request never ends. */
  answer: (url: string) => { status: number; body: string } | undefined = () => undefined,
) {
  const script = lmsBuildScript;
  const asked: { url: string; init: RequestInit }[] = [];
  const window: {
    fetch: unknown;
    __lmsEarlyCalls?: Record<string, { at: number; answer: Promise<unknown> }>;
  } = {
    ...globals,
    fetch: (url: string, init: RequestInit) => {
      asked.push({ url, init });
      const answered = answer(url);
      return answered
        ? Promise.resolve({
            status: answered.status,
            headers: { get: () => null },
            text: () => Promise.resolve(answered.body),
          })
        : new Promise(() => undefined);
    },
  };
  const document = { createElement: () => ({}), head: { appendChild: () => undefined }, cookie };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function('location', 'document', 'window', 'fetch', script) as (...a: object[]) => void;
  run({ pathname, href: `https://apps.test${pathname}` }, document, window, window.fetch as object);
  // The app takes the table off the window when it first looks (src/platform/earlyCalls.ts): what the
  // script adds later must still reach it, in the same table.
  const table = window.__lmsEarlyCalls;
  delete window.__lmsEarlyCalls;
  return { asked, kept: () => Object.keys(table ?? {}) };
}

/** The address the app's client sends for a call (axios builds it from the path and the parameters). */
const appAddress = (url: string, params?: Record<string, string | number | undefined>) =>
  addressKey(axios.create().getUri({ url: `${LMS}${url}`, params }));

describe('early calls (issue 19)', () => {
  const metadata = appAddress(`/api/course_home/course_metadata/${COURSE}`, {
    browser_timezone: browserTimezone(),
  });

  it('asks the course home’s calls as the app does, with the JWT cookie, and keeps each answer', () => {
    const { asked, kept } = earlyCallsFor(`/course/${COURSE}/home`, SIGNED_IN);
    expect(asked.map(({ url }) => addressKey(url))).toEqual([
      metadata,
      appAddress(`/api/course_home/outline/${COURSE}`),
    ]);
    expect(asked.map(({ init }) => init)).toEqual(
      asked.map(() => ({ credentials: 'include', headers: { 'USE-JWT-COOKIE': 'true' } })),
    );
    expect(kept()).toEqual(asked.map(({ url }) => url));
  });

  it('asks the progress tab’s call for the learner’s own progress, or for the target user’s as the app does', () => {
    const calls = (path: string) => earlyCallsFor(path, SIGNED_IN).asked.map(({ url }) => addressKey(url));
    const own = appAddress(progressPath({ courseId: COURSE, targetUserId: null }));
    expect(calls(`/course/${COURSE}/progress`)).toEqual([metadata, own]);
    expect(calls(`/course/${COURSE}/progress/`)).toEqual([metadata, own]);
    // The address the app's prefetch asks for the segment React Router hands it (decoded).
    const target = (segment: string) =>
      appAddress(progressPath(progressArgs({ courseId: COURSE, targetUserId: decodeURIComponent(segment) })));
    for (const segment of ['42', '42/', 'learner', '12abc', '-5', '007', 'learner%40example', 'a.b_c~d']) {
      const path = `/course/${COURSE}/progress/${segment}`;
      expect(calls(path), path).toEqual([metadata, target(segment.replace(/\/$/, ''))]);
    }
    expect(target('42')).toBe(appAddress(`/api/course_home/progress/${COURSE}/42/`));
    expect(target('12abc')).toBe(target('12'));
    expect(target('learner%40example')).toBe(
      appAddress(`/api/course_home/progress/${COURSE}/learner%40example/`),
    );
    // A segment no user id or username has (a slash smuggled in, a bad escape): no route for the first
    // visit, in the script as in the app (src/app/routeConfig.ts matchIn), so nothing is asked early.
    for (const segment of ['..%2Fx', '%E0%A4%A', 'a%20b']) {
      expect(calls(`/course/${COURSE}/progress/${segment}`)).toEqual([]);
    }
  });

  it('asks the course metadata on every course page, and the first read of the exit and live pages', () => {
    const calls = (path: string) => earlyCallsFor(path, SIGNED_IN).asked.map(({ url }) => addressKey(url));
    const blocks = appAddress('/api/courses/v2/blocks/', {
      course_id: COURSE,
      username: 'learner one',
      depth: 3,
      requested_fields: BLOCKS_REQUESTED_FIELDS,
    });
    expect(calls(`/course/${COURSE}/course-end`)).toEqual([
      metadata,
      appAddress(`/api/courseware/course/${COURSE}`, { browser_timezone: browserTimezone() }),
      appAddress(`/api/learning_sequences/v1/course_outline/${COURSE}`),
      blocks,
    ]);
    // No username in the token: the blocks outline, which names the user, is left to the app.
    const nameless = jwtCookie({ exp: Date.now() / 1000 + 3600 });
    const namelessAsked = earlyCallsFor(`/course/${COURSE}/course-end`, nameless).asked.map(({ url }) => url);
    expect(namelessAsked).toHaveLength(3);
    expect(namelessAsked.some((url) => url.includes('/api/courses/v2/blocks/'))).toBe(false);
    expect(calls(`/course/${COURSE}/live`)).toEqual([
      metadata,
      appAddress(`/api/course_live/iframe/${COURSE}/`),
    ]);
    expect(calls(`/course/${COURSE}/discussion/forum/`)).toEqual([metadata]);
    expect(calls(`/course/${COURSE}/access-denied`)).toEqual([metadata]);
  });

  it('asks the courseware’s calls, but not the blocks outline, which follows the unit', () => {
    const calls = (path: string) => earlyCallsFor(path, SIGNED_IN).asked.map(({ url }) => addressKey(url));
    const course = [
      metadata,
      appAddress(`/api/courseware/course/${COURSE}`, { browser_timezone: browserTimezone() }),
      appAddress(`/api/learning_sequences/v1/course_outline/${COURSE}`),
    ];
    expect(calls(`/course/${COURSE}/${SEQUENCE}/${UNIT}`)).toEqual([
      ...course,
      appAddress(`/api/courseware/sequence/${SEQUENCE}`),
    ]);
    expect(calls(`/course/${encodeURIComponent(COURSE)}/${encodeURIComponent(SEQUENCE)}`)).toEqual([
      ...course,
      appAddress(`/api/courseware/sequence/${SEQUENCE}`),
    ]);
    expect(calls(`/course/${COURSE}`)).toEqual([...course, appAddress(`/api/courseware/resume/${COURSE}`)]);
  });

  it('asks the resume point’s sequence as soon as the resume call answers, as the app’s prefetch does', async () => {
    const resume = appAddress(`/api/courseware/resume/${COURSE}`);
    const sequenceOf = (id: string) => appAddress(`/api/courseware/sequence/${id}`);
    const learning = appAddress(`/api/learning_sequences/v1/course_outline/${COURSE}`);
    const afterResume = async (status: number, body: string, outline?: { status: number; body: string }) => {
      const { asked, kept } = earlyCallsFor(`/course/${COURSE}`, SIGNED_IN, {}, (url) =>
        addressKey(url) === resume ? { status, body } : addressKey(url) === learning ? outline : undefined,
      );
      await new Promise((resolve) => setTimeout(resolve, 0));
      const urls = asked.map(({ url }) => addressKey(url));
      expect(kept()).toEqual(asked.map(({ url }) => url));
      expect(asked.map(({ init }) => init)).toEqual(
        asked.map(() => ({ credentials: 'include', headers: { 'USE-JWT-COOKIE': 'true' } })),
      );
      return urls.slice(urls.indexOf(resume) + 1);
    };
    const point = { block_id: UNIT, section_id: SEQUENCE, unit_id: UNIT };
    expect(await afterResume(200, JSON.stringify(point))).toEqual([sequenceOf(SEQUENCE)]);
    // A point without its unit: the app goes to the first open sequence, as on a first visit
    // (rootSequence, prefetch.ts), and so does the script, never the point's own sequence.
    const withoutUnit = JSON.stringify({ ...point, unit_id: null });
    expect(await afterResume(200, withoutUnit)).toEqual([]);
    // No point, a failure, an answer that is not JSON or names no id: nothing more.
    expect(
      await afterResume(200, JSON.stringify({ block_id: null, section_id: null, unit_id: null })),
    ).toEqual([]);
    // No point (a first visit): the first sequence learning sequences lists that is not closed, as the
    // app's firstSequenceHint; none when that call fails or its answer is not an outline.
    const noPoint = JSON.stringify({ block_id: null, section_id: null, unit_id: null });
    const sequences = (accessible: Record<string, unknown>) =>
      JSON.stringify({
        outline: {
          sections: [
            { id: 'chapter-1', sequence_ids: ['seq-closed', 'seq-open'] },
            { id: 'chapter-2', sequence_ids: ['seq-later'] },
          ],
          sequences: Object.fromEntries(
            Object.entries(accessible).map(([id, value]) => [id, { id, accessible: value }]),
          ),
        },
      });
    const open = { 'seq-closed': false, 'seq-open': true, 'seq-later': true };
    expect(await afterResume(200, noPoint, { status: 200, body: sequences(open) })).toEqual([
      sequenceOf('seq-open'),
    ]);
    expect(
      await afterResume(200, noPoint, { status: 200, body: sequences({ ...open, 'seq-open': false }) }),
    ).toEqual([sequenceOf('seq-later')]);
    // A sequence the outline does not describe counts as open, as in the app.
    expect(await afterResume(200, noPoint, { status: 200, body: sequences({}) })).toEqual([
      sequenceOf('seq-closed'),
    ]);
    expect(await afterResume(200, withoutUnit, { status: 200, body: sequences(open) })).toEqual([
      sequenceOf('seq-open'),
    ]);
    expect(await afterResume(200, noPoint, { status: 403, body: sequences(open) })).toEqual([]);
    expect(await afterResume(200, noPoint, { status: 200, body: '{"outline":{"sections":"x"}}' })).toEqual(
      [],
    );
    expect(await afterResume(200, noPoint, { status: 200, body: '[]' })).toEqual([]);
    expect(await afterResume(500, JSON.stringify(point))).toEqual([]);
    expect(await afterResume(500, noPoint, { status: 200, body: sequences(open) })).toEqual([]);
    expect(await afterResume(200, '<html>')).toEqual([]);
    expect(await afterResume(200, 'null')).toEqual([]);
    expect(await afterResume(200, JSON.stringify({ section_id: '../../admin?x=1' }))).toEqual([]);
    expect(await afterResume(200, JSON.stringify({ section_id: ['a'] }))).toEqual([]);
  });

  it('names the zone as the app does: Temporal where the browser has it, else Intl', () => {
    const metadataCall = (globals?: Record<string, unknown>) =>
      addressKey(earlyCallsFor(`/course/${COURSE}/home`, SIGNED_IN, globals).asked[0]!.url);
    const zoned = (zone: string) =>
      appAddress(`/api/course_home/course_metadata/${COURSE}`, { browser_timezone: zone });
    const intlZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const temporal = (timeZoneId: () => unknown) => ({ Now: { timeZoneId } });
    const cases: [Record<string, unknown> | undefined, string][] = [
      [temporal(() => 'Asia/Kolkata'), 'Asia/Kolkata'],
      [undefined, intlZone],
      [temporal(() => ''), intlZone],
      [temporal(() => 42), intlZone],
      [
        temporal(() => {
          throw new RangeError('no zone');
        }),
        intlZone,
      ],
      [{ Now: {} }, intlZone],
    ];
    for (const [fake, zone] of cases) {
      vi.stubGlobal('Temporal', fake);
      try {
        expect(browserTimezone()).toBe(zone);
        expect(metadataCall(fake ? { Temporal: fake } : undefined)).toBe(zoned(zone));
      } finally {
        vi.unstubAllGlobals();
      }
    }
  });

  it('asks nothing for a visitor, an expired token, an odd id, a preview or a page without calls', () => {
    const expired = jwtCookie({ exp: Date.now() / 1000 - 60, preferred_username: 'learner' });
    expect(earlyCallsFor(`/course/${COURSE}/home`, '').asked).toEqual([]);
    expect(earlyCallsFor(`/course/${COURSE}/home`, expired).asked).toEqual([]);
    expect(earlyCallsFor(`/course/${COURSE}/home`, 'edx-jwt-cookie-header-payload=garbage').asked).toEqual(
      [],
    );
    expect(earlyCallsFor('/course/course-v1:a%2Fb+c/home', SIGNED_IN).asked).toEqual([]);
    expect(earlyCallsFor(`/preview/course/${COURSE}/${SEQUENCE}`, SIGNED_IN).asked).toEqual([]);
    expect(earlyCallsFor('/goal-unsubscribe/abc', SIGNED_IN).asked).toEqual([]);
    expect(earlyCallsFor('/redirect/dashboard', SIGNED_IN).asked).toEqual([]);
  });

  it('keeps a configured value from closing the script element', async () => {
    const result = await transform('/', bundleWith([]), {
      lmsBaseUrl: 'https://lms.test/</script><script>alert(1)//',
    });
    const script = scriptOf(result);
    expect(script).toContain('__lmsEarlyCalls');
    expect(script).not.toContain('</script>');
  });

  it('asks nothing when the build has no LMS address (a runtime-configured build)', async () => {
    const script = scriptOf(await transform('/', bundleWith([]), {}));
    const asked: string[] = [];
    const window = { fetch: (url: string) => asked.push(url) };
    const document = { createElement: () => ({}), head: { appendChild: () => undefined }, cookie: SIGNED_IN };
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const run = new Function('location', 'document', 'window', script) as (...a: object[]) => void;
    run(
      { pathname: `/course/${COURSE}/home`, href: `https://apps.test/course/${COURSE}/home` },
      document,
      window,
    );
    expect(asked).toEqual([]);
    expect(window).not.toHaveProperty('__lmsEarlyCalls');
  });
});

describe('early calls on a runtime-configured build (Tutor)', () => {
  const CONFIG = '/api/mfe_config/v1';
  const CONFIG_ADDRESS = `https://apps.test${CONFIG}?mfe=learning`;

  /** Runs the script of a build without an LMS address; the fake fetch answers the configuration. */
  async function run(
    pathname: string,
    cookie: string,
    config: { status: number; body: string } | 'lost',
    stored: Record<string, string> = {},
  ) {
    const bundle = bundleWith([]);
    bundle['assets/theme.js'] = chunk('assets/theme.js', {
      facadeModuleId: '/repo/src/platform/theme.ts',
      imports: ['assets/react.js'],
    });
    const result = await transform('/learning/', bundle, { configApiUrl: CONFIG, appId: 'learning' });
    const script = scriptOf(result);
    const asked: { url: string; init: RequestInit }[] = [];
    const localStorage = { getItem: (key: string) => stored[key] ?? null };
    const window: { fetch: unknown; localStorage: object; __lmsEarlyCalls?: Record<string, unknown> } = {
      localStorage,
      fetch: (url: string, init: RequestInit) => {
        asked.push({ url, init });
        if (!url.startsWith('https://apps.test/')) return new Promise(() => undefined);
        if (config === 'lost') return Promise.reject(new TypeError('Failed to fetch'));
        return Promise.resolve({
          status: config.status,
          headers: { get: () => null },
          text: () => Promise.resolve(config.body),
        });
      },
    };
    const links: { rel?: string; as?: string; href?: string }[] = [];
    const document = {
      createElement: () => ({}),
      head: { appendChild: (l: never) => links.push(l) },
      cookie,
    };
    const location = { pathname: `/learning${pathname}`, href: `https://apps.test/learning${pathname}` };
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const runScript = new Function('location', 'document', 'window', 'fetch', 'localStorage', script) as (
      ...a: object[]
    ) => void;
    runScript(location, document, window, window.fetch as object, localStorage);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const preloaded = links.filter((l) => l.as === 'style').map((l) => l.href);
    const modules = links.filter((l) => l.rel === 'modulepreload').map((l) => l.href);
    return { asked, kept: Object.keys(window.__lmsEarlyCalls ?? {}), preloaded, modules };
  }
  const configAnswer = (body: object) => ({ status: 200, body: JSON.stringify(body) });
  const outlineCalls = [
    appAddress(`/api/course_home/course_metadata/${COURSE}`, { browser_timezone: browserTimezone() }),
    appAddress(`/api/course_home/outline/${COURSE}`),
  ];

  it('asks for the configuration as the app does, then the reads at the LMS it names', async () => {
    const { asked, kept } = await run(
      `/course/${COURSE}/home`,
      SIGNED_IN,
      configAnswer({ LMS_BASE_URL: `${LMS}/` }),
    );
    expect(asked[0]).toEqual({
      url: CONFIG_ADDRESS,
      init: { credentials: 'omit', headers: { accept: 'application/json' } },
    });
    expect(asked.slice(1).map(({ url }) => addressKey(url))).toEqual(outlineCalls);
    expect(kept).toEqual(asked.map(({ url }) => url));
  });

  it('reads the configuration the app keeps in local storage while it is fresh, and asks when it is not', async () => {
    const entry = (age: number) => ({
      [runtimeConfigCacheKey(`${CONFIG}?mfe=learning`)]: JSON.stringify({
        at: Date.now() - age,
        config: { LMS_BASE_URL: LMS },
      }),
    });
    const fresh = await run(`/course/${COURSE}/home`, SIGNED_IN, 'lost', entry(60_000));
    expect(fresh.asked.map(({ url }) => addressKey(url))).toEqual(outlineCalls);
    const stale = await run(`/course/${COURSE}/home`, SIGNED_IN, 'lost', entry(RUNTIME_CONFIG_CACHE_MS + 1));
    expect(stale.asked.map(({ url }) => url)).toEqual([CONFIG_ADDRESS]);
  });

  it('asks for the configuration for a visitor too, and no reads', async () => {
    const { asked } = await run(`/course/${COURSE}/home`, '', configAnswer({ LMS_BASE_URL: LMS }));
    expect(asked.map(({ url }) => url)).toEqual([CONFIG_ADDRESS]);
  });

  it('starts no reads when the configuration fails, is no JSON, or names no usable LMS', async () => {
    for (const config of [
      'lost' as const,
      { status: 500, body: '{"LMS_BASE_URL":"http://lms.test"}' },
      { status: 200, body: '<html>' },
      configAnswer({ LMS_BASE_URL: 'javascript:alert(1)' }),
      configAnswer({ LMS_BASE_URL: 42 }),
      configAnswer({}),
      { status: 200, body: 'null' },
    ]) {
      const { asked } = await run(`/course/${COURSE}/home`, SIGNED_IN, config);
      expect(asked.map(({ url }) => url)).toEqual([CONFIG_ADDRESS]);
    }
  });

  it('preloads the theme stylesheets boot waits for, as the app plans them (not the dark variant)', async () => {
    const theme = {
      core: { urls: { default: 'https://cdn.test/@edx/paragon@$paragonVersion/core.min.css' } },
      defaults: { light: 'day', dark: 'night' },
      variants: {
        day: {
          urls: {
            default: 'https://cdn.test/day.css',
            brandOverride: ' https://cdn.test/brand@#brandVersion.css ',
          },
        },
        night: { url: 'https://cdn.test/night.css' },
      },
    };
    const expected = themePlan(theme)!
      .sheets.filter((sheet) => !sheet.media)
      .map((sheet) => sheet.url);
    expect(expected).toHaveLength(3);
    const fetched = await run(`/course/${COURSE}/home`, '', configAnswer({ PARAGON_THEME_URLS: theme }));
    expect(fetched.preloaded).toEqual(expected);
    // And the module that applies them (what the entry loads anyway is not asked for again).
    expect(fetched.modules.filter((href) => href?.includes('theme'))).toEqual(['/learning/assets/theme.js']);
    const plain = await run(`/course/${COURSE}/home`, '', configAnswer({ LMS_BASE_URL: LMS }));
    expect(plain.modules.filter((href) => href?.includes('theme'))).toEqual([]);
    const cached = await run(`/course/${COURSE}/home`, '', 'lost', {
      [runtimeConfigCacheKey(`${CONFIG}?mfe=learning`)]: JSON.stringify({
        at: Date.now(),
        config: { PARAGON_THEME_URLS: theme },
      }),
    });
    expect(cached.preloaded).toEqual(expected);
    for (const odd of [null, [], 'x', { core: 42, variants: [] }, { variants: { light: { url: '' } } }]) {
      expect((await run('/redirect/x', '', configAnswer({ PARAGON_THEME_URLS: odd }))).preloaded).toEqual([]);
    }
  });
});
