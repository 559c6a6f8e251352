import type { Unit } from '@/lms/courseware/types';
import type { SequenceAreaStatus } from './CoursewarePage';

/**
 * The courseware's first content (its mark, @/components/page/firstContent; decision 0026: the side panels'
 * code and calls wait for it, and so do the tours and the search): the unit's frame has shown its content
 * (it reported its height), or the sequence has come with no unit frame to wait for.
 */
export function coursewareContentShown(input: {
  frameLoaded: string | null;
  sequenceStatus: SequenceAreaStatus;
  unit: Unit | null;
}): boolean {
  return input.frameLoaded !== null || (input.sequenceStatus !== 'loading' && !input.unit);
}
