import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { painted } from '@test/afterPaint';
import type { RootState } from '@/lms/api';
import { LoadingSpinner } from './Spinner';
import { afterPageShown, resetPageShown } from './pageShown';

vi.mock('@/platform/afterPaint', () => import('@test/afterPaint'));

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
    set(next: Record<string, { status: string }>) {
      queries = next;
      for (const listener of listeners) listener();
    },
  };
}

afterEach(() => resetPageShown());

describe('afterPageShown', () => {
  it('waits for every LMS read to answer and every loading spinner to go, then for a paint', async () => {
    const store = fakeStore();
    store.set({ outline: { status: 'pending' }, font: { status: 'fulfilled' } });
    const spinner = render(
      <IntlProvider locale="en">
        <LoadingSpinner />
      </IntlProvider>,
    );
    const task = vi.fn();
    afterPageShown(store, task);
    await painted();
    expect(task).not.toHaveBeenCalled();

    store.set({ outline: { status: 'fulfilled' }, font: { status: 'rejected' } });
    await painted();
    expect(task).not.toHaveBeenCalled();

    spinner.unmount();
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1));
    store.set({ outline: { status: 'pending' } });
    store.set({ outline: { status: 'fulfilled' } });
    await painted();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled before it runs', async () => {
    const store = fakeStore();
    const task = vi.fn();
    const stop = afterPageShown(store, task);
    stop();
    await painted();
    expect(task).not.toHaveBeenCalled();
  });
});
