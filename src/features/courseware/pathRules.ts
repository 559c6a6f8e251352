import { pathTo } from '@/app/routeConfig';
import type { SequenceFailure } from '@/lms/courseware/api';
import type { CoursewareOutline, ResumePoint, Sequence } from '@/lms/courseware/types';
import type { ExitState } from '@/rules/exitState';

/**
 * The courseware's navigation rules as pure functions (spec §4 "Navigation", contract §0.4 and §0.5): where
 * previous and next go, and which address a liberal or incomplete path resolves to.
 */

/** A courseware address: the course root, a sequence or a unit (src/app/routeConfig.ts `pathTo`). */
export const coursewarePath = (courseId: string, sequenceId?: string | null, unitId?: string | null) =>
  pathTo('courseware', { courseId, sequenceId, unitId });

/** Where a previous or next button goes. */
export type NavTarget =
  | { readonly kind: 'unit'; readonly sequenceId: string; readonly unitId: string }
  /** Another sequence: its first (next) or last (previous) unit, or the bare sequence when it has none. */
  | { readonly kind: 'sequence'; readonly sequenceId: string; readonly unitId: string | null }
  /** The course exit page (next on the last unit of the last sequence). */
  | { readonly kind: 'end' };

export interface Position {
  /** Null while it loads: the targets stay inside the sequence until it has come. */
  readonly outline: CoursewareOutline | null;
  readonly sequenceId: string;
  /** The units of the current sequence (its loaded answer is authoritative). */
  readonly unitIds: readonly string[];
  readonly unitId: string | null;
  /** Unit lists of other sequences when known (a prefetched answer), else the outline's. */
  readonly unitsOf?: (sequenceId: string) => readonly string[] | undefined;
  /**
   * The sequence's answer says `navigation_disabled` (today's LMS, a sequence hidden from the table of
   * contents): no way out of it past its first or last unit.
   */
  readonly navigationDisabled?: boolean;
}

const unitsOf = (position: Position, sequenceId: string): readonly string[] =>
  position.unitsOf?.(sequenceId) ?? position.outline?.sequences[sequenceId]?.unitIds ?? [];

/**
 * Next unit, or the next sequence's first unit at the last unit, or the course exit page; null (disabled) at the
 * sequence's end while the outline that says what follows is still loading, and at the end of a sequence
 * with navigation disabled or outside the course order (hidden from the table of contents, reached by its
 * link: nothing follows it).
 */
export function nextTarget(position: Position): NavTarget | null {
  const index = position.unitId ? position.unitIds.indexOf(position.unitId) : -1;
  const nextUnit = position.unitIds[index + 1];
  if (index >= 0 && nextUnit !== undefined) {
    return { kind: 'unit', sequenceId: position.sequenceId, unitId: nextUnit };
  }
  if (!position.outline || position.navigationDisabled) return null;
  const order = position.outline.sequenceOrder;
  if (!order.includes(position.sequenceId)) return null;
  const next = order[order.indexOf(position.sequenceId) + 1];
  if (next !== undefined) {
    return { kind: 'sequence', sequenceId: next, unitId: unitsOf(position, next)[0] ?? null };
  }
  return { kind: 'end' };
}

/**
 * Previous unit, or the previous sequence's last unit; null (disabled) on the very first unit, and on the
 * first unit of a sequence with navigation disabled or outside the course order.
 */
export function previousTarget(position: Position): NavTarget | null {
  const index = position.unitId ? position.unitIds.indexOf(position.unitId) : -1;
  const previousUnit = index > 0 ? position.unitIds[index - 1] : undefined;
  if (previousUnit !== undefined) {
    return { kind: 'unit', sequenceId: position.sequenceId, unitId: previousUnit };
  }
  if (!position.outline || position.navigationDisabled) return null;
  const order = position.outline.sequenceOrder;
  const at = order.indexOf(position.sequenceId);
  const previous = at > 0 ? order[at - 1] : undefined;
  if (previous === undefined) return null;
  const units = unitsOf(position, previous);
  return { kind: 'sequence', sequenceId: previous, unitId: units[units.length - 1] ?? null };
}

export function targetPath(courseId: string, target: NavTarget): string {
  return target.kind === 'end'
    ? pathTo('courseExit', { courseId })
    : coursewarePath(courseId, target.sequenceId, target.unitId);
}

/** What the last unit's next button does, by exit state (spec §4, contract §0.5). */
export type EndButton =
  | { readonly label: 'complete' | 'endOfCourse' | 'next'; readonly disabled: false }
  | { readonly label: 'next'; readonly disabled: true };

export function endButton(state: ExitState): EndButton {
  switch (state) {
    case 'celebration':
      return { label: 'complete', disabled: false };
    case 'endNotPassing':
      return { label: 'endOfCourse', disabled: false };
    case 'moreContentComing':
      return { label: 'next', disabled: false };
    case 'noExitPage':
      return { label: 'next', disabled: true };
  }
}

