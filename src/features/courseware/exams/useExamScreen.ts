import { useState } from 'react';
import { attemptToCheck, examScreen, type ExamScreen } from './rules';
import type { ExamData } from './types';
import { useTimeRanOut } from './useTimeRanOut';

export interface ExamScreenState {
  /** The screen shown, null until the exam has been read. */
  readonly screen: ExamScreen | null;
  /** This page saw the attempt's time run out (and submits it): its page says the time ran out. */
  readonly sawTimeRunOut: (attemptId: number) => void;
}

/**
 * Which screen the learner sees (contract §1, §3): worked out once per render by `examScreen`, from the
 * exam read and what the page knows of the attempt:
 *
 * - whether this page saw the attempt's countdown run out (`sawTimeRunOut`: the automatic submission, or
 *   a submission made once the time was up); it holds for that attempt only;
 * - for a submitted attempt the read alone cannot judge (`attemptToCheck`), whether its time ran out,
 *   from its record (useTimeRanOut): the screen is `checking` until that answer is in.
 */
export function useExamScreen(data: ExamData | undefined, sequenceId: string): ExamScreenState {
  const [expiredHere, setExpiredHere] = useState<number | null>(null);
  const attemptId = data?.exam?.attempt?.id ?? null;
  const sawExpiry = attemptId !== null && expiredHere === attemptId;
  const ranOut = useTimeRanOut(data ? attemptToCheck(data, sawExpiry) : null, sequenceId);
  return {
    screen: data ? examScreen(data, { sawExpiry, ranOut }) : null,
    sawTimeRunOut: setExpiredHere,
  };
}
