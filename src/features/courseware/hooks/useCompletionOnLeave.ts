import { useCheckUnitCompletionMutation } from '@/lms/courseware/api';
import { usePreviewing } from '@/lms/courseware/preview';
import type { SequenceData } from '@/lms/courseware/types';
import { samePlace, usePlaceMoves, type Place } from './usePlaceMoves';

/**
 * Unit completion (spec §4, contract §6 `get_completion`): when the learner leaves a unit for another unit
 * of the same sequence, and the sequence shows completion (`showCompletion`), the LMS is asked whether the
 * unit left is complete now, only when its model does not say so already. The answer marks the unit in
 * the sequence's cache (and refreshes the outline and progress when it is complete). Moves across
 * sequences ask nothing, and neither does the page's own return after a failed position save (`ignore`),
 * nor Studio's preview (staff looking at a draft: lms/courseware/preview.ts).
 */
export function useCompletionOnLeave({
  courseId,
  place,
  sequenceData,
  ignore = null,
}: {
  courseId: string;
  place: Place;
  /** The loaded sequence the page shows, or null while it loads. */
  sequenceData: SequenceData | null;
  /** A move that is not the learner's (usePositionSave's `revertingTo`). */
  ignore?: Place | null;
}): void {
  const [checkUnitCompletion] = useCheckUnitCompletionMutation();
  const previewing = usePreviewing();
  usePlaceMoves(
    place,
    ({ from, to }) => {
      if (previewing || !to.sequenceId || !to.unitId || (ignore && samePlace(ignore, to))) return;
      if (from.sequenceId !== to.sequenceId || !from.unitId || !sequenceData?.sequence.showCompletion) return;
      const left = sequenceData.units[from.unitId];
      if (left && !left.complete)
        void checkUnitCompletion({ courseId, sequenceId: to.sequenceId, unitId: left.id });
      // Once the new unit is on screen: the learner does not wait for this answer.
    },
    { afterPaint: true },
  );
}
