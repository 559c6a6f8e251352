import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useGetSequenceQuery } from '@/lms/courseware/api';
import { renderHookWithProviders } from '@test/render';
import type { Place } from './usePlaceMoves';
import { useUnitAnnouncement } from './useUnitAnnouncement';

const demo = (type: string, name: string) => `block-v1:edX+DemoX+Demo_Course+type@${type}+block@${name}`;
const BASIC = demo('sequential', 'basic_questions');
const unit = (n: number) => demo('vertical', `basic_questions_unit_${n}`);
const at = (n: number): Place => ({ sequenceId: BASIC, unitId: unit(n) });

/** The hook as the page uses it: the unit shown and its sequence from the cache. */
function usePage(place: Place) {
  const data = useGetSequenceQuery(BASIC).data ?? null;
  const shown = (place.unitId && data?.units[place.unitId]) || null;
  return {
    loaded: data !== null,
    ...useUnitAnnouncement({ place, unit: shown, sequence: data?.sequence ?? null }),
  };
}

describe('useUnitAnnouncement', () => {
  it('announces and focuses nothing on the unit the page opened on', async () => {
    const { result } = await renderHookWithProviders(usePage, { initialProps: at(2) });
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current).toEqual({ loaded: true, moved: false, announcement: '' });
  });

  it('once the learner moved, names each unit shown, its place and its sequence, and asks for focus', async () => {
    const { result, rerender } = await renderHookWithProviders(usePage, { initialProps: at(2) });
    await waitFor(() => expect(result.current.loaded).toBe(true));
    rerender(at(3));
    expect(result.current.moved).toBe(true);
    expect(result.current.announcement).toBe(
      'Now showing Text input, unit 3 of 3 in Homework - Question Styles.',
    );
    // Back on the first unit: a move like any other.
    rerender(at(2));
    expect(result.current.moved).toBe(true);
    expect(result.current.announcement).toBe(
      'Now showing Numerical input, unit 2 of 3 in Homework - Question Styles.',
    );
  });

  it('says nothing while the unit moved to is not known yet', async () => {
    const { result, rerender } = await renderHookWithProviders(usePage, { initialProps: at(2) });
    await waitFor(() => expect(result.current.loaded).toBe(true));
    rerender({ sequenceId: demo('sequential', 'lesson_1'), unitId: null });
    expect(result.current).toEqual({ loaded: true, moved: true, announcement: '' });
  });
});
