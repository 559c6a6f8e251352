import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { PluginSlot } from '@/components/plugin-slot/PluginSlot';
import { CoursewareTourLater } from '@/components/tours/CoursewareTourLater';
import { MEDIUM_BREAKPOINT_PX, useWindowWidth } from '@/components/useWindowWidth';
import { usePlatform } from '@/platform/react';
import { Calculator } from './Calculator';
import { CoursewareMoments } from '../celebrations/Moments';
import type { GateCourse } from '../gates/types';
import messages from './messages';
import { NotesToggle } from './NotesToggle';

/**
 * The slot learner_tools (upstream's LearnerToolsSlot, placed as its Course.jsx places it): no content of
 * its own, rendered into the document's body (its plugins position themselves), for a signed-in learner
 * on a window at least medium wide (768 px, Paragon's `breakpoints.medium.minWidth`), with upstream's
 * pluginProps.
 */
function LearnerToolsSlot({ course, unitId }: { course: GateCourse; unitId: string | null }) {
  const { user } = usePlatform();
  const shown = useWindowWidth() >= MEDIUM_BREAKPOINT_PX;
  if (!user || !shown) return null;
  return createPortal(
    <PluginSlot
      id="org.openedx.frontend.learning.learner_tools.v1"
      idAliases={['learner_tools_slot']}
      pluginProps={{
        courseId: course.id,
        unitId,
        userId: user.userId,
        isStaff: course.isStaff === true,
        enrollmentMode: course.enrollmentMode ?? null,
      }}
    />,
    document.body,
  );
}

/**
 * The bottom of a courseware page, its own chunk (placed by ../placements.tsx `CoursewareTools`): the
 * calculator (only when showCalculator) and the notes toggle (only when notes are enabled); the page's
 * moments and its one-time tour, which show nothing until they are due; and the learner_tools slot. The
 * sequence and unit default to the route's.
 */
export function ToolsAndMoments({
  course,
  sequenceId,
  unitId,
  contentShown = false,
}: {
  course: GateCourse;
  sequenceId?: string | null;
  unitId?: string | null;
  /** The page's first content has shown (the unit's frame, ../firstContent.ts): the tour may come. */
  contentShown?: boolean;
}) {
  const intl = useIntl();
  const params = useParams();
  const showNotes = course.notes?.enabled === true;
  const sequence = sequenceId !== undefined ? sequenceId : (params.sequenceId ?? null);
  const unit = unitId !== undefined ? unitId : (params.unitId ?? null);
  return (
    <>
      {(course.showCalculator || showNotes) && (
        <section className="courseware-tools my-3" aria-label={intl.formatMessage(messages.toolsRegion)}>
          {showNotes && <NotesToggle courseId={course.id} initialVisible={course.notes.visible} />}
          {course.showCalculator && <Calculator />}
        </section>
      )}
      <CoursewareMoments course={course} sequenceId={sequence} unitId={unit} />
      {contentShown && <CoursewareTourLater courseId={course.id} org={course.org ?? ''} unitId={unit} />}
      <LearnerToolsSlot course={course} unitId={unit} />
    </>
  );
}
