import type { EntranceExam, Sequence } from '@/lms/courseware/types';
import { targetPath, type NavTarget } from './pathRules';

export interface AutoAdvanceInput {
  readonly courseId: string;
  /** Where Next goes from the unit shown (hooks/useNavTargets), null where it is disabled. */
  readonly next: NavTarget | null;
  /** The sequence shown, null while it loads. */
  readonly sequence: Sequence | null;
  readonly entranceExam: EntranceExam | null;
}

/**
 * Where a unit's `plugin.autoAdvance` takes the courseware (issue 46, as frontend-app-learning's
 * useIFrameBehavior and sequence-navigation/hooks.js do it), or null to stay:
 *
 * - the next unit, or the next sequence's first unit, as Next goes (so never past a sequence with
 *   navigation disabled or hidden from the table of contents, and never while the outline is loading);
 * - never past the last unit: the course end is Next's, not a video's (upstream's `isLastUnit`);
 * - never while an entrance exam is not passed: upstream treats every unit as first and last then;
 * - never out of a timed or proctored exam's sequence: its units stay under the exam's countdown, and
 *   leaving is the learner's own choice (within it, unit to unit, as upstream).
 */
export function autoAdvancePath({ courseId, next, sequence, entranceExam }: AutoAdvanceInput): string | null {
  if (!next || next.kind === 'end') return null;
  if (entranceExam && !entranceExam.passed) return null;
  const exam = sequence !== null && (sequence.isTimeLimited || sequence.isProctored);
  if (exam && next.sequenceId !== sequence.id) return null;
  return targetPath(courseId, next);
}
