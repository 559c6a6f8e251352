import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { afterPaint } from '@/platform/afterPaint';
import { useContentShown, useMarkContentShown } from './contentShown';

// test/setup.ts forgets the mark after each test (resetContentShown).

/** A page (`when`: its content is there) and what the course frame reads. */
function usePage(when: boolean) {
  useMarkContentShown(when);
  return useContentShown();
}

/** Resolves after a paint scheduled now: any afterPaint task scheduled before it has had its turn. */
const nextPaint = () => act(() => new Promise<void>((resolve) => afterPaint(resolve)));

describe('the page’s content has shown', () => {
  it('is said after the paint that follows the page’s content, not before', async () => {
    const page = renderHook((when: boolean) => usePage(when), { initialProps: false });
    await nextPaint();
    expect(page.result.current).toBe(false);

    page.rerender(true);
    // Said in this commit, true only once it has been painted.
    expect(page.result.current).toBe(false);
    await waitFor(() => expect(page.result.current).toBe(true));
  });

  it('stays said for the next pages of the document, which need not say it again', async () => {
    const first = renderHook(() => usePage(true));
    await waitFor(() => expect(first.result.current).toBe(true));
    first.unmount();
    expect(renderHook(() => useContentShown()).result.current).toBe(true);
  });

  it('is not said by a page that leaves before the paint', async () => {
    const page = renderHook(() => usePage(true));
    page.unmount();
    await nextPaint();
    expect(renderHook(() => useContentShown()).result.current).toBe(false);
  });
});
