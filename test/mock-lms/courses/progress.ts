import {
  blockId,
  courseKey,
  type AssignmentPolicy,
  type MockCourse,
  type MockSection,
  type MockSequence,
  type MockUnit,
} from './model';

/**
 * Scenario courses for the progress tab: grades with dropped scores, letter ranges and more homework than
 * slots; no graded scores; audit grade locks; hidden scores without a completion graph (today's LMS); a
 * credit course; ungraded practice beside graded work; and one course per certificate status. The verified and
 * audit learners are enrolled in all of them (handlers/progress.ts enrols them, and completes the units
 * listed in `PROGRESS_COMPLETIONS`, whenever the mock's state starts or is reset).
 */

type Key = { org: string; number: string; run: string };

const key = (run: string): Key => ({ org: 'edX', number: 'Progress', run });

const paid = { price: 99, currency: 'USD', currencySymbol: '$', sku: 'PROG0001' };

function unit(k: Key, name: string, title: string, problems: number, gated = false): MockUnit {
  return {
    id: blockId(k, 'vertical', name),
    title,
    type: problems ? 'problem' : 'other',
    ...(problems ? { problems } : {}),
    ...(gated ? { contentTypeGated: true } : {}),
  };
}

function seq(
  k: Key,
  name: string,
  title: string,
  problems: number,
  extra: Partial<MockSequence> & { gated?: boolean } = {},
): MockSequence {
  const { gated = false, ...rest } = extra;
  return {
    id: blockId(k, 'sequential', name),
    title,
    units: [
      unit(k, `${name}_u1`, `${title}: reading`, 0),
      unit(k, `${name}_u2`, `${title}: problems`, problems, gated),
    ],
    ...rest,
  };
}

const graded = (format: string, days = -5): Partial<MockSequence> => ({
  format,
  graded: true,
  due: { days },
});

function course(k: Key, title: string, sections: MockSection[], extra: Partial<MockCourse> = {}): MockCourse {
  return {
    id: courseKey(k.org, k.number, k.run),
    ...k,
    title,
    start: { days: -60 },
    end: { days: 60 },
    selfPaced: true,
    contentTypeGating: false,
    verifiedMode: null,
    gradingPolicy: {
      assignmentPolicies: [{ type: 'Homework', shortLabel: 'HW', numTotal: 1, numDroppable: 0, weight: 1 }],
      gradeRange: { Pass: 0.5 },
    },
    sections,
    ...extra,
  };
}

// -- Grades ---------------------------------------------------------------------------------------------

const G = key('Grades');
const gradesPolicies: AssignmentPolicy[] = [
  { type: 'Homework', shortLabel: 'HW', numTotal: 2, numDroppable: 1, weight: 0.4 },
  { type: 'Lab', shortLabel: 'Lab', numTotal: 1, numDroppable: 0, weight: 0.2 },
  { type: 'Final Exam', shortLabel: 'Final', numTotal: 1, numDroppable: 0, weight: 0.4 },
  { type: 'Practice', shortLabel: 'PR', numTotal: 1, numDroppable: 0, weight: 0 },
];

/**
 * Three homeworks for two slots (the oldest drops out), one dropped lowest score, a lab gated for audit
 * learners (partially locked grades), a zero-weight practice type and letter grades sent out of order.
 */
