import { skipToken } from '@reduxjs/toolkit/query';
import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { coursewareApi, useGetSequenceQuery } from '@/lms/courseware/api';
import { demoCourse } from '@test/mock-lms/courses';
import { lmsUrl } from '@test/mock-lms/env';
import { addFault } from '@test/mock-lms/faults';
import { mockLms } from '@test/mock-lms/node';
import { mockLmsSettled, recordRequests } from '@test/mock-lms/requests';
import { state } from '@test/mock-lms/state';
import { signedIn, viewerFor } from '@test/mock-lms/viewer';
import { sequenceAnswer } from '@test/mock-lms/wire/courseware';
import { renderHookWithProviders } from '@test/render';
import { usePositionSave } from './usePositionSave';

const C = demoCourse.id;
const demo = (type: string, name: string) => `block-v1:edX+DemoX+Demo_Course+type@${type}+block@${name}`;
const BASIC = demo('sequential', 'basic_questions');
const LESSON = demo('sequential', 'lesson_1');
const unit = (n: number) => demo('vertical', `basic_questions_unit_${n}`);
const path = (sequenceId: string, unitId: string) => `/course/${C}/${sequenceId}/${unitId}`;

/** The hook as the page uses it: the place from the address, the sequence the address names from the cache. */
function usePage() {
  const [, , , sequenceId = null, unitId = null] = useLocation().pathname.split('/');
  const navigate = useNavigate();
  const sequence = useGetSequenceQuery(sequenceId ?? skipToken).data?.sequence ?? null;
  const position = usePositionSave({ courseId: C, place: { sequenceId, unitId }, sequence });
  return { ...position, sequence, unitId, go: (to: string) => void navigate(to) };
}

const positionPosts = () =>
  recordRequests((url, method) => method === 'POST' && url.pathname.endsWith('/handler/goto_position'));

describe('usePositionSave', () => {
  it('saves nothing for the unit the page opened on', async () => {
    const posts = positionPosts();
    const { result } = await renderHookWithProviders(usePage, { path: path(BASIC, unit(2)) });
    await waitFor(() => expect(result.current.sequence).not.toBeNull());
    await mockLmsSettled();
    expect(posts).toEqual([]);
  });

  it('saves the unit moved to (index + 1) and moves the cached active unit at once', async () => {
    const posts = positionPosts();
    const { result, store } = await renderHookWithProviders(usePage, { path: path(BASIC, unit(2)) });
    await waitFor(() => expect(result.current.sequence).not.toBeNull());
    act(() => result.current.go(path(BASIC, unit(3))));
    // Optimistic: the cache says unit 3 before the LMS answers.
    expect(
      coursewareApi.endpoints.getSequence.select(BASIC)(store.getState()).data?.sequence.activeUnitIndex,
    ).toBe(2);
    await waitFor(() => expect(state.positions.get(`verified_learner|${BASIC}`)).toBe(3));
    expect(posts.map(({ url, body }) => [url.pathname, body])).toEqual([
      [`/courses/${C}/xblock/${BASIC}/handler/goto_position`, { position: 3 }],
    ]);
    expect(result.current.failed).toBe(false);
  });

  it('waits for a sequence still loading, then saves in it', async () => {
    const posts = positionPosts();
    const { result } = await renderHookWithProviders(usePage, {
      path: path(LESSON, demo('vertical', 'lesson_1_unit_1')),
    });
    await waitFor(() => expect(result.current.sequence).not.toBeNull());
    act(() => result.current.go(path(BASIC, unit(3))));
    // The query still holds the sequence left until the one the address names arrives.
    expect(result.current.sequence?.id).toBe(LESSON);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.url.pathname).toContain(BASIC);
    expect(posts[0]?.body).toEqual({ position: 3 });
  });

  it('saves nothing in a sequence that does not keep the position (save_position false)', async () => {
    mockLms.use(
      http.get(lmsUrl('/api/courseware/sequence/:sequenceId'), ({ params, cookies }) => {
        const answer = sequenceAnswer(demoCourse, viewerFor(signedIn(cookies), C), String(params.sequenceId));
        return HttpResponse.json({ ...(answer.body as Record<string, unknown>), save_position: false });
      }),
    );
    const posts = positionPosts();
    const { result } = await renderHookWithProviders(usePage, { path: path(BASIC, unit(2)) });
    await waitFor(() => expect(result.current.sequence?.saveUnitPosition).toBe(false));
    act(() => result.current.go(path(BASIC, unit(3))));
    await mockLmsSettled();
    expect(posts).toEqual([]);
  });

  it('after a refused switch inside the sequence, goes back to the unit left, says so, and saves nothing again', async () => {
    addFault({ path: '/handler/goto_position', status: 500 });
    const posts = positionPosts();
    const { result, store, location } = await renderHookWithProviders(usePage, {
      path: path(BASIC, unit(2)),
    });
    const activeUnitIndex = () =>
      coursewareApi.endpoints.getSequence.select(BASIC)(store.getState()).data?.sequence.activeUnitIndex;
    await waitFor(() => expect(result.current.sequence).not.toBeNull());
    const saved = activeUnitIndex();
    act(() => result.current.go(path(BASIC, unit(3))));
    expect(activeUnitIndex()).toBe(2);
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(location().pathname).toBe(path(BASIC, unit(2)));
    // The cached active unit is the saved one again.
    expect(activeUnitIndex()).toBe(saved);
    await mockLmsSettled();
    expect(posts).toHaveLength(1);
    expect(result.current.revertingTo).toBeNull();
  });

  it('after a refused move from another sequence, stays: only the saved index comes back', async () => {
    const { result, location } = await renderHookWithProviders(usePage, {
      path: path(LESSON, demo('vertical', 'lesson_1_unit_1')),
    });
    await waitFor(() => expect(result.current.sequence).not.toBeNull());
    addFault({ path: '/handler/goto_position', status: 500 });
    const posts = positionPosts();
    act(() => result.current.go(path(BASIC, unit(3))));
    await waitFor(() => expect(posts).toHaveLength(1));
    await mockLmsSettled();
    expect(location().pathname).toBe(path(BASIC, unit(3)));
    expect(result.current.failed).toBe(false);
  });

  it('clears the warning when the next save starts', async () => {
    addFault({ path: '/handler/goto_position', status: 500, times: 1 });
    const { result } = await renderHookWithProviders(usePage, { path: path(BASIC, unit(2)) });
    await waitFor(() => expect(result.current.sequence).not.toBeNull());
    act(() => result.current.go(path(BASIC, unit(3))));
    await waitFor(() => expect(result.current.failed).toBe(true));
    await waitFor(() => expect(result.current.unitId).toBe(unit(2)));
    act(() => result.current.go(path(BASIC, unit(1))));
    expect(result.current.failed).toBe(false);
    await waitFor(() => expect(state.positions.get(`verified_learner|${BASIC}`)).toBe(1));
  });
});
