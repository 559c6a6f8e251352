import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFrameLoaded } from './useFrameLoaded';

describe('useFrameLoaded', () => {
  it('names the unit whose frame reported loaded, and a new unit waits for its own frame', () => {
    const { result, rerender } = renderHook((unitId: string | null) => useFrameLoaded(unitId), {
      initialProps: 'u1',
    });
    expect(result.current.frameLoaded).toBeNull();
    act(() => result.current.onFrameLoaded());
    expect(result.current.frameLoaded).toBe('u1');
    rerender('u2');
    // Still the previous unit's: the page shows the bottom navigation only for `frameLoaded === unit.id`.
    expect(result.current.frameLoaded).toBe('u1');
    act(() => result.current.onFrameLoaded());
    expect(result.current.frameLoaded).toBe('u2');
  });
});
