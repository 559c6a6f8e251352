import { BLOCKS_REQUESTED_FIELDS } from '@/lms/courseware/blocksFields';
import { firstOpenSequence } from '@/lms/courseware/firstOpenSequence';
import { getCookie } from '@/platform/cookies';
import type { EarlyAnswer, EarlyCall as KeptCall } from '@/platform/earlyCalls';
import { decodeJwtCookie } from '@/platform/jwt';
import { readCachedRuntimeConfig, runtimeConfigAddress } from '@/platform/runtimeConfigCache';
import { themePlan } from '@/platform/theme';
import { browserTimezone } from '@/platform/timezone';
import { parseTargetUserId, targetUserSegment } from '@/rules/targetUser';
import { isSafeId } from '../routeMatch';
import {
  matchIn,
  type CallParam,
  type EarlyCall,
  type MatchableRoute,
  type PageName,
  type RouteMatch,
} from '../routeConfig';

/**
 * The preload script of index.html: the first thing the page runs, before the app's code has downloaded.
 * The build compiles this module into the page (scripts/lib/routePreload.ts, with ./inline.ts as its
 * entry) and hands it what only the build knows (`PreloadBuild`). On a first visit it:
 *
 * 1. finds the address's route in the route configuration (../routeConfig.ts, as the app does);
 * 2. for a signed-in learner, asks the LMS for the route's early calls and keeps each answer in
 *    `window.__lmsEarlyCalls`, where the app's own request for the same address takes it
 *    (src/platform/earlyCalls.ts); at the course root it asks the sequence the resume point or the
 *    learning-sequences outline names, as the courseware's prefetch does;
 * 3. with a runtime configuration address, reads the app's fresh copy of the configuration or asks for
 *    it, then starts the early calls at the LMS it names and preloads the theme's stylesheets boot waits for;
 * 4. preloads the page's chunks and stylesheets, then sets up the browser's date formatting (the first Intl
 *    call), which the app's first dates need, while those download.
 *
 * The early requests go before the chunks: on HTTP/1.1 the configuration, asked of the app's own host as
 * Tutor serves it, would otherwise queue behind them for one of that host's six connections.
 */
export interface PreloadBuild {
  /** The public path (`/`, `/learning/`). */
  readonly base: string;
  /** The route configuration's pages (../routeConfig.ts preloadRoutes), matched as the app matches them. */
  readonly routes: readonly MatchableRoute[];
  /** Each page's chunks and stylesheets that the entry does not load already, its data module's first. */
  readonly files: Readonly<Partial<Record<PageName, readonly string[]>>>;
  /** The build's LMS_BASE_URL; '' for a runtime-configured build (the configuration names the LMS). */
  readonly lms: string;
  readonly jwtCookieName: string;
  /** The build's MFE_CONFIG_API_URL ('' for none) and APP_ID. */
  readonly configApiUrl: string;
  readonly appId: string;
  /** The modules boot imports to apply a runtime theme (src/platform/theme.ts and its imports). */
  readonly themeFiles: readonly string[];
}

interface Link {
  rel: string;
  as?: string;
  href: string;
  crossOrigin?: string | null;
}

/** What the script touches of the browser (tests pass their own). */
export interface PreloadEnv {
  readonly pathname: string;
  readonly href: string;
  readonly document: {
    readonly cookie: string;
    createElement(tag: 'link'): Link;
    readonly head: { appendChild(link: Link): unknown };
  };
  readonly window: { fetch?: typeof fetch; __lmsEarlyCalls?: Record<string, KeptCall> };
  readonly storage: Pick<Storage, 'getItem'> | null;
  /** performance.now(), when a call was asked (the app ignores an old answer). */
  readonly now: () => number;
  /** Date.now(), for the JWT's expiry and the configuration copy's age. */
  readonly clock: () => number;
}

export function browserEnv(): PreloadEnv {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    // storage disabled: the configuration is asked
  }
  return {
    pathname: location.pathname,
    href: location.href,
    document: document as unknown as PreloadEnv['document'],
    window,
    storage,
    now: () => performance.now(),
    clock: () => Date.now(),
  };
}

