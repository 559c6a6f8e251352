import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { coursewareApi, useGetCoursewareQuery, useGetSequenceQuery } from '@/lms/courseware/api';
import type { CoursewareOutline } from '@/lms/courseware/types';
import { demoCourse } from '@test/mock-lms/courses';
import { lmsUrl } from '@test/mock-lms/env';
import { mockLms } from '@test/mock-lms/node';
import { signedIn, viewerFor } from '@test/mock-lms/viewer';
import { sequenceAnswer } from '@test/mock-lms/wire/courseware';
import { renderHookWithProviders } from '@test/render';
import { useNavTargets } from './useNavTargets';

const C = demoCourse.id;
const demo = (type: string, name: string) => `block-v1:edX+DemoX+Demo_Course+type@${type}+block@${name}`;
const ORIENTATION = demo('sequential', 'course_orientation');
const OVERVIEW = demo('sequential', 'demo_course_overview');
const LESSON = demo('sequential', 'lesson_1');

/** Stands in while the outline loads (the page renders the hook only with one). */
const LOADING = { sections: {}, sequences: {}, units: {}, sequenceOrder: [] } as unknown as CoursewareOutline;

/** The hook as the page uses it: the outline and the sequence shown from the cache; null until loaded. */
function usePage({ sequenceId, unitId }: { sequenceId: string | null; unitId: string | null }) {
  const outline = useGetCoursewareQuery(C).data?.outline ?? null;
  const sequence = useGetSequenceQuery(ORIENTATION).data?.sequence ?? null;
  const targets = useNavTargets({ outline: outline ?? LOADING, sequenceId, unitId, sequence });
  return outline && sequence ? targets : null;
}

describe('useNavTargets', () => {
  it('goes to the neighbouring units inside the sequence', async () => {
    const { result } = await renderHookWithProviders(usePage, {
      initialProps: { sequenceId: ORIENTATION, unitId: demo('vertical', 'course_orientation_unit_1') },
    });
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current?.next).toEqual({
      kind: 'unit',
      sequenceId: ORIENTATION,
      unitId: demo('vertical', 'course_orientation_unit_2'),
    });
    expect(result.current?.previous).toEqual({
      kind: 'sequence',
      sequenceId: OVERVIEW,
      unitId: demo('vertical', 'demo_course_overview_unit_1'),
    });
  });

  it('at the last unit, Next takes the next sequence’s first unit: the outline’s, then its fetched answer’s', async () => {
    // The LMS's answer for the next sequence lists its units in another order than the outline.
    mockLms.use(
      http.get(lmsUrl('/api/courseware/sequence/:sequenceId'), ({ params, cookies }) => {
        const answer = sequenceAnswer(demoCourse, viewerFor(signedIn(cookies), C), String(params.sequenceId));
        const body = answer.body as { item_id: string; items: unknown[] };
        return HttpResponse.json(
          body.item_id === LESSON ? { ...body, items: [...body.items].reverse() } : body,
        );
      }),
    );
    const { result, store, rerender } = await renderHookWithProviders(usePage, {
      initialProps: { sequenceId: ORIENTATION, unitId: demo('vertical', 'course_orientation_unit_2') },
    });
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current?.next).toEqual({
      kind: 'sequence',
      sequenceId: LESSON,
      unitId: demo('vertical', 'lesson_1_unit_1'),
    });
    await store.dispatch(coursewareApi.endpoints.getSequence.initiate(LESSON));
    // Read when the page renders (not subscribed): the next render takes the answer's list.
    rerender({ sequenceId: ORIENTATION, unitId: demo('vertical', 'course_orientation_unit_2') });
    expect(result.current?.next).toEqual({
      kind: 'sequence',
      sequenceId: LESSON,
      unitId: demo('vertical', 'lesson_1_unit_2'),
    });
  });

  it('has no targets while the address has no sequence', async () => {
    const { result } = await renderHookWithProviders(usePage, {
      initialProps: { sequenceId: null, unitId: null },
    });
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current).toEqual({ previous: null, next: null });
  });
});
