import { useState, useSyncExternalStore } from 'react';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { loadable } from '@/components/loadable';
import { usePlatform } from '@/platform/react';
import type { CoursewareTourProps } from './CoursewareTour';

const CoursewareTour = loadable(() => import('./CoursewareTour'), 'CoursewareTour');

/** Whether the unit's frame has shown its content: it has the height its content reported (UnitFrame). */
function unitFrameShown(): boolean {
  const frame = document.getElementById('unit-iframe');
  return frame !== null && Number(frame.getAttribute('height')) > 0;
}

function watchFrames(onChange: () => void) {
  // The frame comes from a pool and is replaced at each unit; its height is set when its content reports.
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['height'],
  });
  return () => observer.disconnect();
}

const unwatched = () => () => undefined;

/** True once a unit's frame has shown its content in this page (watched until then, not after). */
function useUnitShown(): boolean {
  const [seen, setSeen] = useState(false);
  const now = useSyncExternalStore(seen ? unwatched : watchFrames, unitFrameShown, () => false);
  if (now && !seen) setSeen(true);
  return seen || now;
}

const noTour = () => null;

/**
 * The one-time courseware tour (issue 45, decision 0029) for a signed-in learner. Rendered by the
 * courseware's tools, which are a chunk of their own: the courseware's first visit carries none of it. The
 * tour's chunk, and then its call, are asked for once the unit's frame has shown its content, as the
 * course-outline sidebar and the discussions wait for it.
 */
export function CoursewareTourLater(props: CoursewareTourProps) {
  const { user, logger } = usePlatform();
  const shown = useUnitShown();
  if (!user || !shown) return null;
  return (
    <ErrorBoundary logger={logger} fallback={noTour}>
      <CoursewareTour {...props} />
    </ErrorBoundary>
  );
}
