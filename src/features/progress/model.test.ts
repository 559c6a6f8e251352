import { parseTargetUserId } from '@/rules/targetUser';
import { describe, expect, it } from 'vitest';
import {
  assignmentTypeGrades,
  assignmentTypeLocked,
  completionPercentages,
  decodeProgress,
  detailedGrades,
  emptyProgress,
  gradeBands,
  gradeLocks,
  gradeSummary,
  hasHiddenScores,
  isPassing,
  latestGradeRelease,
  passingGrade,
  totalWeightedGrade,
  wholePercent,
  type AssignmentPolicy,
  type Progress,
  type SectionScore,
  type ServerAssignmentTypeGrade,
  type SubsectionScore,
} from './model';
import example from '@test/contract/examples/progress.json';
import currentExample from '@test/contract/examples-current/progress.json';

const LMS = 'http://lms.test';

let n = 0;
function sub(type: string | null, earned: number, possible: number, extra: Partial<SubsectionScore> = {}) {
  n += 1;
  return {
    blockKey: `block-${n}`,
    displayName: `Subsection ${n}`,
    url: null,
    assignmentType: type,
    hasGradedAssignment: type !== null,
    showGrades: true,
    numPointsEarned: earned,
    numPointsPossible: possible,
    learnerHasAccess: true,
    problemScores: [],
    due: null,
    override: null,
    showCorrectness: 'always',
    ...extra,
  } satisfies SubsectionScore;
}

const section = (...subsections: SubsectionScore[]): SectionScore => ({ displayName: 'S', subsections });
const policy = (type: string, numTotal: number, weight: number, numDroppable = 0): AssignmentPolicy => ({
  type,
  shortLabel: type.slice(0, 2),
  numTotal,
  numDroppable,
  weight,
});

describe('assignmentTypeGrades (spec §5)', () => {
  it('fills slots in order and counts unfilled slots as zero', () => {
    const [hw] = assignmentTypeGrades([policy('Homework', 3, 1)], [section(sub('Homework', 1, 1))]);
    expect(hw!.scores).toEqual([0, 0, 1]);
    expect(hw!.averageGrade).toBe(0.33);
    expect(hw!.weightedGrade).toBeCloseTo(0.33);
  });

  it('drops the oldest when there are more subsections than slots', () => {
    const sections = [section(sub('Homework', 0, 4), sub('Homework', 1, 2)), section(sub('Homework', 3, 4))];
    const [hw] = assignmentTypeGrades([policy('Homework', 2, 1)], sections);
    expect(hw!.scores).toEqual([0.5, 0.75]);
    expect(hw!.averageGrade).toBe(0.63);
  });

  it('counts only graded subsections with grades shown and points possible above zero', () => {
    const sections = [
      section(
        sub('Homework', 1, 1, { hasGradedAssignment: false }),
        sub('Homework', 1, 1, { showGrades: false }),
        sub('Homework', 0, 0),
        sub('Lab', 1, 1),
        sub('Homework', 1, 2),
      ),
    ];
    const [hw] = assignmentTypeGrades([policy('Homework', 1, 1)], sections);
    expect(hw!.scores).toEqual([0.5]);
  });

  it('counts an unearned score as zero', () => {
    const [hw] = assignmentTypeGrades(
      [policy('Homework', 2, 1)],
      [section(sub('Homework', 0, 5), sub('Homework', 5, 5))],
    );
    expect(hw!.scores).toEqual([0, 1]);
    expect(hw!.averageGrade).toBe(0.5);
  });

  it('drops the lowest numDroppable scores', () => {
    const sections = [section(sub('HW', 1, 4), sub('HW', 4, 4), sub('HW', 2, 4))];
    const [hw] = assignmentTypeGrades([policy('HW', 3, 1, 1)], sections);
    expect(hw!.dropped).toBe(1);
    expect(hw!.averageGrade).toBe(0.75);
  });

  it('never drops all scores, even when everything is droppable', () => {
    const sections = [section(sub('HW', 1, 4), sub('HW', 3, 4))];
    const [hw] = assignmentTypeGrades([policy('HW', 2, 0.5, 5)], sections);
    expect(hw!.dropped).toBe(1);
    expect(hw!.averageGrade).toBe(0.75);
    expect(hw!.weightedGrade).toBe(0.375);
  });

  it('gives zero for a type with no assignments at all', () => {
    const [hw] = assignmentTypeGrades([policy('HW', 0, 0.5)], []);
    expect(hw).toMatchObject({ scores: [], dropped: 0, averageGrade: 0, weightedGrade: 0 });
  });

  it('keeps every score of a type that declares no slots', () => {
    const [hw] = assignmentTypeGrades([policy('HW', 0, 1)], [section(sub('HW', 1, 1), sub('HW', 0, 1))]);
    expect(hw!.scores).toEqual([1, 0]);
    expect(hw!.averageGrade).toBe(0.5);
  });

  it('weights zero-weight types at zero', () => {
    const grades = assignmentTypeGrades(
      [policy('Practice', 1, 0), policy('HW', 1, 1)],
      [section(sub('Practice', 1, 1), sub('HW', 1, 2))],
    );
    expect(grades.map((g) => g.weightedGrade)).toEqual([0, 0.5]);
    expect(totalWeightedGrade(grades)).toBe(0.5);
  });

  it('returns nothing without policies', () => {
    expect(assignmentTypeGrades([], [section(sub('HW', 1, 1))])).toEqual([]);
  });

  it('reproduces the contract example (homework 3/5 in one of two slots, final exam 0)', () => {
    const progress = decodeProgress(example, LMS);
    const grades = assignmentTypeGrades(progress.gradingPolicy.assignmentPolicies, progress.sectionScores);
    expect(grades.map((g) => [g.type, g.averageGrade, g.weightedGrade])).toEqual([
      ['Homework', 0.3, 0.15],
      ['Final Exam', 0, 0],
    ]);
    expect(wholePercent(totalWeightedGrade(grades))).toBe(15);
  });
});

