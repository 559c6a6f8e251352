import { skipToken } from '@reduxjs/toolkit/query';
import { act, waitFor } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coursewareApi, useGetSequenceQuery } from '@/lms/courseware/api';
import { forgetPaints, painted } from '@test/afterPaint';
import { demoCourse } from '@test/mock-lms/courses';
import { gatedMissedCourse } from '@test/mock-lms/courses/courseHome';
import { recordRequests } from '@test/mock-lms/requests';
import { setOf, state } from '@test/mock-lms/state';
import { renderHookWithProviders } from '@test/render';
import type { Place } from './usePlaceMoves';
import { useCompletionOnLeave } from './useCompletionOnLeave';

const C = demoCourse.id;
const demo = (type: string, name: string) => `block-v1:edX+DemoX+Demo_Course+type@${type}+block@${name}`;
const BASIC = demo('sequential', 'basic_questions');
const LESSON = demo('sequential', 'lesson_1');
const unit = (n: number) => demo('vertical', `basic_questions_unit_${n}`);
const path = (courseId: string, sequenceId: string, unitId: string) =>
  `/course/${courseId}/${sequenceId}/${unitId}`;

/** The hook as the page uses it: the place from the address, the loaded sequence from the cache. */
function usePage({ ignore = null }: { ignore?: Place | null } = {}) {
  const [, , courseId = '', sequenceId = null, unitId = null] = useLocation().pathname.split('/');
  const navigate = useNavigate();
  const sequenceData = useGetSequenceQuery(sequenceId ?? skipToken).data ?? null;
  useCompletionOnLeave({ courseId, place: { sequenceId, unitId }, sequenceData, ignore });
  return { sequenceData, go: (to: string) => void navigate(to) };
}

// The check runs after the paint; the "asks nothing" cases wait for exactly that work (test/afterPaint.ts).
vi.mock('@/platform/afterPaint', () => import('@test/afterPaint'));

const completionPosts = () =>
  recordRequests((url, method) => method === 'POST' && url.pathname.endsWith('/handler/get_completion'));

describe('useCompletionOnLeave', () => {
  afterEach(() => {
    forgetPaints();
  });

  it('asks whether the unit left is complete now, and the answer marks it in the cache', async () => {
    // The learner has viewed unit 2, so the LMS calls it complete once asked.
    setOf(state.views, 'verified_learner').add(unit(2));
    const posts = completionPosts();
    const { result, store } = await renderHookWithProviders(usePage, { path: path(C, BASIC, unit(2)) });
    await waitFor(() => expect(result.current.sequenceData).not.toBeNull());
    expect(result.current.sequenceData?.units[unit(2)]?.complete).toBe(false);
    act(() => result.current.go(path(C, BASIC, unit(3))));
    await waitFor(() =>
      expect(
        coursewareApi.endpoints.getSequence.select(BASIC)(store.getState()).data?.units[unit(2)]?.complete,
      ).toBe(true),
    );
    expect(posts.map(({ url, body }) => [url.pathname, body])).toEqual([
      [`/courses/${C}/xblock/${BASIC}/handler/get_completion`, { usage_key: unit(2) }],
    ]);
  });

  it('asks nothing about a unit already complete', async () => {
    setOf(state.completions, 'verified_learner').add(unit(1));
    const posts = completionPosts();
    const { result } = await renderHookWithProviders(usePage, { path: path(C, BASIC, unit(1)) });
    await waitFor(() => expect(result.current.sequenceData?.units[unit(1)]?.complete).toBe(true));
    act(() => result.current.go(path(C, BASIC, unit(2))));
    await painted();
    expect(posts).toEqual([]);
  });

  it('asks nothing when the learner leaves for another sequence', async () => {
    const posts = completionPosts();
    const { result } = await renderHookWithProviders(usePage, {
      path: path(C, LESSON, demo('vertical', 'lesson_1_unit_2')),
    });
    await waitFor(() => expect(result.current.sequenceData).not.toBeNull());
    act(() => result.current.go(path(C, BASIC, unit(1))));
    await painted();
    expect(posts).toEqual([]);
  });

  it('asks nothing in a sequence that does not show completion', async () => {
    const lesson = gatedMissedCourse.sections[0]!.sequences[0]!;
    const [first, second] = lesson.units;
    const posts = completionPosts();
    const { result } = await renderHookWithProviders(usePage, {
      persona: 'audit',
      path: path(gatedMissedCourse.id, lesson.id, first!.id),
    });
    await waitFor(() => expect(result.current.sequenceData?.sequence.showCompletion).toBe(false));
    act(() => result.current.go(path(gatedMissedCourse.id, lesson.id, second!.id)));
    await painted();
    expect(posts).toEqual([]);
  });

  it('asks nothing for a move that is not the learner’s (the way back after a failed save)', async () => {
    const posts = completionPosts();
    const { result } = await renderHookWithProviders(usePage, {
      path: path(C, BASIC, unit(2)),
      initialProps: { ignore: { sequenceId: BASIC, unitId: unit(3) } },
    });
    await waitFor(() => expect(result.current.sequenceData).not.toBeNull());
    act(() => result.current.go(path(C, BASIC, unit(3))));
    await painted();
    expect(posts).toEqual([]);
  });
});
