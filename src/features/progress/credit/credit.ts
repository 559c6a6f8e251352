import { isRecord, read } from '@/lms/decode';

/**
 * A credit course's requirements on the progress tab (issue 46; the progress answer's
 * `credit_course_requirements`, current-lms.md §9): whether the learner is eligible for credit, and each
 * requirement's status, as frontend-app-learning's CreditInformation shows them. The LMS sends null for
 * other courses and for tracks that cannot earn credit (audit).
 */
export type CreditEligibility = 'eligible' | 'not_eligible' | 'partial_eligible';

/** `null`: not known yet (upstream's "Upcoming"). `declined` reads as `failed`, as upstream shows it. */
export type CreditRequirementStatus = 'satisfied' | 'submitted' | 'failed' | null;

export interface CreditRequirement {
  /** `grade` (a minimum grade), `proctored_exam`, `reverification`, …; null when not sent. */
  readonly namespace: string | null;
  readonly displayName: string;
  /** The grade requirement's minimum, 0–1; null for the others (or when it is not a fraction). */
  readonly minGrade: number | null;
  readonly status: CreditRequirementStatus;
  readonly order: number;
}

export interface CreditRequirements {
  /** Null when the answer says something else: the requirements show without the sentence. */
  readonly eligibility: CreditEligibility | null;
  /** In the LMS's order. */
  readonly requirements: readonly CreditRequirement[];
}

const ELIGIBILITY: readonly string[] = ['eligible', 'not_eligible', 'partial_eligible'];

function status(value: unknown): CreditRequirementStatus {
  if (value === 'satisfied' || value === 'submitted') return value;
  if (value === 'failed' || value === 'declined') return 'failed';
  return null;
}

function requirement(value: unknown, path: string, index: number): CreditRequirement | null {
  if (!isRecord(value)) return null;
  const r = read(value, path);
  const namespace = r.optNonBlankString('namespace');
  const min = r.optObj('criteria')?.optNum('min_grade') ?? null;
  const minGrade = namespace === 'grade' && min !== null && min >= 0 && min <= 1 ? min : null;
  const displayName = r.optNonBlankString('display_name');
  // Named by its minimum grade, else by its name: one with neither says nothing a learner can read.
  if (minGrade === null && displayName === null) return null;
  return {
    namespace,
    displayName: displayName ?? '',
    minGrade,
    status: status(r.raw('status')),
    order: r.optNum('order') ?? index,
  };
}

/**
 * Reads the answer's `credit_course_requirements`: null when it is null or absent (not a credit course),
 * and when it is not an object or lists no requirement a learner can read (the section stays hidden).
 * Requirements that are not objects, or have neither a minimum grade nor a name, are left out.
 */
export function decodeCreditRequirements(value: unknown): CreditRequirements | null {
  if (!isRecord(value)) return null;
  const list: unknown = value.requirements;
  const requirements = (Array.isArray(list) ? list : [])
    .map((entry, index) => requirement(entry, `$.credit_course_requirements.requirements[${index}]`, index))
    .filter((entry): entry is CreditRequirement => entry !== null)
    .sort((a, b) => a.order - b.order);
  if (requirements.length === 0) return null;
  const eligibility = value.eligibility_status;
  return {
    eligibility: ELIGIBILITY.includes(eligibility as string) ? (eligibility as CreditEligibility) : null,
    requirements,
  };
}
