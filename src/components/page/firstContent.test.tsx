import { act, render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import type { Store as ReduxStore } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';
import { painted } from '@test/afterPaint';
import type { RootState } from '@/lms/api';
import { LoadingSpinner } from '../Spinner';
import { afterFirstContent, useFirstContentShown, useMarkFirstContent } from './firstContent';

vi.mock('@/platform/afterPaint', () => import('@test/afterPaint'));

// test/setup.ts forgets every mark after each test (resetFirstContent).

/** A store whose only state is the LMS slice's queries, each pending or not. */
function fakeStore() {
  const listeners = new Set<() => void>();
  let queries: Record<string, { status: string }> = {};
  return {
    getState: () => ({ lms: { queries } }) as unknown as RootState,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch: (action: unknown) => action,
    set(next: Record<string, { status: string }>) {
      queries = next;
      for (const listener of listeners) listener();
    },
  };
}

function withStore(store: ReturnType<typeof fakeStore>) {
  return ({ children }: { children: ReactNode }) => (
    <Provider store={store as unknown as ReduxStore}>{children}</Provider>
  );
}

const spinner = () =>
  render(
    <IntlProvider locale="en">
      <LoadingSpinner />
    </IntlProvider>,
  );

describe('a page’s mark', () => {
  /** A page (`when`: its content is there) and what the course frame reads. */
  function usePage(when: boolean) {
    useMarkFirstContent(when);
    return useFirstContentShown();
  }

  it('is said after the paint that follows the page’s content, not before, even on a quiet page', async () => {
    const store = fakeStore();
    const page = renderHook((when: boolean) => usePage(when), {
      initialProps: false,
      wrapper: withStore(store),
    });
    await act(painted);
    expect(page.result.current).toBe(false);

    page.rerender(true);
    // Said in this commit, true only once it has been painted.
    expect(page.result.current).toBe(false);
    await waitFor(() => expect(page.result.current).toBe(true));
  });

  it('stays said for the next pages of the document, which need not say it again', async () => {
    const store = fakeStore();
    const first = renderHook(() => usePage(true), { wrapper: withStore(store) });
    await waitFor(() => expect(first.result.current).toBe(true));
    first.unmount();
    expect(renderHook(() => useFirstContentShown(), { wrapper: withStore(store) }).result.current).toBe(true);
  });

  it('is not said by a page that leaves before the paint', async () => {
    const store = fakeStore();
    const page = renderHook(() => usePage(true), { wrapper: withStore(store) });
    page.unmount();
    await act(painted);
    store.set({ outline: { status: 'pending' } });
    expect(renderHook(() => useFirstContentShown(), { wrapper: withStore(store) }).result.current).toBe(
      false,
    );
  });
});

describe('the fallback, on a page that never marks', () => {
  it('waits for every LMS read to answer and every loading spinner to go, then for a paint', async () => {
    const store = fakeStore();
    store.set({ outline: { status: 'pending' }, font: { status: 'fulfilled' } });
    const shown = spinner();
    const task = vi.fn();
    afterFirstContent(store, task);
    await painted();
    expect(task).not.toHaveBeenCalled();

    store.set({ outline: { status: 'fulfilled' }, font: { status: 'rejected' } });
    await painted();
    expect(task).not.toHaveBeenCalled();

    shown.unmount();
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1));
    store.set({ outline: { status: 'pending' } });
    store.set({ outline: { status: 'fulfilled' } });
    await painted();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('gives way to the mark of a page that comes while it waits', async () => {
    const store = fakeStore();
    const task = vi.fn();
    afterFirstContent(store, task);
    // The page that marks comes in the commit that removes the spinner: quiet, but not yet marked.
    const page = renderHook((when: boolean) => useMarkFirstContent(when), {
      initialProps: false,
      wrapper: withStore(store),
    });
    await painted();
    expect(task).not.toHaveBeenCalled();
    page.rerender(true);
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1));
  });

  it('is no longer held back by a page that would have marked and left', async () => {
    const store = fakeStore();
    const task = vi.fn();
    const page = renderHook(() => useMarkFirstContent(false), { wrapper: withStore(store) });
    afterFirstContent(store, task);
    await painted();
    expect(task).not.toHaveBeenCalled();
    page.unmount();
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1));
  });

  it('can be cancelled before it runs', async () => {
    const store = fakeStore();
    const task = vi.fn();
    const stop = afterFirstContent(store, task);
    stop();
    await painted();
    expect(task).not.toHaveBeenCalled();
  });
});

describe('quiet, for what no page waits for', () => {
  it('waits, after a page’s mark, for the reads that came after it', async () => {
    const store = fakeStore();
    renderHook(() => useMarkFirstContent(true), { wrapper: withStore(store) });
    await act(painted);
    store.set({ discussions: { status: 'pending' } });
    const task = vi.fn();
    afterFirstContent(store, task, { quiet: true });
    await painted();
    expect(task).not.toHaveBeenCalled();

    store.set({ discussions: { status: 'fulfilled' } });
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1));
  });
});
