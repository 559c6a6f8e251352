import { ErrorBoundary } from '@/components/ErrorBoundary';
import { useAfterPaint } from '@/components/hooks/useAfterPaint';
import { loadable } from '@/components/loadable';
import { usePlatform } from '@/platform/react';
import type { CourseHomeToursProps } from './CourseHomeTours';
import type { CoursewareTourProps } from './CoursewareTour';

const CourseHomeTours = loadable(() => import('./CourseHomeTours'), 'CourseHomeTours');
const CoursewareTour = loadable(() => import('./CoursewareTour'), 'CoursewareTour');

/** Nothing, when the tours' code fails to download or throws: tours are never worth a broken page. */
const nothing = () => null;

/**
 * Course home's product tours (issue 45, decision 0029), for a signed-in learner: their chunk and the LMS
 * call start only once the outline has painted, so a first visit's bytes and calls are what they were.
 */
export function CourseHomeToursLater(props: CourseHomeToursProps) {
  const { user, logger } = usePlatform();
  const painted = useAfterPaint(user !== null);
  if (!painted) return null;
  return (
    <ErrorBoundary logger={logger} fallback={nothing}>
      <CourseHomeTours {...props} />
    </ErrorBoundary>
  );
}

/** The courseware tour, likewise: once the unit has shown (`ready`: its frame has loaded). */
export function CoursewareTourLater({ ready, ...props }: CoursewareTourProps & { ready: boolean }) {
  const { user, logger } = usePlatform();
  const painted = useAfterPaint(ready && user !== null);
  if (!painted) return null;
  return (
    <ErrorBoundary logger={logger} fallback={nothing}>
      <CoursewareTour {...props} />
    </ErrorBoundary>
  );
}
