import { existsSync } from 'node:fs';
import path from 'node:path';
import { matchPath, matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { matchPreloadRoute } from './preload/preload';
import { matchRouteEntry, PAGE_FEATURES, preloadRoutes, ROUTES, type RouteEntry } from './routeConfig';
import { matchRoute } from './routeMatch';
import { appRouteObjects, matchPage } from './routes';

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

  it('has unique ids, and a page chunk and data module where it names a page', () => {
    expect(new Set(routes.map(({ id }) => id)).size).toBe(routes.length);
    for (const feature of Object.values(PAGE_FEATURES)) {
      expect(existsSync(path.resolve('src/features', feature, 'route.tsx'))).toBe(true);
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
