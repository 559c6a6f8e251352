import { lazy, useEffect, type ReactNode } from 'react';
import { Route, Routes, useParams, type Params } from 'react-router-dom';
import RedirectPage from '@/features/redirects/RedirectPage';
import { useCoursewareLegacyInfo } from '@/lms/courseware/legacy';
import { useAppDispatch, type AppDispatch } from '@/lms/hooks';
import { CourseRoute } from './CourseRoute';
import { NotFoundPage } from './NotFoundPage';
import { RootLayout } from './RootLayout';

/**
 * Each screen is its own chunk. A page module may export `prefetch(dispatch, params)` to start its LMS
 * calls; the route starts the chunk download and that prefetch as soon as it renders, beside the course
 * metadata, rather than after the frame has loaded.
 */
type PageModule = {
  default: React.ComponentType;
  prefetch?: (dispatch: AppDispatch, params: Readonly<Params>) => void;
};

export const pages = {
  outline: () => import('@/features/outline/route'),
  dates: () => import('@/features/dates/route'),
  progress: () => import('@/features/progress/route'),
  courseware: () => import('@/features/courseware/route'),
  courseExit: () => import('@/features/course-exit/route'),
  goalUnsubscribe: () => import('@/features/goal-unsubscribe/route'),
} satisfies Record<string, () => Promise<PageModule>>;

const OutlinePage = lazy(pages.outline);
const DatesPage = lazy(pages.dates);
const ProgressPage = lazy(pages.progress);
const CoursewarePage = lazy(pages.courseware);
const CourseExitPage = lazy(pages.courseExit);
const GoalUnsubscribePage = lazy(pages.goalUnsubscribe);

/** Starts a page's chunk and its data as soon as its route is on screen. */
function Preload({ page, children }: { page: () => Promise<PageModule>; children: ReactNode }) {
  const dispatch = useAppDispatch();
  const params = useParams();
  const key = JSON.stringify(params);
  useEffect(() => {
    let cancelled = false;
    page()
      .then((module) => {
        if (!cancelled) module.prefetch?.(dispatch, JSON.parse(key) as Params);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [page, dispatch, key]);
  return children;
}

type Kind = Parameters<typeof CourseRoute>[0]['page'];

// Preload sits outside the frame: the frame holds its children back until the course metadata has
// loaded, and the page's chunk and data must not wait for that.
const course = (
  page: Kind,
  tab: string,
  load: () => Promise<PageModule>,
  element: ReactNode,
  setsTitle = false,
) => (
  <Preload page={load}>
    <CourseRoute page={page} tab={tab} setsTitle={setsTitle}>
      {element}
    </CourseRoute>
  </Preload>
);

/** /redirect/courseware/{c}/unit/{u}: the unit's legacy address from the courseware data, when loaded. */
function CoursewareUnitRedirect() {
  const { courseId = '', unitId = null } = useParams();
  const { legacyUnitUrl } = useCoursewareLegacyInfo(courseId, unitId);
  return <RedirectPage kind="courseware-unit" legacyUnitUrl={() => legacyUnitUrl} />;
}

/** The route table of spec §2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route
          path="goal-unsubscribe/:token"
          element={
            <Preload page={pages.goalUnsubscribe}>
              <GoalUnsubscribePage />
            </Preload>
          }
        />
        <Route path="redirect/courseware/:courseId/unit/:unitId" element={<CoursewareUnitRedirect />} />
        <Route path="redirect/course-home/:courseId" element={<RedirectPage kind="course-home" />} />
        <Route path="redirect/survey/:courseId" element={<RedirectPage kind="survey" />} />
        <Route path="redirect/dashboard" element={<RedirectPage kind="dashboard" />} />
        <Route path="course/:courseId">
          <Route index element={course('courseware', 'outline', pages.courseware, <CoursewarePage />)} />
          <Route path="home" element={course('outline', 'outline', pages.outline, <OutlinePage />, true)} />
          <Route path="dates" element={course('dates', 'dates', pages.dates, <DatesPage />, true)} />
          <Route
            path="progress"
            element={course('progress', 'progress', pages.progress, <ProgressPage />, true)}
          />
          <Route
            path="progress/:targetUserId"
            element={course('progress', 'progress', pages.progress, <ProgressPage />, true)}
          />
          <Route
            path="course-end"
            element={course('course-end', 'outline', pages.courseExit, <CourseExitPage />)}
          />
          <Route
            path=":sequenceId"
            element={course('courseware', 'outline', pages.courseware, <CoursewarePage />)}
          />
          <Route
            path=":sequenceId/:unitId"
            element={course('courseware', 'outline', pages.courseware, <CoursewarePage />)}
          />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
