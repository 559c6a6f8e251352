import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePlaceMoves, type Move, type Place } from './usePlaceMoves';

const at = (sequenceId: string | null, unitId: string | null = null): Place => ({ sequenceId, unitId });

describe('usePlaceMoves', () => {
  it('does not count the place the page opened on as a move', () => {
    const onMove = vi.fn();
    renderHook(() => usePlaceMoves(at('s1', 'u1'), onMove));
    expect(onMove).not.toHaveBeenCalled();
  });

  it('reports each change of sequence or unit once, from where to where', () => {
    const moves: Move[] = [];
    const { rerender } = renderHook((place: Place) => usePlaceMoves(place, (move) => moves.push(move)), {
      initialProps: at('s1', 'u1'),
    });
    rerender(at('s1', 'u2'));
    rerender(at('s1', 'u2'));
    rerender(at('s2'));
    rerender(at('s2', 'u3'));
    expect(moves).toEqual([
      { from: at('s1', 'u1'), to: at('s1', 'u2') },
      { from: at('s1', 'u2'), to: at('s2') },
      { from: at('s2'), to: at('s2', 'u3') },
    ]);
  });

  it('calls the callback of the render that made the move', () => {
    const seen: string[] = [];
    const { rerender } = renderHook(
      ({ place, label }: { place: Place; label: string }) => usePlaceMoves(place, () => seen.push(label)),
      { initialProps: { place: at('s1', 'u1'), label: 'first' } },
    );
    rerender({ place: at('s1', 'u1'), label: 'second' });
    rerender({ place: at('s1', 'u2'), label: 'third' });
    expect(seen).toEqual(['third']);
  });
});
