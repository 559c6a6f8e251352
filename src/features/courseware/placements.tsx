import { useEffect, type ReactNode } from 'react';
import { loadable } from '@/components/loadable';
import { PluginSlot } from '@/components/plugin-slot/PluginSlot';
import type { CoursewareCourse, CoursewareOutline, Sequence, Unit } from '@/lms/courseware/types';
import { usePlatform } from '@/platform/react';
import { enrollmentState, sequenceGate, unitGate } from './gates/rules';
import type { GateCourse } from './gates/types';
import { useUnitAuditLock } from './gates/useAuditLock';

/**
 * Where the courseware page places the gates, tools and moments (./gates, issue 7):
 *
 * - `SequenceGate` wraps the whole sequence area (navigation, unit, bottom navigation): hidden after due;
 *   timed and proctored exams go to the exam area (./exams), which shows the units only while the exam
 *   runs, under its countdown.
 * - `UnitGate` wraps the unit's content (the frame), below the unit title and bookmark button: the
 *   prerequisite lock page (then `unit` is null), honor code, the audit locks (the paywall among them,
 *   and the blocking modal), enrolment states.
 * - `UnitFooter` renders under the unit and its bottom navigation: the license footer (its own chunk).
 * - `CoursewareTools` renders once per page, after the sequence area: the `sequence_container` slot,
 *   then ./tools/ToolsAndMoments (calculator, notes toggle, celebration modals, notices, the
 *   `learner_tools` slot). That is its own chunk (the calculator and the modals are not needed for
 *   the first unit to show).
 *
 * The gate pages and notices are their own chunk too (./gates/Gates), downloaded only when one applies:
 * most units show none. Which one applies is decided here, at once, by the pure rules (./gates/rules);
 * while the chunk downloads the gated area shows nothing, never the content the gate stands before.
 */

const Gates = loadable(() => import('./gates/Gates').then((module) => ({ default: module.Gates })), 'Gates');

/** Timed and proctored exams (./exams, issue 17): their own chunk, loaded only on an exam sequence. */
const ExamArea = loadable(() => import('./exams/ExamArea'), 'ExamArea');

/** Whether the course alone already says a gate or notice may show (the sequence and unit say the rest). */
function mayGate(course: GateCourse, signedIn: boolean): boolean {
  return (
    enrollmentState(course, signedIn) !== 'enrolled' ||
    course.userNeedsIntegritySignature === true ||
    course.contentTypeGatingEnabled === true
  );
}

export interface SequenceGateProps {
  readonly course: CoursewareCourse;
  readonly sequence: Sequence;
  readonly children: ReactNode;
}

export function SequenceGate({ course, sequence, children }: SequenceGateProps) {
  const gate = sequenceGate(sequence);
  if (gate === null) return children;
  // An exam decides itself what stands in place of its units, or above them (the countdown).
  if (gate === 'special-exam')
    return (
      <ExamArea course={course} sequence={sequence}>
        {children}
      </ExamArea>
    );
  return <Gates kind="sequence" course={course} sequence={sequence} />;
}

export interface UnitGateProps {
  readonly course: CoursewareCourse;
  readonly sequence: Sequence;
  /** Null when the sequence shows no unit (a prerequisite lock). */
  readonly unit: Unit | null;
  readonly children: ReactNode;
}

export function UnitGate({ course, sequence, unit, children }: UnitGateProps) {
  const { user } = usePlatform();
  const gate = unitGate({ course, sequence, unit, signedIn: user !== null });
  const notice = enrollmentState(course, user !== null);
  const lock = useUnitAuditLock(course, sequence, unit);
  const shows =
    gate !== null || lock !== null || notice === 'staff-unenrolled' || notice === 'public-visitor';
  if (!shows) return children;
  return (
    <Gates kind="unit" course={course} sequence={sequence} unit={unit}>
      {children}
    </Gates>
  );
}

/**
 * The license footer: its own chunk, which the unit's first frame never waits for (its icon, term names
 * and parser left the courseware's first download to make room for the plugin slots, issue 37).
 */
const LicenseUnitFooter = loadable(
  () => import('./license/LicenseFooter').then((module) => ({ default: module.UnitFooter })),
  'LicenseFooter',
);

export interface UnitFooterProps {
  readonly course: CoursewareCourse;
  readonly sequence: Sequence;
}

export function UnitFooter({ course, sequence }: UnitFooterProps) {
  return <LicenseUnitFooter course={course} sequence={sequence} />;
}

/** The tools and moments themselves (./tools/ToolsAndMoments): their own chunk. */
const Tools = loadable(
  () => import('./tools/ToolsAndMoments').then((module) => ({ default: module.ToolsAndMoments })),
  'ToolsAndMoments',
);

export interface CoursewareToolsProps {
  readonly course: CoursewareCourse;
  /** Null while it loads: the tools (celebrations need the sections) wait for it. */
  readonly outline: CoursewareOutline | null;
  readonly sequenceId: string | null;
  readonly unitId: string | null;
  /** The page's first content has shown (./firstContent.ts): the tour may come. */
  readonly contentShown: boolean;
}

export function CoursewareTools({ course, outline, sequenceId, unitId, contentShown }: CoursewareToolsProps) {
  // When the course says a gate may apply, the gates' chunk starts downloading while the sequence loads.
  const { user } = usePlatform();
  const early = mayGate(course, user !== null);
  useEffect(() => {
    if (early) Gates.preload().catch(() => undefined); // a failure shows where a gate renders
  }, [early]);
  // The first-section celebration needs to know which sequences make up each section.
  const sections = outline?.course.sectionIds.flatMap((id) => {
    const section = outline.sections[id];
    return section ? [{ id: section.id, sequenceIds: section.sequenceIds }] : [];
  });
  return (
    <>
      <PluginSlot
        id="org.openedx.frontend.learning.sequence_container.v1"
        idAliases={['sequence_container_slot']}
        pluginProps={{ courseId: course.id, unitId }}
      />
      {sections && (
        <Tools
          course={{ ...course, sections }}
          sequenceId={sequenceId}
          unitId={unitId}
          contentShown={contentShown}
        />
      )}
    </>
  );
}
