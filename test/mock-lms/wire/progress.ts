import { isPast, resolveDate } from '../clock';
import { PROGRESS_VERIFICATION } from '../courses/progress';
import type { AssignmentPolicy, MockCourse, MockSequence } from '../courses/model';
import { STUDIO_ORIGIN } from '../env';
import { isCurrentEra } from '../era';
import { featureState, state, uc, type Enrollment } from '../state';
import { enrollmentOf, type Viewer } from '../viewer';
import { accessExpirationFor, certificateStatusBody, verifiedModeFor } from './common';
import { gatedFor, jumpTo } from './courseHomeTabs';

/**
 * GET /api/course_home/progress/{courseId}[/{targetUserId}/] (course-home §4), derived from the course
 * model and the learner's completions: a unit with problems that is completed counts all its problems as
 * earned (one point each), so the answer is the same for the same state. The course grade is computed as
 * the LMS does (slots per assignment type, dropped lowest scores, weights).
 *
 * Today's LMS (current-lms.md §5, research 39 §5) also sends its per-type averages
 * (`assignment_type_grade_summary`, computed as its `progress/api.py` does), `final_grades`,
 * `disable_progress_graph`, `grading_policy.assignment_colors`, and each subsection's `due`, `override` and
 * real `show_correctness`; it leaves `never_but_include_grade` subsections out of `section_scores` and
 * sends no `course_grade.visible_percent`. The spec era's answer is the one it always was.
 */

/** What the progress tab keeps: certificates requested with generate_user_cert, per user and course. */
export const progressState = () => featureState('progress', () => ({ requested: new Set<string>() }));

const round2 = (n: number) => Math.round(n * 100) / 100;

interface Subsection {
  sequence: MockSequence;
  earned: number;
  possible: number;
  problemScores: { earned: number; possible: number }[];
  hasAccess: boolean;
}

function subsectionOf(
  course: MockCourse,
  sequence: MockSequence,
  done: Set<string>,
  enrollment: Enrollment | null,
) {
  const problemScores = sequence.units.flatMap((unit) =>
    Array.from({ length: unit.problems ?? 0 }, () => ({ earned: done.has(unit.id) ? 1 : 0, possible: 1 })),
  );
  return {
    sequence,
    earned: problemScores.reduce((sum, p) => sum + p.earned, 0),
    possible: problemScores.length,
    problemScores,
    hasAccess: !gatedFor(course, sequence, enrollment),
  } satisfies Subsection;
}

/** The LMS's grade: per type, slots filled in order (oldest out), lowest dropped, weighted sum. */
function courseGrade(course: MockCourse, subsections: Subsection[]): number {
  let total = 0;
  for (const policy of course.gradingPolicy.assignmentPolicies) {
    let scores: number[] = Array.from({ length: policy.numTotal }, () => 0);
    for (const s of subsections) {
      if (s.sequence.format !== policy.type || !s.sequence.graded || s.possible === 0) continue;
      scores =
        policy.numTotal > 0
          ? [...scores.slice(1), s.earned / s.possible]
          : [...scores, s.earned / s.possible];
    }
    const drop = scores.length ? Math.min(policy.numDroppable, scores.length - 1) : 0;
    const kept = [...scores].sort((a, b) => a - b).slice(drop);
    const average = kept.length ? kept.reduce((a, b) => a + b, 0) / kept.length : 0;
    total += average * policy.weight;
  }
  return Math.min(1, total);
}

type ShowCorrectness = NonNullable<MockSequence['showCorrectness']>;

const showCorrectnessOf = (sequence: MockSequence): ShowCorrectness => sequence.showCorrectness ?? 'always';

/** xblock's ShowCorrectness.correctness_available: may the learner see the scores now? */
function correctnessAvailable(sequence: MockSequence, staff: boolean): boolean {
  const show = showCorrectnessOf(sequence);
  if (show === 'never' || show === 'never_but_include_grade') return false;
  if (staff) return true;
  if (show === 'past_due') return !sequence.due || isPast(sequence.due);
  return true;
}

