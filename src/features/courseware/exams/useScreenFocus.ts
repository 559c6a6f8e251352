import { useEffect, useRef, type RefObject } from 'react';
import type { ExamScreen } from './rules';

/**
 * The screen's heading takes the focus when the screen changes under the learner (an action, a poll, the
 * automatic submission), so that a screen reader says where they are: not on the page's first screen,
 * and not for `checking`, which only passes. Returns the ref for the heading of the screen shown.
 */
export function useScreenFocus(kind: ExamScreen['kind'] | null): RefObject<HTMLHeadingElement> {
  const focusRef = useRef<HTMLHeadingElement>(null);
  const settled = kind !== 'checking' ? kind : null;
  const lastSettled = useRef<string | null>(null);
  useEffect(() => {
    if (!settled) return;
    if (lastSettled.current !== null && lastSettled.current !== settled) focusRef.current?.focus();
    lastSettled.current = settled;
  }, [settled]);
  return focusRef;
}
