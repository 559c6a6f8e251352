import { auditLock, type AuditLock, type AuditProgramme } from '@/rules/auditLocks';
import { isAuditLearner } from '@/rules/upgrade';
import type { GateCourse, GateSequence, GateUnit } from './types';

/**
 * What stands between the learner and a unit, in order of precedence: the past-due notice replaces the
 * whole sequence, then the prerequisite lock, then the enrolment requirement, then the honor code (timed
 * and proctored exams are the sequence's: see sequenceGate). The paywall and the enrolment notices sit above content that
 * still shows.
 */
export type Gate = 'hidden-after-due' | 'prerequisite' | 'must-enroll' | 'honor-code' | null;

export type EnrollmentState = 'enrolled' | 'must-enroll' | 'staff-unenrolled' | 'public-visitor';

/** Spec §2, §6: staff may look without enrolling; visitors get the public view; others must enroll. */
export function enrollmentState(course: GateCourse, signedIn: boolean): EnrollmentState {
  if (course.isEnrolled) return 'enrolled';
  if (course.isStaff) return 'staff-unenrolled';
  if (!signedIn) return 'public-visitor';
  return 'must-enroll';
}

export function unitGate(input: {
  course: GateCourse;
  sequence: GateSequence;
  unit: GateUnit | null;
  signedIn: boolean;
}): Gate {
  const { course, sequence, unit } = input;
  if (sequence.isHiddenAfterDue) return 'hidden-after-due';
  if (sequence.gatedContent?.gated) return 'prerequisite';
  // Exams are decided for the whole sequence (sequenceGate, the exam area): a unit the exam area shows is
  // one the learner may see, under the gates below.
  if (enrollmentState(course, input.signedIn) === 'must-enroll') return 'must-enroll';
  // The unit's own flag when the model sets it, else the course's flag on graded units (the courseware's
  // sequence model leaves the unit's flag false when it did not apply the course's). Signing clears the
  // course record's flag (in the courseware cache, ./api.ts).
  const needsSignature =
    unit?.userNeedsIntegritySignature === true ||
    (course.userNeedsIntegritySignature === true && unit?.graded === true);
  if (needsSignature) return 'honor-code';
  return null;
}

/**
 * The gate of a whole sequence area (navigation, unit, bottom navigation): the past-due notice, or a
 * timed / proctored exam (unless a prerequisite lock, shown per unit, comes first), which the exam area
 * handles (../exams).
 */
export function sequenceGate(sequence: GateSequence): 'hidden-after-due' | 'special-exam' | null {
  if (sequence.isHiddenAfterDue) return 'hidden-after-due';
  if (!sequence.gatedContent?.gated && (sequence.isTimeLimited || sequence.isProctored))
    return 'special-exam';
  return null;
}

/**
 * The audit lock of a unit (spec §4; rules/auditLocks.ts), from the courseware's models: the paywall of
 * content-type gating is its graded lock; the programme (when switched on) adds the verified lock and the
 * blocking modal after its deadline.
 */
export function unitAuditLock(input: {
  course: GateCourse;
  sequence: GateSequence;
  unit: GateUnit | null;
  programme: AuditProgramme | null;
  now: number;
}): AuditLock | null {
  const { course } = input;
  return auditLock({
    now: input.now,
    programme: input.programme,
    isAudit: isAuditLearner({
      enrollmentMode: course.enrollmentMode ?? null,
      accessExpiration: course.accessExpiration ?? null,
    }),
    contentTypeGatingEnabled: course.contentTypeGatingEnabled === true,
    sequenceId: input.sequence.id,
    unit: input.unit,
  });
}

/**
 * The units of a sequence whose content an audit lock blocks (spec §4 "the lock unit tab"): under the
 * verified lock every unit of a sequence not open to audit learners. Their unit tabs show the lock. Under
 * the graded lock the content still shows (below the upgrade action), so those tabs keep their own icon.
 */
export function blockedUnitIds(input: {
  course: GateCourse;
  sequence: GateSequence;
  units: readonly GateUnit[];
  programme: AuditProgramme | null;
  now: number;
}): ReadonlySet<string> {
  const { units, ...rest } = input;
  return new Set(
    units.filter((unit) => unitAuditLock({ ...rest, unit })?.blocksContent === true).map((unit) => unit.id),
  );
}
