import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { useGetAttemptRecordQuery } from './api';
import { POLL_INTERVAL_MS } from './countdown';
import type { AttemptRecord, ExamAttempt } from './types';

export interface AttemptPoll {
  /** The newest poll answer about the running attempt (a newer clock reading), else null. */
  readonly polled: AttemptRecord | null;
  readonly failed: boolean;
}

/**
 * The running attempt's poll (contract §3.3): while it is `started`, its record is read when the
 * countdown appears and then every minute, focused or not, and each answer re-syncs the countdown's
 * clock. When an answer says the attempt has moved on (the server submitted it on time-out, say), the
 * exam is read again.
 */
export function useAttemptPoll({
  running,
  started,
  sequenceId,
  refetch,
}: {
  /** The attempt under the countdown, or null. */
  running: ExamAttempt | null;
  /** It is `started` (not waiting on the submit page): only then is it polled. */
  started: boolean;
  sequenceId: string;
  refetch: () => PromiseLike<unknown>;
}): AttemptPoll {
  const poll = useGetAttemptRecordQuery(
    running && started
      ? { attemptId: running.id, sequenceId, legacy: running.legacyAttemptApi, purpose: 'poll' }
      : skipToken,
    { pollingInterval: POLL_INTERVAL_MS, skipPollingIfUnfocused: false },
  );
  const polled = poll.data && running && poll.data.id === running.id ? poll.data : null;

  // Reading the exam again is synchronising with the server once an answer shows it moved on; the exam
  // read that follows is newer than this answer, so it happens once per change.
  useEffect(() => {
    if (polled && running && polled.status !== running.status && polled.receivedAt > running.receivedAt)
      void refetch();
  }, [polled, running, refetch]);

  return { polled, failed: poll.isError };
}
