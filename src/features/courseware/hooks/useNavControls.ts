import type { CoursewareCourse, CoursewareOutline, Sequence } from '@/lms/courseware/types';
import { usePlatform } from '@/platform/react';
import { SEQUENCE_EVENTS, track } from '../analytics';
import { rememberSectionMove } from '../celebrations/celebration';
import { targetPath, type EndButton, type NavTarget } from '../pathRules';
import type { NavControl, Placement } from '../SequenceNavigation';

/**
 * What the sequence navigation's Previous and Next controls and unit tabs do (spec §4, §7; contract §0.5):
 *
 * - each goes to its target (useNavTargets); Next on the last unit of the course is the end button of the
 *   exit state (`end`, spec §4: "Complete the course", "Next (end of course)", or disabled in state 0);
 * - Next into another sequence names it for the bottom "Next Up" button, with its effort in minutes
 *   (rounded up from seconds) and activities;
 * - a press sends the sequence event (next, previous, tab) with the unit's 1-based place, the unit count and
 *   where the control sits; a failing analytics call never stops the move;
 * - Next across a section boundary remembers the move for the first-section celebration while the course
 *   record still has it due (contract §9.4, ../celebrations/celebration.ts); the moments open it on arrival.
 */
export function useNavControls({
  courseId,
  course,
  outline,
  sequenceId,
  unitId,
  sequence,
  previous,
  next,
  end,
}: {
  courseId: string;
  course: CoursewareCourse;
  /** Null while it loads (no "Next Up" names until it has come). */
  outline: CoursewareOutline | null;
  sequenceId: string | null;
  unitId: string | null;
  /** The loaded sequence the page shows, or null while it loads. */
  sequence: Sequence | null;
  previous: NavTarget | null;
  next: NavTarget | null;
  /** What Next does on the last unit of the course, by exit state (../pathRules `endButton`). */
  end: EndButton;
}): { previous: NavControl; next: NavControl; onSelectUnit: (unitId: string) => void } {
  const { analytics } = usePlatform();
  const event = (name: string, placement: Placement, extra: Record<string, unknown> = {}) =>
    track(analytics, name, {
      current_tab: (sequence && unitId ? sequence.unitIds.indexOf(unitId) : -1) + 1,
      id: unitId ?? sequenceId,
      tab_count: sequence?.unitIds.length ?? 0,
      widget_placement: placement,
      ...extra,
    });
  const nextSequence = next?.kind === 'sequence' ? outline?.sequences[next.sequenceId] : undefined;
  const unitHere = (target: NavTarget | null) =>
    target?.kind === 'unit' && target.sequenceId === sequenceId ? target.unitId : null;
  return {
    previous: {
      to: previous ? targetPath(courseId, previous) : null,
      unitId: unitHere(previous),
      onClick: (placement) => event(SEQUENCE_EVENTS.previous, placement),
    },
    next: {
      to: next ? targetPath(courseId, next) : null,
      unitId: unitHere(next),
      end: next?.kind === 'end' ? end : undefined,
      nextUp: nextSequence
        ? {
            title: nextSequence.title,
            minutes: nextSequence.effortTime ? Math.ceil(nextSequence.effortTime / 60) : null,
            activities: nextSequence.effortActivities ?? null,
          }
        : null,
      onClick: (placement) => {
        event(SEQUENCE_EVENTS.next, placement);
        if (next?.kind === 'sequence' && sequenceId && outline) {
          rememberSectionMove({
            courseId,
            firstSection: course.celebrations.firstSection,
            sections: outline.course.sectionIds.flatMap((id) => outline.sections[id] ?? []),
            prevSequenceId: sequenceId,
            nextSequenceId: next.sequenceId,
            nextUnitId: next.unitId,
          });
        }
      },
    },
    onSelectUnit: (id) =>
      event(SEQUENCE_EVENTS.tab, 'top', { target_tab: (sequence?.unitIds.indexOf(id) ?? -1) + 1 }),
  };
}
