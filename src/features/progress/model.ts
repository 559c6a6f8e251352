import { isoDate, isRecord, read, type Reader } from '@/lms/decode';
import { decodeAccessExpiration, type AccessExpiration } from '@/lms/fragments/accessExpiration';
import { decodeCertificateData, type CertificateData } from '@/lms/fragments/certificateData';
import { decodeVerifiedMode, type VerifiedMode } from '@/lms/fragments/verifiedMode';

/**
 * The progress tab's data (GET /api/course_home/progress/{courseId}[/{targetUserId}/], course-home §4) and
 * the grade rules of spec §5, as pure functions: the assignment-type summary, passing, the letter ranges,
 * the detailed-grades filter and the audit lock flags.
 */

export interface AssignmentPolicy {
  readonly type: string;
  readonly shortLabel: string;
  /** Expected number of assignments of this type (slots). */
  readonly numTotal: number;
  /** How many of the lowest scores are dropped. */
  readonly numDroppable: number;
  /** Fraction of the course grade, 0–1. */
  readonly weight: number;
}

export interface ProblemScore {
  readonly earned: number;
  readonly possible: number;
}

export interface SubsectionScore {
  readonly blockKey: string;
  readonly displayName: string;
  /** Absolute jump_to address; null when hidden (after due, for learners). */
  readonly url: string | null;
  readonly assignmentType: string | null;
  readonly hasGradedAssignment: boolean;
  readonly showGrades: boolean;
  readonly numPointsEarned: number;
  readonly numPointsPossible: number;
  readonly learnerHasAccess: boolean;
  readonly problemScores: readonly ProblemScore[];
  /** Due date (today's LMS; null when none or not sent). */
  readonly due: string | null;
  /** A grade override by proctoring or a grading change (today's LMS); null when none. */
  readonly override: GradeOverride | null;
  /**
   * `always`, `past_due`, `never`, or today's `never_but_include_grade` (counts in the grade, never
   * shown); null when not sent.
   */
  readonly showCorrectness: string | null;
}

export interface GradeOverride {
  /** `GRADING` or `PROCTORING`. */
  readonly system: string | null;
  readonly reason: string | null;
}

/** How much of an assignment type's kept scores the server hides (today's LMS). */
export type HiddenContribution = 'none' | 'some' | 'all';

/**
 * One row of today's `assignment_type_grade_summary`: the server's own per-type averages (hidden scores
 * count as zero in them; they still count in `final_grades`).
 */
export interface ServerAssignmentTypeGrade {
  readonly type: string;
  readonly shortLabel: string;
  /** Fraction of the course grade, 0–1. */
  readonly weight: number;
  readonly numDroppable: number;
  /** 0–1, without the hidden scores. */
  readonly averageGrade: number;
  /** averageGrade × weight, 0–1. */
  readonly weightedGrade: number;
  readonly hasHiddenContribution: HiddenContribution;
  /** The latest due date of this type's past-due or hidden assignments, when their grades are released. */
  readonly lastGradePublishDate: string | null;
}

export interface SectionScore {
  readonly displayName: string;
  readonly subsections: readonly SubsectionScore[];
}

export interface CourseGrade {
  readonly letterGrade: string | null;
  /** 0–1. */
  readonly percent: number;
  /** 0–1, the rounded value shown to the learner (falls back to percent). */
  readonly visiblePercent: number;
  readonly isPassing: boolean;
}

export interface CompletionSummary {
  readonly completeCount: number;
  readonly incompleteCount: number;
  readonly lockedCount: number;
}

export interface VerificationData {
  /** none, pending, approved, must_reverify, expired, denied (others kept as they come). */
  readonly status: string | null;
  readonly link: string | null;
}