/** SubsectionGrade.show_grades: does the score count in the grade (hidden-but-included ones do)? */
const showGrades = (sequence: MockSequence, staff: boolean) =>
  showCorrectnessOf(sequence) === 'never_but_include_grade' || correctnessAvailable(sequence, staff);

/** Python's round_away_from_zero to 4 places, for the non-negative values here. */
const round4 = (n: number) => Math.round(n * 10000 + 1e-9) / 10000;

/** The fixed colour list today's LMS sends in grading_policy (a temporary field, the app reads none). */
const ASSIGNMENT_COLORS = [
  '#D24242',
  '#7B9645',
  '#5A5AD8',
  '#B0842C',
  '#2E90C2',
  '#D13F88',
  '#36A17D',
  '#AE5AD8',
  '#3BA03B',
];

interface Bucket {
  type: string;
  numTotal: number;
  created: number;
  entries: { score: number; visible: boolean | null; included: boolean | null }[];
  lastPublish: string | null;
}

/**
 * Today's `assignment_type_grade_summary` and `final_grades`, as the LMS's aggregator computes them: per
 * assignment type met among the graded subsections (in course order), `num_total` zero placeholders that
 * the first real scores replace (later ones are appended), the lowest `num_droppable` dropped (all of them
 * if so many), the visible scores' sum over the count as `average_grade` (hidden ones count as zero),
 * rows sorted by weight; `final_grades` sums the included scores' averages times the weights.
 */
export function gradeSummaryOf(
  policies: readonly AssignmentPolicy[],
  subsections: readonly Subsection[],
  staff: boolean,
) {
  const policyOf = (type: string) => policies.find((p) => p.type === type);
  const buckets = new Map<string, Bucket>();
  for (const s of subsections) {
    const type = s.sequence.format;
    if (!s.sequence.graded || !type) continue;
    let bucket = buckets.get(type);
    if (!bucket) {
      const numTotal = policyOf(type)?.numTotal ?? 0;
      bucket = {
        type,
        numTotal,
        created: 0,
        entries: Array.from({ length: numTotal }, () => ({ score: 0, visible: null, included: null })),
        lastPublish: null,
      };
      buckets.set(type, bucket);
    }
    if (bucket.created < bucket.numTotal) bucket.entries.shift();
    bucket.entries.push({
      score: s.possible ? s.earned / s.possible : 0,
      visible: correctnessAvailable(s.sequence, staff),
      included: showGrades(s.sequence, staff),
    });
    bucket.created += 1;
    const show = showCorrectnessOf(s.sequence);
    const due = resolveDate(s.sequence.due);
    if ((show === 'past_due' || show === 'never_but_include_grade') && due) {
      if (bucket.lastPublish === null || Date.parse(due) > Date.parse(bucket.lastPublish))
        bucket.lastPublish = due;
    }
  }
  let finalGrades = 0;
  const rows = [...buckets.values()].map((bucket) => {
    const policy = policyOf(bucket.type);
    let drop = policy?.numDroppable ?? 0;
    const kept = [...bucket.entries];
    while (drop > 0 && kept.length) {
      const lowest = Math.min(...kept.map((e) => e.score));
      kept.splice(
        kept.findIndex((e) => e.score === lowest),
        1,
      );
      drop -= 1;
    }
    const sum = (pick: (e: (typeof kept)[number]) => boolean | null) =>
      kept.reduce((total, e) => total + (pick(e) ? e.score : 0), 0);
    const visibleAverage = kept.length ? sum((e) => e.visible) / kept.length : 0;
    const includedAverage = kept.length ? sum((e) => e.included) / kept.length : 0;
    const weight = policy?.weight ?? 0;
    finalGrades += includedAverage * weight;
    const hidden = kept.filter((e) => e.visible === false).length;
    return {
      type: bucket.type,
      weight,
      average_grade: round4(visibleAverage),
      weighted_grade: round4(visibleAverage * weight),
      short_label: policy?.shortLabel ?? '',
      num_droppable: policy?.numDroppable ?? 0,
      last_grade_publish_date: bucket.lastPublish,
      has_hidden_contribution: kept.length && hidden === kept.length ? 'all' : hidden > 0 ? 'some' : 'none',
    };
  });
  rows.sort((a, b) => a.weight - b.weight);
  return { rows, finalGrades: round4(finalGrades) };
}

