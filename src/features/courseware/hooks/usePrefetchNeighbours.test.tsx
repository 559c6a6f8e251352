import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useGetSequenceQuery } from '@/lms/courseware/api';
import type { Sequence } from '@/lms/courseware/types';
import { demoCourse } from '@test/mock-lms/courses';
import { forgetPaints, painted } from '@test/afterPaint';
import { mockLmsSettled, recordRequests } from '@test/mock-lms/requests';
import { renderHookWithProviders } from '@test/render';
import type { NavTarget } from '../pathRules';
import { usePrefetchNeighbours } from './usePrefetchNeighbours';

const C = demoCourse.id;
const demo = (type: string, name: string) => `block-v1:edX+DemoX+Demo_Course+type@${type}+block@${name}`;
const ORIENTATION = demo('sequential', 'course_orientation');
const OVERVIEW = demo('sequential', 'demo_course_overview');
const LESSON = demo('sequential', 'lesson_1');

const sequenceCalls = () =>
  recordRequests((url, method) => method === 'GET' && url.pathname.startsWith('/api/courseware/sequence/'));
const calledFor = (calls: { url: URL }[]) =>
  calls.map(({ url }) => decodeURIComponent(url.pathname.slice('/api/courseware/sequence/'.length)));

interface Props {
  readonly previous: NavTarget | null;
  readonly next: NavTarget | null;
  /** Stand in for the sequence shown (null: still loading). */
  readonly sequence?: Sequence | null;
}

/** The page's sequence (course orientation) from the cache, and the hook with the given targets. */
function usePage({ previous, next, sequence }: Props) {
  const shown = useGetSequenceQuery(ORIENTATION).data?.sequence ?? null;
  usePrefetchNeighbours({ sequence: sequence === undefined ? shown : sequence, previous, next });
  return shown;
}

// The hook's work waits for afterPaint; the test waits for exactly that work (test/afterPaint.ts).
vi.mock('@/platform/afterPaint', () => import('@test/afterPaint'));

const across: Props = {
  previous: { kind: 'sequence', sequenceId: OVERVIEW, unitId: null },
  next: { kind: 'sequence', sequenceId: LESSON, unitId: null },
};

describe('usePrefetchNeighbours', () => {
  afterEach(() => {
    forgetPaints();
  });

  it('fetches the sequences Next and Previous lead into, once the sequence shown has loaded', async () => {
    const calls = sequenceCalls();
    const { result } = await renderHookWithProviders(usePage, {
      path: `/course/${C}/${ORIENTATION}`,
      initialProps: across,
    });
    await waitFor(() => expect(result.current).not.toBeNull());
    // The prefetch waits for the browser to paint the unit (afterPaint).
    await waitFor(() => expect(calledFor(calls)).toEqual([ORIENTATION, LESSON, OVERVIEW]));
    await mockLmsSettled();
    expect(calledFor(calls)).toEqual([ORIENTATION, LESSON, OVERVIEW]);
  });

  it('fetches nothing while the sequence shown is loading', async () => {
    const calls = sequenceCalls();
    await renderHookWithProviders(usePage, { initialProps: { ...across, sequence: null } });
    await painted();
    expect(calledFor(calls)).toEqual([ORIENTATION]);
  });

  it('fetches nothing for moves inside the sequence or to the course exit page', async () => {
    const calls = sequenceCalls();
    const { result } = await renderHookWithProviders(usePage, {
      initialProps: {
        previous: { kind: 'unit', sequenceId: ORIENTATION, unitId: 'u1' },
        next: { kind: 'end' },
      },
    });
    await waitFor(() => expect(result.current).not.toBeNull());
    await painted();
    expect(calledFor(calls)).toEqual([ORIENTATION]);
  });

  it('does not fetch a neighbour again while its answer is younger than a minute', async () => {
    const calls = sequenceCalls();
    const { result, rerender } = await renderHookWithProviders(usePage, { initialProps: across });
    await waitFor(() => expect(result.current).not.toBeNull());
    await waitFor(() => expect(calledFor(calls)).toEqual([ORIENTATION, LESSON, OVERVIEW]));
    await mockLmsSettled();
    // The sequence shown changes (a new answer, say): the effect runs again.
    rerender({ ...across, sequence: { ...result.current! } });
    await painted();
    expect(calledFor(calls)).toEqual([ORIENTATION, LESSON, OVERVIEW]);
  });
});