describe('passing and grade ranges (spec §5)', () => {
  const grade = (visiblePercent: number, server = false) => ({
    letterGrade: null,
    percent: visiblePercent,
    visiblePercent,
    isPassing: server,
  });

  it('takes the lowest grade-range value as the passing grade, in any order', () => {
    expect(passingGrade({ C: 0.6, A: 0.9, B: 0.75 })).toBe(0.6);
    expect(passingGrade({ Pass: 0.5 })).toBe(0.5);
    expect(passingGrade({})).toBeNull();
  });

  it('passes at or above the passing grade, and not below', () => {
    const range = { A: 0.9, Pass: 0.5 };
    expect(isPassing(grade(0.5), range)).toBe(true);
    expect(isPassing(grade(0.51), range)).toBe(true);
    expect(isPassing(grade(0.49), range)).toBe(false);
    expect(isPassing(grade(0), range)).toBe(false);
  });

  it('trusts the server without a grade range', () => {
    expect(isPassing(grade(0.1, true), {})).toBe(true);
    expect(isPassing(grade(0.9, false), {})).toBe(false);
  });

  it('shows whole-number percentages', () => {
    expect(wholePercent(0.666)).toBe(67);
    expect(wholePercent(0.005)).toBe(1);
    expect(wholePercent(1)).toBe(100);
  });

  it('lists letter ranges highest first with F below the passing grade', () => {
    expect(gradeBands({ C: 0.6, A: 0.9, B: 0.75 })).toEqual([
      { letter: 'A', from: 0.9, to: 1, failing: false },
      { letter: 'B', from: 0.75, to: 0.9, failing: false },
      { letter: 'C', from: 0.6, to: 0.75, failing: false },
      { letter: 'F', from: 0, to: 0.6, failing: true },
    ]);
    expect(gradeBands({ Pass: 0 })).toEqual([{ letter: 'Pass', from: 0, to: 1, failing: false }]);
    expect(gradeBands({})).toEqual([]);
  });
});

