import { isSafeId, matchRoute, pathUnder, type RouteParams } from './routeMatch.ts';

/**
 * The app's routes, once: each address the app answers, the page it shows, the course frame around it, the
 * chunk that holds it and the LMS calls the page's first visit starts before the app has loaded. Three
 * readers take it as it is, and ./routeConfig.test.ts fails when one disagrees:
 *
 * - the router (./routes.tsx) makes one route per path, the element named by the entry's id;
 * - the app's first visit (`matchPage` below, ./routes.tsx `prefetchLocation`) finds the page and starts its
 *   data (src/features/{feature}/prefetch.ts);
 * - the build (scripts/lib/routePreload.ts) writes the preload script of index.html
 *   (./preload/preload.ts), which preloads the page's chunk (src/features/{feature}/route.tsx) and asks the
 *   entry's `earlyCalls` while the app downloads.
 *
 * This module is compiled into that inline script: it holds data and pure functions only.
 */

/** A path parameter an early call can put in its address. */
export type CallParam = 'courseId' | 'sequenceId' | 'targetUserId';

/**
 * An LMS read the preload script asks for on a first visit, for a signed-in learner (a JWT cookie that has
 * not expired); src/platform/earlyCalls.ts hands its answer to the app's own request for that address, so
 * the address is built exactly as the app builds it (scripts/lib/routePreload.test.ts compares the two).
 */
export interface EarlyCall {
  /**
   * The LMS path; `{courseId}`, `{sequenceId}` and `{targetUserId}` are the path's parameters. A call whose
   * path names a parameter the address does not have is not asked.
   */
  readonly path: string;
  /** Adds `browser_timezone`, as src/lms/courseMetadata.ts does. */
  readonly timezone?: boolean;
  /** Asked only when the address has no such parameter (the course root, a learner's own progress). */
  readonly unless?: CallParam;
  /**
   * Query parameters, in order, each value URL-encoded: `{courseId}` as above, `{username}` the signed-in
   * learner's (the JWT's `preferred_username`; without one the call is not asked), `{blocksFields}` the
   * blocks call's requested fields (src/lms/courseware/blocksFields.ts, which the preload script fills in:
   * imported here, the app's entry would share a module with the courseware's chunks, and the bundler then
   * split the entry into several chunks, a few hundred bytes more on every first visit).
   */
  readonly query?: readonly (readonly [name: string, value: string])[];
  /**
   * The resume point (contract §5): its answer names the sequence of an address without one, and the
   * entry's `{sequenceId}` calls are asked for that sequence as soon as it answers — the resume point's
   * `section_id` when it names a unit too, else the first open sequence of the `listsSequences` call
   * (src/lms/courseware/firstOpenSequence.ts), as the courseware's prefetch does once the app runs.
   */
  readonly namesSequence?: boolean;
  /** The learning-sequences outline, whose answer names the first open sequence. */
  readonly listsSequences?: boolean;
}

/**
 * A route's early calls are left out of the app's own bundle: only the build's preload script
 * (scripts/lib/routePreload.ts reads this file in Node, where the constant is not defined) and the tests
 * read them, and the app's first download would carry them for nothing (about 0.2 KB gzip). The app's
 * build defines `__ROUTE_EARLY_CALLS__` as false (vite.config.ts).
 */
declare const __ROUTE_EARLY_CALLS__: boolean | undefined;
const WITH_CALLS = typeof __ROUTE_EARLY_CALLS__ === 'undefined' || __ROUTE_EARLY_CALLS__;

const METADATA: EarlyCall = { path: '/api/course_home/course_metadata/{courseId}', timezone: true };
const COURSEWARE_COURSE: EarlyCall = { path: '/api/courseware/course/{courseId}', timezone: true };
const LEARNING_SEQUENCES: EarlyCall = { path: '/api/learning_sequences/v1/course_outline/{courseId}' };
/** The blocks outline as src/lms/courseware/api.ts asks it (a test compares the two addresses). */
const BLOCKS: EarlyCall = {
  path: '/api/courses/v2/blocks/',
  query: [
    ['course_id', '{courseId}'],
    ['username', '{username}'],
    ['depth', '3'],
    ['requested_fields', '{blocksFields}'],
  ],
};

