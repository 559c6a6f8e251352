import { act, screen, waitFor } from '@testing-library/react';
import { lmsUrl } from './mock-lms/env';

/**
 * The unit's frame reports its height, as its content does once loaded (a `plugin.resize` from the LMS's
 * origin and the frame's window): what waits for the first unit comes next (the bottom navigation, the
 * side panels). With a title, first waits for the unit's heading.
 */
export async function frameLoaded(title?: string | RegExp): Promise<void> {
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 8000 });
  const frame = await waitFor(() => {
    const found = document.getElementById('unit-iframe');
    if (!(found instanceof HTMLIFrameElement)) throw new Error('no unit frame');
    return found;
  });
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'plugin.resize', payload: { height: 400 } },
        origin: new URL(lmsUrl('/')).origin,
        source: frame.contentWindow,
      }),
    );
  });
}

/** Sets the window's width, as a resize does (the components read it on the resize event). */
export function setWindowWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}