export interface ResolveInput {
  readonly courseId: string;
  readonly sequenceId: string | null;
  readonly unitId: string | null;
  /** Null while it loads (after the course record): only what the path and the answers say is resolved. */
  readonly outline: CoursewareOutline | null;
  /** Only read when the path has no sequence: the resume call's answer, or failed, or still loading. */
  readonly resume: ResumePoint | 'failed' | 'loading';
  /**
   * The course's first open sequence as the learning-sequences outline lists it, known before the blocks
   * outline (null when unknown, or for a member of staff viewing as someone else: their outline is the
   * blocks outline alone). Only read at the course root while the outline is loading.
   */
  readonly firstSequenceGuess?: string | null;
  /** The path's sequence is the root's guess (the history entry says so): the outline may overrule it. */
  readonly guessed?: boolean;
  /** The path's sequence, or at the course root the sequence it goes to (rootSequence). */
  readonly sequence:
    | { readonly status: 'loading' }
    | { readonly status: 'loaded'; readonly sequence: Sequence }
    | { readonly status: 'failed'; readonly failure: SequenceFailure };
}

/**
 * The sequence the course root goes to: the resume point's, with its unit, else the course's first. The
 * first is the outline's (never one hidden from the table of contents: `sequenceOrder` leaves them out); while the outline loads, the learning-sequences outline's first open sequence
 * stands in for it (`guessed`): on a large course that small call answers long before the blocks outline,
 * and the two agree unless the blocks outline leaves that sequence out, which the outline corrects when it
 * comes. `unitId` is the resume point's unit, null for the first sequence (its active unit decides).
 */
export function rootSequence(
  input: Pick<ResolveInput, 'resume' | 'outline' | 'firstSequenceGuess'>,
): { readonly id: string; readonly guessed: boolean; readonly unitId: string | null } | null {
  const { resume, outline } = input;
  if (resume === 'loading') return null;
  if (resume !== 'failed' && resume.sectionId && resume.unitId)
    return { id: resume.sectionId, guessed: false, unitId: resume.unitId };
  if (outline) {
    const first = outline.sequenceOrder[0];
    return first ? { id: first, guessed: false, unitId: null } : null;
  }
  return input.firstSequenceGuess ? { id: input.firstSequenceGuess, guessed: true, unitId: null } : null;
}

/**
 * The unit a redirect (resolvePath) goes to in the sequence the page has asked for, or null when it goes
 * anywhere else: the course root's resume point or first sequence, a sequence's active unit. The page shows
 * that unit at once, while its address catches up (issue 19: the unit's frame does not wait for the move).
 */
export function unitOfRedirect(courseId: string, sequenceId: string | null, to: string): string | null {
  if (!sequenceId) return null;
  const prefix = `${coursewarePath(courseId, sequenceId)}/`;
  const unitId = to.startsWith(prefix) ? to.slice(prefix.length) : '';
  return unitId && !unitId.includes('/') ? unitId : null;
}

/**
 * The canonical address for a courseware path (contract §0.4), or null to stay. Every result is a
 * history replace: `/course/{c}` → the resume point, else the first sequence's active unit once that
 * sequence has answered (one move, not two); `/course/{c}/{s}` → its active unit; a section id → its first
 * sequence (keeping a unit in the path); a unit id → its sequence and itself; an unknown id → the first
 * sequence; a guessed first sequence the outline leaves out of its order (unknown, or hidden from the table
 * of contents) → the outline's first.
 */
export function resolvePath(input: ResolveInput): string | null {
  const { courseId, sequenceId, unitId, outline } = input;
  if (!sequenceId) {
    const target = rootSequence(input);
    if (!target) return null;
    // The resume point names its unit: no need to wait for the sequence.
    if (target.unitId) return coursewarePath(courseId, target.id, target.unitId);
    if (input.sequence.status === 'loading') return null;
    if (input.sequence.status === 'loaded') {
      const { unitIds, activeUnitIndex } = input.sequence.sequence;
      const unit = unitIds[activeUnitIndex] ?? unitIds[0];
      if (unit) return coursewarePath(courseId, target.id, unit);
    }
    // A failed sequence or one without units: its own path's rules take over.
    return coursewarePath(courseId, target.id);
  }
  if (input.guessed && outline && !outline.sequenceOrder.includes(sequenceId)) {
    const first = outline.sequenceOrder[0];
    if (first && first !== sequenceId) return coursewarePath(courseId, first);
  }
  if (input.sequence.status === 'loaded') {
    const { unitIds, activeUnitIndex } = input.sequence.sequence;
    if (!unitId && unitIds.length > 0) {
      return coursewarePath(courseId, sequenceId, unitIds[activeUnitIndex] ?? unitIds[0]);
    }
    return null;
  }
  if (input.sequence.status === 'loading' || !outline) return null;
  const first = outline.sequenceOrder[0] ?? null;

  const section = outline.sections[sequenceId];
  if (section) {
    if (unitId) return coursewarePath(courseId, unitId);
    // Its first sequence in the course order; a hidden section's (opened by its link) is its first.
    const firstOfSection =
      section.sequenceIds.find((id) => outline.sequenceOrder.includes(id)) ?? section.sequenceIds[0];
    return firstOfSection ? coursewarePath(courseId, firstOfSection) : coursewarePath(courseId);
  }
  const unit = outline.units[sequenceId];
  if (unit && outline.sequences[unit.sequenceId]) {
    return coursewarePath(courseId, unit.sequenceId, sequenceId);
  }
  // A sequence the outline knows keeps its failure message; an unknown id goes to the first sequence.
  if (outline.sequences[sequenceId] || !first || first === sequenceId) return null;
  return coursewarePath(courseId, first);
}