/**
 * Which kind of course page is showing: the outline, a tab (dates, progress, discussion, live), the
 * courseware or the course exit page. Only the outline differs in the access rules: it skips the default
 * redirect (spec §2, src/rules/accessDenied.ts).
 */
export type CoursePageKind = 'outline' | 'tab' | 'courseware' | 'course-exit';

/** The course frame around a page: its access rule, the tab it marks, whether it sets the page title. */
export interface CourseFrameRoute {
  readonly kind: CoursePageKind;
  readonly tab: string;
  /** Tab pages get "tab | course | site" as their title; the courseware and the exit page set their own. */
  readonly setsTitle: boolean;
}

export interface RouteEntry<Page extends string = PageName> {
  /** Names the entry: `pathTo(id, …)` makes its addresses, and the router shows its page (./routes.tsx). */
  readonly id: string;
  /**
   * React Router patterns under the public path, each a route of its own, shortest first: `pathTo` makes
   * the longest whose parameters it is given.
   */
  readonly paths: readonly string[];
  /**
   * The page's code: src/features/{pageFolder(page)}/route.tsx (its screen, a chunk of its own) and
   * prefetch.ts there (its first data calls), loaded and given its data when the address is visited first;
   * none for a redirect, nor for Studio's preview (its chunk loads the courseware's when it shows: no early
   * data, since the courseware's would be the published sequence).
   */
  readonly page?: Page;
  readonly frame?: CourseFrameRoute;
  /** These parameters are usage keys: any other value is "not found" (never the course's first unit). */
  readonly usageKeys?: readonly string[];
  /** What the preload script asks for before the app has loaded (the first read of each is the page's). */
  readonly earlyCalls?: readonly EarlyCall[];
}

/**
 * Studio's preview addresses are the courseware's sequences and units under this prefix (upstream's
 * `/preview/course/…`): the preview's chunk keeps the courseware's own addresses under it.
 */
export const PREVIEW_PREFIX = '/preview';

/**
 * The routes, in the order a first visit matches them (the router ranks by specificity and finds the same
 * entry: a test checks it). The course pages of spec §2, the unsubscribe pages, the paths the platform links
 * to (conventions §8.8) and Studio's preview.
 */