export const gradesCourse = course(
  G,
  'Grading Showcase',
  [
    {
      id: blockId(G, 'chapter', 'week_1'),
      title: 'Week 1: Warm-up',
      sequences: [
        seq(G, 'intro', 'Introduction', 0),
        seq(G, 'homework_1', 'Homework 1', 2, graded('Homework', -20)),
        seq(G, 'practice', 'Practice set', 1, graded('Practice', -15)),
      ],
    },
    {
      id: blockId(G, 'chapter', 'week_2'),
      title: 'Week 2: Core ideas',
      sequences: [
        seq(G, 'homework_2', 'Homework 2', 4, graded('Homework', -10)),
        seq(G, 'lab_1', 'Lab 1', 2, { ...graded('Lab', -8), gated: true }),
        seq(G, 'homework_3', 'Homework 3', 2, graded('Homework', -3)),
      ],
    },
    {
      id: blockId(G, 'chapter', 'week_3'),
      title: 'Week 3: Wrap-up',
      sequences: [seq(G, 'final', 'Final Exam', 5, graded('Final Exam', 20))],
    },
  ],
  {
    contentTypeGating: true,
    verifiedMode: paid,
    upgradeDeadline: { days: 30 },
    gradingPolicy: { assignmentPolicies: gradesPolicies, gradeRange: { C: 0.6, A: 0.9, B: 0.75 } },
  },
);

// -- No graded scores -------------------------------------------------------------------------------------

const N = key('Ungraded');
export const ungradedCourse = course(N, 'Ungraded Explorations', [
  {
    id: blockId(N, 'chapter', 'explore'),
    title: 'Explore',
    sequences: [seq(N, 'reading', 'Reading', 0), seq(N, 'quiz', 'Self-check quiz', 2)],
  },
]);

// -- Fully locked grades for audit learners ---------------------------------------------------------------

const L = key('Locked');
export const lockedCourse = course(
  L,
  'Verified-Only Assessments',
  [
    {
      id: blockId(L, 'chapter', 'module_1'),
      title: 'Module 1',
      sequences: [
        seq(L, 'lesson', 'Lesson', 0),
        seq(L, 'homework_1', 'Homework 1', 3, { ...graded('Homework'), gated: true }),
      ],
    },
  ],
  { contentTypeGating: true, verifiedMode: paid, upgradeDeadline: { days: 30 } },
);

// -- Hidden scores and no completion graph (today's LMS) -------------------------------------------------------

const H = key('HiddenScores');
const hiddenPolicies: AssignmentPolicy[] = [
  { type: 'Homework', shortLabel: 'HW', numTotal: 2, numDroppable: 0, weight: 0.3 },
  { type: 'Exam', shortLabel: 'Exam', numTotal: 2, numDroppable: 0, weight: 0.5 },
  { type: 'Quiz', shortLabel: 'QZ', numTotal: 1, numDroppable: 0, weight: 0.2 },
];

/**
 * Scores the learner never sees but that count (today's `show_correctness: never_but_include_grade`): one of
 * the two exams (so Exam reads "+ Hidden Scores") and the only quiz (a lock), released in five days; and
 * the completion graph turned off. On today's LMS the hidden subsections are not in `section_scores`; the
 * spec era shows them as any other.
 */
export const hiddenScoresCourse = course(
  H,
  'Hidden Scores',
  [
    {
      id: blockId(H, 'chapter', 'unit_1'),
      title: 'Unit 1: Open work',
      sequences: [
        seq(H, 'homework_1', 'Homework 1', 2, graded('Homework', -10)),
        seq(H, 'exam_1', 'Exam 1', 2, graded('Exam', -8)),
        seq(H, 'homework_2', 'Homework 2', 2, graded('Homework', -4)),
      ],
    },
    {
      id: blockId(H, 'chapter', 'unit_2'),
      title: 'Unit 2: Sealed work',
      sequences: [
        seq(H, 'exam_2', 'Exam 2', 2, { ...graded('Exam', -2), showCorrectness: 'never_but_include_grade' }),
        seq(H, 'quiz_1', 'Quiz 1', 1, { ...graded('Quiz', 5), showCorrectness: 'never_but_include_grade' }),
      ],
    },
  ],
  {
    disableProgressGraph: true,
    gradingPolicy: { assignmentPolicies: hiddenPolicies, gradeRange: { Pass: 0.5 } },
  },
);

// -- A credit course (issue 46) ------------------------------------------------------------------------------

const CR = key('Credit');

