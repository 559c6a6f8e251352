/**
 * The courseware models (spec §3, contract courseware.md §1–§4): what the courseware pages, the course exit
 * page, the staff toolbar, the legacy redirects and the gates/tools helper read. Field names follow the
 * spec's entity lists verbatim; the wire (snake_case) is read by the decoders in this folder only.
 */
import type { Celebrations, CourseAccess } from '../courseMetadata';
import type { AccessExpiration } from '../fragments/accessExpiration';
import type { CertificateData } from '../fragments/certificateData';
import type { Offer } from '../fragments/offer';
import type { CourseTab } from '../fragments/tabs';
import type { VerifiedMode } from '../fragments/verifiedMode';

export type { AccessExpiration, Celebrations, CertificateData, CourseAccess, CourseTab, Offer, VerifiedMode };

/** Spec §4 "Courseware course status". */
export type CoursewareStatus = 'loading' | 'loaded' | 'failed' | 'denied';

/** Spec §4 "Sequence status". */
export type SequenceStatus = 'loading' | 'loaded' | 'failed';

/** Spec §3 Unit.contentType: the unit tab's icon. `lock` is the app's own tab for a gated sequence. */
export type UnitContentType = 'video' | 'other' | 'vertical' | 'problem' | 'lock';

/** Spec §3 Unit.bookmarkedUpdateState. */
export type BookmarkedUpdateState = 'loading' | 'loaded' | 'failed';

export interface RelatedProgram {
  readonly progress: { readonly completed: number; readonly inProgress: number; readonly notStarted: number };
  /** The program type (`micromasters`, `xseries`, …). */
  readonly slug: string;
  readonly title: string;
  readonly url: string;
  readonly uuid: string;
}

export interface Notes {
  readonly enabled: boolean;
  readonly visible: boolean;
}

/** entrance_exam_data of today's courseware course call, for a course whose entrance exam is enabled. */
export interface EntranceExam {
  /** The exam's section (chapter) id: its sequences get the entrance exam alert. */
  readonly sectionId: string;
  readonly passed: boolean;
  /** The learner's current score, 0–1. */
  readonly currentScore: number;
  /** The score needed to pass, 0–1. */
  readonly minimumScore: number;
}

/**
 * The courseware course record (GET /api/courseware/course/{courseId}, contract §3), with access, tabs, staff
 * flags, verified mode, org and number from the course-home metadata (the call that carries them on the LMS of
 * both eras, current-lms.md §1), and the title of the outline's course block.
 */
export interface CoursewareCourse {
  readonly id: string;
  readonly title: string;
  readonly number: string;
  readonly org: string;
  readonly start: string | null;
  readonly end: string | null;
  readonly enrollmentStart: string | null;
  readonly enrollmentEnd: string | null;
  /** enrollment.mode; null when not enrolled or signed out. */
  readonly enrollmentMode: string | null;
  /** enrollment.is_active. */
  readonly isEnrolled: boolean;
  readonly courseAccess: CourseAccess;
  /** The effective user (after masquerade) has staff access. */
  readonly isStaff: boolean;
  /** The signed-in user is course staff. */
  readonly originalUserIsStaff: boolean;
  /** Derived: originalUserIsStaff && !isStaff. */
  readonly isMasquerading: boolean;
  /** The LMS still has its legacy course pages (CourseMetadata.lmsHasLegacyPages). */
  readonly lmsHasLegacyPages: boolean;
  /** The course's switch for discussions beside the unit (CourseMetadata.discussionSidebar). */
  readonly discussionSidebar: boolean;
  /** Staff may open the legacy courseware (spec-era LMS only: today's has none, current-lms.md §8). */
  readonly canViewLegacyCourseware: boolean;
  /** The raw license string (`all-rights-reserved`, `creative-commons: ver=4.0 BY NC`), or null. */
  readonly license: string | null;
  readonly userTimezone: string | null;
  /** Tabs as on course home: `courseware` renamed to `outline`, relative urls made absolute. */
  readonly tabs: readonly CourseTab[];
  readonly verifiedMode: VerifiedMode | null;
  readonly accessExpiration: AccessExpiration | null;
  readonly offer: Offer | null;
  readonly contentTypeGatingEnabled: boolean;
  readonly showCalculator: boolean;
  readonly notes: Notes;
  readonly marketingUrl: string | null;
  readonly celebrations: Celebrations;
  readonly userHasPassingGrade: boolean;
  readonly courseExitPageIsActive: boolean;
  readonly certificateData: CertificateData | null;
  readonly verifyIdentityUrl: string | null;
  readonly verificationStatus: string;
  readonly linkedinAddToProfileUrl: string | null;
  readonly relatedPrograms: readonly RelatedProgram[];
  readonly userNeedsIntegritySignature: boolean;
  /** Today's LMS: the course's entrance exam, when it has one (current-lms.md §1); null otherwise. */
  readonly entranceExam: EntranceExam | null;
  /** Today's LMS: the learner's weekly goal in days per week (course_goals.selected_goal), or null. */
  readonly weeklyGoalDaysPerWeek: number | null;
  /** Server clock minus local clock (from the answer's Date header), 0 when unknown. */
  readonly timeOffsetMillis: number;
}

/**
 * Spec §3 Blocks: the course block of the courseware's navigation outline (`Nav*`; the course home's
 * outline tab has its own `Outline*` model in features/outline).
 */
