import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { matchPath, Route, Routes, useLocation, useParams, type Params } from 'react-router-dom';
import { Redirect } from '@/components/Redirect';
import { loadable } from '@/components/loadable';
import { LoadingSpinner } from '@/components/Spinner';
import { selectLegacyUnitUrl } from '@/lms/api';
import { isSafeId } from '@/platform/urls';
import { courseFontApi } from '@/lms/courseFont';
import { courseMetadataApi } from '@/lms/courseMetadata';
import { useAppDispatch, useAppSelector, type AppDispatch } from '@/lms/hooks';
import { CourseRoute } from './CourseRoute';
import messages from './messages';
import { NotFoundPage } from './NotFoundPage';
import { RootLayout } from './RootLayout';

/**
 * Each screen is its own chunk; its LMS calls are a small module of their own (`prefetchers` below). The
 * route starts both as soon as it renders, beside the course metadata, rather than after the frame has
 * loaded.
 */
type PageModule = { default: React.ComponentType };

export const pages = {
  outline: () => import('@/features/outline/route'),
  dates: () => import('@/features/dates/route'),
  progress: () => import('@/features/progress/route'),
  courseware: () => import('@/features/courseware/route'),
  courseExit: () => import('@/features/course-exit/route'),
  goalUnsubscribe: () => import('@/features/goal-unsubscribe/route'),
  preferencesUnsubscribe: () => import('@/features/preferences-unsubscribe/route'),
  discussion: () => import('@/features/discussion/route'),
  live: () => import('@/features/live/route'),
  accessDenied: () => import('@/features/access-denied/route'),
} satisfies Record<string, () => Promise<PageModule>>;

type PrefetchModule = { prefetch: (dispatch: AppDispatch, params: Readonly<Params>) => void };

/**
 * Each page's data calls as a module of their own, without the page's screen and stylesheets: importing
 * a page waits for its stylesheets to load, which on a first visit happens only after React's first
 * render, so the data would start a render later than it can.
 */
const prefetchers: Partial<Record<keyof typeof pages, () => Promise<PrefetchModule>>> = {
  outline: () => import('@/features/outline/prefetch'),
  dates: () => import('@/features/dates/prefetch'),
  progress: () => import('@/features/progress/prefetch'),
  courseware: () => import('@/features/courseware/prefetch'),
  courseExit: () => import('@/features/course-exit/prefetch'),
  goalUnsubscribe: () => import('@/features/goal-unsubscribe/prefetch'),
  preferencesUnsubscribe: () => import('@/features/preferences-unsubscribe/prefetch'),
  live: () => import('@/features/live/prefetch'),
};

/**
 * Whether a courseware path segment is a usage key (`block-v1:…`, `ccx-block-v1:…`, `lib-block-v1:…`).
 * Anything else under /course/{courseId}/ is not a unit: the app shows "not found", never the first unit.
 */
export function isUsageKey(segment: string): boolean {
  return /^[a-z-]*block-v1:\S+$/i.test(segment);
}

/** Which page a path shows, in the order the route table below resolves them. */
const PAGE_PATTERNS: readonly (readonly [string, keyof typeof pages])[] = [
  ['/goal-unsubscribe/:token', 'goalUnsubscribe'],
  ['/preferences-unsubscribe/:userToken/:updatePatch?', 'preferencesUnsubscribe'],
  ['/course/:courseId/home', 'outline'],
  ['/course/:courseId/dates', 'dates'],
  ['/course/:courseId/progress', 'progress'],
  ['/course/:courseId/progress/:targetUserId', 'progress'],
  ['/course/:courseId/course-end', 'courseExit'],
  ['/course/:courseId/live', 'live'],
  ['/course/:courseId/access-denied', 'accessDenied'],
  ['/course/:courseId/discussion/*', 'discussion'],
  ['/course/:courseId', 'courseware'],
  ['/course/:courseId/:sequenceId', 'courseware'],
  ['/course/:courseId/:sequenceId/:unitId', 'courseware'],
  // Studio's preview links: the courseware (see PreviewRedirect).
  ['/preview/course/:courseId/:sequenceId/:unitId?', 'courseware'],
];

