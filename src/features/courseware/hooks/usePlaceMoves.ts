import { useEffect, useRef } from 'react';
import { useEffectEvent } from '@/components/hooks/useEffectEvent';
import { afterPaint } from '@/platform/afterPaint';

/** Where the learner is: the address's sequence and unit (either may be missing while the page settles). */
export interface Place {
  readonly sequenceId: string | null;
  readonly unitId: string | null;
}

/** The learner went from one place to another. */
export interface Move {
  readonly from: Place;
  readonly to: Place;
}

export const samePlace = (a: Place, b: Place) => a.sequenceId === b.sequenceId && a.unitId === b.unitId;

/**
 * Calls `onMove` once after each commit in which the place changed (contract §0.5: a unit tab, Previous /
 * Next, a history step or a redirect). The place the hook first rendered with is not a move: the page
 * opened there. `onMove` always sees the latest render's values. With `{ afterPaint: true }` it runs once
 * the new place is on screen (../../../platform/afterPaint.ts), for work the learner need not wait for:
 * never cancelled, so it still happens when the learner moves on at once.
 */
export function usePlaceMoves(
  { sequenceId, unitId }: Place,
  onMove: (move: Move) => void,
  options: { afterPaint?: boolean } = {},
): void {
  const later = options.afterPaint === true;
  const last = useRef<Place | null>(null);
  const report = useEffectEvent(onMove);
  useEffect(() => {
    const from = last.current;
    const to = { sequenceId, unitId };
    last.current = to;
    if (!from || samePlace(from, to)) return;
    if (later) afterPaint(() => report({ from, to }));
    else report({ from, to });
  }, [sequenceId, unitId, later]);
}