/** The route of an address, as the app finds it (../routeConfig.ts). */
export const matchPreloadRoute = (build: Pick<PreloadBuild, 'routes' | 'base'>, pathname: string) =>
  matchIn(build.routes, pathname, build.base);

type Match = RouteMatch<MatchableRoute>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Adds a preload link; the app's own files are fetched in CORS mode, as its module scripts are. */
function addLink(env: PreloadEnv, rel: 'modulepreload' | 'preload', href: string, ownFile: boolean) {
  const link = env.document.createElement('link');
  link.rel = rel;
  if (rel === 'preload') link.as = 'style';
  if (ownFile) link.crossOrigin = '';
  link.href = href;
  env.document.head.appendChild(link);
}

/** The signed-in learner's username when the JWT cookie has not expired; null for a visitor. */
function signedIn(env: PreloadEnv, cookieName: string): { username: string } | null {
  try {
    const value = getCookie(cookieName, env.document.cookie);
    const claims = value ? decodeJwtCookie(value) : null;
    if (!claims || typeof claims.exp !== 'number' || claims.exp < env.clock() / 1000) return null;
    return { username: typeof claims.preferred_username === 'string' ? claims.preferred_username : '' };
  } catch {
    return null;
  }
}

/**
 * Asks an address once and keeps the answer, whatever it is, for the app (src/platform/earlyCalls.ts), in
 * the table the script made at its start: the app takes that table off the window when it first looks,
 * and keeps reading it as later calls (a resume point's sequence, the reads of a runtime-configured LMS)
 * are added.
 */
type Ask = (address: string, init: RequestInit) => Promise<EarlyAnswer>;

function asker(env: PreloadEnv, fetchImpl: typeof fetch): Ask {
  const table: Record<string, KeptCall> = {};
  env.window.__lmsEarlyCalls = table;
  return (address, init) => {
    const answer = fetchImpl(address, init)
      .then((response) =>
        response.text().then((body): EarlyAnswer => {
          const headers: Record<string, string> = {};
          for (const name of ['date', 'retry-after', 'content-type']) {
            const value = response.headers.get(name);
            if (value !== null) headers[name] = value;
          }
          return { status: response.status, headers, body };
        }),
      )
      .catch((): EarlyAnswer => ({ failed: true }));
    table[address] = { at: env.now(), answer };
    return answer;
  };
}

const json = (answer: EarlyAnswer): unknown => {
  try {
    return 'body' in answer && answer.status === 200 ? JSON.parse(answer.body) : null;
  } catch {
    return null;
  }
};

/** The sequence the learning-sequences outline's raw answer opens first (null when it names none). */
function firstSequenceOf(answer: EarlyAnswer): string | null {
  try {
    const outline = (
      json(answer) as { outline: { sections: { sequence_ids: string[] }[]; sequences: object } }
    ).outline;
    const sections = outline.sections.map((section) => ({ sequenceIds: section.sequence_ids }));
    return firstOpenSequence(sections, outline.sequences as Record<string, { accessible?: boolean }>);
  } catch {
    return null;
  }
}

const decoded = (value: string | undefined) => {
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
};

