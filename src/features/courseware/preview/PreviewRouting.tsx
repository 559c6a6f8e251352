import { useContext, useMemo, type ReactNode } from 'react';
import {
  parsePath,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  type To,
} from 'react-router-dom';
import { matchRouteEntry, PREVIEW_PREFIX } from '@/app/routeConfig';

const trimmed = (basename: string) => basename.replace(/\/+$/, '');

/**
 * The preview address of a full path (the router's basename included) when it is a courseware address
 * that names a sequence (`/course/{c}/{s}[/{u}]`), as upstream's Previous, Next, unit buttons and
 * breadcrumbs keep `/preview`; any other path as it is (the course's tabs, the exit page, the course root,
 * which Studio's preview has no address for).
 */
export function previewPathname(pathname: string, basename: string): string {
  const base = trimmed(basename);
  if (!pathname.startsWith(`${base}/`)) return pathname;
  const match = matchRouteEntry(pathname.slice(base.length));
  return match?.route.id === 'courseware' && match.params.sequenceId
    ? `${base}${PREVIEW_PREFIX}${pathname.slice(base.length)}`
    : pathname;
}

/** The courseware address a preview address shows (`/preview/course/…` → `/course/…`), under the basename. */
export function unpreviewedPathname(pathname: string): string {
  return pathname.startsWith(`${PREVIEW_PREFIX}/`) ? pathname.slice(PREVIEW_PREFIX.length) : pathname;
}

/**
 * The courseware page under Studio's preview address, unchanged: the page reads its address as
 * `/course/…` (what it compares and redirects to stays its own), and every courseware address it links or
 * navigates to comes out as `/preview/course/…`, so Previous, Next, the unit buttons, the breadcrumbs and
 * the page's own redirects stay in the preview. React Router's navigation and location contexts are
 * wrapped for the page's subtree only (docs/decisions/0022-studio-preview.md says why).
 */
export function PreviewRouting({ children }: { children: ReactNode }) {
  const navigation = useContext(NavigationContext);
  const outer = useContext(LocationContext);
  const { basename, navigator } = navigation;

  const wrapped = useMemo(() => {
    const into = (to: To): To => {
      const path = typeof to === 'string' ? parsePath(to) : to;
      if (!path.pathname) return to;
      const pathname = previewPathname(path.pathname, basename);
      return pathname === path.pathname ? to : { ...path, pathname };
    };
    return {
      ...navigation,
      navigator: {
        createHref: (to: To) => navigator.createHref(into(to)),
        // Both only encode a path or read the origin (no address is made): as they are.
        createURL: navigator.createURL?.bind(navigator),
        encodeLocation: navigator.encodeLocation?.bind(navigator),
        go: (delta: number) => navigator.go(delta),
        push: (to: To, state?: unknown, opts?: Parameters<typeof navigator.push>[2]) =>
          navigator.push(into(to), state, opts),
        replace: (to: To, state?: unknown, opts?: Parameters<typeof navigator.replace>[2]) =>
          navigator.replace(into(to), state, opts),
      },
    };
  }, [navigation, basename, navigator]);

  const location = useMemo(
    () => ({
      ...outer,
      location: { ...outer.location, pathname: unpreviewedPathname(outer.location.pathname) },
    }),
    [outer],
  );

  return (
    <NavigationContext.Provider value={wrapped}>
      <LocationContext.Provider value={location}>{children}</LocationContext.Provider>
    </NavigationContext.Provider>
  );
}