export const ROUTES = [
  { id: 'goalUnsubscribe', paths: ['/goal-unsubscribe/:token'], page: 'goalUnsubscribe' },
  {
    id: 'preferencesUnsubscribe',
    paths: ['/preferences-unsubscribe/:userToken/:updatePatch?'],
    page: 'preferencesUnsubscribe',
  },
  {
    id: 'outline',
    paths: ['/course/:courseId/home'],
    page: 'outline',
    frame: { kind: 'outline', tab: 'outline', setsTitle: true },
    earlyCalls: WITH_CALLS ? [METADATA, { path: '/api/course_home/outline/{courseId}' }] : undefined,
  },
  {
    id: 'dates',
    paths: ['/course/:courseId/dates'],
    page: 'dates',
    frame: { kind: 'tab', tab: 'dates', setsTitle: true },
    earlyCalls: WITH_CALLS ? [METADATA, { path: '/api/course_home/dates/{courseId}' }] : undefined,
  },
  {
    id: 'progress',
    // A learner's own progress, or a member of staff's look at another learner's.
    paths: ['/course/:courseId/progress', '/course/:courseId/progress/:targetUserId'],
    page: 'progress',
    frame: { kind: 'tab', tab: 'progress', setsTitle: true },
    earlyCalls: WITH_CALLS
      ? [
          METADATA,
          { path: '/api/course_home/progress/{courseId}', unless: 'targetUserId' },
          { path: '/api/course_home/progress/{courseId}/{targetUserId}/' },
        ]
      : undefined,
  },
  {
    id: 'courseExit',
    paths: ['/course/:courseId/course-end'],
    page: 'courseExit',
    frame: { kind: 'course-exit', tab: 'outline', setsTitle: false },
    // The exit page has no unit to show first: it decides its variant from the whole outline.
    earlyCalls: WITH_CALLS ? [METADATA, COURSEWARE_COURSE, LEARNING_SEQUENCES, BLOCKS] : undefined,
  },
  {
    id: 'live',
    paths: ['/course/:courseId/live'],
    page: 'live',
    frame: { kind: 'tab', tab: 'lti_live', setsTitle: true },
    earlyCalls: WITH_CALLS ? [METADATA, { path: '/api/course_live/iframe/{courseId}/' }] : undefined,
  },
  {
    id: 'accessDenied',
    paths: ['/course/:courseId/access-denied'],
    page: 'accessDenied',
    earlyCalls: WITH_CALLS ? [METADATA] : undefined,
  },
  {
    id: 'discussionTab',
    paths: ['/course/:courseId/discussion/*'],
    page: 'discussionTab',
    frame: { kind: 'tab', tab: 'discussion', setsTitle: true },
    earlyCalls: WITH_CALLS ? [METADATA] : undefined,
  },
  {
    // The course root, a sequence and a unit render one tree, so a move from the root or a sequence to
    // its unit keeps the frame and the unit on screen (./routes.tsx).
    id: 'courseware',
    paths: ['/course/:courseId', '/course/:courseId/:sequenceId', '/course/:courseId/:sequenceId/:unitId'],
    page: 'courseware',
    frame: { kind: 'courseware', tab: 'outline', setsTitle: false },
    usageKeys: ['sequenceId', 'unitId'],
    // The blocks outline is not among them: the app asks for it once the unit has painted (the unit does
    // not need its hundreds of KB; src/lms/courseware/callSchedule.ts).
    earlyCalls: WITH_CALLS
      ? [
          METADATA,
          COURSEWARE_COURSE,
          { ...LEARNING_SEQUENCES, listsSequences: true },
          { path: '/api/courseware/sequence/{sequenceId}' },
          { path: '/api/courseware/resume/{courseId}', unless: 'sequenceId', namesSequence: true },
        ]
      : undefined,
  },
  {
    // Studio's "Preview" button: the courseware showing course staff the draft
    // (src/features/courseware/preview, docs/decisions/0022-studio-preview.md), under its own prefix.
    id: 'preview',
    paths: [`${PREVIEW_PREFIX}/course/:courseId/:sequenceId/:unitId?`],
    frame: { kind: 'courseware', tab: 'outline', setsTitle: false },
    usageKeys: ['sequenceId', 'unitId'],
  },
  // Links from the platform (rare): their own chunk, downloaded when one shows.
  { id: 'redirectCoursewareUnit', paths: ['/redirect/courseware/:courseId/unit/:unitId'] },
  { id: 'redirectCourseHome', paths: ['/redirect/course-home/:courseId'] },
  { id: 'redirectSurvey', paths: ['/redirect/survey/:courseId'] },
  { id: 'redirectDashboard', paths: ['/redirect/dashboard'] },
  { id: 'redirectHome', paths: ['/redirect/home/:courseId'] },
  // Enterprise sites (issue 46): the LMS's data-sharing consent page, the enterprise learner portal.
  { id: 'redirectConsent', paths: ['/redirect/consent/:courseId'] },
  { id: 'redirectEnterpriseDashboard', paths: ['/redirect/enterprise-learner-dashboard'] },
] as const satisfies readonly RouteEntry<string>[];

export type RouteId = (typeof ROUTES)[number]['id'];

/** A page of the configuration (its entry's `page`). */
export type PageName = Extract<(typeof ROUTES)[number], { readonly page: string }>['page'];

/** Every page of the configuration. */
export const pageNames = (): PageName[] =>
  (ROUTES as readonly RouteEntry[]).flatMap((route) => (route.page ? [route.page] : []));

/** A page's folder under src/features: its name in kebab case (`courseExit` → `course-exit`). */
export const pageFolder = (page: PageName): string =>
  page.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : P;
type ParamOf<S extends string> = S extends `:${infer Name}?`
  ? Name
  : S extends `:${infer Name}`
    ? Name
    : never;
type RequiredParamOf<S extends string> = S extends `:${string}?` ? never : ParamOf<S>;
type PathsOf<Id extends RouteId> = Extract<(typeof ROUTES)[number], { readonly id: Id }>['paths'];

