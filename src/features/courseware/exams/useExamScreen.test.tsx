import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { examsCourse } from '@test/mock-lms/courses';
import { blockId } from '@test/mock-lms/courses/model';
import { findPersona } from '@test/mock-lms/personas';
import { mockLmsSettled, recordRequests } from '@test/mock-lms/requests';
import { examRecord, seedAttempt } from '@test/mock-lms/wire/exams';
import { renderHookWithProviders } from '@test/render';
import { useExamArgs, useExamRead } from './useExamRead';
import { useExamScreen } from './useExamScreen';

const C = examsCourse.id;
const MIDTERM = blockId(examsCourse, 'sequential', 'midterm');
const verified = findPersona('verified')!;
const seed = (status: string, options: Parameters<typeof seedAttempt>[3] = {}) =>
  seedAttempt(verified, examRecord(C, MIDTERM)!, status, options);

/** The hook as the exam page uses it: the exam read of the midterm, then its screen. */
function usePage() {
  const read = useExamRead(useExamArgs({ id: C }, { id: MIDTERM }), 'Midterm');
  return useExamScreen(read.data, MIDTERM);
}

/** Reads of an attempt's own record (the poll's and the result check's address). */
const recordReads = () =>
  recordRequests((url, method) => method === 'GET' && /\/proctored_exam\/attempt\/\d+$/.test(url.pathname));

describe('useExamScreen', () => {
  it('decides from the read alone when it can, asking no attempt record', async () => {
    const reads = recordReads();
    const { result } = await renderHookWithProviders(usePage, { persona: 'verified' });
    await waitFor(() => expect(result.current.screen?.kind).toBe('instructions'));
    await mockLmsSettled();
    expect(reads).toHaveLength(0);
  });

  it('asks a submitted attempt’s record whether its time ran out: checking, then the answer', async () => {
    seed('submitted', { startedSecondsAgo: 31 * 60, completedSecondsAgo: 60 });
    const reads = recordReads();
    // Every screen the page renders, in order: the checking one can pass between two looks of waitFor.
    const seen: (string | undefined)[] = [];
    const { result } = await renderHookWithProviders(
      () => {
        const page = usePage();
        if (seen.at(-1) !== page.screen?.kind) seen.push(page.screen?.kind);
        return page;
      },
      { persona: 'verified' },
    );
    await waitFor(() => expect(result.current.screen?.kind).toBe('timed-out'), { timeout: 5000 });
    expect(seen.filter(Boolean)).toEqual(['checking', 'timed-out']);
    expect(reads).toHaveLength(1);
  });

  it('a submission in time is the submitted page', async () => {
    seed('submitted', { startedSecondsAgo: 20 * 60, completedSecondsAgo: 5 * 60 });
    const { result } = await renderHookWithProviders(usePage, { persona: 'verified' });
    await waitFor(() => expect(result.current.screen?.kind).toBe('submitted'));
  });

  it('an attempt this page saw run out is timed out without asking', async () => {
    const attempt = seed('submitted', { startedSecondsAgo: 20 * 60, completedSecondsAgo: 5 * 60 });
    const reads = recordReads();
    const { result } = await renderHookWithProviders(usePage, { persona: 'verified' });
    // Said before the exam read is in (as when this page submitted the attempt itself).
    expect(result.current.screen).toBeNull();
    act(() => result.current.sawTimeRunOut(attempt.id));
    await waitFor(() => expect(result.current.screen?.kind).toBe('timed-out'));
    await mockLmsSettled();
    expect(reads).toHaveLength(0);
  });
});