/** The page a path shows and its parameters, or null (see the route table below). */
export function matchPage(
  pathname: string,
  basename = '/',
): { name: keyof typeof pages; params: Params } | null {
  const base = basename.replace(/\/+$/, '');
  const path = base && pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
  for (const [pattern, name] of PAGE_PATTERNS) {
    const match = matchPath(pattern, path);
    if (!match) continue;
    // An id that could leave its place in an LMS path is no page (RootLayout shows "not found"); nor is
    // a courseware segment that is not a usage key.
    const { '*': rest, ...ids } = match.params;
    if (!Object.values(ids).every((id) => id === undefined || isSafeId(id))) return null;
    if (rest?.split('/').some((segment) => segment === '..' || /%2f|%5c/i.test(segment))) return null;
    const { sequenceId, unitId } = match.params;
    if (name === 'courseware' && [sequenceId, unitId].some((key) => key && !isUsageKey(key))) return null;
    return { name, params: match.params };
  }
  return null;
}

/**
 * Called once, when the store is made and before the first render: starts the first page's data and,
 * on course pages, the course metadata and font, so none of them waits for React to render the route and
 * run its effects. The route's own Preload asks again later; RTK Query and the module cache turn those
 * into no-ops. Resolves once every call has been sent (or could not be): main.tsx renders after that,
 * because a dynamic import settles only when the main thread is free, and the first render would hold
 * the page's own call back by the length of that render.
 */
export function prefetchLocation(dispatch: AppDispatch, pathname: string, basename = '/'): Promise<void> {
  const page = matchPage(pathname, basename);
  if (!page) return Promise.resolve();
  const { name, params } = page;
  if (params.courseId) {
    dispatch(courseMetadataApi.util.prefetch('getCourseMetadata', params.courseId, {}));
    dispatch(courseFontApi.util.prefetch('getCourseFont', params.courseId, {}));
  }
  const prefetcher = prefetchers[name];
  if (!prefetcher) return Promise.resolve();
  return prefetcher()
    .then((module) => module.prefetch(dispatch, params))
    .catch(() => undefined); // the route shows the failure when it renders
}

function PageLoading() {
  const intl = useIntl();
  return <LoadingSpinner label={intl.formatMessage(messages.pageLoading)} />;
}

const page = (name: keyof typeof pages) => loadable(pages[name], name, <PageLoading />);

/** The /redirect/* routes (links from the platform, rare): their own chunk, downloaded when one shows. */
const RedirectPage = loadable(
  () => import('@/features/redirects/RedirectPage'),
  'RedirectPage',
  <PageLoading />,
);
const pageComponents = {
  outline: page('outline'),
  dates: page('dates'),
  progress: page('progress'),
  courseware: page('courseware'),
  courseExit: page('courseExit'),
  goalUnsubscribe: page('goalUnsubscribe'),
  preferencesUnsubscribe: page('preferencesUnsubscribe'),
  discussion: page('discussion'),
  live: page('live'),
  accessDenied: page('accessDenied'),
} satisfies Record<keyof typeof pages, unknown>;
const {
  outline: OutlinePage,
  dates: DatesPage,
  progress: ProgressPage,
  courseware: CoursewarePage,
  courseExit: CourseExitPage,
  goalUnsubscribe: GoalUnsubscribePage,
  preferencesUnsubscribe: PreferencesUnsubscribePage,
  discussion: DiscussionPage,
  live: LivePage,
  accessDenied: AccessDeniedPage,
} = pageComponents;

/**
 * Starts the download of the page a path shows, as early as main.tsx can (while the user is being
 * fetched), so the page renders at once when its data arrives and `prefetchLocation` finds its module.
 */
export function preloadPage(pathname: string, basename = '/'): void {
  const match = matchPage(pathname, basename);
  if (!match) return;
  pageComponents[match.name].preload().catch(() => undefined);
  prefetchers[match.name]?.().catch(() => undefined);
}

/**
 * Starts a page's chunk and its data as soon as its route is on screen (client-side navigation; on the
 * first page prefetchLocation has already done both, and these are no-ops). The data comes from the
 * page's prefetch module, so it does not wait for the page's chunk and stylesheets.
 */
