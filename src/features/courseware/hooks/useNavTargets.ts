import { coursewareApi } from '@/lms/courseware/api';
import type { CoursewareOutline, EntranceExam, Sequence } from '@/lms/courseware/types';
import { useAppStore } from '@/lms/hooks';
import { nextTarget, previousTarget, type NavTarget } from '../pathRules';

/**
 * Where Previous and Next go from here (spec §4 "Navigation", contract §0.5, the rules in ../pathRules):
 * the neighbouring unit; at either end of the sequence, the next sequence's first unit or the previous
 * sequence's last; Next on the last unit of the course leads to the course exit page, Previous on its first unit
 * is null (disabled). The sequence shown counts with its loaded unit list (the outline's while it loads);
 * a neighbouring sequence with its answer when already fetched (usePrefetchNeighbours), else the outline's.
 * Both are null while the address has no sequence. A sequence whose answer says `navigation_disabled`, or
 * that is outside the course order (hidden from the table of contents), has none past its ends: every
 * control of the page (top bar, bottom, unit tabs' neighbours, prefetch) reads these targets.
 */
export function useNavTargets({
  outline,
  sequenceId,
  unitId,
  sequence,
  entranceExam = null,
}: {
  /**
   * The course's entrance exam (today's LMS): until it is passed, a sequence of its section has no way
   * out past its ends either, as on the current learning app (current-lms.md §1).
   */
  entranceExam?: EntranceExam | null;
  /** Null while it loads: the targets stay inside the sequence. */
  outline: CoursewareOutline | null;
  sequenceId: string | null;
  unitId: string | null;
  sequence: Sequence | null;
}): { previous: NavTarget | null; next: NavTarget | null } {
  // Read when the page renders, not subscribed to: a prefetch landing does not re-render the page.
  const store = useAppStore();
  if (!sequenceId) return { previous: null, next: null };
  const position = {
    outline,
    sequenceId,
    unitId,
    unitIds: sequence?.unitIds ?? outline?.sequences[sequenceId]?.unitIds ?? [],
    unitsOf: (id: string) =>
      coursewareApi.endpoints.getSequence.select(id)(store.getState()).data?.sequence.unitIds,
    navigationDisabled:
      (sequence?.navigationDisabled ?? false) ||
      (entranceExam !== null &&
        !entranceExam.passed &&
        outline?.sequences[sequenceId]?.sectionId === entranceExam.sectionId),
  };
  return { previous: previousTarget(position), next: nextTarget(position) };
}