export interface Progress {
  readonly username: string | null;
  readonly studioUrl: string | null;
  readonly end: string | null;
  readonly enrollmentMode: string | null;
  readonly userHasPassingGrade: boolean;
  readonly hasScheduledContent: boolean;
  readonly verifiedMode: VerifiedMode | null;
  readonly certificateData: CertificateData | null;
  readonly verificationData: VerificationData;
  readonly completionSummary: CompletionSummary;
  readonly courseGrade: CourseGrade;
  readonly gradingPolicy: {
    readonly assignmentPolicies: readonly AssignmentPolicy[];
    /** Letter → lowest fraction, letters as the server wrote them (`A`, `Pass`). */
    readonly gradeRange: Readonly<Record<string, number>>;
  };
  readonly sectionScores: readonly SectionScore[];
  /**
   * access_expiration, for the staff banner "This learner no longer has access…" (the shape the staff
   * toolbar's `accessExpiration` prop takes); null when the learner's access does not expire.
   */
  readonly accessExpiration: AccessExpiration | null;
  /**
   * Today's LMS (current-lms.md §5): the server's per-type averages, sorted by weight; null when the answer
   * has none (the spec's LMS), and the summary is then computed here (spec §5).
   */
  readonly assignmentTypeGradeSummary: readonly ServerAssignmentTypeGrade[] | null;
  /** Today's LMS: the raw weighted grade (0–1) with hidden-but-counted scores; null when not sent. */
  readonly finalGrades: number | null;
  /** Today's LMS: the course turned the completion graph off. */
  readonly disableProgressGraph: boolean;
  /**
   * `credit_course_requirements` as it came, null when absent (not a credit course, or a track that cannot
   * earn credit): read by the credit chunk (./credit/credit.ts), which only a credit course downloads.
   */
  readonly creditCourseRequirements: unknown;
  /** What the decoder skipped or defaulted, for the log (the page logs them). */
  readonly warnings: readonly string[];
}

const num = (r: Reader, key: string) => {
  const v = r.optNum(key);
  return v !== null && v >= 0 ? v : 0;
};

function decodeSubsection(value: unknown, path: string): SubsectionScore {
  const r = read(value, path);
  return {
    blockKey: r.str('block_key'),
    displayName: r.optString('display_name') ?? '',
    url: r.optUrl('url'),
    assignmentType: r.optNonBlankString('assignment_type'),
    hasGradedAssignment: r.optBool('has_graded_assignment'),
    showGrades: r.optBool('show_grades'),
    numPointsEarned: num(r, 'num_points_earned'),
    numPointsPossible: num(r, 'num_points_possible'),
    learnerHasAccess: r.optBool('learner_has_access', true),
    problemScores: r.optList('problem_scores', (v, p) => {
      const s = read(v, p);
      return { earned: num(s, 'earned'), possible: num(s, 'possible') };
    }),
    due: isoDate(r.raw('due')),
    override: decodeOverride(r.optObj('override')),
    showCorrectness: r.optNonBlankString('show_correctness'),
  };
}

function decodeOverride(r: Reader | null): GradeOverride | null {
  if (!r) return null;
  return { system: r.optNonBlankString('system'), reason: r.optNonBlankString('reason') };
}

const HIDDEN: readonly HiddenContribution[] = ['none', 'some', 'all'];

/**
 * One row of today's grade summary. A row without a type is skipped; other missing or odd values are
 * defaulted (and reported in `warnings`): weights and grades to 0 (the weighted grade to average × weight),
 * the hidden contribution to `none` (a boolean, as an early release sent, to `some` / `none`).
 */
