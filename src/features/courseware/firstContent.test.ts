import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Unit } from '@/lms/courseware/types';
import type { SequenceAreaStatus } from './CoursewarePage';
import { useCoursewareContentShown } from './firstContent';

type Input = { frameLoaded: string | null; sequenceStatus: SequenceAreaStatus; unit: Unit | null };
const unit = { id: 'block-v1:edX+D+1+type@vertical+block@u1' } as Unit;

describe('the courseware’s first content', () => {
  it('is the unit’s frame showing its content, and stays for the page when the next unit loads', () => {
    const page = renderHook((input: Input) => useCoursewareContentShown(input), {
      initialProps: { frameLoaded: null, sequenceStatus: 'loading', unit: null },
    });
    expect(page.result.current).toBe(false);
    page.rerender({ frameLoaded: null, sequenceStatus: 'loaded', unit });
    expect(page.result.current).toBe(false);
    page.rerender({ frameLoaded: unit.id, sequenceStatus: 'loaded', unit });
    expect(page.result.current).toBe(true);
    page.rerender({ frameLoaded: null, sequenceStatus: 'loading', unit: null });
    expect(page.result.current).toBe(true);
  });

  it('is the sequence come with no unit frame to wait for', () => {
    const page = renderHook(() =>
      useCoursewareContentShown({ frameLoaded: null, sequenceStatus: 'failed', unit: null }),
    );
    expect(page.result.current).toBe(true);
  });
});