describe('detailed grades and locks', () => {
  it('lists only subsections with a graded assignment, grades shown and points above zero', () => {
    const kept = sub('HW', 1, 2);
    const sections = [
      section(sub(null, 0, 0), kept, sub('HW', 0, 0), sub('HW', 1, 1, { showGrades: false })),
      section(sub(null, 0, 0)),
    ];
    expect(detailedGrades(sections)).toEqual([{ displayName: 'S', subsections: [kept] }]);
    expect(detailedGrades([])).toEqual([]);
  });

  it('is fully locked with locked units and no accessible graded work', () => {
    const sections = [section(sub('HW', 0, 2, { learnerHasAccess: false }))];
    expect(
      gradeLocks({
        completionSummary: { completeCount: 1, incompleteCount: 1, lockedCount: 2 },
        sectionScores: sections,
      }),
    ).toEqual({
      fullyLocked: true,
      partiallyLocked: false,
    });
  });

  it('is partially locked when some graded work is accessible', () => {
    const sections = [section(sub('HW', 0, 2, { learnerHasAccess: false }), sub('Lab', 0, 1))];
    expect(
      gradeLocks({
        completionSummary: { completeCount: 0, incompleteCount: 1, lockedCount: 2 },
        sectionScores: sections,
      }),
    ).toEqual({
      fullyLocked: false,
      partiallyLocked: true,
    });
  });

  it('is not locked without locked units', () => {
    expect(
      gradeLocks({
        completionSummary: { completeCount: 0, incompleteCount: 3, lockedCount: 0 },
        sectionScores: [],
      }),
    ).toEqual({
      fullyLocked: false,
      partiallyLocked: false,
    });
  });

  it('locks an assignment type only when every assignment of it is locked', () => {
    const sections = [
      section(
        sub('HW', 0, 2, { learnerHasAccess: false }),
        sub('Lab', 0, 1),
        sub('Lab', 0, 1, { learnerHasAccess: false }),
      ),
    ];
    expect(assignmentTypeLocked('HW', sections)).toBe(true);
    expect(assignmentTypeLocked('Lab', sections)).toBe(false);
    expect(assignmentTypeLocked('Final', sections)).toBe(false);
  });
});

describe('completion and the target user', () => {
  it('rounds complete and locked, and gives the rest to incomplete', () => {
    expect(completionPercentages({ completeCount: 5, incompleteCount: 8, lockedCount: 3 })).toEqual({
      complete: 31,
      locked: 19,
      incomplete: 50,
      total: 16,
    });
    expect(completionPercentages({ completeCount: 0, incompleteCount: 0, lockedCount: 0 }).total).toBe(0);
  });

  it('parses the target user id as an integer when it is one', () => {
    expect(parseTargetUserId('42')).toBe(42);
    expect(parseTargetUserId('42abc')).toBe(42);
    expect(parseTargetUserId('learner')).toBe('learner');
    expect(parseTargetUserId(undefined)).toBeNull();
    expect(parseTargetUserId('')).toBeNull();
  });
});

