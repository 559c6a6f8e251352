import { useCallback, useState } from 'react';

/**
 * The bottom navigation waits for the unit's frame (spec §4 courseware; the frame reports its height,
 * ../frameMessages): `frameLoaded` is the unit whose frame last said so, `onFrameLoaded` the frame's
 * callback for the unit shown. A new unit's frame starts again, so the bottom navigation never sits
 * under a frame still loading, nor under the previous unit's.
 */
export function useFrameLoaded(unitId: string | null): {
  frameLoaded: string | null;
  onFrameLoaded: () => void;
} {
  const [frameLoaded, setFrameLoaded] = useState<string | null>(null);
  const onFrameLoaded = useCallback(() => setFrameLoaded(unitId), [unitId]);
  return { frameLoaded, onFrameLoaded };
}
