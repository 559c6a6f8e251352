import { Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { loadable } from '@/components/loadable';
import { LoadingSpinner } from '@/components/Spinner';
import { CourseFrame, type CoursePageKind } from '@/features/course-frame';
import { useCourseFontClass } from '@/lms/courseFont';
import { selectAccessExpiration, selectCanViewLegacyCourseware, selectLegacyUnitUrl } from '@/lms/api';
import { useAppSelector } from '@/lms/hooks';
import { usePlatform } from '@/platform/react';
import messages from './messages';

const InstructorToolbar = loadable(() => import('@/features/instructor-toolbar/route'), 'InstructorToolbar');

/** Every /course/{courseId}/… page: the course frame, the staff toolbar slot, and the page itself. */
export function CourseRoute({
  page,
  tab,
  setsTitle,
  children,
}: {
  page: CoursePageKind;
  tab: string;
  setsTitle: boolean;
  children: ReactNode;
}) {
  const intl = useIntl();
  const { logger } = usePlatform();
  const { courseId = '', unitId = null } = useParams();
  // Asked beside the course metadata; the main area keeps the default font until (unless) it arrives.
  const courseFont = useCourseFontClass(courseId);
  // What the course's pages learned (lms/courseSession.ts): empty until a page has loaded.
  const legacyUnitUrl = useAppSelector((state) => selectLegacyUnitUrl(state, courseId, unitId));
  const canViewLegacyCourseware = useAppSelector((state) => selectCanViewLegacyCourseware(state, courseId));
  const accessExpiration = useAppSelector((state) => selectAccessExpiration(state, courseId));

  return (
    <CourseFrame
      courseId={courseId}
      page={page}
      activeTab={tab}
      unitId={unitId}
      setsTitle={setsTitle}
      mainClassName={courseFont}
      toolbar={(metadata) =>
        metadata.originalUserIsStaff ? (
          <ErrorBoundary logger={logger} resetKey={courseId}>
            {/* The legacy link and the expired-access banner read the page's data once it has loaded. */}
            <InstructorToolbar
              metadata={metadata}
              unitId={unitId}
              legacyUnitUrl={legacyUnitUrl}
              canViewLegacyCourseware={canViewLegacyCourseware}
              accessExpiration={accessExpiration}
            />
          </ErrorBoundary>
        ) : null
      }
    >
      {/* Pages are code-split without Suspense (components/loadable.tsx); this boundary only catches a
          component that suspends anyway. */}
      <Suspense fallback={<LoadingSpinner label={intl.formatMessage(messages.pageLoading)} />}>
        {children}
      </Suspense>
    </CourseFrame>
  );
}