describe('decodeProgress', () => {
  it('reads the contract example', () => {
    const p = decodeProgress(example, LMS);
    expect(p).toMatchObject({
      username: 'edx',
      enrollmentMode: 'audit',
      hasScheduledContent: true,
      completionSummary: { completeCount: 5, incompleteCount: 8, lockedCount: 3 },
      courseGrade: { percent: 0.15, visiblePercent: 0.15, isPassing: false, letterGrade: null },
      certificateData: { certStatus: 'audit_passing', certWebViewUrl: null, downloadUrl: null },
      verificationData: { status: 'none', link: null },
      gradingPolicy: { gradeRange: { Pass: 0.5 } },
      accessExpiration: { expirationDate: '2030-03-01T00:00:00Z', masqueradingExpiredCourse: false },
    });
    expect(p.verifiedMode?.upgradeUrl).toBe('http://localhost:18130/basket/add/?sku=8CF08E5');
    expect(p.sectionScores).toHaveLength(3);
    expect(p.gradingPolicy.assignmentPolicies[0]).toEqual({
      type: 'Homework',
      shortLabel: 'HW',
      numTotal: 2,
      numDroppable: 0,
      weight: 0.5,
    });
  });

  it('keeps grade letters as the server wrote them', () => {
    const p = decodeProgress(
      { grading_policy: { grade_range: { Pass: 0.5, a: 0.9, bad: 'x', big: 7 } } },
      LMS,
    );
    expect(p.gradingPolicy.gradeRange).toEqual({ Pass: 0.5, a: 0.9 });
  });

  it('never throws on odd fields, falling back to empty values', () => {
    const p = decodeProgress(
      {
        course_grade: { percent: 'lots', visible_percent: null },
        completion_summary: { complete_count: -3, incomplete_count: '2' },
        section_scores: [
          {
            display_name: 'A',
            subsections: [{ display_name: 'no key' }, { block_key: 'k', num_points_possible: 2 }],
          },
          'junk',
        ],
        grading_policy: { assignment_policies: [{ weight: 1 }, { type: 'HW', num_total: '2.0' }] },
        certificate_data: { cert_status: 3 },
        verified_mode: { price: 1 },
      },
      LMS,
    );
    expect(p.courseGrade).toMatchObject({ percent: 0, visiblePercent: 0 });
    expect(p.completionSummary).toEqual({ completeCount: 0, incompleteCount: 2, lockedCount: 0 });
    expect(p.sectionScores).toEqual([
      { displayName: 'A', subsections: [expect.objectContaining({ blockKey: 'k', numPointsPossible: 2 })] },
    ]);
    expect(p.gradingPolicy.assignmentPolicies).toEqual([
      { type: 'HW', shortLabel: '', numTotal: 2, numDroppable: 0, weight: 0 },
    ]);
    expect(p.certificateData?.certStatus).toBe('3');
    expect(p.verifiedMode).toBeNull();
  });

  it('falls back to percent when visible_percent is missing', () => {
    expect(decodeProgress({ course_grade: { percent: 0.42 } }, LMS).courseGrade.visiblePercent).toBe(0.42);
  });

  it('rejects a body that is not an object', () => {
    expect(() => decodeProgress(['array'], LMS)).toThrow(/Malformed/);
  });

  it('gives empty data for a 401', () => {
    expect(emptyProgress()).toMatchObject({ username: null, sectionScores: [], certificateData: null });
  });
});

