import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LoadingSpinner } from '@/components/Spinner';
import { loadable } from '@/components/loadable';
import type { CoursewareCourse, Sequence, Unit } from '@/lms/courseware/types';
import type { SequenceAreaStatus } from './CoursewarePage';
import { Failure, NoContent } from './CoursewareStates';
import messages from './messages';
import { coursewarePath } from './pathRules';
import { SequenceGate, UnitFooter, UnitGate } from './placements';
import { BottomNavigation, SequenceNavigation, UnitNavigation, type NavControl } from './SequenceNavigation';
import { UnitFrame } from './UnitFrame';
import { UnitHeader } from './UnitHeader';

/** The entrance exam's alert: only a course with one needs its code (today's LMS). */
const EntranceExamAlert = loadable(
  () => import('./EntranceExamAlert').then((module) => ({ default: module.EntranceExamAlert })),
  'EntranceExamAlert',
);

/** What the sequence's navigation controls do (hooks/useNavControls). */
export interface SequenceControls {
  readonly previous: NavControl;
  readonly next: NavControl;
  readonly onSelectUnit: (unitId: string) => void;
}

interface UnitAreaProps {
  readonly courseId: string;
  readonly course: CoursewareCourse;
  readonly sequence: Sequence;
  readonly units: readonly Unit[];
  /** The address's unit, and its record when the sequence has it. */
  readonly unitId: string | null;
  readonly unit: Unit | null;
  readonly controls: SequenceControls;
  /** Today's layout (decision 0023): Previous and Next beside the unit's title. */
  readonly today: boolean;
  /** The learner moved here: the title takes the focus. */
  readonly moved: boolean;
  readonly onFrameLoaded: () => void;
}

/**
 * The unit: its title and bookmark (with Previous and Next beside it in today's layout), then its gate and
 * its frame; a gated sequence shows its lock, a sequence without the unit "There is no content here."
 */
function UnitArea(props: UnitAreaProps) {
  const { courseId, course, sequence, units, unitId, unit, controls, today, moved, onFrameLoaded } = props;
  const navigation = today && (
    <UnitNavigation
      sequence={sequence}
      units={units}
      activeUnitId={unitId}
      previous={controls.previous}
      next={controls.next}
    />
  );
  if (sequence.gatedContent.gated) {
    return (
      <>
        {navigation}
        <UnitGate course={course} sequence={sequence} unit={null}>
          <NoContent />
        </UnitGate>
      </>
    );
  }
  if (!unit) return <NoContent />;
  return (
    <div className="unit" key={unit.id}>
      <UnitHeader courseId={courseId} unit={unit} focusOnMount={moved} navigation={navigation} />
      <UnitGate course={course} sequence={sequence} unit={unit}>
        <UnitFrame
          courseId={courseId}
          unitId={unit.id}
          title={unit.title}
          format={sequence.format}
          onLoaded={onFrameLoaded}
        />
      </UnitGate>
    </div>
  );
}

/**
 * The sequence area of the place shown (spec §4 courseware): a spinner while it loads, the failure with a
 * retry, "There is no content here.", or, behind the sequence's gate, the entrance exam's alert, the
 * sequence's banner, the unit tabs (the spec's layout), the unit, the bottom navigation once the unit's
 * frame has loaded, and the unit's footer.
 */
export function SequenceArea({
  status,
  sectionId,
  frameLoaded,
  onRetry,
  ...unitArea
}: Omit<UnitAreaProps, 'sequence'> & {
  readonly status: SequenceAreaStatus;
  /** The loaded sequence, or null while it loads. */
  readonly sequence: Sequence | null;
  readonly sectionId: string | null;
  /** The unit whose frame last reported it had loaded (hooks/useFrameLoaded). */
  readonly frameLoaded: string | null;
  readonly onRetry: () => void;
}): ReactNode {
  const intl = useIntl();
  const { courseId, course, sequence, units, unitId, unit, controls, today } = unitArea;
  if (status === 'none') return <NoContent />;
  if (status === 'loading' || (status === 'loaded' && !sequence)) {
    return <LoadingSpinner label={intl.formatMessage(messages.loadingSequence)} />;
  }
  if (status === 'failed' || !sequence) return <Failure onRetry={onRetry} />;
  return (
    <SequenceGate course={course} sequence={sequence}>
      {course.entranceExam && <EntranceExamAlert exam={course.entranceExam} sectionId={sectionId} />}
      {sequence.bannerText && (
        // The LMS's own words, in whatever language it wrote them: their direction follows the text.
        <div className="alert alert-info sequence-banner" role="note" dir="auto">
          {sequence.bannerText}
        </div>
      )}
      <SequenceNavigation
        sequence={sequence}
        units={units}
        activeUnitId={unitId}
        unitPath={(id) => coursewarePath(courseId, sequence.id, id)}
        onSelectUnit={controls.onSelectUnit}
        previous={controls.previous}
        next={controls.next}
        empty={today}
      />
      <UnitArea {...unitArea} sequence={sequence} />
      {unit && frameLoaded === unit.id && (
        <BottomNavigation
          sequence={sequence}
          units={units}
          activeUnitId={unit.id}
          previous={controls.previous}
          next={controls.next}
        />
      )}
      <UnitFooter course={course} sequence={sequence} />
    </SequenceGate>
  );
}
