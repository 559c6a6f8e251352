import type { RelDate } from '../clock';

/**
 * The mock LMS's course model: one description per course, from which every answer (metadata, outline,
 * dates, progress, blocks, learning sequences, sequences) is derived for the user asking. Features add
 * the fields they need here, with their meaning written next to them.
 */
export type UnitType = 'video' | 'problem' | 'other' | 'vertical';

export interface MockUnit {
  readonly id: string;
  readonly title: string;
  readonly type: UnitType;
  /** Problems in the unit, one point each (for scores and completion). */
  readonly problems?: number;
  /** Holds content locked for audit learners when the course gates content by type. */
  readonly contentTypeGated?: boolean;
}

export interface MockSequence {
  readonly id: string;
  readonly title: string;
  readonly units: readonly MockUnit[];
  /** Assignment type (`Homework`, `Final Exam`); null or absent when ungraded. */
  readonly format?: string | null;
  readonly graded?: boolean;
  readonly due?: RelDate | null;
  /** Release date; a future start means listed as scheduled, not yet released. */
  readonly start?: RelDate | null;
  readonly effortTime?: number | null;
  readonly effortActivities?: number | null;
  /** Prerequisite: this sequence is locked until the learner completes `sequenceId`. */
  readonly prerequisite?: { readonly sequenceId: string } | null;
  /** Other sequences depend on this one (banner for learners). */
  readonly isPrerequisite?: boolean;
  readonly timeLimited?: boolean;
  readonly proctored?: boolean;
  /**
   * The exam record of a time-limited or proctored sequence (exams contract §9; handlers/exams.ts):
   * its base time limit (default 60 minutes), `practice` for a practice proctored exam, `record: false`
   * for a sequence marked time-limited without an exam record (`exam: {}`), and extra minutes granted
   * to learners by username.
   */
  readonly exam?: {
    readonly timeLimitMins?: number;
    readonly practice?: boolean;
    readonly record?: boolean;
    readonly allowances?: Readonly<Record<string, number>>;
  };
  readonly hideAfterDue?: boolean;
  /** Force the outline link off (the LMS sends no lms_web_url). */
  readonly hideLink?: boolean;
  /** When false, completion is not shown for this sequence (show_completion). */
  readonly showCompletion?: boolean;
  readonly bannerText?: string | null;
  /**
   * Hidden from the table of contents (today's LMS, current-lms.md §4): blocks and the outline mark it
   * `hide_from_toc`, learning sequences leave it out, and its sequence answer says `navigation_disabled`.
   */
  readonly hideFromToc?: boolean;
  /** Shown as the `extra_info` tooltip of the sequence's due date on the dates tab. */
  readonly dateExtraInfo?: string | null;
  /**
   * When learners see this subsection's scores (today's LMS progress, current-lms.md §5; default
   * `always`): `past_due` after its due date, `never`, or `never_but_include_grade` (never shown, still
   * counted in the grade; left out of the progress answer's `section_scores`). The spec era ignores it.
   */
  readonly showCorrectness?: 'always' | 'past_due' | 'never' | 'never_but_include_grade';
}

export interface MockSection {
  readonly id: string;
  readonly title: string;
  readonly sequences: readonly MockSequence[];
  readonly start?: RelDate | null;
  /** Hidden from the table of contents, with every sequence in it (current-lms.md §4). */
  readonly hideFromToc?: boolean;
}

export interface AssignmentPolicy {
  readonly type: string;
  readonly shortLabel: string;
  readonly numTotal: number;
  readonly numDroppable: number;
  readonly weight: number;
}

