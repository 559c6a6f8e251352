import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Place } from './usePlaceMoves';
import { useScrollToTopOnMove } from './useScrollToTopOnMove';

describe('useScrollToTopOnMove', () => {
  it('scrolls to the top on every sequence or unit change, not on the first place', () => {
    const scroll = vi.spyOn(window, 'scrollTo');
    const first: Place = { sequenceId: 's1', unitId: 'u1' };
    const { rerender } = renderHook((place: Place) => useScrollToTopOnMove(place), { initialProps: first });
    expect(scroll).not.toHaveBeenCalled();
    rerender({ sequenceId: 's1', unitId: 'u2' });
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll).toHaveBeenLastCalledWith(0, 0);
    rerender({ sequenceId: 's2', unitId: null });
    expect(scroll).toHaveBeenCalledTimes(2);
    rerender({ sequenceId: 's2', unitId: null });
    expect(scroll).toHaveBeenCalledTimes(2);
  });
});
