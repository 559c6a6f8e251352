import type { RelDate } from '../clock';
import { blockId, courseKey, type MockCourse, type MockSection, type MockSequence } from './model';

/**
 * Scenario courses for the course home and the dates tab: each shows one alert, badge, banner or
 * proctoring state to whoever is enrolled (the verified and audit personas are enrolled in all of them),
 * so a developer can see it in `npm run dev` by opening the course. Dates are relative to the mock clock.
 */

type Key = { org: string; number: string; run: string };

const policy: MockCourse['gradingPolicy'] = {
  assignmentPolicies: [
    { type: 'Homework', shortLabel: 'HW', numTotal: 3, numDroppable: 0, weight: 0.6 },
    { type: 'Final Exam', shortLabel: 'Final', numTotal: 1, numDroppable: 0, weight: 0.4 },
  ],
  gradeRange: { Pass: 0.5 },
};

const paid = { price: 49, currency: 'USD', currencySymbol: '$', sku: 'SCEN0001' };

function seq(key: Key, name: string, title: string, extra: Partial<MockSequence> = {}): MockSequence {
  return {
    id: blockId(key, 'sequential', name),
    title,
    units: [
      { id: blockId(key, 'vertical', `${name}_u1`), title: `${title}: reading`, type: 'other' },
      {
        id: blockId(key, 'vertical', `${name}_u2`),
        title: `${title}: questions`,
        type: 'problem',
        problems: 2,
      },
    ],
    effortTime: 720,
    effortActivities: 3,
    ...extra,
  };
}

/** A two-section outline: a lesson and a homework, then a second lesson. */
function outline(key: Key, homeworkDue: RelDate | null = { days: 12 }): MockSection[] {
  return [
    {
      id: blockId(key, 'chapter', 'unit_1'),
      title: 'Unit 1: Foundations',
      sequences: [
        seq(key, 'lesson_1', 'Lesson 1: First steps'),
        seq(key, 'homework_1', 'Homework 1', { format: 'Homework', graded: true, due: homeworkDue }),
      ],
    },
    {
      id: blockId(key, 'chapter', 'unit_2'),
      title: 'Unit 2: Going further',
      sequences: [seq(key, 'lesson_2', 'Lesson 2: Practice')],
    },
  ];
}

function course(key: Key, title: string, extra: Partial<MockCourse>): MockCourse {
  return {
    id: courseKey(key.org, key.number, key.run),
    ...key,
    title,
    start: { days: -120 },
    end: { days: 120 },
    selfPaced: true,
    contentTypeGating: false,
    verifiedMode: null,
    gradingPolicy: policy,
    sections: outline(key),
    goalOptions: [
      ['certify', 'Earn a certificate'],
      ['complete', 'Complete the course'],
      ['explore', 'Explore the course'],
      ['unsure', 'Not sure yet'],
    ],
    ...extra,
  };
}

const ENDING = { org: 'edX', number: 'EndingSoon', run: '2025' };
/** Ends in five days: the course-end alert; audit learners see "upgrade now" on the dates tab. */
export const endingSoonCourse = course(ENDING, 'Course Ending Soon', {
  end: { days: 5 },
  contentTypeGating: true,
  verifiedMode: paid,
  upgradeDeadline: { days: 3 },
  sections: outline(ENDING, { days: 2 }),
});

const ended = (number: string) => ({ org: 'edX', number, run: '2024' });

export const certificateReadyCourse = course(ended('CertReady'), 'Certificate Ready', {
  start: { days: -200 },
  end: { days: -20 },
  certificate: {
    status: 'downloadable',
    passing: true,
    webViewUrl: '/certificates/0b6a1e2c3d4f4a5b8c9d0e1f2a3b4c5d',
    linkedinUrl: 'https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME&name=Certificate+Ready',
  },
  marketingUrl: 'https://www.example.org/course/certificate-ready',
  catalogUuid: '9d2e6b5a-2f7c-4b1e-8d6a-0c1a2b3c4d99',
  // One finished program (banner) and one with courses left (no banner).
  relatedPrograms: [
    {
      slug: 'xseries',
      title: 'Data Skills XSeries',
      uuid: 'b1f0c2d3-0000-4000-8000-000000000001',
      completed: 3,
      inProgress: 0,
      notStarted: 0,
    },
    {
      slug: 'micromasters',
      title: 'Analytics MicroMasters',
      uuid: 'b1f0c2d3-0000-4000-8000-000000000002',
      completed: 1,
      inProgress: 1,
      notStarted: 2,
    },
  ],
  sections: outline(ended('CertReady'), { days: -40 }),
});