/**
 * "Credit: Requirements": a minimum grade, a proctored exam, an ID verification and a re-verification. The
 * verified learner has each status the tab shows (the grade upcoming, the exam submitted, the verification
 * completed, the re-verification failed), so the LMS says they are no longer eligible; audit learners see
 * no requirements.
 */
export const creditCourse = course(
  CR,
  'Credit: Requirements',
  [
    {
      id: blockId(CR, 'chapter', 'module_1'),
      title: 'Module 1',
      sequences: [
        seq(CR, 'lesson_1', 'Lesson 1', 0),
        seq(CR, 'homework_1', 'Homework 1', 2, graded('Homework')),
        seq(CR, 'midterm', 'Proctored Midterm', 2, graded('Exam', 5)),
      ],
    },
  ],
  {
    verifiedMode: paid,
    gradingPolicy: {
      assignmentPolicies: [
        { type: 'Homework', shortLabel: 'HW', numTotal: 1, numDroppable: 0, weight: 0.5 },
        { type: 'Exam', shortLabel: 'Exam', numTotal: 1, numDroppable: 0, weight: 0.5 },
      ],
      gradeRange: { Pass: 0.5 },
    },
    credit: {
      requirements: [
        { namespace: 'grade', name: 'grade', displayName: 'Minimum Grade', minGrade: 0.8 },
        { namespace: 'proctored_exam', name: 'midterm', displayName: 'Proctored Midterm' },
        { namespace: 'reverification', name: 'id_verification', displayName: 'Identity Verification' },
        { namespace: 'reverification', name: 'reverification', displayName: 'Re-verification' },
      ],
      statuses: {
        verified_learner: { midterm: 'submitted', id_verification: 'satisfied', reverification: 'failed' },
      },
    },
  },
);

// -- Practice and graded work (SHOW_UNGRADED_ASSIGNMENT_PROGRESS, issue 46) --------------------------------

const P = key('Practice');

/** Ungraded self-checks with scores beside graded homework: the detailed grades list both with the switch. */
export const practiceCourse = course(P, 'Practice and Graded Work', [
  {
    id: blockId(P, 'chapter', 'week_1'),
    title: 'Week 1',
    sequences: [
      seq(P, 'self_check_1', 'Self-check 1', 2),
      seq(P, 'homework_1', 'Homework 1', 3, graded('Homework')),
    ],
  },
  {
    id: blockId(P, 'chapter', 'week_2'),
    title: 'Week 2',
    sequences: [seq(P, 'reading', 'Reading', 0), seq(P, 'self_check_2', 'Self-check 2', 1)],
  },
]);

// -- One course per certificate status ---------------------------------------------------------------------

/** A lesson and one homework (the whole grade), a second lesson; optionally an unreleased exam. */
function certSections(k: Key, scheduled = false): MockSection[] {
  return [
    {
      id: blockId(k, 'chapter', 'part_1'),
      title: 'Part 1',
      sequences: [
        seq(k, 'lesson_1', 'Lesson 1', 0),
        seq(k, 'homework_1', 'Homework 1', 2, graded('Homework')),
      ],
    },
    {
      id: blockId(k, 'chapter', 'part_2'),
      title: 'Part 2',
      sequences: [
        seq(k, 'lesson_2', 'Lesson 2', 0),
        ...(scheduled ? [seq(k, 'exam', 'Later exam', 2, { start: { days: 30 }, due: { days: 50 } })] : []),
      ],
    },
  ];
}

function certCourse(
  run: string,
  title: string,
  certificate: MockCourse['certificate'],
  extra: Partial<MockCourse> = {},
  scheduled = false,
) {
  const k = key(run);
  return course(k, title, certSections(k, scheduled), { certificate, ...extra });
}

