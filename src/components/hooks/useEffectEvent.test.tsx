import { renderHook } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useEffectEvent } from './useEffectEvent';

describe('useEffectEvent', () => {
  it('keeps one identity and calls the latest render’s callback, from an effect and later', () => {
    const seen: number[] = [];
    const { result, rerender } = renderHook(
      ({ value }: { value: number }) => {
        const report = useEffectEvent((from: string) => {
          seen.push(value);
          return `${from}:${value}`;
        });
        useEffect(() => {
          report('effect');
        }, []);
        return report;
      },
      { initialProps: { value: 1 } },
    );
    const first = result.current;
    rerender({ value: 2 });
    expect(result.current).toBe(first);
    expect(seen).toEqual([1]);
    expect(result.current('later')).toBe('later:2');
  });
});
