import { act, waitFor } from '@testing-library/react';
import { lmsUrl } from './mock-lms/env';

/**
 * The unit frame says it has loaded, as its content does in a browser (`plugin.resize` with its height,
 * from the LMS's origin): what the courseware waits for before the work that follows the unit (the outline
 * sidebar, the discussions, the courseware tour).
 */
export async function unitFrameLoaded(height = 400) {
  const frame = await waitFor(() => {
    const found = document.getElementById('unit-iframe');
    if (!(found instanceof HTMLIFrameElement)) throw new Error('no unit frame yet');
    return found;
  });
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'plugin.resize', payload: { height } },
        origin: new URL(lmsUrl('/')).origin,
        source: frame.contentWindow,
      }),
    );
  });
}
