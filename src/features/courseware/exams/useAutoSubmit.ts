import { useRef } from 'react';
import { graceIsOver } from './countdown';
import type { ExamAttempt } from './types';

/**
 * The automatic submission (contract §3.3): once the grace period after 00:00:00 is over, the attempt
 * under the countdown is submitted, once. It is driven by the clock's events (a reading's arrival, each
 * tick): the listener it returns goes to useSecondsLeft as `onTick`, so a submission happens when the
 * time passes, never because a render happened. While another action is in flight (the learner's own
 * "End my exam", say) the event passes and the next tick submits, if the attempt is still running by
 * then (the exam read that follows every action has arrived by that tick). An attempt is submitted
 * automatically at most once, whatever the answer: the exam is read again after it, as after every
 * action, and a failure shows the error alert.
 */
export function useAutoSubmit({
  running,
  isBusy,
  submit,
}: {
  /** The attempt under the countdown, or null. */
  running: ExamAttempt | null;
  /** An action is in flight now. */
  isBusy: () => boolean;
  submit: (attempt: ExamAttempt) => void;
}): (left: number) => void {
  const submitted = useRef<number | null>(null);
  return (left: number) => {
    if (!running || !graceIsOver(left) || submitted.current === running.id || isBusy()) return;
    submitted.current = running.id;
    submit(running);
  };
}