function Preload({ name, children }: { name: keyof typeof pages; children: ReactNode }) {
  const dispatch = useAppDispatch();
  const params = useParams();
  const key = JSON.stringify(params);
  useEffect(() => {
    let cancelled = false;
    pageComponents[name].preload().catch(() => undefined); // the route shows the failure when it renders
    prefetchers[name]?.()
      .then((module) => {
        if (!cancelled) module.prefetch(dispatch, JSON.parse(key) as Params);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [name, dispatch, key]);
  return children;
}

type Kind = Parameters<typeof CourseRoute>[0]['page'];

// Preload sits outside the frame: the frame holds its children back until the course metadata has
// loaded, and the page's chunk and data must not wait for that.
const course = (page: Kind, tab: string, name: keyof typeof pages, element: ReactNode, setsTitle = false) => (
  <Preload name={name}>
    <CourseRoute page={page} tab={tab} setsTitle={setsTitle}>
      {element}
    </CourseRoute>
  </Preload>
);

/** /redirect/courseware/{c}/unit/{u}: the unit's legacy address from the courseware data, when loaded. */
function CoursewareUnitRedirect() {
  const { courseId = '', unitId = null } = useParams();
  const legacyUnitUrl = useAppSelector((state) => selectLegacyUnitUrl(state, courseId, unitId));
  return <RedirectPage kind="courseware-unit" legacyUnitUrl={() => legacyUnitUrl} />;
}

/** A courseware address whose sequence or unit segment is not a usage key shows "not found". */
function UsageKeys({ children }: { children: ReactNode }) {
  const { sequenceId, unitId } = useParams();
  if ([sequenceId, unitId].some((key) => key && !isUsageKey(key))) return <NotFoundPage />;
  return children;
}

/**
 * The courseware's three addresses (the course root, a sequence, a unit) render one tree, so the root's or
 * a sequence's move to its unit keeps everything on screen: the course frame (a different tree at the top
 * made React unmount and mount the header and tabs in the middle of a first visit) and the unit, which the
 * page shows before its address has caught up (CoursewarePage).
 */
const courseware = <UsageKeys>{course('courseware', 'outline', 'courseware', <CoursewarePage />)}</UsageKeys>;

/**
 * Studio's "Preview" button (/preview/course/{courseId}/{sequenceId}[/{unitId}]): the published unit in
 * the courseware. The app has no draft preview mode; docs/tutor.md says so.
 */
function PreviewRedirect() {
  const { courseId = '', sequenceId = '', unitId } = useParams();
  const { search, hash } = useLocation();
  const path = [courseId, sequenceId, unitId].filter(Boolean).join('/');
  return <Redirect to={`/course/${path}${search}${hash}`} />;
}

/** /redirect/home/{courseId} (upstream's REDIRECT_HOME): the course home of this app. */
function CourseHomeRedirect() {
  const { courseId = '' } = useParams();
  return <Redirect to={`/course/${courseId}/home`} />;
}

/** The route table of spec §2, and the paths the platform links to (conventions §8.8). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route
          path="goal-unsubscribe/:token"
          element={
            <Preload name="goalUnsubscribe">
              <GoalUnsubscribePage />
            </Preload>
          }
        />
        <Route path="redirect/courseware/:courseId/unit/:unitId" element={<CoursewareUnitRedirect />} />
        <Route path="redirect/course-home/:courseId" element={<RedirectPage kind="course-home" />} />
        <Route path="redirect/survey/:courseId" element={<RedirectPage kind="survey" />} />
        <Route path="redirect/dashboard" element={<RedirectPage kind="dashboard" />} />
        <Route path="redirect/home/:courseId" element={<CourseHomeRedirect />} />
        <Route
          path="preferences-unsubscribe/:userToken/:updatePatch?"
          element={
            <Preload name="preferencesUnsubscribe">
              <PreferencesUnsubscribePage />
            </Preload>
          }
        />
        <Route
          path="preview/course/:courseId/:sequenceId/:unitId?"
          element={
            <UsageKeys>
              <PreviewRedirect />
            </UsageKeys>
          }
        />
        <Route path="course/:courseId">
          <Route index element={courseware} />
          <Route path="home" element={course('outline', 'outline', 'outline', <OutlinePage />, true)} />
          <Route path="dates" element={course('dates', 'dates', 'dates', <DatesPage />, true)} />
          <Route
            path="progress"
            element={course('progress', 'progress', 'progress', <ProgressPage />, true)}
          />
          <Route
            path="progress/:targetUserId"
            element={course('progress', 'progress', 'progress', <ProgressPage />, true)}
          />
          <Route
            path="course-end"
            element={course('course-end', 'outline', 'courseExit', <CourseExitPage />)}
          />
          {/* The discussion and live tabs take a tab page's access rules (lms/accessDenied.ts). */}
          <Route path="live" element={course('dates', 'lti_live', 'live', <LivePage />, true)} />
          <Route
            path="discussion/*"
            element={course('dates', 'discussion', 'discussion', <DiscussionPage />, true)}
          />
          <Route
            path="access-denied"
            element={
              <Preload name="accessDenied">
                <AccessDeniedPage />
              </Preload>
            }
          />
          <Route path=":sequenceId" element={courseware} />
          <Route path=":sequenceId/:unitId" element={courseware} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