export const certificateSoonCourse = course(ended('CertSoon'), 'Certificate Coming Soon', {
  start: { days: -200 },
  end: { days: -3 },
  certificateAvailableDate: { days: 20 },
  certificate: { status: 'earned_but_not_available', passing: true },
  sections: outline(ended('CertSoon'), { days: -30 }),
});

export const certificateRequestCourse = course(ended('CertRequest'), 'Request Your Certificate', {
  certificate: { status: 'requesting', passing: true },
});

export const certificateVerifyCourse = course(ended('CertVerify'), 'Verify to Earn a Certificate', {
  certificate: { status: 'unverified', passing: true },
});

export const notPassingCourse = course(ended('NotPassing'), 'Ended, Not Passing', {
  start: { days: -200 },
  end: { days: -10 },
  verifiedMode: paid,
  certificate: { status: 'notpassing', passing: false },
  sections: outline(ended('NotPassing'), { days: -40 }),
});

const INVITE = { org: 'edX', number: 'Invite', run: '2025' };
/** Visitors and signed-in learners who are not enrolled cannot enrol: the alert explains why. */
export const invitationOnlyCourse = course(INVITE, 'Invitation-Only Course', { invitationOnly: true });

const LONG_WELCOME = Array.from(
  { length: 6 },
  (_, i) =>
    `<p>Paragraph ${i + 1} of the welcome: this week we read the introduction, try the practice questions and meet the discussion group. Take notes as you go; they help when the homework comes round.</p>`,
).join('');

const HOSTILE = { org: 'edX', number: 'AuthorHTML', run: '2025' };
/**
 * Author HTML that must not run in the app: script tags, event handlers and javascript: links in a long
 * welcome message (Show More) and in the handouts, next to links and formatting that must survive.
 */
export const authorHtmlCourse = course(HOSTILE, 'Author HTML Course', {
  welcomeMessageHtml: `<h2>Welcome <em>aboard</em>!</h2><script>window.__authorScriptRan = 'welcome-script'</script>
<img src="/static/missing.png" alt="" onerror="window.__authorScriptRan = 'welcome-onerror'">
<p><strong>Read this first.</strong> See the <a href="/courses/${courseKey(HOSTILE.org, HOSTILE.number, HOSTILE.run)}/about">course page</a>
and the <a href="https://example.org/reading" target="_blank">reading list</a>.
<a href="javascript:window.__authorScriptRan='welcome-link'">Do not click</a></p>${LONG_WELCOME}
<iframe srcdoc="<script>parent.__authorScriptRan='welcome-iframe'</script>"></iframe>
<style>body { display: none !important; }</style><p style="position:fixed;inset:0;background:red">Overlay</p>`,
  handoutsHtml: `<ul><li><a href="/static/syllabus.pdf">Syllabus</a></li>
<li><a href="javascript:window.__authorScriptRan='handouts-link'">Bad link</a></li></ul>
<script>window.__authorScriptRan = 'handouts-script'</script><svg><script>window.__authorScriptRan='svg'</script></svg>
<img src="x" onerror="window.__authorScriptRan = 'handouts-onerror'" alt="">`,
});

const DATES = { org: 'edX', number: 'Dates', run: '2025' };
/**
 * Every badge of the dates tab: a completed homework (completed by the seeded learners, see
 * completedScenarioUnits), a past-due one, the next one due, a lab only verified learners may do, an exam
 * not released yet with an explanation, and today.
 */
