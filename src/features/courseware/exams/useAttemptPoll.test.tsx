import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { examsCourse } from '@test/mock-lms/courses';
import { blockId } from '@test/mock-lms/courses/model';
import { findPersona } from '@test/mock-lms/personas';
import { mockLmsSettled, recordRequests } from '@test/mock-lms/requests';
import { examRecord, seedAttempt } from '@test/mock-lms/wire/exams';
import { renderHookWithProviders } from '@test/render';
import { examsApi } from './api';
import { runningAttempt } from './rules';
import { useAttemptPoll } from './useAttemptPoll';
import { useExamArgs, useExamRead } from './useExamRead';
import { useExamScreen } from './useExamScreen';

const C = examsCourse.id;
const MIDTERM = blockId(examsCourse, 'sequential', 'midterm');
const verified = findPersona('verified')!;

/** The hook as the exam page uses it: the midterm's read and screen, and the poll of its running attempt. */
function usePage() {
  const read = useExamRead(useExamArgs({ id: C }, { id: MIDTERM }), 'Midterm');
  const { screen } = useExamScreen(read.data, MIDTERM);
  const running = runningAttempt(screen);
  const poll = useAttemptPoll({
    running,
    started: screen?.kind === 'in-progress',
    sequenceId: MIDTERM,
    refetch: read.refetch,
  });
  return { screen, ...poll };
}

const examReads = () =>
  recordRequests((url, method) => method === 'GET' && url.pathname.includes('/attempt/course_id/'));
const polls = () =>
  recordRequests((url, method) => method === 'GET' && /\/proctored_exam\/attempt\/\d+$/.test(url.pathname));

describe('useAttemptPoll', () => {
  it('polls a started attempt as the countdown appears, and its answer is the newer clock reading', async () => {
    const attempt = seedAttempt(verified, examRecord(C, MIDTERM)!, 'started', { startedSecondsAgo: 60 });
    const asked = polls();
    const { result } = await renderHookWithProviders(usePage, { persona: 'verified' });
    await waitFor(() => expect(result.current.polled?.id).toBe(attempt.id));
    expect(result.current.screen?.kind).toBe('in-progress');
    expect(asked).toHaveLength(1);
    expect(result.current.failed).toBe(false);
  });

  it('does not poll an attempt waiting on the submit page', async () => {
    seedAttempt(verified, examRecord(C, MIDTERM)!, 'ready_to_submit', { startedSecondsAgo: 60 });
    const asked = polls();
    const { result } = await renderHookWithProviders(usePage, { persona: 'verified' });
    await waitFor(() => expect(result.current.screen?.kind).toBe('ready-to-submit'));
    await mockLmsSettled();
    expect(asked).toHaveLength(0);
    expect(result.current.polled).toBeNull();
  });

  it('reads the exam again, once, when an answer says the attempt moved on', async () => {
    const attempt = seedAttempt(verified, examRecord(C, MIDTERM)!, 'started', { startedSecondsAgo: 60 });
    const reads = examReads();
    const { result, store } = await renderHookWithProviders(usePage, { persona: 'verified' });
    await waitFor(() => expect(result.current.polled?.id).toBe(attempt.id));
    await mockLmsSettled();
    expect(reads).toHaveLength(1);
    // The server submits the attempt (on time-out, say); the next poll answer says so.
    attempt.status = 'submitted';
    attempt.completedAt = Date.now();
    await act(async () => {
      const poll = store.dispatch(
        examsApi.endpoints.getAttemptRecord.initiate(
          { attemptId: attempt.id, sequenceId: MIDTERM, legacy: true, purpose: 'poll' },
          { forceRefetch: true },
        ),
      );
      await poll;
      poll.unsubscribe();
    });
    await waitFor(() => expect(result.current.screen?.kind).not.toBe('in-progress'));
    await mockLmsSettled();
    expect(reads).toHaveLength(2);
  });
});