function letterGrade(course: MockCourse, percent: number): string | null {
  const passing = Object.entries(course.gradingPolicy.gradeRange)
    .sort((a, b) => b[1] - a[1])
    .find(([, cutoff]) => percent >= cutoff);
  return passing ? passing[0] : null;
}

function certificateData(course: MockCourse, learner: string, enrollment: Enrollment | null) {
  if (!enrollment) return null;
  if (progressState().requested.has(uc(learner, course.id))) {
    return {
      cert_status: 'downloadable',
      cert_web_view_url: `/certificates/${encodeURIComponent(learner)}-${course.run}`,
      download_url: null,
      certificate_available_date: null,
    };
  }
  return certificateStatusBody(course, enrollment);
}

/** The tracks the LMS shows credit requirements to (credit's REQUIREMENTS_DISPLAY_MODES). */
const CREDIT_MODES: readonly string[] = ['verified', 'professional', 'no-id-professional', 'credit'];

/**
 * `credit_course_requirements` (openedx-platform's courseware `credit_course_requirements`): null for other
 * courses and other tracks; else each requirement's status for the learner, and their eligibility as the LMS
 * decides it (all satisfied: eligible; one failed or declined: not eligible; else partially).
 */
function creditRequirementsOf(course: MockCourse, learner: string, enrollment: Enrollment | null) {
  if (!course.credit || !enrollment || !CREDIT_MODES.includes(enrollment.mode)) return null;
  const statuses = course.credit.statuses?.[learner] ?? {};
  const requirements = course.credit.requirements.map((requirement, order) => {
    const status = statuses[requirement.name] ?? null;
    return {
      namespace: requirement.namespace,
      name: requirement.name,
      display_name: requirement.displayName,
      criteria: requirement.minGrade === undefined ? {} : { min_grade: requirement.minGrade },
      reason: {},
      status,
      status_date: status ? resolveDate({ days: -3 }) : null,
      order,
    };
  });
  const all = requirements.map((r) => r.status);
  const eligibility = all.every((status) => status === 'satisfied')
    ? 'eligible'
    : all.some((status) => status === 'failed' || status === 'declined')
      ? 'not_eligible'
      : 'partial_eligible';
  return { eligibility_status: eligibility, requirements };
}

/**
 * The progress of `viewer.effective` (the learner: the signed-in user, the learner staff masquerade as, or
 * the target user staff asked for).
 */