function decodeSummaryRow(value: unknown, path: string, warnings: string[]): ServerAssignmentTypeGrade {
  if (!isRecord(value)) warnings.push(`Progress: skipped ${path}: not an object`);
  const r = read(value, path);
  const type = r.optNonBlankString('type');
  if (type === null) {
    warnings.push(`Progress: skipped ${path}: no assignment type`);
    throw r.missing('assignment type');
  }
  const fraction = (key: string, fallback: number) => {
    const v = r.optNum(key);
    if (v === null || v < 0) {
      warnings.push(`Progress: ${path}.${key} missing or invalid; using ${fallback}`);
      return fallback;
    }
    return Math.min(1, v);
  };
  const weight = fraction('weight', 0);
  const averageGrade = fraction('average_grade', 0);
  const weightedGrade = fraction('weighted_grade', averageGrade * weight);
  const rawHidden = r.raw('has_hidden_contribution');
  let hasHiddenContribution: HiddenContribution = 'none';
  if (typeof rawHidden === 'boolean') hasHiddenContribution = rawHidden ? 'some' : 'none';
  else if (HIDDEN.includes(rawHidden as HiddenContribution))
    hasHiddenContribution = rawHidden as HiddenContribution;
  else warnings.push(`Progress: ${path}.has_hidden_contribution missing or invalid; using none`);
  return {
    type,
    shortLabel: r.optString('short_label') ?? '',
    weight,
    numDroppable: Math.max(0, Math.floor(r.optNum('num_droppable') ?? 0)),
    averageGrade,
    weightedGrade,
    hasHiddenContribution,
    lastGradePublishDate: isoDate(r.raw('last_grade_publish_date')),
  };
}

/** Today's grade summary, or null when the answer has none (or not a list, which is reported). */
function decodeSummary(r: Reader, warnings: string[]): ServerAssignmentTypeGrade[] | null {
  const raw = r.raw('assignment_type_grade_summary');
  if (raw === undefined || raw === null) return null;
  if (!Array.isArray(raw)) {
    warnings.push('Progress: assignment_type_grade_summary is not a list; computing the summary');
    return null;
  }
  return r.optList('assignment_type_grade_summary', (v, p) => decodeSummaryRow(v, p, warnings));
}

function decodePolicy(value: unknown, path: string): AssignmentPolicy {
  const r = read(value, path);
  return {
    type: r.str('type'),
    shortLabel: r.optString('short_label') ?? '',
    numTotal: Math.max(0, Math.floor(r.optNum('num_total') ?? 0)),
    numDroppable: Math.max(0, Math.floor(r.optNum('num_droppable') ?? 0)),
    weight: Math.max(0, r.optNum('weight') ?? 0),
  };
}

function decodeGradeRange(r: Reader | null): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [letter, cutoff] of Object.entries(r?.value ?? {})) {
    if (typeof cutoff === 'number' && Number.isFinite(cutoff) && cutoff >= 0 && cutoff <= 1)
      out[letter] = cutoff;
  }
  return out;
}

const clamp01 = (n: number | null) => (n === null ? null : Math.min(1, Math.max(0, n)));

/**
 * Reads the progress answer. Nothing in it is essential: a missing or odd field falls back to an empty or
 * neutral value, so the tab always renders; only a body that is not an object is malformed.
 */
export function decodeProgress(body: unknown, lmsBaseUrl: string): Progress {
  const r = read(body);
  const grade = r.optObj('course_grade');
  const percent = clamp01(grade?.optNum('percent') ?? null) ?? 0;
  const completion = r.optObj('completion_summary');
  const verification = r.optObj('verification_data');
  const policy = r.optObj('grading_policy');
  const warnings: string[] = [];
  const assignmentTypeGradeSummary = decodeSummary(r, warnings);
  const finalGrades = r.optNum('final_grades');
  if (r.has('final_grades') && finalGrades === null) warnings.push('Progress: final_grades is not a number');
  return {
    username: r.optNonBlankString('username'),
    studioUrl: r.optUrl('studio_url'),
    end: isoDate(r.raw('end')),
    enrollmentMode: r.optNonBlankString('enrollment_mode'),
    userHasPassingGrade: r.optBool('user_has_passing_grade'),
    hasScheduledContent: r.optBool('has_scheduled_content'),
    verifiedMode: decodeVerifiedMode(r.optObj('verified_mode')),
    certificateData: decodeCertificateData(r.optObj('certificate_data'), lmsBaseUrl),
    verificationData: {
      status: verification?.optNonBlankString('status') ?? null,
      link: verification?.optUrl('link') ?? null,
    },
    completionSummary: {
      completeCount: completion ? num(completion, 'complete_count') : 0,
      incompleteCount: completion ? num(completion, 'incomplete_count') : 0,
      lockedCount: completion ? num(completion, 'locked_count') : 0,
    },
    courseGrade: {
      letterGrade: grade?.optNonBlankString('letter_grade') ?? null,
      percent,
      visiblePercent: clamp01(grade?.optNum('visible_percent') ?? null) ?? percent,
      isPassing: grade?.optBool('is_passing') ?? false,
    },
    gradingPolicy: {
      assignmentPolicies: policy?.optList('assignment_policies', decodePolicy) ?? [],
      gradeRange: decodeGradeRange(policy?.optObj('grade_range') ?? null),
    },
    sectionScores: r.optList('section_scores', (value, path) => {
      const s = read(value, path);
      return {
        displayName: s.optString('display_name') ?? '',
        subsections: s.optList('subsections', decodeSubsection),
      };
    }),
    accessExpiration: decodeAccessExpiration(r.optObj('access_expiration')),
    assignmentTypeGradeSummary,
    finalGrades: clamp01(finalGrades),
    disableProgressGraph: r.optBool('disable_progress_graph'),
    creditCourseRequirements: r.raw('credit_course_requirements') ?? null,
    warnings,
  };
}

