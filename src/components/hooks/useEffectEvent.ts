import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that always calls the latest render's `fn` and keeps one identity for the component's life,
 * for effects that must see fresh values without re-running when they change (React 19.2's
 * `useEffectEvent`, which React 18 does not have: docs/decisions/0018-react-18.md). The latest `fn` is
 * stored in a layout effect, so every passive effect and every later callback (a timer, `afterPaint`)
 * sees the render that committed last.
 */
export function useEffectEvent<Args extends unknown[], Result>(
  fn: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
