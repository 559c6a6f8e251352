import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import type { RootState } from '@/lms/api';
import { afterPaint } from '@/platform/afterPaint';

/**
 * When a page's first content has shown, for what every page has but no page waits for (the header's
 * notifications bell, docs/decisions/0028-notifications-bell.md): no LMS read in flight and no loading
 * spinner on the page (`LoadingSpinner`: a page, a chunk, a unit's frame until it reports its height),
 * then a paint.
 */
let shown = false;

type Store = { getState: () => RootState; subscribe: (listener: () => void) => () => void };

const busy = (store: Store) =>
  !!document.querySelector('[role=status]>.spinner-border') ||
  Object.values(store.getState().lms.queries).some(
    (query) => (query?.status as string | undefined) === 'pending',
  );

/** Runs `task` once the page is quiet (above) and has painted; returns a function that cancels it. */
export function afterPageShown(store: Store, task: () => void): () => void {
  let cancel = () => {};
  // Anything that could make the page busy again (a call, a spinner) calls check first, which cancels.
  const check = () => {
    cancel();
    cancel = busy(store)
      ? () => {}
      : afterPaint(() => {
          stop();
          shown = true;
          task();
        });
  };
  const unsubscribe = store.subscribe(check);
  const spinnersGone = new MutationObserver(check);
  spinnersGone.observe(document.body, { childList: true, subtree: true });
  const stop = () => {
    spinnersGone.disconnect();
    unsubscribe();
    cancel();
  };
  check();
  return stop;
}

/** Whether the page's first content has shown (once it has in this document, later pages start so). */
export function usePageShown(): boolean {
  const store = useStore<RootState>();
  const [ready, setReady] = useState(shown);
  useEffect(() => (ready ? undefined : afterPageShown(store, () => setReady(true))), [ready, store]);
  return ready;
}

/** Forgets that a page has shown (the tests' screens each start as a first visit). */
export function resetPageShown(): void {
  shown = false;
}