/** What a 401 gives: the tab with no data (spec §8). */
export function emptyProgress(): Progress {
  return decodeProgress({}, '');
}

// ---------------------------------------------------------------------------------------------------------
// Spec §5: the grade computation.

/** A subsection counts towards grades and is listed in detailed grades (spec §5). */
export const isGradedSubsection = (s: SubsectionScore) =>
  s.hasGradedAssignment && s.showGrades && s.numPointsPossible > 0;

export interface AssignmentTypeGrade {
  readonly type: string;
  readonly shortLabel: string;
  readonly weight: number;
  readonly numDroppable: number;
  /** The scores (0–1) in the slots, in order, before dropping. */
  readonly scores: readonly number[];
  /** How many of the lowest were dropped. */
  readonly dropped: number;
  /** Mean of the scores kept, 0–1, rounded to two decimals; 0 when none. */
  readonly averageGrade: number;
  /** averageGrade × weight. */
  readonly weightedGrade: number;
}

/**
 * The grade summary by assignment type (spec §5): each type holds `numTotal` slots, filled in course order
 * by the subsections of that type that count (graded, grades shown, points possible above zero); a slot
 * not filled yet counts 0, and when there are more subsections than slots the oldest drops out. Then the
 * lowest `numDroppable` scores are dropped, never all of them. A type with no slots keeps every score.
 */
export function assignmentTypeGrades(
  policies: readonly AssignmentPolicy[],
  sections: readonly SectionScore[],
): AssignmentTypeGrade[] {
  const subsections = sections.flatMap((s) => s.subsections).filter(isGradedSubsection);
  return policies.map((policy) => {
    const slots = policy.numTotal;
    let scores: number[] = Array.from({ length: slots }, () => 0);
    for (const sub of subsections) {
      if (sub.assignmentType !== policy.type) continue;
      const score = sub.numPointsEarned > 0 ? Math.min(1, sub.numPointsEarned / sub.numPointsPossible) : 0;
      if (slots > 0) scores = [...scores.slice(1), score];
      else scores = [...scores, score];
    }
    const dropped = scores.length ? Math.min(policy.numDroppable, scores.length - 1) : 0;
    const kept = [...scores].sort((a, b) => a - b).slice(dropped);
    const mean = kept.length ? kept.reduce((sum, s) => sum + s, 0) / kept.length : 0;
    const averageGrade = Math.round(mean * 100) / 100;
    return {
      type: policy.type,
      shortLabel: policy.shortLabel,
      weight: policy.weight,
      numDroppable: policy.numDroppable,
      scores,
      dropped,
      averageGrade,
      weightedGrade: averageGrade * policy.weight,
    };
  });
}

/** The sum of the weighted grades, 0–1. */
export const totalWeightedGrade = (grades: readonly AssignmentTypeGrade[]) =>
  grades.reduce((sum, g) => sum + g.weightedGrade, 0);