export interface MockCourse {
  readonly id: string;
  readonly org: string;
  readonly number: string;
  readonly run: string;
  readonly title: string;
  readonly start: RelDate;
  readonly end: RelDate | null;
  readonly selfPaced: boolean;
  readonly sections: readonly MockSection[];
  readonly gradingPolicy: {
    readonly assignmentPolicies: readonly AssignmentPolicy[];
    readonly gradeRange: Readonly<Record<string, number>>;
  };
  /** Verified track for sale; null when the course has no paid mode. */
  readonly verifiedMode: {
    readonly price: number;
    readonly currency: string;
    readonly currencySymbol: string;
    readonly sku: string;
  } | null;
  readonly upgradeDeadline?: RelDate | null;
  /** Audit access lasts this many days after enrolment (duration-limited access); null = no limit. */
  readonly auditAccessDays?: number | null;
  readonly contentTypeGating: boolean;
  readonly certificateAvailableDate?: RelDate | null;
  readonly showCalculator?: boolean;
  readonly notes?: { readonly enabled: boolean; readonly visible: boolean };
  readonly exitPageActive?: boolean;
  readonly proctoredExams?: boolean;
  readonly integritySignatureRequired?: boolean;
  readonly license?: string | null;
  readonly marketingUrl?: string | null;
  readonly welcomeMessageHtml?: string | null;
  readonly handoutsHtml?: string | null;
  readonly goalOptions?: readonly (readonly [string, string])[];
  /**
   * Extra LMS tabs after Course, Progress and Dates: `path` under the LMS's course pages, or, with
   * `inApp`, under the learning app's course (the discussions app and the live tab, issue 16).
   */
  readonly extraTabs?: readonly {
    readonly id: string;
    readonly title: string;
    readonly path: string;
    readonly inApp?: boolean;
  }[];
  /** A live-class provider is configured: GET course_live/iframe answers with its frame. */
  readonly live?: boolean;
  /**
   * Today's LMS: the course's discussions beside its units (issue 37): course_metadata's
   * `is_new_discussion_sidebar_view_enabled` is on, its discussions provider is `openedx`, and these units
   * (their block ids) have a topic enabled in context (GET /api/discussion/v2/course_topics). Absent: the
   * switch is off and the provider is the legacy one.
   */
  readonly discussionsInContext?: readonly string[];
  readonly courseFont?: string | null;
  /** Visitors may see the outline and content without enrolling. */
  readonly publicView?: boolean;
  readonly invitationOnly?: boolean;
  /**
   * The certificate every enrolled learner has (course-home §4 `cert_status`), and whether they pass;
   * without it audit learners get `audit_passing` and others `notpassing`.
   */
  readonly certificate?: {
    readonly status: string;
    readonly passing?: boolean;
    readonly webViewUrl?: string | null;
    readonly downloadUrl?: string | null;
    /** linkedin_add_to_profile_url of the courseware record (the LinkedIn button of the exit page and the progress card). */
    readonly linkedinUrl?: string | null;
  } | null;
  /** related_programs of the courseware record (the exit page's program banners). */
  readonly relatedPrograms?: readonly {
    readonly slug: string;
    readonly title: string;
    readonly uuid: string;
    readonly completed: number;
    readonly inProgress: number;
    readonly notStarted: number;
  }[];
  /** The course's catalogue uuid (discovery), so its own entry is left out of recommendations. */
  readonly catalogUuid?: string;
  /**
   * Proctored-exam onboarding for every learner (GET …/user_onboarding/status, course-home §5.1). Absent:
   * the course has no proctoring and the call answers 404.
   */
  readonly proctoring?: {
    /** Raw onboarding_status; null or '' means not started. */
    readonly status: string | null;
    /** Approval expires this many days from now (null: no expiry). */
    readonly expiresInDays?: number | null;
    /** The onboarding exam opens this many days from now (negative: already open). */
    readonly releaseInDays?: number;
    readonly pastDue?: boolean;
  } | null;
  /**
   * Celebrations (courseware §3 `celebrations`, gates issue 7): whether the first-section celebration is
   * still due for enrolled learners, and a streak milestone every enrolled learner has reached (reported
   * once per visit until closed). Absent: first_section true, no streak. The answers after a POST of
   * first_section: false come from handlers/gates.ts (`celebrationsFor`).
   */
  readonly celebrations?: { readonly firstSection: boolean; readonly streakDays: number | null };
  /**
   * Every enrolled learner has one unacknowledged notice (notices API, gates issue 7) until acknowledged,
   * once notices are switched on with `POST /__mock/notices`.
   */
  readonly pendingNotice?: boolean;
  /**
   * The upgrade programme (issue 14), per learner (username): a first-time-learner discount (course-home
   * §2 and courseware §3 `offer`) and a streak milestone reached in this course. `streakDiscount` switches
   * on the streak celebration's 15 % offer (`celebrations.streak_discount_enabled`) for audit learners
   * who may still upgrade.
   */
  readonly offers?: Readonly<Record<string, MockOffer>>;
  readonly streaks?: Readonly<Record<string, number>>;
  readonly streakDiscount?: boolean;
  /**
   * The course is one the signed-in user may not see at all (an enterprise's, say): course_metadata answers
   * 403 with DRF's `{"detail": …}` to everyone but staff (current-lms.md §2, decision 0020).
   */
  readonly metadataForbidden?: boolean;
  /**
   * An entrance exam (today's courseware course `entrance_exam_data`, current-lms.md §1): the exam's
   * section, the minimum score in percent, and each learner's current score (username → 0–1).
   */
  readonly entranceExam?: {
    readonly sectionId: string;
    readonly minimumScorePct: number;
    readonly scores?: Readonly<Record<string, number>>;
  };
  /** The course turned the progress tab's completion graph off (today's progress `disable_progress_graph`). */
  readonly disableProgressGraph?: boolean;
  /**
   * A credit course (the progress answer's `credit_course_requirements`, issue 46): its requirements in the
   * LMS's order, and each learner's status of each (username → requirement name → status; absent: not
   * known yet). Learners in the audit track get none, as the LMS shows them to credit tracks only.
   */
  readonly credit?: {
    readonly requirements: readonly MockCreditRequirement[];
    readonly statuses?: Readonly<Record<string, Readonly<Record<string, MockCreditStatus>>>>;
  };
  /**
   * An enterprise's course (issue 46, courses/enterprise.ts): the access code its enrolled learners get
   * until they consent, or switch enterprise (handlers/enterprise.ts), or the course starts.
   */
  readonly enterprise?: { readonly code: MockEnterpriseCode };
  /**
   * The courseware search (issue 46; current-lms.md §9): the course switch `courseware.mfe_courseware_search`
   * is on (GET …/courseware-search/enabled/ answers `{"enabled": true}`, today's LMS only), and the search
   * index holds, beside every subsection and unit by its title, these components of its units with their
   * text or English transcript (handlers/search.ts). Absent: the switch is off and nothing is indexed.
   */
  readonly coursewareSearch?: { readonly components: readonly MockSearchComponent[] };
}

