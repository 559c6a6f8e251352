import type { Plugin, Rolldown } from 'vite';
import { BLOCKS_REQUESTED_FIELDS } from '../../src/lms/courseware/blocksFields.ts';

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

/**
 * The LMS reads each page starts at boot (its prefetch module and src/app/routes.tsx), which the script
 * asks for itself while the app's code downloads, for a signed-in learner (a JWT cookie that has not
 * expired); src/platform/earlyCalls.ts hands each answer to the app's own request for that address.
 * `{c}` is the course id in a path, `{s}` the courseware path's sequence (a call with `{s}` needs one;
 * one `withoutSequence` is for a path without one); `tz` adds browser_timezone as
 * src/lms/courseMetadata.ts does. A `namesSequence` call's answer (the resume point,
 * contract §5) names the sequence of a path without one, and the `{s}` calls are asked for it as soon as
 * it answers, as the courseware's prefetch does once the app runs: its `section_id` when it names a
 * `unit_id` too, or otherwise (a first visit, or a point without its unit, where the app goes to the first
 * sequence: rootSequence) the first sequence the `listsSequences` call (learning sequences) lists that is not closed
 * (firstSequenceHint in src/lms/courseware/api.ts). A `withoutTarget` call is for a path with nothing
 * after the page's own segment (the progress tab without a target user); a call with `{t}` needs one:
 * that segment read as src/features/progress/model.ts parseTargetUserId reads it (a member of staff
 * looking at a learner's progress by user id or username), URL-encoded as the app's path.
 * scripts/lib/routePreload.test.ts checks every address against the one axios builds for the app's own
 * call. The courseware's blocks
 * outline is not among them: the app asks for it once the unit has painted (afterUnitCalls in
 * src/lms/courseware/api.ts), as it is hundreds of KB to receive and parse that the unit does not need.
 * The course exit page has no unit and decides its variant from that outline: it asks it early.
 */
export interface EarlyCallTemplate {
  readonly path: string;
  readonly tz?: boolean;
  readonly withoutSequence?: boolean;
  readonly namesSequence?: boolean;
  readonly listsSequences?: boolean;
  readonly withoutTarget?: boolean;
  /**
   * Query parameters, in order, each value URL-encoded by the script: `{c}` is the course id, `{u}` the
   * signed-in user's username (the JWT's `preferred_username`; without one the call is not asked).
   */
  readonly params?: readonly (readonly [name: string, value: string])[];
}
const METADATA: EarlyCallTemplate = { path: '/api/course_home/course_metadata/{c}', tz: true };
const COURSEWARE_COURSE: EarlyCallTemplate = { path: '/api/courseware/course/{c}', tz: true };
const LEARNING_SEQUENCES: EarlyCallTemplate = { path: '/api/learning_sequences/v1/course_outline/{c}' };
/** The blocks outline as src/lms/courseware/api.ts asks it (a test compares the two addresses). */
const BLOCKS: EarlyCallTemplate = {
  path: '/api/courses/v2/blocks/',
  params: [
    ['course_id', '{c}'],
    ['username', '{u}'],
    ['depth', '3'],
    ['requested_fields', BLOCKS_REQUESTED_FIELDS],
  ],
};
export const EARLY_CALLS: Readonly<Record<string, readonly EarlyCallTemplate[]>> = {
  outline: [METADATA, { path: '/api/course_home/outline/{c}' }],
  dates: [METADATA, { path: '/api/course_home/dates/{c}' }],
  // A learner's own progress, or a member of staff's look at another learner's (a target user after the
  // tab's segment).
  progress: [
    METADATA,
    { path: '/api/course_home/progress/{c}', withoutTarget: true },
    { path: '/api/course_home/progress/{c}/{t}/' },
  ],
  // Every course page's frame reads the course metadata at boot (src/app/routes.tsx prefetchLocation).
  // The course exit decides its variant from the whole outline (it has no unit to show first).
  'course-exit': [METADATA, COURSEWARE_COURSE, LEARNING_SEQUENCES, BLOCKS],
  live: [METADATA, { path: '/api/course_live/iframe/{c}/' }],
  discussion: [METADATA],
  'access-denied': [METADATA],
  courseware: [
    METADATA,
    COURSEWARE_COURSE,
    { ...LEARNING_SEQUENCES, listsSequences: true },
    { path: '/api/courseware/sequence/{s}' },
    { path: '/api/courseware/resume/{c}', withoutSequence: true, namesSequence: true },
  ],
};

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

/** The Paragon release theme addresses name (src/platform/theme.ts; a test checks they agree). */
export const THEME_PARAGON_VERSION = '23';

