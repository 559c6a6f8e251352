import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchPath, matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { matchPreloadRoute } from './preload/preload';
import {
  matchRouteEntry,
  pageFolder,
  pageNames,
  pathTo,
  preloadRoutes,
  ROUTES,
  type RouteEntry,
  type RouteId,
} from './routeConfig';
import { matchRoute } from './routeMatch';
import { appRouteObjects, matchPage, pages, prefetchers } from './routes';

/**
 * The route configuration's readers agree: the router, the app's first-visit match and the preload
 * script find the same entry for every address of every entry, and the shared matcher reads a pattern as
 * React Router does.
 */
const SAMPLE: Record<string, string> = {
  courseId: 'course-v1:edX+DemoX+Demo_Course',
  sequenceId: 'block-v1:edX+DemoX+Demo_Course+type@sequential+block@s1',
  unitId: 'block-v1:edX+DemoX+Demo_Course+type@vertical+block@u1',
  token: 'abc123',
  userToken: 'tok',
  updatePatch: 'patch',
  targetUserId: '42',
};

/** Addresses of a pattern: every parameter filled, each optional one left out too, with a trailing slash. */
function addressesOf(pattern: string): string[] {
  const filled = pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') return 'posts/42';
      if (!segment.startsWith(':')) return segment;
      const name = segment.replace(/^:|\?$/g, '');
      const value = SAMPLE[name];
      if (!value) throw new Error(`no sample for ${name}`);
      return value;
    })
    .join('/');
  const withoutOptional = pattern
    .split('/')
    .filter((segment) => !segment.endsWith('?') && segment !== '*')
    .map((segment) => (segment.startsWith(':') ? (SAMPLE[segment.slice(1)] ?? '') : segment))
    .join('/');
  return [...new Set([filled, `${filled}/`, withoutOptional])];
}

const routes = ROUTES as readonly RouteEntry[];
const preloadBuild = { base: '/', routes: preloadRoutes() };
const cases = routes.flatMap((route) =>
  route.paths.flatMap((pattern) => addressesOf(pattern).map((address) => ({ route, pattern, address }))),
);

const routerEntryOf = (address: string) => {
  const matches = matchRoutes(appRouteObjects, address);
  const handle = matches?.at(-1)?.route.handle as { routeId?: string } | undefined;
  return handle?.routeId ?? null;
};

describe('the route configuration', () => {
  it.each(cases.map((c) => [c.address, c.route.id, c]))(
    '%s is the %s route for the router, the first visit and the preload script',
    (address, id, { route, pattern }) => {
      expect(routerEntryOf(address)).toBe(id);
      expect(matchRouteEntry(address)?.route.id).toBe(id);
      expect(matchPreloadRoute(preloadBuild, address)?.route.page ?? null).toBe(route.page ?? null);
      expect(matchPage(address)?.name ?? null).toBe(route.page ?? null);
      // The shared matcher reads the pattern's parameters as React Router does.
      const own = matchRoute(pattern, address);
      const theirs = matchPath(pattern, address)?.params ?? null;
      const defined = (params: object | null) =>
        params && Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));
      expect(defined(own)).toEqual(defined(theirs));
    },
  );

  it('finds no route, in any reader, for an address the router shows as "not found"', () => {
    for (const address of ['/', '/course', '/course/x/a/b/c', '/nope', '/redirect/elsewhere']) {
      expect(routerEntryOf(address)).toBeNull();
      expect(matchRouteEntry(address)).toBeNull();
      expect(matchPreloadRoute(preloadBuild, address)).toBeNull();
    }
  });

  it('has unique ids, and a page chunk where it names a page; a page is its route’s id', () => {
    expect(new Set(routes.map(({ id }) => id)).size).toBe(routes.length);
    for (const route of routes) if (route.page) expect(route.page).toBe(route.id);
    for (const page of pageNames()) {
      expect(existsSync(path.resolve('src/features', pageFolder(page), 'route.tsx'))).toBe(true);
    }
  });

  it('imports each page’s chunk and data module from the page’s folder, and every data module there is', async () => {
    expect(Object.keys(pages).sort()).toEqual(pageNames().sort());
    for (const page of pageNames()) {
      const folder = `../features/${pageFolder(page)}`;
      expect(await pages[page](), page).toBe(await import(`${folder}/route.tsx`));
      const prefetch = prefetchers[page];
      if (existsSync(path.resolve('src/features', pageFolder(page), 'prefetch.ts'))) {
        expect(prefetch, `${page}: prefetch.ts is not among the prefetchers`).toBeDefined();
        expect(await prefetch?.(), page).toBe(await import(`${folder}/prefetch.ts`));
      } else {
        expect(prefetch, `${page}: no prefetch.ts in its folder`).toBeUndefined();
      }
    }
  });

  it('gives a course frame only to course pages, and early calls only to pages the frame or a page reads', () => {
    for (const route of routes) {
      // Studio's preview is the courseware under /preview (src/features/courseware/preview).
      if (route.frame) {
        expect(route.paths.every((p) => /^(\/preview)?\/course\/:courseId/.test(p))).toBe(true);
      }
      if (route.earlyCalls) expect(route.page).toBeDefined();
    }
  });
});