describe('decodeProgress: today’s fields (current-lms.md §5)', () => {
  it('reads today’s example: the server’s summary, final grades, the graph switch, due and override', () => {
    const p = decodeProgress(currentExample, LMS);
    expect(p.assignmentTypeGradeSummary).toEqual([
      {
        type: 'Homework',
        shortLabel: 'HW',
        weight: 0.5,
        numDroppable: 0,
        averageGrade: 0.3,
        weightedGrade: 0.15,
        hasHiddenContribution: 'none',
        lastGradePublishDate: null,
      },
      {
        type: 'Final Exam',
        shortLabel: 'Final',
        weight: 0.5,
        numDroppable: 0,
        averageGrade: 0,
        weightedGrade: 0,
        hasHiddenContribution: 'none',
        lastGradePublishDate: null,
      },
    ]);
    expect(p.finalGrades).toBe(0.15);
    expect(p.disableProgressGraph).toBe(false);
    // No visible_percent today: the percent stands in.
    expect(p.courseGrade).toMatchObject({ percent: 0.15, visiblePercent: 0.15 });
    const homework = p.sectionScores[1]!.subsections[1]!;
    expect(homework).toMatchObject({
      due: '2030-01-20T23:59:00Z',
      override: null,
      showCorrectness: 'always',
    });
    expect(p.sectionScores[0]!.subsections[0]!.due).toBeNull();
    expect(p.warnings).toEqual([]);
  });

  it('reads the spec’s example without them: no summary, no final grades, the graph shown', () => {
    const p = decodeProgress(example, LMS);
    expect(p.assignmentTypeGradeSummary).toBeNull();
    expect(p.finalGrades).toBeNull();
    expect(p.disableProgressGraph).toBe(false);
    expect(p.sectionScores[1]!.subsections[1]).toMatchObject({ due: null, override: null });
    expect(p.warnings).toEqual([]);
  });

  it('reads the graph switch and an override', () => {
    const p = decodeProgress(
      {
        disable_progress_graph: true,
        section_scores: [
          {
            display_name: 'A',
            subsections: [
              { block_key: 'k', override: { system: 'PROCTORING', reason: 'Reviewed' }, due: 'no' },
            ],
          },
        ],
      },
      LMS,
    );
    expect(p.disableProgressGraph).toBe(true);
    expect(p.sectionScores[0]!.subsections[0]).toMatchObject({
      override: { system: 'PROCTORING', reason: 'Reviewed' },
      due: null,
    });
  });

  it('skips summary rows without a type, defaults odd values, and reports both', () => {
    const p = decodeProgress(
      {
        assignment_type_grade_summary: [
          'junk',
          { weight: 0.5 },
          { type: 'Lab', weight: 0.25, average_grade: 'lots', has_hidden_contribution: 'maybe' },
          { type: 'Exam', weight: 2, average_grade: 0.5, has_hidden_contribution: true, num_droppable: -1 },
        ],
        final_grades: 'many',
      },
      LMS,
    );
    expect(p.assignmentTypeGradeSummary).toEqual([
      {
        type: 'Lab',
        shortLabel: '',
        weight: 0.25,
        numDroppable: 0,
        averageGrade: 0,
        weightedGrade: 0,
        hasHiddenContribution: 'none',
        lastGradePublishDate: null,
      },
      // Weights above 1 are capped; the weighted grade defaults to average × weight; a boolean reads as some.
      expect.objectContaining({
        type: 'Exam',
        weight: 1,
        averageGrade: 0.5,
        weightedGrade: 0.5,
        hasHiddenContribution: 'some',
      }),
    ]);
    expect(p.finalGrades).toBeNull();
    expect(p.warnings).toEqual([
      'Progress: skipped $.assignment_type_grade_summary[0]: not an object',
      'Progress: skipped $.assignment_type_grade_summary[1]: no assignment type',
      'Progress: $.assignment_type_grade_summary[2].average_grade missing or invalid; using 0',
      'Progress: $.assignment_type_grade_summary[2].weighted_grade missing or invalid; using 0',
      'Progress: $.assignment_type_grade_summary[2].has_hidden_contribution missing or invalid; using none',
      'Progress: $.assignment_type_grade_summary[3].weighted_grade missing or invalid; using 0.5',
      'Progress: final_grades is not a number',
    ]);
  });

  it('computes the summary when the summary is not a list, and says so', () => {
    const p = decodeProgress({ assignment_type_grade_summary: { Homework: 1 } }, LMS);
    expect(p.assignmentTypeGradeSummary).toBeNull();
    expect(p.warnings).toEqual([
      'Progress: assignment_type_grade_summary is not a list; computing the summary',
    ]);
  });
});

