import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { Calculator } from './Calculator';
import { CoursewareMoments } from '../celebrations/Moments';
import type { GateCourse } from '../gates/types';
import messages from './messages';
import { NotesToggle } from './NotesToggle';

/**
 * The bottom of a courseware page: the calculator (only when showCalculator) and the notes toggle (only
 * when notes are enabled); and the page's moments, which show nothing until they are
 * due. The sequence and unit default to the route's.
 */
export function CoursewareTools({
  course,
  sequenceId,
  unitId,
}: {
  course: GateCourse;
  sequenceId?: string | null;
  unitId?: string | null;
}) {
  const intl = useIntl();
  const params = useParams();
  const showNotes = course.notes?.enabled === true;
  return (
    <>
      {(course.showCalculator || showNotes) && (
        <section className="courseware-tools my-3" aria-label={intl.formatMessage(messages.toolsRegion)}>
          {showNotes && <NotesToggle courseId={course.id} initialVisible={course.notes.visible} />}
          {course.showCalculator && <Calculator />}
        </section>
      )}
      <CoursewareMoments
        course={course}
        sequenceId={sequenceId !== undefined ? sequenceId : (params.sequenceId ?? null)}
        unitId={unitId !== undefined ? unitId : (params.unitId ?? null)}
      />
    </>
  );
}
