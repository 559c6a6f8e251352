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
 *   place); the mark comes after the next paint. While a page that marks is mounted, only its mark counts.
 * - **The fallback**, for a page that never marks (the pages outside a course, and a course page's own
 *   loading and failure states, which show in place of the page that would mark): the page is quiet, no
 *   LMS read in flight and no loading spinner (`LoadingSpinner`: a page, a chunk, a unit's frame until it
 *   reports its height), then a paint.
 * - **`quiet`**, for what no page waits for (the header's notifications bell, the toasts' chunk): the page
 *   quiet, then a paint, on every page. A page is never quiet before its first content (it shows a spinner
 *   or waits on a read until then), and stays busy while what waited for its mark (the side panels, the
 *   tours, the search's switch) asks the LMS: these come last.
 *
 * Scopes: `page` answers for the page now showing (the tours: the courseware's one waits for the unit even
 * after course home has shown); `document` stays true once any page has answered in this document, so
 * later pages have it at once (the search's gate in the course frame, the bell, the toasts).
 */

type Store = { getState: () => RootState; subscribe: (listener: () => void) => () => void };

/** The mounted pages that mark, each with whether it has. */
const pages = new Map<object, boolean>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
/** Whether a page's first content has shown in this document; and whether a page was quiet after it. */
const documentShown = { content: false, quiet: false };

/** The page's mark: 'marked', 'waiting' (a page that marks has not yet), or 'none' (no page that marks). */
function pageMark(): 'marked' | 'waiting' | 'none' {
  if (pages.size === 0) return 'none';
  return [...pages.values()].every(Boolean) ? 'marked' : 'waiting';
}

const busy = (store: Store) =>
  !!document.querySelector('[role=status]>.spinner-border') ||
  Object.values(store.getState().lms.queries).some(
    (query) => (query?.status as string | undefined) === 'pending',
  );

export interface FirstContentOptions {
  /** Also wait for the page to be quiet (no LMS read in flight, no loading spinner), then a paint. */
  quiet?: boolean;
}

/**
 * Runs `task` once the page now showing has shown its first content (above), or with `quiet` once it is
 * quiet; returns a function that cancels it.
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
    documentShown[quiet ? 'quiet' : 'content'] = true;
    task();
  };
  // Anything that could change the answer (a mark, a call, a spinner) checks again, which cancels first.
  const check = () => {
    cancelPaint();
    cancelPaint = () => {};
    const mark = pageMark();
    if (!quiet && mark === 'waiting') return;
    // The mark itself came after a paint.
    if (!quiet && mark === 'marked') finish();
    else if (!busy(store)) cancelPaint = afterPaint(finish);
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

/**
 * Whether the first content has shown (above; `scope` defaults to the document). Stays true once it is.
 */
export function useFirstContentShown({
  scope = 'document',
  quiet = false,
}: FirstContentOptions & { scope?: 'page' | 'document' } = {}): boolean {
  const store = useStore<RootState>();
  const [shown, setShown] = useState(
    () => scope === 'document' && (quiet ? documentShown.quiet : documentShown.content),
  );
  useEffect(
    () => (shown ? undefined : afterFirstContent(store, () => setShown(true), { quiet })),
    [shown, store, quiet],
  );
  return shown;
}

/**
 * A page says its first content is on screen once `when` is true; the mark comes after the next paint.
 * Returns whether `when` has been true since the page came (at once, in that render): what the page
 * itself brings after its content (the courseware's side panels) starts in that commit.
 */
export function useMarkFirstContent(when = true): boolean {
  const [page] = useState(() => ({}));
  const [seen, setSeen] = useState(false);
  if (when && !seen) setSeen(true);
  // Known before anything that waits for it looks (passive effects, the spinners' observer).
  useLayoutEffect(() => {
    pages.set(page, false);
    notify();
    return () => {
      pages.delete(page);
      notify();
    };
  }, [page]);
  const mark = when || seen;
  useEffect(() => {
    if (!mark) return undefined;
    return afterPaint(() => {
      pages.set(page, true);
      documentShown.content = true;
      notify();
    });
  }, [mark, page]);
  return mark;
}

/** Forgets every mark (test set-up: each test's screens start as a first visit). */
export function resetFirstContent(): void {
  pages.clear();
  listeners.clear();
  documentShown.content = false;
  documentShown.quiet = false;
}