export function progressBody(course: MockCourse, viewer: Viewer) {
  const learner = viewer.effective?.username ?? '';
  const enrollment = enrollmentOf(viewer, course.id);
  const done = state.completions.get(learner) ?? new Set<string>();
  const staffView = viewer.isStaff;
  const sections = course.sections.map((section) => ({
    section,
    subsections: section.sequences.map((sequence) => subsectionOf(course, sequence, done, enrollment)),
  }));
  const all = sections.flatMap((s) => s.subsections);
  const current = isCurrentEra();
  // Today's LMS grades with the scores that count (show_grades: hidden-but-included ones do).
  const percent = round2(
    courseGrade(course, current ? all.filter((s) => showGrades(s.sequence, staffView)) : all),
  );
  const cutoffs = Object.values(course.gradingPolicy.gradeRange);
  const isPassing = cutoffs.length > 0 && percent >= Math.min(...cutoffs);

  let complete = 0;
  let locked = 0;
  let incomplete = 0;
  for (const s of all) {
    for (const unit of s.sequence.units) {
      if (!s.hasAccess && unit.contentTypeGated) locked += 1;
      else if (done.has(unit.id)) complete += 1;
      else incomplete += 1;
    }
  }

  const requested = progressState().requested.has(uc(learner, course.id));
  const verification = PROGRESS_VERIFICATION[course.id];
  const body = {
    access_expiration: accessExpirationFor(course, viewer),
    certificate_data: certificateData(course, learner, enrollment),
    completion_summary: { complete_count: complete, incomplete_count: incomplete, locked_count: locked },
    course_grade: {
      letter_grade: letterGrade(course, percent),
      percent,
      visible_percent: percent,
      is_passing: isPassing,
    },
    credit_course_requirements: creditRequirementsOf(course, learner, enrollment),
    end: resolveDate(course.end),
    enrollment_mode: enrollment?.mode ?? null,
    grading_policy: {
      assignment_policies: course.gradingPolicy.assignmentPolicies.map((p) => ({
        num_droppable: p.numDroppable,
        num_total: p.numTotal,
        short_label: p.shortLabel,
        type: p.type,
        weight: p.weight,
      })),
      grade_range: { ...course.gradingPolicy.gradeRange },
    },
    has_scheduled_content: course.sections.some((s) =>
      s.sequences.some((q) => q.start !== undefined && q.start !== null && !isPast(q.start)),
    ),
    section_scores: sections.map(({ section, subsections }) => ({
      display_name: section.title,
      subsections: subsections.map((s) => {
        const hidden = Boolean(s.sequence.hideAfterDue) && isPast(s.sequence.due) && !staffView;
        return {
          assignment_type: s.sequence.format ?? null,
          block_key: s.sequence.id,
          display_name: s.sequence.title,
          has_graded_assignment: Boolean(s.sequence.graded),
          learner_has_access: s.hasAccess,
          num_points_earned: s.earned,
          num_points_possible: s.possible,
          percent_graded: s.possible ? round2(s.earned / s.possible) : 0,
          problem_scores: s.problemScores,
          show_correctness: 'always',
          show_grades: true,
          url: hidden ? null : jumpTo(course, s.sequence.id),
        };
      }),
    })),
    studio_url: `${STUDIO_ORIGIN}/settings/grading/${course.id}`,
    username: learner,
    user_has_passing_grade: requested || (course.certificate?.passing ?? isPassing),
    verification_data: {
      link: verification?.link ?? null,
      status: verification?.status ?? (enrollment?.mode === 'verified' ? 'approved' : 'none'),
      status_date: null,
    },
    verified_mode: verifiedModeFor(course, viewer),
  };
  if (!current) return body;

  const summary = gradeSummaryOf(course.gradingPolicy.assignmentPolicies, all, staffView);
  const { visible_percent: _visible, ...grade } = body.course_grade;
  return {
    ...body,
    course_grade: grade,
    grading_policy: { ...body.grading_policy, assignment_colors: ASSIGNMENT_COLORS },
    section_scores: sections.map(({ section, subsections }, i) => ({
      display_name: section.title,
      subsections: subsections
        .map((s, j) => ({ s, wire: body.section_scores[i]!.subsections[j]! }))
        .filter(({ s }) => showCorrectnessOf(s.sequence) !== 'never_but_include_grade')
        .map(({ s, wire }) => ({
          ...wire,
          due: resolveDate(s.sequence.due),
          override: null,
          show_correctness: showCorrectnessOf(s.sequence),
          show_grades: showGrades(s.sequence, staffView),
        })),
    })),
    disable_progress_graph: Boolean(course.disableProgressGraph),
    assignment_type_grade_summary: summary.rows,
    final_grades: summary.finalGrades,
  };
}
