import { useCallback, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { loadable } from '@/components/loadable';
import { PageTitle } from '@/components/PageTitle';
import type { CoursewareCourse, CoursewareOutline, SequenceData } from '@/lms/courseware/types';
import { usePlatform } from '@/platform/react';
import { Breadcrumbs } from './Breadcrumbs';
import messages from './messages';
import { CoursewareTools } from './placements';
import { SIDEBAR_HOSTS } from './sidebars/hosts';
import { firstPanelSide, readChoice } from './sidebars/panels';
import { UPGRADE } from './sidebars/widgets';

/**
 * The side panels (the course outline, the discussions, the upgrade panel, a site's widgets; one open at a
 * time): their own chunk, mounted once the unit's frame has loaded (decision 0026).
 */
const CoursewareSidebars = loadable(() => import('./sidebars/CoursewareSidebars'), 'CoursewareSidebars');

/**
 * The courseware page's frame around the sequence area: its title, the breadcrumbs (the spec's layout),
 * the position-save warning, the live region that announces the unit, the places the side panels go
 * (the same elements whatever is open, so the unit's frame never remounts), and the tools.
 */
export function CoursewareLayout({
  courseId,
  course,
  outline,
  sectionId,
  sequenceId,
  unitId,
  unitShown,
  sequenceData,
  today,
  title,
  positionFailed,
  announcement,
  sidebarsReady,
  onSelectUnit,
  children,
}: {
  courseId: string;
  course: CoursewareCourse;
  outline: CoursewareOutline | null;
  sectionId: string | null;
  sequenceId: string | null;
  /** The address's unit. */
  unitId: string | null;
  /** The unit shown (the sequence has its record), if any. */
  unitShown: string | null;
  sequenceData: SequenceData | null;
  /** Today's layout (decision 0023). */
  today: boolean;
  title: string;
  positionFailed: boolean;
  announcement: string;
  /** The first unit has shown (./firstContent.ts, the page's first content): the side panels may come. */
  sidebarsReady: boolean;
  onSelectUnit: (unitId: string) => void;
  /** The sequence area. */
  children: ReactNode;
}) {
  const intl = useIntl();
  const location = useLocation();
  const { logger } = usePlatform();
  const [layout, setLayout] = useState<HTMLDivElement | null>(null);
  // Until the side panels have rendered, the room they will take is kept (panels.ts, ./courseware.scss).
  const [sidebarsRendered, setSidebarsRendered] = useState(false);
  const onSidebarsRendered = useCallback(() => setSidebarsRendered(true), []);
  // Asked for a wide window: the stylesheet keeps each side's room only where the window has it (the
  // outline's from the lg breakpoint, a right panel's above the medium one), and on a narrower window the
  // rules open no panel on a side that has none.
  const opens = sidebarsRendered
    ? null
    : firstPanelSide({
        layout: today ? 'current' : 'spec',
        room: { outlineBeside: true, rightBeside: true },
        stored: readChoice(courseId),
        hasVerifiedMode: course.verifiedMode !== null,
        upgradeId: UPGRADE,
        // Beside the unit, the upgrade panel is there for an enrolled learner (upgrade/widget.tsx).
        upgradeAvailable: course.isEnrolled,
      });
  // Beside the unit, the outline's side holds the outline when it opens, else its trigger.
  let startReserved = '';
  if (!sidebarsRendered) startReserved = opens === 'start' ? ' reserved outline-opens' : ' reserved';
  const endReserved = opens === 'end' ? ' reserved' : '';
  return (
    <div className="courseware container-xl py-3" data-path={location.pathname}>
      <PageTitle>{title}</PageTitle>
      <Breadcrumbs
        courseId={courseId}
        outline={outline}
        sequenceId={sequenceId}
        isStaff={course.isStaff}
        empty={today}
      />
      {positionFailed && (
        <div className="alert alert-warning" role="alert">
          {intl.formatMessage(messages.positionFailed)}
        </div>
      )}
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
      <div className="courseware-layout" ref={setLayout}>
        <div className={`${SIDEBAR_HOSTS.start}${startReserved}`} />
        <div className="sequence-column">
          <div
            className={`${SIDEBAR_HOSTS.triggers}${course.isEnrolled && !sidebarsRendered ? ' reserved' : ''}`}
          />
          <div className="courseware-sequence-row">
            <div className="sequence-area">{children}</div>
            <div className={`${SIDEBAR_HOSTS.end}${endReserved}`} />
          </div>
        </div>
      </div>
      {sidebarsReady && layout && (
        <ErrorBoundary logger={logger}>
          <CoursewareSidebars
            layout={layout}
            courseLayout={today ? 'current' : 'spec'}
            course={course}
            unitId={unitShown}
            onRendered={onSidebarsRendered}
            outline={{
              courseId,
              outline,
              sectionId,
              sequenceId,
              unitId,
              isStaff: course.isStaff,
              shown: sequenceData,
              onSelectUnit,
            }}
          />
        </ErrorBoundary>
      )}
      <CoursewareTools
        course={course}
        outline={outline}
        sequenceId={sequenceId}
        unitId={unitId}
        contentShown={sidebarsReady}
      />
    </div>
  );
}
