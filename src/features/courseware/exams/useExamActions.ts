import { useCallback, useRef, useState } from 'react';
import { useStartAttemptMutation, useUpdateAttemptMutation, type ExamArgs } from './api';
import type { ExamScreen } from './rules';
import type { Exam, ExamAttempt } from './types';

export type ActionName = 'start' | 'stop' | 'continue' | 'submit';

export interface ExamActions {
  /** The action in flight, for its button's spinner; null when none is. */
  readonly busy: ActionName | null;
  /** The screen the last action failed on, or null when it succeeded. */
  readonly failedOn: ExamScreen['kind'] | null;
  /** An action is in flight now (read at the moment of asking, not from a render). */
  readonly isBusy: () => boolean;
  readonly start: (exam: Exam, on: ExamScreen['kind']) => Promise<void>;
  readonly update: (
    attempt: ExamAttempt,
    action: 'stop' | 'start' | 'submit',
    on: ExamScreen['kind'],
  ) => Promise<void>;
}

/**
 * The exam's actions, one at a time: a second press, a second tab of the same page or the automatic
 * submission at the end of the grace period cannot send a call while another is in flight. After every
 * call, failed or not, the exam is read again (contract §3.2, §3.4), and the buttons stay disabled until
 * that answer is in. A failure is remembered with the screen it happened on, so its alert goes away
 * once the screen changes.
 */
export function useExamActions(args: ExamArgs, refetch: () => PromiseLike<unknown>): ExamActions {
  const [startAttempt] = useStartAttemptMutation();
  const [updateAttempt] = useUpdateAttemptMutation();
  const inFlight = useRef<ActionName | null>(null);
  const [busy, setBusy] = useState<ActionName | null>(null);
  const [failedOn, setFailedOn] = useState<ExamScreen['kind'] | null>(null);

  const run = useCallback(
    async (name: ActionName, on: ExamScreen['kind'], send: () => Promise<unknown>) => {
      if (inFlight.current) return;
      inFlight.current = name;
      setBusy(name);
      try {
        await send();
        setFailedOn(null);
      } catch {
        setFailedOn(on);
      }
      try {
        await refetch();
      } finally {
        inFlight.current = null;
        setBusy(null);
      }
    },
    [refetch],
  );

  return {
    busy,
    failedOn,
    isBusy: () => inFlight.current !== null,
    start: (exam, on) =>
      run('start', on, () =>
        // An attempt created without its clock (never by this app) is started, not created again.
        exam.attempt?.status === 'created'
          ? updateAttempt({
              ...args,
              attemptId: exam.attempt.id,
              action: 'start',
              legacy: exam.attempt.legacyAttemptApi,
            }).unwrap()
          : startAttempt({ ...args, examId: exam.id, legacy: exam.legacyAttemptApi }).unwrap(),
      ),
    update: (attempt, action, on) =>
      run(action === 'start' ? 'continue' : action, on, () =>
        updateAttempt({ ...args, attemptId: attempt.id, action, legacy: attempt.legacyAttemptApi }).unwrap(),
      ),
  };
}