export const certDownloadableCourse = certCourse('CertWeb', 'Certificate: Downloadable (web)', {
  status: 'downloadable',
  passing: true,
  webViewUrl: '/certificates/7f1c2e3d4b5a',
  // The courseware record's LinkedIn address (the progress card asks it for the LinkedIn button).
  linkedinUrl: 'https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME&name=Certificate+Web',
});
export const certDownloadPdfCourse = certCourse('CertPdf', 'Certificate: Downloadable (PDF)', {
  status: 'downloadable',
  passing: true,
  downloadUrl: 'http://localhost:18000/certificates/download/certificate.pdf',
});
export const certEarnedCourse = certCourse(
  'CertLater',
  'Certificate: Earned, Not Yet Available',
  { status: 'earned_but_not_available', passing: true },
  { end: { days: -2 }, certificateAvailableDate: { days: 12 } },
);
export const certRequestingCourse = certCourse('CertRequest', 'Certificate: Request', {
  status: 'requesting',
  passing: true,
});
export const certUnverifiedCourse = certCourse('CertVerify', 'Certificate: Verify ID', {
  status: 'unverified',
  passing: true,
});
export const certPendingCourse = certCourse('CertPending', 'Certificate: Verification Pending', {
  status: 'unverified',
  passing: true,
});
export const certNotPassingCourse = certCourse('CertNotPassing', 'Certificate: Not Passing', {
  status: 'notpassing',
  passing: false,
});
export const certInProgressCourse = certCourse(
  'CertInProgress',
  'Certificate: More Content Coming',
  { status: 'notpassing', passing: false },
  {},
  true,
);
/** Audit learners only ever have audit_passing; there is no verified track, so no card on progress. */
export const certNoUpgradeCourse = certCourse('CertNoUpgrade', 'Certificate: Audit Without Upgrade', null);

/** ID verification per course (verification_data); others: none, no link. */
export const PROGRESS_VERIFICATION: Readonly<Record<string, { status: string; link: string | null }>> = {
  [certUnverifiedCourse.id]: {
    status: 'none',
    link: `http://localhost:18000/verify_student/verify-now/${certUnverifiedCourse.id}/`,
  },
  [certPendingCourse.id]: { status: 'pending', link: null },
};

export const progressScenarioCourses: readonly MockCourse[] = [
  gradesCourse,
  creditCourse,
  practiceCourse,
  ungradedCourse,
  lockedCourse,
  hiddenScoresCourse,
  certDownloadableCourse,
  certDownloadPdfCourse,
  certEarnedCourse,
  certRequestingCourse,
  certUnverifiedCourse,
  certPendingCourse,
  certNotPassingCourse,
  certInProgressCourse,
  certNoUpgradeCourse,
];

const unitsOf = (c: MockCourse, names: string[]) =>
  c.sections
    .flatMap((s) => s.sequences)
    .filter((s) => names.includes(s.id.slice(s.id.lastIndexOf('@') + 1)))
    .flatMap((s) => s.units.map((u) => u.id));

/** Units each learner has completed when the state starts: graded work done, so grades are not zero. */
export const PROGRESS_COMPLETIONS: Readonly<Record<string, readonly string[]>> = {
  verified_learner: [
    ...unitsOf(gradesCourse, ['intro', 'homework_1', 'homework_2', 'lab_1', 'practice']),
    ...unitsOf(hiddenScoresCourse, ['homework_1', 'exam_1', 'exam_2', 'quiz_1']),
    ...[
      certDownloadableCourse,
      certDownloadPdfCourse,
      certEarnedCourse,
      certRequestingCourse,
      certUnverifiedCourse,
      certPendingCourse,
    ].flatMap((c) => unitsOf(c, ['lesson_1', 'homework_1', 'lesson_2'])),
    ...unitsOf(certInProgressCourse, ['lesson_1']),
    ...unitsOf(creditCourse, ['lesson_1', 'homework_1']),
    ...unitsOf(practiceCourse, ['self_check_1', 'homework_1']),
  ],
  edx: [
    ...unitsOf(gradesCourse, ['intro', 'homework_1', 'homework_3']),
    ...unitsOf(lockedCourse, ['lesson']),
  ],
};
