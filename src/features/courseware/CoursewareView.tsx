import { useLayoutEffect, useMemo } from 'react';
import { pageTitle } from '@/components/pageTitle';
import type { SequenceData, Unit, CoursewareCourse, CoursewareOutline } from '@/lms/courseware/types';
import { usePlatform } from '@/platform/react';
import { exitState } from '@/rules/exitState';
import type { SequenceAreaStatus } from './CoursewarePage';
import { CoursewareLayout } from './CoursewareLayout';
import { dropHeadStart } from './framePool';
import { useAutoAdvance } from './hooks/useAutoAdvance';
import { useCompletionOnLeave } from './hooks/useCompletionOnLeave';
import { useFrameLoaded } from './hooks/useFrameLoaded';
import { useNavControls } from './hooks/useNavControls';
import { useNavTargets } from './hooks/useNavTargets';
import { usePositionSave } from './hooks/usePositionSave';
import { usePrefetchNeighbours } from './hooks/usePrefetchNeighbours';
import { useScrollToTopOnMove } from './hooks/useScrollToTopOnMove';
import { useUnitAnnouncement } from './hooks/useUnitAnnouncement';
import { useCoursewareContentShown } from './firstContent';
import { endButton } from './pathRules';
import { SequenceArea } from './SequenceArea';

export interface CoursewareViewProps {
  courseId: string;
  course: CoursewareCourse;
  /** Null while it loads after the course record. */
  outline: CoursewareOutline | null;
  sequenceId: string | null;
  unitId: string | null;
  sequenceData: SequenceData | null;
  sequenceStatus: SequenceAreaStatus;
  onRetrySequence: () => void;
  signedIn: boolean;
  siteName: string;
}

/**
 * The place the courseware shows (its address resolved by CoursewarePage): the spec's courseware rules,
 * one hook each (./hooks, decision 0016), around its two parts: the page's frame with the side panels
 * (CoursewareLayout) and the sequence area with the unit (SequenceArea). The layout is the operator's
 * COURSEWARE_LAYOUT, else the LMS's era (decision 0023).
 */
export function CoursewareView({
  courseId,
  course,
  outline,
  sequenceId,
  unitId,
  sequenceData,
  sequenceStatus,
  onRetrySequence,
  signedIn,
  siteName,
}: CoursewareViewProps) {
  const { config } = usePlatform();
  const place = { sequenceId, unitId };
  const sequence = sequenceData?.sequence ?? null;
  const units = useMemo(
    () => (sequenceData ? sequenceData.sequence.unitIds.flatMap((id) => sequenceData.units[id] ?? []) : []),
    [sequenceData],
  );
  const unit: Unit | null = (unitId && sequenceData?.units[unitId]) || null;
  const outlineSequence = sequenceId ? outline?.sequences[sequenceId] : undefined;
  const section = outlineSequence ? outline?.sections[outlineSequence.sectionId] : undefined;
  const exit = exitState({
    course,
    hasScheduledContent: outline?.course.hasScheduledContent ?? false,
    isSignedIn: signedIn,
  });

  const targets = useNavTargets({ outline, sequenceId, unitId, sequence, entranceExam: course.entranceExam });
  usePrefetchNeighbours({ sequence, ...targets });
  useAutoAdvance({ courseId, next: targets.next, sequence, entranceExam: course.entranceExam });
  useScrollToTopOnMove(place);
  const position = usePositionSave({ courseId, place, sequence });
  useCompletionOnLeave({ courseId, place, sequenceData, ignore: position.revertingTo });
  const { moved, announcement } = useUnitAnnouncement({ place, unit, sequence });
  const controls = useNavControls({
    courseId,
    course,
    outline,
    sequenceId,
    unitId,
    sequence,
    end: endButton(exit),
    ...targets,
  });
  const { frameLoaded, onFrameLoaded } = useFrameLoaded(unitId);
  // The side panels wait for the page's first content (decision 0026), and come in the commit it shows.
  const sidebarsReady = useCoursewareContentShown({ frameLoaded, sequenceStatus, unit });
  const today = (config.COURSEWARE_LAYOUT ?? (course.lmsHasLegacyPages ? 'spec' : 'current')) === 'current';
  // After each commit (children's layout effects first): a frame started at a click that no unit took;
  // and when the courseware leaves the page before the move rendered.
  useLayoutEffect(() => dropHeadStart(window.location.pathname));
  useLayoutEffect(() => () => dropHeadStart(window.location.pathname, true), []);

  return (
    <CoursewareLayout
      courseId={courseId}
      course={course}
      outline={outline}
      sectionId={section?.id ?? null}
      sequenceId={sequenceId}
      unitId={unitId}
      unitShown={unit?.id ?? null}
      sequenceData={sequenceData}
      today={today}
      title={pageTitle([unit?.title, section?.title, course.title], siteName)}
      positionFailed={position.failed}
      announcement={announcement}
      sidebarsReady={sidebarsReady}
      onSelectUnit={controls.onSelectUnit}
    >
      <SequenceArea
        status={sequenceStatus}
        courseId={courseId}
        course={course}
        sequence={sequence}
        sectionId={section?.id ?? null}
        units={units}
        unitId={unitId}
        unit={unit}
        controls={controls}
        today={today}
        moved={moved}
        frameLoaded={frameLoaded}
        onFrameLoaded={onFrameLoaded}
        onRetry={onRetrySequence}
      />
    </CoursewareLayout>
  );
}