export const datesShowcaseCourse = course(DATES, 'Dates and Badges', {
  contentTypeGating: true,
  verifiedMode: paid,
  upgradeDeadline: { days: 25 },
  certificateAvailableDate: { days: 70 },
  end: { days: 60 },
  sections: [
    {
      id: blockId(DATES, 'chapter', 'weeks'),
      title: 'Weeks 1–3',
      sequences: [
        seq(DATES, 'hw_done', 'Homework 1', { format: 'Homework', graded: true, due: { days: -10 } }),
        seq(DATES, 'hw_missed', 'Homework 2', { format: 'Homework', graded: true, due: { days: -3 } }),
        seq(DATES, 'hw_next', 'Homework 3', { format: 'Homework', graded: true, due: { days: 5 } }),
        {
          ...seq(DATES, 'lab', 'Virtual Lab', { format: 'Homework', graded: true, due: { days: 8 } }),
          units: [
            {
              id: blockId(DATES, 'vertical', 'lab_u1'),
              title: 'Lab',
              type: 'problem',
              problems: 3,
              contentTypeGated: true,
            },
          ],
        },
      ],
    },
    {
      id: blockId(DATES, 'chapter', 'exam'),
      title: 'Final exam',
      sequences: [
        seq(DATES, 'final', 'Final Exam', {
          format: 'Final Exam',
          graded: true,
          timeLimited: true,
          start: { days: 20 },
          due: { days: 30 },
          dateExtraInfo: "Exam dates are set by the course team and can't be shifted.",
          // Not open yet: listed without a link (show_link false, spec §2 outline rows).
          hideLink: true,
        }),
      ],
    },
  ],
});

const GATED = { org: 'edX', number: 'GatedMissed', run: '2025' };
/** An audit learner who missed graded work they may not do: the "upgrade to shift due dates" banner. */
export const gatedMissedCourse = course(GATED, 'Missed Graded Work', {
  contentTypeGating: true,
  verifiedMode: paid,
  upgradeDeadline: { days: 10 },
  sections: [
    {
      id: blockId(GATED, 'chapter', 'week'),
      title: 'Week 1',
      sequences: [
        // A sequence whose completion the LMS does not track for this learner (show_completion false).
        seq(GATED, 'lesson', 'Lesson', { showCompletion: false }),
        seq(GATED, 'homework', 'Homework 1', { format: 'Homework', graded: true, due: { days: 6 } }),
        {
          ...seq(GATED, 'lab', 'Graded Lab', { format: 'Homework', graded: true, due: { days: -4 } }),
          units: [
            {
              id: blockId(GATED, 'vertical', 'lab_u1'),
              title: 'Lab',
              type: 'problem',
              problems: 2,
              contentTypeGated: true,
            },
          ],
        },
      ],
    },
  ],
});

type Proctoring = NonNullable<MockCourse['proctoring']>;

/** One course per onboarding state of the proctoring panel (spec §4, course-home §5.1). */
const PROCTORING: readonly [string, string, Proctoring][] = [
  ['NotStarted', 'not started', { status: 'created' }],
  ['Started', 'started', { status: 'started' }],
  ['Submitted', 'submitted', { status: 'submitted' }],
  ['Verified', 'verified', { status: 'verified', expiresInDays: 300 }],
  ['Rejected', 'rejected', { status: 'rejected' }],
  ['Error', 'error', { status: 'error' }],
  ['OtherCourse', 'approved in another course', { status: 'other_course_approved', expiresInDays: 200 }],
  ['Expiring', 'expiring soon', { status: 'verified', expiresInDays: 10 }],
  ['NotOpen', 'onboarding not open yet', { status: null, releaseInDays: 7 }],
  ['PastDue', 'onboarding past due', { status: 'created', pastDue: true }],
];

export const proctoringCourses: MockCourse[] = PROCTORING.map(([number, label, proctoring]) =>
  course({ org: 'edX', number: `Proctoring${number}`, run: '2025' }, `Proctoring: ${label}`, {
    proctoredExams: true,
    proctoring,
  }),
);

export const courseHomeScenarioCourses: MockCourse[] = [
  endingSoonCourse,
  certificateReadyCourse,
  certificateSoonCourse,
  certificateRequestCourse,
  certificateVerifyCourse,
  notPassingCourse,
  invitationOnlyCourse,
  authorHtmlCourse,
  datesShowcaseCourse,
  gatedMissedCourse,
  ...proctoringCourses,
];

/** Units every enrolled scenario learner has completed when the server starts (Homework 1 of the dates course). */
export const completedScenarioUnits: readonly string[] =
  datesShowcaseCourse.sections[0]!.sequences[0]!.units.map((u) => u.id);
