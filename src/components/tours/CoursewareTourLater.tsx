import { ErrorBoundary } from '@/components/ErrorBoundary';
import { loadable } from '@/components/loadable';
import { usePlatform } from '@/platform/react';
import type { CoursewareTourProps } from './CoursewareTour';

const CoursewareTour = loadable(() => import('./CoursewareTour'), 'CoursewareTour');

const noTour = () => null;

/**
 * The one-time courseware tour (issue 45, decision 0029) for a signed-in learner. Rendered by the
 * courseware's tools, which are a chunk of their own: the courseware's first visit carries none of it. The
 * tour's chunk, and then its call, are asked for once the page's first content has shown (the tools
 * render this then: the unit's frame has shown its content, @/components/page/firstContent), as the side
 * panels wait for it.
 */
export function CoursewareTourLater(props: CoursewareTourProps) {
  const { user, logger } = usePlatform();
  if (!user) return null;
  return (
    <ErrorBoundary logger={logger} fallback={noTour}>
      <CoursewareTour {...props} />
    </ErrorBoundary>
  );
}
