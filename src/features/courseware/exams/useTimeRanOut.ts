import { skipToken } from '@reduxjs/toolkit/query';
import { useGetAttemptRecordQuery } from './api';
import { ranOutOfTime } from './rules';
import type { ExamAttempt } from './types';

/**
 * Whether a submitted attempt's time ran out (contract §3.6), from its attempt record (`ranOutOfTime`):
 * asked only for the attempt given (`attemptToCheck`), and null while it is asked or when none is given.
 * A record that cannot be read says no: the plain submitted page.
 */
export function useTimeRanOut(attempt: ExamAttempt | null, sequenceId: string): boolean | null {
  const result = useGetAttemptRecordQuery(
    attempt
      ? { attemptId: attempt.id, sequenceId, legacy: attempt.legacyAttemptApi, purpose: 'result' }
      : skipToken,
  );
  if (result.data) return ranOutOfTime(result.data);
  return result.isError ? false : null;
}