describe('gradeSummary: the server’s averages or the spec’s computation', () => {
  const row = (type: string, extra: Partial<ServerAssignmentTypeGrade> = {}): ServerAssignmentTypeGrade => ({
    type,
    shortLabel: '',
    weight: 0.5,
    numDroppable: 0,
    averageGrade: 0.5,
    weightedGrade: 0.25,
    hasHiddenContribution: 'none',
    lastGradePublishDate: null,
    ...extra,
  });
  const progress = (extra: Partial<Progress>): Progress => ({ ...decodeProgress({}, LMS), ...extra });

  it('uses the server’s rows as they come, in its order, with the course grade as the total', () => {
    const summary = gradeSummary(
      progress({
        assignmentTypeGradeSummary: [row('Quiz', { weight: 0.2, hasHiddenContribution: 'all' }), row('Exam')],
        finalGrades: 0.8512,
        courseGrade: { letterGrade: null, percent: 0.85, visiblePercent: 0.85, isPassing: true },
        // The spec's computation would give other numbers.
        gradingPolicy: { assignmentPolicies: [policy('Exam', 1, 1)], gradeRange: {} },
        sectionScores: [section(sub('Exam', 1, 1))],
      }),
    );
    expect(summary.fromServer).toBe(true);
    expect(summary.rows.map((r) => [r.type, r.averageGrade, r.weightedGrade, r.hidden])).toEqual([
      ['Quiz', 0.5, 0.25, 'all'],
      ['Exam', 0.5, 0.25, 'none'],
    ]);
    expect(summary.total).toBe(0.85);
    expect(summary.rawTotal).toBe(0.8512);
    expect(summary.hasHidden).toBe(true);
  });

  it('shows no rows when the server sends an empty summary', () => {
    const summary = gradeSummary(
      progress({
        assignmentTypeGradeSummary: [],
        gradingPolicy: { assignmentPolicies: [policy('Exam', 1, 1)], gradeRange: {} },
      }),
    );
    expect(summary.rows).toEqual([]);
  });

  it('computes the spec’s summary without the server’s', () => {
    const summary = gradeSummary(
      progress({
        gradingPolicy: {
          assignmentPolicies: [policy('Homework', 2, 0.5), policy('Exam', 1, 0.5)],
          gradeRange: {},
        },
        sectionScores: [section(sub('Homework', 1, 1), sub('Exam', 1, 2))],
      }),
    );
    expect(summary.fromServer).toBe(false);
    expect(summary.rows.map((r) => [r.type, r.averageGrade, r.weightedGrade, r.hidden])).toEqual([
      ['Homework', 0.5, 0.25, 'none'],
      ['Exam', 0.5, 0.25, 'none'],
    ]);
    expect(summary.total).toBe(0.5);
    expect(summary.rawTotal).toBeNull();
    expect(summary.hasHidden).toBe(false);
  });

  it('still counts a never_but_include_grade subsection in the spec’s computation', () => {
    const summary = gradeSummary(
      progress({
        gradingPolicy: { assignmentPolicies: [policy('Exam', 1, 1)], gradeRange: {} },
        sectionScores: [section(sub('Exam', 1, 1, { showCorrectness: 'never_but_include_grade' }))],
      }),
    );
    expect(summary.total).toBe(1);
  });

  it('tells whether some type has hidden scores', () => {
    expect(hasHiddenScores({ assignmentTypeGradeSummary: null })).toBe(false);
    expect(hasHiddenScores({ assignmentTypeGradeSummary: [row('A')] })).toBe(false);
    expect(
      hasHiddenScores({
        assignmentTypeGradeSummary: [row('A'), row('B', { hasHiddenContribution: 'some' })],
      }),
    ).toBe(true);
  });
});

describe('hidden scores in detailed grades and their release', () => {
  it('leaves never_but_include_grade subsections out of detailed grades', () => {
    const hidden = sub('Exam', 1, 1, { showCorrectness: 'never_but_include_grade' });
    const shown = sub('Exam', 1, 2);
    expect(detailedGrades([section(hidden, shown), section(hidden)])).toEqual([section(shown)]);
  });

  it('gives the latest release date still ahead', () => {
    const now = Date.parse('2030-01-10T00:00:00Z');
    const at = (date: string | null) => ({
      type: date ?? 'none',
      shortLabel: '',
      weight: 0,
      numDroppable: 0,
      averageGrade: 0,
      weightedGrade: 0,
      hasHiddenContribution: 'some' as const,
      lastGradePublishDate: date,
    });
    expect(latestGradeRelease(null, now)).toBeNull();
    expect(latestGradeRelease([at(null), at('2030-01-01T00:00:00Z')], now)).toBeNull();
    expect(
      latestGradeRelease(
        [at('2030-01-12T00:00:00Z'), at('2030-02-01T00:00:00Z'), at('2030-01-20T00:00:00Z')],
        now,
      ),
    ).toBe('2030-02-01T00:00:00Z');
  });
});