/** The passing grade: the lowest grade-range value (0–1), or null when the course has no grade range. */
export function passingGrade(gradeRange: Readonly<Record<string, number>>): number | null {
  const values = Object.values(gradeRange);
  return values.length ? Math.min(...values) : null;
}

/**
 * Passing (spec §5): the visible percent at or above the lowest grade-range value; without a grade range,
 * the server's verdict. Compared in whole-percent steps so 0.5 and 0.4999999 agree with what is shown.
 */
export function isPassing(grade: CourseGrade, gradeRange: Readonly<Record<string, number>>): boolean {
  const cutoff = passingGrade(gradeRange);
  if (cutoff === null) return grade.isPassing;
  return wholePercent(grade.visiblePercent) >= wholePercent(cutoff);
}

/** A fraction as a whole-number percentage (spec §5). */
export const wholePercent = (fraction: number) => Math.round(fraction * 100);

export interface GradeBand {
  readonly letter: string;
  /** 0–1, inclusive. */
  readonly from: number;
  /** 0–1, exclusive (1 for the top band). */
  readonly to: number;
  /** The F band below the passing grade. */
  readonly failing: boolean;
}

/** The letter ranges, highest first, with F below the passing grade (spec §5), whatever the server's order. */
export function gradeBands(gradeRange: Readonly<Record<string, number>>): GradeBand[] {
  const entries = Object.entries(gradeRange).sort((a, b) => b[1] - a[1]);
  const bands: GradeBand[] = entries.map(([letter, from], i) => ({
    letter,
    from,
    to: entries[i - 1]?.[1] ?? 1,
    failing: false,
  }));
  const lowest = entries.at(-1)?.[1];
  if (lowest !== undefined && lowest > 0) bands.push({ letter: 'F', from: 0, to: lowest, failing: true });
  return bands;
}

/** Today's show_correctness whose scores count in the grade but are never shown. */
export const NEVER_BUT_INCLUDE_GRADE = 'never_but_include_grade';

/**
 * Detailed grades (spec §5): per section, only the subsections that count; sections left empty go. A
 * subsection whose scores are never shown but still counted (`never_but_include_grade`) is left out, as
 * today's LMS leaves it out of `section_scores` (it still counts in the grade summary).
 */
export function detailedGrades(sections: readonly SectionScore[]): SectionScore[] {
  return sections
    .map((section) => ({
      ...section,
      subsections: section.subsections.filter(
        (s) => isGradedSubsection(s) && s.showCorrectness !== NEVER_BUT_INCLUDE_GRADE,
      ),
    }))
    .filter((section) => section.subsections.length > 0);
}

/** One row of the grade summary table, from the server's averages or computed here. */
export interface GradeSummaryRow {
  readonly type: string;
  readonly shortLabel: string;
  readonly weight: number;
  readonly numDroppable: number;
  /** 0–1. */
  readonly averageGrade: number;
  /** 0–1. */
  readonly weightedGrade: number;
  readonly hidden: HiddenContribution;
}

export interface GradeSummaryData {
  readonly rows: readonly GradeSummaryRow[];
  /** The summary's total, 0–1. */
  readonly total: number;
  /** The server's raw weighted grade (0–1), when it sends one (today's LMS). */
  readonly rawTotal: number | null;
  /** Some type's scores are (partly) hidden: the rows say "+ Hidden Scores" or show a lock. */
  readonly hasHidden: boolean;
  readonly fromServer: boolean;
}

/**
 * The grade summary table. Today's LMS sends its per-type averages (`assignment_type_grade_summary`): they
 * are used as they come, in the server's order, hidden scores and all, and the total is the course grade
 * (which, like `final_grades`, counts the hidden scores). Without them (the spec's LMS) the summary is
 * computed as spec §5 says and the total is the sum of the weighted grades.
 */