/** Every address of a route that `pathTo` makes: each pattern filled, and left without its optional parts. */
describe('pathTo, the one path builder', () => {
  const patterns = routes.flatMap((route) => route.paths.map((pattern) => ({ route, pattern })));
  it.each(patterns.map((c) => [c.pattern, c.route.id, c]))(
    'makes %s for the %s route, an address the router shows as that route',
    (_pattern, id, { route, pattern }) => {
      const names = [...pattern.matchAll(/:(\w+)|\*/g)].map(([whole, name]) => name ?? whole);
      const params = Object.fromEntries(
        names.map((name) => [name, name === '*' ? 'posts/42' : SAMPLE[name]]),
      );
      const made = pathTo(id as RouteId, params as never);
      // The longest pattern of the route with these parameters: this one, unless a longer one has no more.
      expect(matchRoute(pattern, made)).not.toBeNull();
      expect(routerEntryOf(made)).toBe(route.id);
      expect(matchRouteEntry(made)?.route.id).toBe(route.id);
    },
  );

  it('leaves out what is not given: the courseware’s unit, sequence, an optional segment', () => {
    const { courseId = '', sequenceId = '', unitId = '' } = SAMPLE;
    expect(pathTo('courseware', { courseId })).toBe(`/course/${courseId}`);
    expect(pathTo('courseware', { courseId, sequenceId: null, unitId })).toBe(`/course/${courseId}`);
    expect(pathTo('courseware', { courseId, sequenceId, unitId: null })).toBe(
      `/course/${courseId}/${sequenceId}`,
    );
    expect(pathTo('courseware', { courseId, sequenceId, unitId })).toBe(
      `/course/${courseId}/${sequenceId}/${unitId}`,
    );
    expect(pathTo('progress', { courseId })).toBe(`/course/${courseId}/progress`);
    expect(pathTo('progress', { courseId, targetUserId: '42' })).toBe(`/course/${courseId}/progress/42`);
    expect(pathTo('preferencesUnsubscribe', { userToken: 't' })).toBe('/preferences-unsubscribe/t');
    expect(pathTo('discussionTab', { courseId, '*': 'posts/42' })).toBe(
      `/course/${courseId}/discussion/posts/42`,
    );
    expect(pathTo('discussionTab', { courseId })).toBe(`/course/${courseId}/discussion/`);
    expect(pathTo('courseExit', { courseId })).toBe(`/course/${courseId}/course-end`);
  });

  /**
   * The app's own addresses are made by pathTo alone: a path of a route written out by hand elsewhere in
   * src (a template or a literal such as `/course/${id}/home`) would disagree with the configuration the
   * day a route moves.
   */
  it('is the only maker of the app’s addresses in src', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return files(full);
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
      });
    const allowed = new Set(['src/app/routeConfig.ts', 'src/app/routeMatch.ts']);
    // A string or template that starts with a route's first segment: `/course/…`, '/redirect/…', …
    const roots = [...new Set(routes.flatMap((route) => route.paths.map((p) => p.split('/')[1])))];
    const made = new RegExp(`[\`'"]/(${roots.join('|')})(/|[\`'"])`);
    const found: string[] = [];
    for (const file of files(path.resolve('src'))) {
      const relative = path.relative(path.resolve('.'), file).split(path.sep).join('/');
      if (allowed.has(relative)) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          // Comments may name an address; the LMS's own paths (`/courses/…`, `/api/…`) are not the app's.
          if (/^\s*(\*|\/\/|\/\*)/.test(line)) return;
          if (made.test(line)) found.push(`${relative}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
