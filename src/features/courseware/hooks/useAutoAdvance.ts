import { useEffect } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import type { AutoAdvanceInput } from '../autoAdvance';

/** The courseware page on screen: what its auto-advance rule reads, and how it moves. */
interface Shown {
  readonly input: AutoAdvanceInput;
  readonly navigate: NavigateFunction;
}

let shown: Shown | null = null;

/**
 * A unit's `plugin.autoAdvance` (a video that ended with auto-advance on; frontend-app-learning's
 * useIFrameBehavior) moves the courseware as Next would, within the rule of ../autoAdvance.ts. The page
 * says where it stands after each render; the frame's message, read once the unit has shown
 * (../frameExtras.ts, its own chunk, with the rule), asks `shownCourseware`. No state, nothing else here:
 * the courseware's first visit carries only this.
 */
export function useAutoAdvance(input: AutoAdvanceInput): void {
  const navigate = useNavigate();
  useEffect(() => {
    const entry = { input, navigate };
    shown = entry;
    return () => {
      if (shown === entry) shown = null;
    };
  });
}

/** Where the courseware page on screen stands, null when none is. */
export const shownCourseware = (): Shown | null => shown;
