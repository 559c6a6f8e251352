import { useEffect } from 'react';
import { coursewareApi } from '@/lms/courseware/api';
import type { Sequence } from '@/lms/courseware/types';
import { useAppDispatch } from '@/lms/hooks';
import { afterPaint } from '@/platform/afterPaint';
import type { NavTarget } from '../pathRules';

/**
 * Prefetch of the neighbouring sequences, so that Next is instant (docs/decisions/0016-courseware-hooks.md;
 * after the paint: docs/decisions/0017-time-to-content.md): once the sequence shown has loaded, the
 * sequences that Next and Previous lead into (when they leave this sequence) are fetched ahead, unless the
 * cache has an answer younger than a minute, so crossing into them is as instant as moving inside one. Their
 * answers also give Next and Previous the exact unit lists (useNavTargets).
 */
export function usePrefetchNeighbours({
  sequence,
  previous,
  next,
}: {
  /** The loaded sequence the page shows, or null while it loads. */
  sequence: Sequence | null;
  previous: NavTarget | null;
  next: NavTarget | null;
}): void {
  const dispatch = useAppDispatch();
  const previousSequence = previous?.kind === 'sequence' ? previous.sequenceId : null;
  const nextSequence = next?.kind === 'sequence' ? next.sequenceId : null;
  useEffect(() => {
    if (!sequence) return;
    // After the new unit is on screen: a prefetch is for the move after this one.
    return afterPaint(() => {
      for (const id of [nextSequence, previousSequence]) {
        if (id) dispatch(coursewareApi.util.prefetch('getSequence', id, { ifOlderThan: 60 }));
      }
    });
  }, [dispatch, sequence, nextSequence, previousSequence]);
}