/**
 * The parameters of a route's addresses: those of its first (shortest) path are required; those of its
 * longer paths, and a splat (`*`), may be given. A value goes into the address as it is (a course or usage
 * key, as the router's parameters hold it).
 */
export type PathParams<Id extends RouteId> = {
  readonly [Name in RequiredParamOf<Segments<PathsOf<Id>[0]>>]: string;
} & {
  readonly [Name in ParamOf<Segments<PathsOf<Id>[number]>>]?: string | null;
} & (PathsOf<Id>[number] extends `${string}/*` ? { readonly '*'?: string } : unknown);

/**
 * The app's one path builder: the address of a route of the configuration, from its patterns, under the
 * public path (as `<Link to>` and `navigate` take it). Of a route's paths it makes the longest whose
 * parameters are all given; a missing optional parameter (`:name?`) is left out. Every address the app
 * makes of its own pages comes from here (./routeConfig.test.ts holds it to the router).
 */
export function pathTo<Id extends RouteId>(id: Id, params: PathParams<Id>): string {
  const values = params as Readonly<Record<string, string | null | undefined>>;
  const { paths } = ROUTES.find((route) => route.id === id) as RouteEntry;
  const given = (pattern: string) =>
    [...pattern.matchAll(/:(\w+)(?![\w?])/g)].every(([, name]) => values[name as string]);
  const pattern = [...paths].reverse().find(given) ?? paths[0] ?? '';
  return pattern.replace(/\/(?::(\w+)\??|\*)/g, (segment, name?: string) => {
    const value = values[name ?? '*'];
    return value ? `/${value}` : segment.endsWith('?') ? '' : '/';
  });
}

/**
 * Whether a courseware path segment is a usage key (`block-v1:…`, `ccx-block-v1:…`, `lib-block-v1:…`).
 * Anything else under /course/{courseId}/ is not a unit: the app shows "not found", never the first unit.
 */
export function isUsageKey(segment: string): boolean {
  return /^[a-z-]*block-v1(:|%3A)\S+$/i.test(segment);
}

/** What the first visit reads of a route (the preload script gets only this much of each). */
export type MatchableRoute = Pick<RouteEntry, 'paths' | 'page' | 'usageKeys' | 'earlyCalls'> &
  Partial<Pick<RouteEntry, 'id'>>;

export interface RouteMatch<R extends MatchableRoute = RouteEntry> {
  readonly route: R;
  /** The path's parameters as they are in the address (percent-escapes kept). */
  readonly params: RouteParams;
}

/**
 * The route an address shows among `routes`, or null: "not found", and for the first visit no chunk and no
 * call. An id that could leave its place in an LMS path is no route (./routeMatch.ts isSafeId), nor
 * is a courseware segment that is not a usage key, nor a splat with a `..` or an escaped slash.
 */
export function matchIn<R extends MatchableRoute>(
  routes: readonly R[],
  pathname: string,
  basename = '/',
): RouteMatch<R> | null {
  const path = pathUnder(basename, pathname);
  for (const route of routes) {
    for (const pattern of route.paths) {
      const params = matchRoute(pattern, path);
      if (params) return acceptable(route, params) ? { route, params } : null;
    }
  }
  return null;
}

/** The route of the configuration an address shows, or null (see matchIn). */
export const matchRouteEntry = (pathname: string, basename = '/') =>
  matchIn(ROUTES as readonly RouteEntry[], pathname, basename);

/**
 * The routes as the preload script reads them: those with a page, without what only the router reads.
 * Addresses of the others start nothing, as no address matches.
 */
export const preloadRoutes = (): MatchableRoute[] =>
  (ROUTES as readonly RouteEntry[])
    .filter((route) => route.page)
    .map(({ paths, page, usageKeys, earlyCalls }) => ({ paths, page, usageKeys, earlyCalls }));

function acceptable(route: MatchableRoute, params: RouteParams): boolean {
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (name === '*') {
      if (value.split('/').some((segment) => segment === '..' || /%2f|%5c/i.test(segment))) return false;
    } else if (!isSafeId(value) || (route.usageKeys?.includes(name) && !isUsageKey(value))) {
      return false;
    }
  }
  return true;
}