export function gradeSummary(
  progress: Pick<
    Progress,
    'assignmentTypeGradeSummary' | 'finalGrades' | 'courseGrade' | 'gradingPolicy' | 'sectionScores'
  >,
): GradeSummaryData {
  const server = progress.assignmentTypeGradeSummary;
  if (server !== null) {
    const rows = server.map((row) => ({
      type: row.type,
      shortLabel: row.shortLabel,
      weight: row.weight,
      numDroppable: row.numDroppable,
      averageGrade: row.averageGrade,
      weightedGrade: row.weightedGrade,
      hidden: row.hasHiddenContribution,
    }));
    return {
      rows,
      total: progress.courseGrade.visiblePercent,
      rawTotal: progress.finalGrades,
      hasHidden: rows.some((row) => row.hidden !== 'none'),
      fromServer: true,
    };
  }
  const grades = assignmentTypeGrades(progress.gradingPolicy.assignmentPolicies, progress.sectionScores);
  return {
    rows: grades.map((g) => ({
      type: g.type,
      shortLabel: g.shortLabel,
      weight: g.weight,
      numDroppable: g.numDroppable,
      averageGrade: g.averageGrade,
      weightedGrade: g.weightedGrade,
      hidden: 'none' as const,
    })),
    total: totalWeightedGrade(grades),
    rawTotal: progress.finalGrades,
    hasHidden: false,
    fromServer: false,
  };
}

/** Some assignment type's scores are hidden from the learner but counted (today's LMS). */
export const hasHiddenScores = (progress: Pick<Progress, 'assignmentTypeGradeSummary'>) =>
  (progress.assignmentTypeGradeSummary ?? []).some((row) => row.hasHiddenContribution !== 'none');

/**
 * The latest date, still to come, by which hidden or past-due scores of some type are released (today's
 * LMS `last_grade_publish_date`): the grade bar's "not yet included" notice; null when none is ahead.
 */
export function latestGradeRelease(
  summary: readonly ServerAssignmentTypeGrade[] | null,
  now: number,
): string | null {
  let latest: string | null = null;
  for (const row of summary ?? []) {
    const date = row.lastGradePublishDate;
    if (date === null || Date.parse(date) <= now) continue;
    if (latest === null || Date.parse(date) > Date.parse(latest)) latest = date;
  }
  return latest;
}

/**
 * The audit grade locks (course-home §4): fully locked when some units are locked; partially instead when,
 * even so, the learner has access to a graded subsection with points.
 */
export function gradeLocks(progress: Pick<Progress, 'completionSummary' | 'sectionScores'>): {
  fullyLocked: boolean;
  partiallyLocked: boolean;
} {
  if (progress.completionSummary.lockedCount <= 0) return { fullyLocked: false, partiallyLocked: false };
  const someAccess = progress.sectionScores.some((section) =>
    section.subsections.some(
      (s) =>
        s.assignmentType !== null &&
        s.hasGradedAssignment &&
        s.showGrades &&
        (s.numPointsPossible > 0 || s.numPointsEarned > 0) &&
        s.learnerHasAccess,
    ),
  );
  return someAccess
    ? { fullyLocked: false, partiallyLocked: true }
    : { fullyLocked: true, partiallyLocked: false };
}

/** The learner has no access to any assignment of this type (there are some, all locked). */
export function assignmentTypeLocked(type: string, sections: readonly SectionScore[]): boolean {
  const ofType = sections.flatMap((s) => s.subsections).filter((s) => s.assignmentType === type);
  return ofType.length > 0 && ofType.every((s) => !s.learnerHasAccess);
}

export interface CompletionPercentages {
  readonly complete: number;
  readonly incomplete: number;
  readonly locked: number;
  readonly total: number;
}

/** Donut percentages (course-home §4): complete and locked rounded, incomplete the rest. */
export function completionPercentages(summary: CompletionSummary): CompletionPercentages {
  const total = summary.completeCount + summary.incompleteCount + summary.lockedCount;
  if (total <= 0) return { complete: 0, incomplete: 0, locked: 0, total: 0 };
  const complete = Math.round((100 * summary.completeCount) / total);
  const locked = Math.round((100 * summary.lockedCount) / total);
  return { complete, locked, incomplete: Math.max(0, 100 - complete - locked), total };
}
