import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { loadable } from '@/components/loadable';
import { OfflineNotice } from '@/components/offline/OfflineNotice';
import { Toaster } from '@/components/toasts/Toaster';
import { usePlatform } from '@/platform/react';
import { isSafeId } from './routeMatch';
import { NotFoundPage } from './NotFoundPage';
import { RouteErrorPage } from './RouteErrorPage';

/** Pending notices (courseware contract §9.3): its own chunk, asked for only when notices can apply. */
const NoticesRedirect = loadable(() => import('@/features/notices/NoticesRedirect'), 'NoticesRedirect');

/**
 * Wraps every route: ids in the address checked, a page event per path (as the platform's PageRoute does), the window back at the top
 * and focus on the main landmark when the path changes (not on the first load, where the browser's own
 * focus is right), a page-level error boundary, the toasts, and the pending-notices check when the app
 * starts (ENABLE_NOTICES and a signed-in user).
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const params = useParams();
  // Ids from the address bar go into LMS paths and redirects: one that could leave its place there
  // (`..%2F..%2Flogout%3F`) is not a page of this app.
  const { courseId, sequenceId, unitId, targetUserId } = params;
  const idsSafe = [courseId, sequenceId, unitId, targetUserId].every(
    (id) => id === undefined || isSafeId(id),
  );
  const { analytics, logger, config, user } = usePlatform();
  const noticesApply = config.ENABLE_NOTICES && user !== null;
  const firstPath = useRef<string | null>(pathname);

  useEffect(() => {
    analytics.sendPageEvent();
    if (pathname === firstPath.current) return;
    firstPath.current = null;
    window.scrollTo(0, 0);
    const main = document.getElementById('main-content');
    // A page that already moved focus somewhere inside main (the courseware's unit title) keeps it.
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname, analytics]);

  return (
    <>
      <ErrorBoundary logger={logger} resetKey={pathname} fallback={() => <RouteErrorPage />}>
        {idsSafe ? <Outlet /> : <NotFoundPage />}
      </ErrorBoundary>
      <Toaster />
      <OfflineNotice />
      {noticesApply && <NoticesRedirect />}
    </>
  );
}
