import { useState } from 'react';
import { useMarkFirstContent } from '@/components/page/firstContent';
import type { Unit } from '@/lms/courseware/types';
import type { SequenceAreaStatus } from './CoursewarePage';

/**
 * The courseware's first content, and its mark (@/components/page/firstContent): the unit's frame has shown
 * its content (it reported its height), or the sequence has come with no unit frame to wait for. The side
 * panels (decision 0026) and the courseware's tour come in the commit it shows; the search and the bell
 * wait for the mark. Stays true for the page.
 */
export function useCoursewareContentShown(input: {
  frameLoaded: string | null;
  sequenceStatus: SequenceAreaStatus;
  unit: Unit | null;
}): boolean {
  const [seen, setSeen] = useState(false);
  const now = input.frameLoaded !== null || (input.sequenceStatus !== 'loading' && !input.unit);
  if (now && !seen) setSeen(true);
  useMarkFirstContent(seen || now);
  return seen || now;
}
