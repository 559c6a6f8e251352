import { isPast, resolveDate } from '../clock';
import { PROGRESS_VERIFICATION } from '../courses/progress';
import type { MockCourse, MockSequence } from '../courses/model';
import { STUDIO_ORIGIN } from '../env';
import { featureState, state, uc, type Enrollment } from '../state';
import { enrollmentOf, type Viewer } from '../viewer';
import { accessExpirationFor, certificateStatusBody, verifiedModeFor } from './common';
import { gatedFor, jumpTo } from './courseHomeTabs';

/**
 * GET /api/course_home/progress/{courseId}[/{targetUserId}/] (course-home §4), derived from the course
 * model and the learner's completions: a unit with problems that is completed counts all its problems as
 * earned (one point each), so the answer is the same for the same state. The course grade is computed as
 * the LMS does (slots per assignment type, dropped lowest scores, weights).
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
  const percent = round2(courseGrade(course, all));
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
  return {
    access_expiration: accessExpirationFor(course, viewer),
    certificate_data: certificateData(course, learner, enrollment),
    completion_summary: { complete_count: complete, incomplete_count: incomplete, locked_count: locked },
    course_grade: {
      letter_grade: letterGrade(course, percent),
      percent,
      visible_percent: percent,
      is_passing: isPassing,
    },
    credit_course_requirements: null,
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
}
