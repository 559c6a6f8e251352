import { useEffect, useSyncExternalStore } from 'react';
import { afterPaint } from '@/platform/afterPaint';

/**
 * Whether a course page's own content has been on screen yet, once per document: the outline's sections,
 * the unit's frame (or what shows in its place), a tab's data. What the learner did not come for (the
 * courseware search's switch and code, decision 0030) waits for it, so it never competes with the first
 * screen's calls, code and paint; after that, every page has it at once.
 */
let shown = false;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True once a page has said its content is on screen (and it was painted). */
export const useContentShown = (): boolean => useSyncExternalStore(subscribe, () => shown);

/** A page says its content is on screen once `when` is true: the mark comes after the next paint. */
export function useMarkContentShown(when = true): void {
  useEffect(() => {
    if (!when || shown) return undefined;
    return afterPaint(() => {
      shown = true;
      listeners.forEach((listener) => listener());
    });
  }, [when]);
}

/** Forgets the mark (test set-up, between tests). */
export function resetContentShown(): void {
  shown = false;
}
