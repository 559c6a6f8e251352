import { lazy } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import RedirectPage from '@/features/redirects/RedirectPage';
import { courseMetadataApi } from '@/lms/courseMetadata';
import type { AppStore } from './store';
import { CourseRoute, type CourseRouteHandle } from './CourseRoute';
import { NotFoundPage } from './NotFoundPage';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';

// Each screen is its own chunk. The loaders below start downloading it (and its data) as soon as the
// address is known, in parallel with the course metadata, instead of after the frame has rendered.
const pages = {
  outline: () => import('@/features/outline/route'),
  dates: () => import('@/features/dates/route'),
  progress: () => import('@/features/progress/route'),
  courseware: () => import('@/features/courseware/route'),
  courseExit: () => import('@/features/course-exit/route'),
  goalUnsubscribe: () => import('@/features/goal-unsubscribe/route'),
};

type PageModule = Awaited<ReturnType<(typeof pages)[keyof typeof pages]>>;
type Prefetch = (dispatch: AppStore['dispatch'], params: LoaderFunctionArgs['params']) => void;

const OutlinePage = lazy(pages.outline);
const DatesPage = lazy(pages.dates);
const ProgressPage = lazy(pages.progress);
const CoursewarePage = lazy(pages.courseware);
const CourseExitPage = lazy(pages.courseExit);
const GoalUnsubscribePage = lazy(pages.goalUnsubscribe);

/** The route table of spec §2. */
export function makeRoutes(store: AppStore): RouteObject[] {
  const preload =
    (load: () => Promise<PageModule>) =>
    ({ params }: LoaderFunctionArgs) => {
      load()
        .then((module) => {
          const prefetch = (module as { prefetch?: Prefetch }).prefetch;
          prefetch?.(store.dispatch, params);
        })
        .catch(() => undefined);
      return null;
    };

  const course = (
    handle: CourseRouteHandle,
    load: () => Promise<PageModule>,
    element: React.ReactNode,
    path?: string,
  ): RouteObject =>
    path === undefined
      ? { index: true, handle, loader: preload(load), element }
      : { path, handle, loader: preload(load), element };

  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      // The loaders only start downloads and never wait, so there is nothing to show before them.
      HydrateFallback: () => null,
      children: [
        {
          path: 'goal-unsubscribe/:token',
          loader: preload(pages.goalUnsubscribe),
          element: <GoalUnsubscribePage />,
        },
        {
          path: 'redirect/courseware/:courseId/unit/:unitId',
          element: <RedirectPage kind="courseware-unit" />,
        },
        { path: 'redirect/course-home/:courseId', element: <RedirectPage kind="course-home" /> },
        { path: 'redirect/survey/:courseId', element: <RedirectPage kind="survey" /> },
        { path: 'redirect/dashboard', element: <RedirectPage kind="dashboard" /> },
        {
          path: 'course/:courseId',
          element: <CourseRoute />,
          loader: ({ params }) => {
            if (params.courseId)
              store.dispatch(courseMetadataApi.util.prefetch('getCourseMetadata', params.courseId, {}));
            return null;
          },
          shouldRevalidate: ({ currentParams, nextParams }) => currentParams.courseId !== nextParams.courseId,
          children: [
            course({ page: 'courseware', tab: 'outline' }, pages.courseware, <CoursewarePage />),
            course(
              { page: 'outline', tab: 'outline', setsTitle: true },
              pages.outline,
              <OutlinePage />,
              'home',
            ),
            course({ page: 'dates', tab: 'dates', setsTitle: true }, pages.dates, <DatesPage />, 'dates'),
            course(
              { page: 'progress', tab: 'progress', setsTitle: true },
              pages.progress,
              <ProgressPage />,
              'progress',
            ),
            course(
              { page: 'progress', tab: 'progress', setsTitle: true },
              pages.progress,
              <ProgressPage />,
              'progress/:targetUserId',
            ),
            course(
              { page: 'course-end', tab: 'outline' },
              pages.courseExit,
              <CourseExitPage />,
              'course-end',
            ),
            course(
              { page: 'courseware', tab: 'outline' },
              pages.courseware,
              <CoursewarePage />,
              ':sequenceId',
            ),
            course(
              { page: 'courseware', tab: 'outline' },
              pages.courseware,
              <CoursewarePage />,
              ':sequenceId/:unitId',
            ),
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
