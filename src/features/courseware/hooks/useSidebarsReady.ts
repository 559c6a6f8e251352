import { useState } from 'react';
import type { Unit } from '@/lms/courseware/types';
import type { SequenceAreaStatus } from '../CoursewarePage';

/**
 * Whether the side panels may come (decision 0026: their code and their calls wait for the first unit):
 * once the unit's frame has loaded, or the sequence has come with no unit frame to wait for. Stays true.
 */
export function useSidebarsReady(input: {
  frameLoaded: string | null;
  sequenceStatus: SequenceAreaStatus;
  unit: Unit | null;
}): boolean {
  const [ready, setReady] = useState(false);
  const now = input.frameLoaded !== null || (input.sequenceStatus !== 'loading' && !input.unit);
  if (!ready && now) setReady(true);
  return ready || now;
}