export interface NavCourse {
  readonly id: string;
  readonly title: string;
  readonly sectionIds: readonly string[];
  /** Some sequence is listed but not released yet (learning sequences accessible:false, future start). */
  readonly hasScheduledContent: boolean;
}

/** Spec §3 Blocks: a section (chapter). */
export interface NavSection {
  readonly id: string;
  readonly title: string;
  readonly sequenceIds: readonly string[];
  readonly courseId: string;
  /**
   * Hidden from the table of contents (today's LMS, blocks `hide_from_toc`, current-lms.md §4): only a
   * direct link opens it; Previous, Next and the course root never go there. Absent: false.
   */
  readonly hideFromToc?: boolean;
}

/** Spec §3 Blocks: a sequence (sequential), from the blocks outline. */
export interface NavSequence {
  readonly id: string;
  readonly title: string;
  readonly sectionId: string;
  readonly unitIds: readonly string[];
  readonly effortActivities: number | null;
  /** Seconds. */
  readonly effortTime: number | null;
  readonly legacyWebUrl: string | null;
  readonly graded: boolean;
  /**
   * Hidden from the table of contents, itself or with its section (blocks `hide_from_toc`): left out of
   * `sequenceOrder`, so Previous, Next and the course root never reach it; a direct link opens it.
   */
  readonly hideFromToc?: boolean;
}

/** Spec §3 Blocks: a unit (vertical), from the blocks outline. */
export interface NavUnit {
  readonly id: string;
  readonly title: string;
  readonly sequenceId: string;
  readonly graded: boolean;
  readonly legacyWebUrl: string | null;
}

/** The blocks outline merged with the learning-sequences outline, normalised once (contract §1, §2). */
export interface CoursewareOutline {
  readonly course: NavCourse;
  readonly sections: Readonly<Record<string, NavSection>>;
  readonly sequences: Readonly<Record<string, NavSequence>>;
  readonly units: Readonly<Record<string, NavUnit>>;
  /**
   * The sequences Previous, Next and the course root go to, in course order: the sections' sequenceIds
   * without those hidden from the table of contents.
   */
  readonly sequenceOrder: readonly string[];
}

/**
 * Everything the courseware page loads for a course: the three calls, started together. `course` and
 * `outline` are null unless the status is `loaded` (or `denied` with the record known). A learner with
 * access gets the course record first (`outlineLoading` true, `outline` null) and the outline after it:
 * the unit needs only the record and its sequence.
 */
export interface CoursewareData {
  readonly status: CoursewareStatus;
  readonly course: CoursewareCourse | null;
  readonly outline: CoursewareOutline | null;
  readonly outlineLoading: boolean;
  /**
   * While the outline loads: the first open sequence the learning-sequences outline lists, which the
   * course root goes to without waiting for the blocks outline (null or absent: unknown, or a member of
   * staff viewing as someone else, whose outline is the blocks outline alone).
   */
  readonly firstSequenceGuess?: string | null;
}

export interface GatedContent {
  readonly gated: boolean;
  readonly prereqSectionName: string | null;
  /** A section or sequence id; /course/{c}/{prereqId} normalises it. */
  readonly prereqId: string | null;
  readonly gatedSectionName: string | null;
}

/** Spec §3 Sequence (courseware): GET /api/courseware/sequence/{id}, contract §4. */
export interface Sequence {
  readonly id: string;
  readonly blockType: string;
  readonly unitIds: readonly string[];
  readonly bannerText: string | null;
  /** Assignment type (`Homework`), or null when ungraded. */
  readonly format: string | null;
  readonly title: string;
  readonly gatedContent: GatedContent;
  readonly isTimeLimited: boolean;
  readonly isProctored: boolean;
  readonly isHiddenAfterDue: boolean;
  /** Server position minus one, default 0, kept inside the unit list. */
  readonly activeUnitIndex: number;
  readonly saveUnitPosition: boolean;
  readonly showCompletion: boolean;
  readonly allowProctoringOptOut: boolean;
  /**
   * Today's LMS (`navigation_disabled`, true for a sequence hidden from the table of contents): no Previous
   * out of its first unit and no Next out of its last, in every control of the page. Absent: false.
   */
  readonly navigationDisabled?: boolean;
  /** From the blocks outline (the sequence answer does not carry them). */
  readonly effortActivities: number | null;
  readonly effortTime: number | null;
}

/** Spec §3 Unit. */
export interface Unit {
  readonly id: string;
  readonly sequenceId: string;
  readonly bookmarked: boolean;
  readonly bookmarkedUpdateState: BookmarkedUpdateState | null;
  readonly complete: boolean;
  readonly title: string;
  readonly contentType: UnitContentType;
  readonly graded: boolean;
  readonly containsContentTypeGatedContent: boolean;
  /** From the blocks outline; null when unknown. */
  readonly legacyWebUrl: string | null;
  /** The course's flag (cleared after signing, spec §4), applied to graded units. */
  readonly userNeedsIntegritySignature: boolean;
}

/** The sequence answer, decoded: the sequence and its units by id (in `sequence.unitIds` order). */
export interface SequenceData {
  readonly sequence: Sequence;
  readonly units: Readonly<Record<string, Unit>>;
}

/** GET /api/courseware/resume/{courseId} (contract §5). `sectionId` is the *sequence* id (legacy naming). */
export interface ResumePoint {
  readonly blockId: string | null;
  readonly sectionId: string | null;
  readonly unitId: string | null;
}