/** Asks the route's early calls at `lms` (an http(s) origin), as the app would ask them. */
function startEarlyCalls(env: PreloadEnv, ask: Ask, build: PreloadBuild, match: Match, lmsOrigin: unknown) {
  const calls = match.route.earlyCalls ?? [];
  const user = signedIn(env, build.jwtCookieName);
  if (!user || !calls.length || typeof lmsOrigin !== 'string' || !/^https?:\/\/[^/]+/.test(lmsOrigin)) return;
  const lms = lmsOrigin.replace(/\/+$/, '');
  const target = decoded(match.params.targetUserId);
  const values: Record<CallParam, string | undefined> = {
    courseId: decoded(match.params.courseId),
    sequenceId: decoded(match.params.sequenceId),
    targetUserId: target ? targetUserSegment(parseTargetUserId(target) ?? target) : undefined,
  };
  const { courseId } = values;
  if (!courseId) return;
  const zone = browserTimezone();

  const askCall = (call: EarlyCall, sequenceId: string | undefined) => {
    const params = { ...values, sequenceId };
    const names = [...call.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name as CallParam);
    if (names.some((name) => !params[name]) || (call.unless && params[call.unless])) return null;
    const query = call.query ?? [];
    if (!user.username && query.some(([, value]) => value.includes('{username}'))) return null;
    const pairs: string[] = [];
    if (call.timezone && zone) pairs.push(`browser_timezone=${encodeURIComponent(zone)}`);
    for (const [name, value] of query) {
      const filled = value
        .replace('{courseId}', courseId)
        .replace('{username}', user.username)
        .replace('{blocksFields}', BLOCKS_REQUESTED_FIELDS);
      pairs.push(`${name}=${encodeURIComponent(filled)}`);
    }
    const path = call.path.replace(/\{(\w+)\}/g, (_, name: CallParam) => params[name] ?? '');
    return ask(`${lms}${path}${pairs.length ? `?${pairs.join('&')}` : ''}`, {
      credentials: 'include',
      headers: { 'USE-JWT-COOKIE': 'true' },
    });
  };
  /** The calls of a sequence the resume point or the outline names (the page goes there). */
  const askSequence = (sequenceId: unknown) => {
    if (typeof sequenceId !== 'string' || !isSafeId(sequenceId)) return;
    for (const call of calls) if (call.path.includes('{sequenceId}')) void askCall(call, sequenceId);
  };

  let sequences: Promise<EarlyAnswer> | null = null;
  for (const call of calls) {
    const asked = askCall(call, values.sequenceId);
    if (!asked) continue;
    if (call.listsSequences) sequences = asked;
    if (call.namesSequence) {
      void asked.then((answer) => {
        const point = json(answer);
        if (!isObject(point)) return;
        if (point.section_id && point.unit_id) askSequence(point.section_id);
        else if (sequences) void sequences.then((outline) => askSequence(firstSequenceOf(outline)));
      });
    }
  }
}

/** A runtime configuration: the early calls at the LMS it names, and the theme boot waits for. */
function applyRuntimeConfig(
  env: PreloadEnv,
  ask: Ask,
  build: PreloadBuild,
  match: Match | null,
  config: unknown,
) {
  if (!isObject(config)) return;
  if (!build.lms && match) startEarlyCalls(env, ask, build, match, config.LMS_BASE_URL);
  const theme = config.PARAGON_THEME_URLS;
  if (!theme) return;
  for (const file of build.themeFiles) addLink(env, 'modulepreload', build.base + file, true);
  // The core and light stylesheets, which boot waits for; not the dark variant (a media query's).
  for (const sheet of themePlan(theme)?.sheets ?? []) {
    if (!sheet.media) addLink(env, 'preload', sheet.url, false);
  }
}

export function preload(build: PreloadBuild, env: PreloadEnv): void {
  const match = matchPreloadRoute(build, env.pathname);
  if (env.window.fetch && (build.lms || build.configApiUrl)) {
    const ask = asker(env, env.window.fetch);
    if (build.lms && match) startEarlyCalls(env, ask, build, match, build.lms);
    if (build.configApiUrl) {
      const address = runtimeConfigAddress(build.configApiUrl, build.appId);
      const kept = readCachedRuntimeConfig(env.storage, address, env.clock());
      if (kept) applyRuntimeConfig(env, ask, build, match, kept);
      else {
        try {
          void ask(new URL(address, env.href).href, {
            credentials: 'omit',
            headers: { accept: 'application/json' },
          }).then((answer) => {
            if ('body' in answer && answer.status >= 200 && answer.status < 300) {
              try {
                applyRuntimeConfig(env, ask, build, match, JSON.parse(answer.body));
              } catch {
                // not JSON: boot reports it
              }
            }
          });
        } catch {
          // an address the page cannot resolve: boot reports it
        }
      }
    }
  }
  const page = match?.route.page;
  for (const file of (page && build.files[page]) || []) {
    addLink(env, file.endsWith('.css') ? 'preload' : 'modulepreload', build.base + file, true);
  }
  try {
    Intl.DateTimeFormat().resolvedOptions();
  } catch {
    // no Intl: the app's dates fall back
  }
}
