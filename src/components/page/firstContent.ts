import { useEffect, useLayoutEffect, useState } from 'react';
import { useStore } from 'react-redux';
import type { RootState } from '@/lms/api';
import { afterPaint } from '@/platform/afterPaint';

/**
 * The one answer to "has this page's first content shown?" and "run this after it": what the learner did
 * not come for waits for what they did (issues 45 and 46; decisions 0017, 0026, 0028, 0029, 0030), so it
 * never competes with the first screen's calls, code and paint.
 *
 * - **A page's mark** (the primary signal). A course page says when its own content is on screen with
 *   `useMarkFirstContent`: the outline's sections, a tab's data, the unit's frame (or what shows in its
 *   place); the mark comes after the next paint. While a page that marks has not, only its mark counts.
 * - **The fallback**, for a page that never marks (the pages outside a course, and a course page's own
 *   loading and failure states, which show in place of the page that would mark): the page is quiet, no
 *   LMS read in flight and no loading spinner (`LoadingSpinner`: a page, a chunk, a unit's frame until it
 *   reports its height), then a paint.
 * - **`quiet`**, for what no page waits for (the header's notifications bell, the toasts' chunk): the page
 *   quiet, then a paint, on every page. A page is never quiet before its first content (it shows a spinner
 *   or waits on a read until then), and stays busy while what waited for its mark (the side panels, the
 *   tours, the search's switch) asks the LMS: these come last.
 *
 * The answer is the document's: once a page has given it, later pages have it at once (the search's gate
 * in the course frame, course home's tours, the bell, the toasts). What must wait for its own page's
 * content every time (the courseware's side panels and tour) takes the page's mark itself
 * (`useMarkFirstContent`'s answer).
 */

type Store = { getState: () => RootState; subscribe: (listener: () => void) => () => void };

/** The mounted pages that mark and have not yet. */
let waiting = 0;
/** Whether a page's first content has shown in this document; and whether a page was quiet after it. */
let contentShown = false;
let quietShown = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

const busy = (store: Store) =>
  !!document.querySelector('[role=status]>.spinner-border') ||
  Object.values(store.getState().lms.queries).some(
    (query) => (query?.status as string | undefined) === 'pending',
  );

export interface FirstContentOptions {
  /** Wait for the page to be quiet (no LMS read in flight, no loading spinner), then a paint. */
  quiet?: boolean;
}

/**
 * Runs `task` once the first content has shown (above: a page's mark, or on a page that never marks the
 * fallback), or with `quiet` once the page is quiet; returns a function that cancels it.
 */
export function afterFirstContent(
  store: Store,
  task: () => void,
  { quiet = false }: FirstContentOptions = {},
): () => void {
  let cancelPaint = () => {};
  const finish = () => {
    stop();
    // Each answer remembers its own: a page quiet outside a course says nothing of a course page's mark.
    if (quiet) quietShown = true;
    else contentShown = true;
    task();
  };
  // Anything that could change the answer (a mark, a call, a spinner) checks again, which cancels first.
  const check = () => {
    cancelPaint();
    cancelPaint = () => {};
    // A mark comes after a paint; while a page that marks has not, the page's quiet says nothing.
    if (!quiet && contentShown) finish();
    else if ((quiet || !waiting) && !busy(store)) cancelPaint = afterPaint(finish);
  };
  listeners.add(check);
  const unsubscribe = store.subscribe(check);
  const spinnersGone = new MutationObserver(check);
  spinnersGone.observe(document.body, { childList: true, subtree: true });
  const stop = () => {
    listeners.delete(check);
    spinnersGone.disconnect();
    unsubscribe();
    cancelPaint();
  };
  check();
  return stop;
}

/** Whether the first content has shown in this document (above); stays true once it has. */
export function useFirstContentShown({ quiet = false }: FirstContentOptions = {}): boolean {
  const store = useStore<RootState>();
  const [shown, setShown] = useState(() => (quiet ? quietShown : contentShown));
  useEffect(
    () => (shown ? undefined : afterFirstContent(store, () => setShown(true), { quiet })),
    [shown, store, quiet],
  );
  return shown;
}

/**
 * A page says its first content is on screen once `when` is true (and stays true); the mark comes after
 * the next paint. What the page itself brings after its content (the courseware's side panels and tour)
 * reads the page's own `when`, and starts in the commit that shows it.
 */
export function useMarkFirstContent(mark = true): void {
  // Known before anything that waits for it looks (passive effects, the spinners' observer).
  useLayoutEffect(() => {
    let pending = true;
    waiting += 1;
    notify();
    const cancel = mark
      ? afterPaint(() => {
          pending = false;
          waiting -= 1;
          contentShown = true;
          notify();
        })
      : undefined;
    return () => {
      cancel?.();
      if (!pending) return;
      // A page that leaves before its mark holds nothing back (a new `when` registers again at once).
      waiting -= 1;
      notify();
    };
  }, [mark]);
}

/** Forgets every mark (test set-up: each test's screens start as a first visit). */
export function resetFirstContent(): void {
  waiting = 0;
  listeners.clear();
  contentShown = false;
  quietShown = false;
}