/** The enterprise access code a course gives its enterprise learners (courses/enterprise.ts). */
export type MockEnterpriseCode =
  'data_sharing_access_required' | 'course_not_started_enterprise_learner' | 'incorrect_active_enterprise';

export type MockCreditStatus = 'satisfied' | 'submitted' | 'failed' | 'declined';

/** One credit requirement (openedx-platform's credit API `get_credit_requirement_status`). */
export interface MockCreditRequirement {
  /** `grade`, `proctored_exam`, `reverification`. */
  readonly namespace: string;
  readonly name: string;
  readonly displayName: string;
  /** The grade requirement's minimum, 0–1 (`criteria.min_grade`). */
  readonly minGrade?: number;
}

/** A component of a unit as the courseware search index holds it (openedx-platform courseware_index.py). */
export interface MockSearchComponent {
  readonly id: string;
  /** The unit it is in. */
  readonly unitId: string;
  /** The index's `content_type`: `Text` (HTML), `Video`, `CAPA` (problems), or another block's. */
  readonly contentType: string;
  readonly displayName: string;
  /** An HTML component's text (`content.html_content`, the index's text of its HTML). */
  readonly text?: string;
  /** A video's English transcript (`content.transcript_en`). */
  readonly transcript?: string;
  /** A problem's text (`content.capa_content`). */
  readonly capaText?: string;
}

/** A first-time-learner discount on the verified track. */
export interface MockOffer {
  readonly percentage: number;
  readonly code: string;
  readonly expires: RelDate;
}

export const blockId = (course: Pick<MockCourse, 'org' | 'number' | 'run'>, type: string, name: string) =>
  `block-v1:${course.org}+${course.number}+${course.run}+type@${type}+block@${name}`;

export const courseKey = (org: string, number: string, run: string) => `course-v1:${org}+${number}+${run}`;

export function allSequences(course: MockCourse): MockSequence[] {
  return course.sections.flatMap((section) => section.sequences);
}

export function allUnits(course: MockCourse): MockUnit[] {
  return allSequences(course).flatMap((sequence) => sequence.units);
}

/** The name part of a usage key (`…+block@basic_questions` → `basic_questions`). */
export const blockName = (id: string) => id.slice(id.lastIndexOf('@') + 1);
