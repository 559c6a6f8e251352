import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useParams, useRoutes, type Params, type RouteObject } from 'react-router-dom';
import { Redirect } from '@/components/Redirect';
import { loadable } from '@/components/loadable';
import { LoadingSpinner } from '@/components/Spinner';
import { selectLegacyUnitUrl } from '@/lms/api';
import { courseFontApi } from '@/lms/courseFont';
import { courseMetadataApi } from '@/lms/courseMetadata';
import { useAppDispatch, useAppSelector, type AppDispatch } from '@/lms/hooks';
import { CourseRoute } from './CourseRoute';
import messages from './messages';
import { NotFoundPage } from './NotFoundPage';
import { RootLayout } from './RootLayout';
import {
  isUsageKey,
  matchRouteEntry,
  pathTo,
  ROUTES,
  type PageName,
  type RouteEntry,
  type RouteId,
} from './routeConfig';

/**
 * Each page is its own chunk (src/features/{pageFolder(page)}/route.tsx, ./routeConfig.ts); its LMS calls
 * are a small module of their own (`prefetchers` below). The route starts both as soon as it renders,
 * beside the course metadata, rather than after the frame has loaded. The bundler needs each import
 * written out: ./routeConfig.test.ts fails when one is not the module of its page's folder.
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
  discussionTab: () => import('@/features/discussion-tab/route'),
  live: () => import('@/features/live/route'),
  accessDenied: () => import('@/features/access-denied/route'),
} satisfies Record<PageName, () => Promise<PageModule>>;

type PrefetchModule = { prefetch: (dispatch: AppDispatch, params: Readonly<Params>) => void };

/**
 * Each page's data calls as a module of their own, without the page's screen and stylesheets: importing
 * a page waits for its stylesheets to load, which on a first visit happens only after React's first
 * render, so the data would start a render later than it can.
 */
export const prefetchers: Partial<Record<PageName, () => Promise<PrefetchModule>>> = {
  outline: () => import('@/features/outline/prefetch'),
  dates: () => import('@/features/dates/prefetch'),
  progress: () => import('@/features/progress/prefetch'),
  courseware: () => import('@/features/courseware/prefetch'),
  courseExit: () => import('@/features/course-exit/prefetch'),
  goalUnsubscribe: () => import('@/features/goal-unsubscribe/prefetch'),
  preferencesUnsubscribe: () => import('@/features/preferences-unsubscribe/prefetch'),
  live: () => import('@/features/live/prefetch'),
};

/** The page a path shows and its parameters, or null (the route configuration, ./routeConfig.ts). */
export function matchPage(pathname: string, basename = '/'): { name: PageName; params: Params } | null {
  const match = matchRouteEntry(pathname, basename);
  return match?.route.page ? { name: match.route.page, params: match.params } : null;
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

const page = (name: PageName) => loadable(pages[name], name, <PageLoading />);

/** The /redirect/* routes (links from the platform, rare): their own chunk, downloaded when one shows. */
const RedirectPage = loadable(
  () => import('@/features/redirects/RedirectPage'),
  'RedirectPage',
  <PageLoading />,
);
const pageComponents = Object.fromEntries(
  Object.keys(pages).map((name) => [name, page(name as PageName)]),
) as Record<PageName, ReturnType<typeof page>>;

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
function Preload({ name, children }: { name: PageName; children: ReactNode }) {
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

/** /redirect/courseware/{c}/unit/{u}: the unit's legacy address from the courseware data, when loaded. */
function CoursewareUnitRedirect() {
  const { courseId = '', unitId = null } = useParams();
  const legacyUnitUrl = useAppSelector((state) => selectLegacyUnitUrl(state, courseId, unitId));
  return <RedirectPage kind="courseware-unit" legacyUnitUrl={() => legacyUnitUrl} />;
}

/** A courseware address whose sequence or unit segment is not a usage key shows "not found". */
function UsageKeys({ names, children }: { names: readonly string[]; children: ReactNode }) {
  const params = useParams();
  if (names.some((name) => params[name] && !isUsageKey(params[name]))) return <NotFoundPage />;
  return children;
}

/**
 * Studio's "Preview" button (/preview/course/{courseId}/{sequenceId}[/{unitId}]): the courseware showing
 * course staff the draft, in its own chunk, which loads the courseware's (src/features/courseware/preview).
 */
const PreviewPage = loadable(
  () => import('@/features/courseware/preview/route'),
  'PreviewPage',
  <PageLoading />,
);

/** /redirect/home/{courseId} (upstream's REDIRECT_HOME): the course home of this app. */
function CourseHomeRedirect() {
  const { courseId = '' } = useParams();
  return <Redirect to={pathTo('outline', { courseId })} />;
}

/**
 * What each route of the configuration without a page shows inside its frame (a missing one fails the type
 * check); a route with a page shows that page.
 */
const ROUTE_ELEMENTS: Record<Exclude<RouteId, PageName>, ReactNode> = {
  preview: <PreviewPage />,
  redirectCoursewareUnit: <CoursewareUnitRedirect />,
  redirectCourseHome: <RedirectPage kind="course-home" />,
  redirectSurvey: <RedirectPage kind="survey" />,
  redirectDashboard: <RedirectPage kind="dashboard" />,
  redirectHome: <CourseHomeRedirect />,
  redirectConsent: <RedirectPage kind="consent" />,
  redirectEnterpriseDashboard: <RedirectPage kind="enterprise-portal" />,
};

/**
 * A route's element: its page inside the course frame when it has one, started by Preload, which sits
 * outside the frame (the frame holds its children back until the course metadata has loaded, and the
 * page's chunk and data must not wait for that).
 */
function elementOf(route: RouteEntry): ReactNode {
  const Page = route.page && pageComponents[route.page];
  let element = Page ? <Page /> : ROUTE_ELEMENTS[route.id as Exclude<RouteId, PageName>];
  if (route.frame) {
    const { kind, tab, setsTitle } = route.frame;
    element = (
      <CourseRoute page={kind} tab={tab} setsTitle={setsTitle}>
        {element}
      </CourseRoute>
    );
  }
  if (route.page) element = <Preload name={route.page}>{element}</Preload>;
  if (route.usageKeys) element = <UsageKeys names={route.usageKeys}>{element}</UsageKeys>;
  return element;
}

/** The router's routes, one per path of the route configuration; `handle.routeId` names its entry. */
export const appRouteObjects: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...(ROUTES as readonly RouteEntry[]).flatMap((route) =>
        route.paths.map((path) => ({ path, element: elementOf(route), handle: { routeId: route.id } })),
      ),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The route table of spec §2 and the paths the platform links to (./routeConfig.ts). */
export function AppRoutes() {
  return useRoutes(appRouteObjects);
}