/** mergeRuntimeConfig's storage key and lifetime (src/platform/config.ts; a test checks they agree). */
export const RUNTIME_CONFIG_CACHE_PREFIX = 'learning.runtime-config:';
export const RUNTIME_CONFIG_CACHE_MS = 5 * 60 * 1000;

/**
 * index.html's character encoding declaration, which the build moves before the script (and
 * scripts/lib/bundle.ts looks for in the built page's first 1,024 bytes).
 */
export const CHARSET_META = /<meta\s+charset=["']?utf-8["']?\s*\/?>/i;

/** A value as a script literal inside <script>: no '<' (a configured address could hold '</script>'). */
const literal = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The early calls' part of the script (ES5, as the rest): `m` is the matched route's index, `p` the path
 * under the public path. Ids go into the paths as the app puts them (decoded, not re-encoded); an id
 * with a character no course or usage key has starts nothing. Each answer, a failure included, is kept
 * for the app (Q). With a runtime configuration address, its answer is asked for (or read from the
 * app's cache of it) on every page (T): when the build has no LMS address the reads start from the one
 * it names (S), and the stylesheets of its PARAGON_THEME_URLS that boot waits for (core and the light
 * variant, as src/platform/theme.ts plans them) and the module that applies them are preloaded, so the
 * first render does not wait for them.
 */
function earlyCallsScript(
  lms: string,
  cookie: string,
  table: readonly (readonly EarlyCallTemplate[])[],
  configApiUrl: string,
  appId: string,
  themeFiles: readonly string[],
) {
  const calls = table.map((templates) =>
    templates.map((t) => [
      t.path,
      t.tz ? 1 : 0,
      t.withoutSequence ? 1 : 0,
      t.namesSequence ? 1 : 0,
      t.listsSequences ? 1 : 0,
      t.withoutTarget ? 1 : 0,
      t.params ?? 0,
      t.params?.some(([, value]) => value.includes('{u}')) ? 1 : 0,
    ]),
  );
  return (
    `var L=${literal(lms)},K=${literal(cookie)},E=${literal(calls)}[m]||[],F=${literal(configApiUrl)},A=${literal(appId)};` +
    `if(window.fetch&&(L||F)){var k=window.__lmsEarlyCalls={},Q=function(a,i){var N=fetch(a,i).then(function(r){return r.text().then(function(b){var h={};["date","retry-after","content-type"].forEach(function(n){var x=r.headers.get(n);if(x!==null)h[n]=x});return{status:r.status,headers:h,body:b}})}).catch(function(){return{failed:true}});k[a]={at:performance.now(),answer:N};return N},` +
    `g=p.split("/"),d=function(x){try{x=decodeURIComponent(x||"")}catch(e){x=""}return/^[\\w.:+~@-]+$/.test(x)?x:""},c=d(g[2]),s=g[3]?d(g[3]):"",R=g[4]?d(g[4]):"",ok=false,V="";if(R){var I=parseInt(R,10);R=encodeURIComponent(isNaN(I)?R:String(I))}` +
    `try{var v=(("; "+document.cookie).split("; "+K+"=")[1]||"").split(";")[0].split(".")[1].replace(/-/g,"+").replace(/_/g,"/"),j=JSON.parse(atob(v));ok=typeof j.exp==="number"&&j.exp>=Date.now()/1000;V=typeof j.preferred_username==="string"?j.preferred_username:""}catch(e){}` +
    `var S=function(L){if(!ok||!c||g[3]&&!s||!E.length||p.indexOf("/preview/")===0||typeof L!=="string"||!/^https?:\\/\\/[^/]+/.test(L))return;L=L.replace(/\\/+$/,"");var z="";try{var Z=window.Temporal;z=Z&&Z.Now&&typeof Z.Now.timeZoneId==="function"?Z.Now.timeZoneId():""}catch(e){}if(typeof z!=="string")z="";if(!z)try{z=Intl.DateTimeFormat().resolvedOptions().timeZone||""}catch(e){}` +
    `var H=function(t,n){var a=L+t[0].replace("{c}",c).replace("{s}",n).replace("{t}",R),P=[];if(t[1]&&z)P.push("browser_timezone="+encodeURIComponent(z));(t[6]||[]).forEach(function(e){P.push(e[0]+"="+encodeURIComponent(e[1].replace("{c}",c).replace("{u}",V)))});if(P.length)a+="?"+P.join("&");return Q(a,{credentials:"include",headers:{"USE-JWT-COOKIE":"true"}})};` +
    `var G=function(n){if(typeof n==="string"&&/^[\\w.:+~@-]+$/.test(n))E.forEach(function(e){if(e[0].indexOf("{s}")>=0)H(e,n)})},J=function(x){try{return x.status===200?JSON.parse(x.body):null}catch(e){return null}},W=null;` +
    `E.forEach(function(t){if(t[0].indexOf("{s}")>=0&&!s||t[2]&&s||t[0].indexOf("{t}")>=0&&!R||t[5]&&g[4]||t[7]&&!V)return;var N=H(t,s);if(t[4])W=N;if(t[3])N.then(function(x){var o=J(x);if(!o||typeof o!=="object")return;if(o.section_id&&o.unit_id)G(o.section_id);else if(W)W.then(function(y){var l=(J(y)||{}).outline,q=null;try{l.sections.some(function(e){return e.sequence_ids.some(function(i){var v=l.sequences[i];if(!v||v.accessible!==false){q=i;return true}return false})})}catch(e){q=null}G(q)})})})};` +
    `if(L)S(L);if(F){var q=F+(F.indexOf("?")>=0?"&":"?")+"mfe="+encodeURIComponent(A),w=null;try{var o=JSON.parse(localStorage.getItem(${literal(RUNTIME_CONFIG_CACHE_PREFIX)}+q)||"null"),y=o&&typeof o.at==="number"?Date.now()-o.at:-1;if(y>=0&&y<${RUNTIME_CONFIG_CACHE_MS}&&o.config&&typeof o.config==="object"&&!Array.isArray(o.config))w=o.config}catch(e){}` +
    `var O=function(x){return!!x&&typeof x==="object"&&!Array.isArray(x)},U=function(e){if(O(e))(O(e.urls)?[e.urls.default,e.urls.brandOverride]:[e.url]).forEach(function(h){if(typeof h!=="string"||!h.trim())return;var l=document.createElement("link");l.rel="preload";l.as="style";l.href=h.trim().split("$paragonVersion").join(${literal(THEME_PARAGON_VERSION)}).replace(/[$#]brandVersion/g,"latest");document.head.appendChild(l)})},` +
    `T=function(o){if(!O(o))return;if(!L)S(o.LMS_BASE_URL);var t=o.PARAGON_THEME_URLS;if(t)${literal(themeFiles)}.forEach(function(f){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=b+f;document.head.appendChild(l)});if(O(t)){var D=O(t.defaults)?t.defaults:{};U(t.core);U(O(t.variants)?t.variants[typeof D.light==="string"?D.light:"light"]:null)}};` +
    `if(w)T(w);else{try{Q(new URL(q,location.href).href,{credentials:"omit",headers:{accept:"application/json"}}).then(function(x){if(x.status>=200&&x.status<300)T(JSON.parse(x.body))}).catch(function(){})}catch(e){}}}}`
  );
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
  const lms = (options.lmsBaseUrl ?? '').replace(/\/+$/, '');
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
        const configApiUrl = options.configApiUrl ?? '';
        const buildLms = /^https?:\/\/[^/]+/.test(lms) ? lms : '';
        const early =
          buildLms || configApiUrl
            ? earlyCallsScript(
                buildLms,
                options.jwtCookieName || 'edx-jwt-cookie-header-payload',
                ROUTES.map(([feature]) => EARLY_CALLS[feature] ?? []),
                configApiUrl,
                options.appId || 'learning',
                // Boot imports the theme module when the configuration has a theme (src/app/boot.ts).
                ((theme) => (theme ? filesOf(theme, bundle, inEntry) : []))(
                  chunkOf('/src/platform/theme.ts'),
                ),
              )
            : '';
        const script = `(function(){var b=${literal(base)},r=${literal(table)},p=location.pathname,m=-1;if(b.length>1&&p.indexOf(b)===0)p="/"+p.slice(b.length);for(var i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(p)){m=i;break}${early}if(m>=0)r[m][1].forEach(function(f){var l=document.createElement("link"),c=/\\.css$/.test(f);l.rel=c?"preload":"modulepreload";if(c)l.as="style";l.crossOrigin="";l.href=b+f;document.head.appendChild(l)});try{Intl.DateTimeFormat().resolvedOptions()}catch(e){}})()`;
        // The early requests go first (EARLY_CALLS, the runtime configuration): on HTTP/1.1 the
        // configuration, asked of the app's own host as Tutor serves it, would otherwise queue behind the
        // chunks for one of that host's six connections. Their browser_timezone comes from Temporal where
        // the browser has it (as browserTimezone() in the app): the first Intl call sets up ICU's date
        // formatting, tens of milliseconds (hundreds on a slow phone) that held every request back. That
        // set-up comes last, while the chunks download: the app's first dates need it.
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
