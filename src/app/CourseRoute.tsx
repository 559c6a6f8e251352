import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useMatches, useParams } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { LoadingSpinner } from '@/components/Spinner';
import { CourseFrame, type CoursePageKind } from '@/features/course-frame';
import { usePlatform } from '@/platform/react';
import messages from './messages';

const InstructorToolbar = lazy(() => import('@/features/instructor-toolbar/route'));

export interface CourseRouteHandle {
  page: CoursePageKind;
  tab: string;
  setsTitle?: boolean;
}

function isCourseHandle(value: unknown): value is CourseRouteHandle {
  return typeof value === 'object' && value !== null && 'page' in value && 'tab' in value;
}

/** Every /course/{courseId}/… page: the course frame, the staff toolbar slot, and the page itself. */
export function CourseRoute() {
  const intl = useIntl();
  const { logger } = usePlatform();
  const { courseId = '', unitId = null } = useParams();
  const handle = useMatches()
    .map((match) => match.handle)
    .filter(isCourseHandle)
    .pop() ?? { page: 'courseware', tab: 'outline' };

  return (
    <CourseFrame
      courseId={courseId}
      page={handle.page}
      activeTab={handle.tab}
      unitId={unitId}
      setsTitle={handle.setsTitle}
      toolbar={(metadata) =>
        metadata.originalUserIsStaff ? (
          <ErrorBoundary logger={logger} resetKey={courseId}>
            <Suspense fallback={null}>
              <InstructorToolbar metadata={metadata} unitId={unitId} />
            </Suspense>
          </ErrorBoundary>
        ) : null
      }
    >
      <Suspense fallback={<LoadingSpinner label={intl.formatMessage(messages.pageLoading)} />}>
        <Outlet />
      </Suspense>
    </CourseFrame>
  );
}
