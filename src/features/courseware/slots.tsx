import type { ReactNode } from 'react';
import { loadable } from '@/components/loadable';
import type { CoursewareCourse, CoursewareOutline, Sequence, Unit } from '@/lms/courseware/types';
import { SequenceGate as SequenceGates, UnitGate as UnitGates } from './gates/Gates';
import { UnitFooter as LicenseUnitFooter } from './gates/LicenseFooter';

/**
 * Where the courseware page places the gates, tools and moments (./gates, issue 7):
 *
 * - `SequenceGate` wraps the whole sequence area (navigation, unit, bottom navigation): hidden after due,
 *   the timed / proctored exam notice.
 * - `UnitGate` wraps the unit's content (the frame), below the unit title and bookmark button: the
 *   prerequisite lock page (then `unit` is null), honor code, paywall, enrolment states.
 * - `UnitFooter` renders under the unit and its bottom navigation: the license footer.
 * - `CoursewareTools` renders once per page, after the sequence area: calculator, notes toggle,
 *   celebration modals, notices. It is its own chunk (the calculator and the modals are not needed for
 *   the first unit to show).
 */

export interface SequenceGateProps {
  readonly course: CoursewareCourse;
  readonly sequence: Sequence;
  readonly children: ReactNode;
}

export function SequenceGate({ course, sequence, children }: SequenceGateProps) {
  return (
    <SequenceGates course={course} sequence={sequence}>
      {children}
    </SequenceGates>
  );
}

export interface UnitGateProps {
  readonly course: CoursewareCourse;
  readonly sequence: Sequence;
  /** Null when the sequence shows no unit (a prerequisite lock). */
  readonly unit: Unit | null;
  readonly children: ReactNode;
}

export function UnitGate({ course, sequence, unit, children }: UnitGateProps) {
  return (
    <UnitGates course={course} sequence={sequence} unit={unit}>
      {children}
    </UnitGates>
  );
}

export interface UnitFooterProps {
  readonly course: CoursewareCourse;
  readonly sequence: Sequence;
}

export function UnitFooter({ course, sequence }: UnitFooterProps) {
  return <LicenseUnitFooter course={course} sequence={sequence} />;
}

const Tools = loadable(
  () => import('./gates/CoursewareTools').then((module) => ({ default: module.CoursewareTools })),
  'CoursewareTools',
);

export interface CoursewareToolsProps {
  readonly course: CoursewareCourse;
  readonly outline: CoursewareOutline;
  readonly sequenceId: string | null;
  readonly unitId: string | null;
}

export function CoursewareTools({ course, outline, sequenceId, unitId }: CoursewareToolsProps) {
  // The first-section celebration needs to know which sequences make up each section.
  const sections = outline.course.sectionIds.flatMap((id) => {
    const section = outline.sections[id];
    return section ? [{ id: section.id, sequenceIds: section.sequenceIds }] : [];
  });
  return <Tools course={{ ...course, sections }} sequenceId={sequenceId} unitId={unitId} />;
}
