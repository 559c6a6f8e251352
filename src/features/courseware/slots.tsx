import type { ReactNode } from 'react';
import type { CoursewareCourse, Sequence, Unit } from '@/lms/courseware/types';

/**
 * Slots the courseware leaves for the gates and tools (src/features/courseware-gates, issue 7). The
 * courseware renders these in fixed places; for now they pass the content through or render nothing.
 * The gates helper replaces each body here (or this module with re-exports of theirs) without touching
 * the rest of the courseware:
 *
 * - `SequenceGate` wraps the whole sequence area (navigation, unit, bottom navigation): hidden after due
 *   (`sequence.isHiddenAfterDue`), the timed / proctored exam notice (`isTimeLimited`, `isProctored`).
 * - `UnitGate` wraps the unit's content (the frame), below the unit title and bookmark button: the
 *   prerequisite lock page (`sequence.gatedContent.gated`, then `unit` is null), honor code
 *   (`unit.userNeedsIntegritySignature`), paywall (`unit.containsContentTypeGatedContent` with
 *   `course.contentTypeGatingEnabled` and `course.verifiedMode`), enrolment states.
 * - `UnitFooter` renders under the unit and its bottom navigation: the license footer (`course.license`).
 * - `CoursewareTools` renders once per page, after the sequence area: calculator
 *   (`course.showCalculator`), notes toggle (`course.notes`), celebration modals (`course.celebrations`),
 *   notices, notification tray.
 */

export interface SequenceGateProps {
  readonly course: CoursewareCourse;
  readonly sequence: Sequence;
  readonly children: ReactNode;
}

export function SequenceGate({ children }: SequenceGateProps) {
  return children;
}

export interface UnitGateProps {
  readonly course: CoursewareCourse;
  readonly sequence: Sequence;
  /** Null when the sequence shows no unit (a prerequisite lock). */
  readonly unit: Unit | null;
  readonly children: ReactNode;
}

export function UnitGate({ children }: UnitGateProps) {
  return children;
}

export interface UnitFooterProps {
  readonly course: CoursewareCourse;
  readonly sequence: Sequence;
}

export function UnitFooter(_props: UnitFooterProps) {
  return null;
}

export interface CoursewareToolsProps {
  readonly course: CoursewareCourse;
  readonly sequenceId: string | null;
  readonly unitId: string | null;
}

export function CoursewareTools(_props: CoursewareToolsProps) {
  return null;
}
