import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { Toaster } from '@/components/toasts/Toaster';
import { usePlatform } from '@/platform/react';

/**
 * Wraps every route: a page event per path (as the platform's PageRoute does), scroll restoration, focus
 * moved to the main landmark when the path changes (not on the first load, where the browser's own focus
 * is right), and the toasts.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const { analytics } = usePlatform();
  const firstPath = useRef(pathname);

  useEffect(() => {
    analytics.sendPageEvent();
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    const main = document.getElementById('main-content');
    // A page that already moved focus somewhere inside main (the courseware's unit title) keeps it.
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname, analytics]);

  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <Toaster />
    </>
  );
}
