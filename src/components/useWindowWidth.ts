import { useSyncExternalStore } from 'react';

/**
 * Spec §9: the medium breakpoint. Wider windows get the courseware's notification tray beside the
 * content; at this width and below, the phone's full-screen flyover stands in for it.
 */
export const MEDIUM_BREAKPOINT_PX = 768;

function subscribeResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The window's width in CSS pixels, kept current as it is resized. */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribeResize, () => window.innerWidth);
}
