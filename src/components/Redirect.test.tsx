import { render, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onRenderedEntry, Redirect } from './Redirect';

/** Moves the browser to another entry after the page rendered and before its effects ran (a Back). */
function BrowserLeaves() {
  useLayoutEffect(() => {
    window.history.pushState({ key: 'went-back', idx: 0, usr: null }, '', '/elsewhere');
  }, []);
  return null;
}

function app(leave: boolean) {
  return (
    <BrowserRouter>
      <Routes>
        <Route
          path="/course/x"
          element={
            <>
              {leave && <BrowserLeaves />}
              <Redirect to="/course/x/unit" />
            </>
          }
        />
        <Route path="/course/x/unit" element={<p>unit</p>} />
      </Routes>
    </BrowserRouter>
  );
}

describe('Redirect', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('replaces the entry it was rendered for', async () => {
    window.history.pushState({ key: 'outline', idx: 1, usr: null }, '', '/course/x');
    const before = window.history.length;
    const { findByText } = render(app(false));
    await findByText('unit');
    expect(window.location.pathname).toBe('/course/x/unit');
    expect(window.history.length).toBe(before);
  });

  it('leaves alone the entry the browser moved to meanwhile', async () => {
    window.history.pushState({ key: 'outline', idx: 1, usr: null }, '', '/course/x');
    render(app(true));
    // The redirect's effect has run (a render later); the page the browser went to is still there.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await waitFor(() => expect(window.location.pathname).toBe('/elsewhere'));
    expect(window.history.state).toMatchObject({ key: 'went-back' });
  });

  it('judges nothing outside the browser router (no index in the history state: a memory router)', () => {
    window.history.replaceState(null, '', '/memory');
    expect(onRenderedEntry({ key: 'abc' })).toBe(true);
    window.history.replaceState({ key: 'abc' }, '', '/memory');
    expect(onRenderedEntry({ key: 'other' })).toBe(true);
  });

  it('knows the first entry, which has no key, as "default"', () => {
    window.history.replaceState({ idx: 0 }, '', '/first');
    expect(onRenderedEntry({ key: 'default' })).toBe(true);
    expect(onRenderedEntry({ key: 'abc' })).toBe(false);
    window.history.replaceState({ key: 'abc', idx: 0 }, '', '/first');
    expect(onRenderedEntry({ key: 'abc' })).toBe(true);
  });
});

describe('Redirect to where the page already is', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('replaces once, not again for the entry its own replace made', async () => {
    window.history.pushState({ key: 'here', idx: 1, usr: null }, '', '/same');
    const replaced = vi.spyOn(window.history, 'replaceState');
    render(
      <BrowserRouter>
        <Routes>
          <Route path="/same" element={<Redirect to="/same" />} />
        </Routes>
      </BrowserRouter>,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    // One replace (the router has its index already): with the new entry among its reasons to run, the
    // redirect replaced again for every entry its last replace made, without end.
    expect(replaced.mock.calls.map(([, , url]) => String(url))).toEqual(['/same']);
    replaced.mockRestore();
  });
});
