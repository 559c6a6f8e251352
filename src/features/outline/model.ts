import { timeOffsetMillis, type DecodeContext } from '@/lms/baseQuery';
import { absoluteLmsUrl, isoDate, isRecord, read, type Reader } from '@/lms/decode';
import { decodeAccessExpiration, type AccessExpiration } from '@/lms/fragments/accessExpiration';
import { decodeCertificateData, type CertificateData } from '@/lms/fragments/certificateData';
import {
  decodeDateBlocks,
  decodeDatesBannerInfo,
  type DateBlock,
  type DatesBannerInfo,
} from '@/lms/fragments/dateBlocks';
import { decodeOffer, type Offer } from '@/lms/fragments/offer';
import { decodeVerifiedMode, type VerifiedMode } from '@/lms/fragments/verifiedMode';

/** The outline tab's model (course-home §2): the wire body read field by field, the blocks split by kind. */

export interface OutlineCourse {
  /** The course run key (not the course block's id). */
  readonly id: string;
  readonly title: string;
  readonly sectionIds: readonly string[];
  readonly hasScheduledContent: boolean;
}

export interface OutlineSection {
  readonly id: string;
  readonly title: string;
  readonly complete: boolean;
  /** On the path to the resume point: the section starts open. */
  readonly resumeBlock: boolean;
  readonly sequenceIds: readonly string[];
  /**
   * Hidden from the table of contents (today's LMS `hide_from_toc`, sent to staff only: learners do not
   * get the block at all): listed with a note that it opens only from its link. Absent: false.
   */
  readonly hideFromToc?: boolean;
}

export interface OutlineSequence {
  readonly id: string;
  readonly title: string;
  readonly complete: boolean;
  /** The assignment type or special-exam text ("Homework", "Timed Exam"). */
  readonly description: string | null;
  readonly due: string | null;
  readonly effortActivities: number | null;
  /** Seconds. */
  readonly effortTime: number | null;
  /** The server's icon class (graded work and special exams have one). */
  readonly icon: string | null;
  /** false: the learner may not follow it; the title shows without a link. */
  readonly showLink: boolean;
  /** The legacy page of the sequence, when the courseware of this app cannot load it. */
  readonly legacyWebUrl: string | null;
  readonly sectionId: string;
  /** Hidden from the table of contents (staff only, as the section's): noted as reachable only by its link. */
  readonly hideFromToc?: boolean;
}

/** Today's LMS: a goal of days per week, with or without reminder emails (current-lms.md §3). */
export interface WeeklyLearningGoal {
  /** `weekly_learning_goal_enabled`: the weekly-goal card shows. */
  readonly enabled: boolean;
  /** The chosen days per week (a positive whole number), or null: no goal yet. */
  readonly daysPerWeek: number | null;
  /** Reminder emails; always false without a goal. */
  readonly subscribedToReminders: boolean;
}

/**
 * `course_goals` of either LMS: the spec's goal picker (`goal_options`, `selected_goal: {key, text}`) and
 * today's weekly goal (`weekly_learning_goal_enabled`, `selected_goal: {days_per_week,
 * subscribed_to_reminders}`). Each part is empty when the answer is of the other shape.
 */
export interface CourseGoals {
  readonly goalOptions: readonly (readonly [key: string, text: string])[];
  readonly selectedGoal: { readonly key: string; readonly text: string } | null;
  readonly weekly: WeeklyLearningGoal;
}

export type { AccessExpiration, CertificateData, Offer };

export interface CourseTool {
  readonly analyticsId: string;
  readonly title: string;
  readonly url: string;
}

export interface Outline {
  readonly kind: 'outline';
  readonly courseId: string;
  /** Server time minus device time (spec §7), from the answer's Date header; 0 without it. */
  readonly timeOffsetMillis: number;
  /** No course block: the learner may not see the outline (course-home §2 "private outline"). */
  readonly isPrivate: boolean;
  readonly course: OutlineCourse | null;
  readonly sections: Readonly<Record<string, OutlineSection>>;
  readonly sequences: Readonly<Record<string, OutlineSequence>>;
  readonly accessExpiration: AccessExpiration | null;
  readonly canShowUpgradeSock: boolean;
  readonly certData: CertificateData | null;
  readonly courseGoals: CourseGoals;
  readonly courseTools: readonly CourseTool[];
  readonly datesBannerInfo: DatesBannerInfo;
  readonly datesWidget: {
    readonly courseDateBlocks: readonly DateBlock[];
    readonly datesTabLink: string | null;
  };
  readonly enrollAlert: { readonly canEnroll: boolean; readonly extraText: string | null } | null;
  readonly enrollmentMode: string | null;
  readonly enableProctoredExams: boolean;
  readonly handoutsHtml: string;
  readonly hasEnded: boolean;
  readonly hasScheduledContent: boolean;
  readonly offer: Offer | null;
  readonly resumeCourse: { readonly hasVisitedCourse: boolean; readonly url: string | null };
  readonly userHasPassingGrade: boolean;
  readonly verifiedMode: VerifiedMode | null;
  readonly welcomeMessageHtml: string;
  /** What was wrong with the blocks (unknown types, missing children): logged by the page, not fatal. */
  readonly warnings: readonly string[];
}

/** A 404 on the outline: the browser goes to the legacy course page (spec §2, §8). */
export interface LegacyRedirect {
  readonly kind: 'legacy-redirect';
  readonly url: string;
}

/**
 * A 403 on the outline (today's LMS, where the learner must be redirected; current-lms.md §6): the course
 * metadata's `course_access` decides what the page shows, as on the current learning app.
 */
export interface OutlineRefused {
  readonly kind: 'refused';
}

export type OutlineResult = Outline | LegacyRedirect | OutlineRefused;

interface Blocks {
  course: OutlineCourse | null;
  sections: Record<string, OutlineSection>;
  sequences: Record<string, OutlineSequence>;
  warnings: string[];
}

/**
 * Splits the flat block map into course, sections and sequences (values are read by their own `id`, the
 * map's keys are never camelCased). Linear in the number of blocks: two passes, one over the map and one
 * down the tree from the course block. Unknown block types and missing children are skipped and reported.
 */
export function decodeBlocks(blocksValue: unknown, courseId: string): Blocks {
  const out: Blocks = { course: null, sections: {}, sequences: {}, warnings: [] };
  if (!isRecord(blocksValue)) return out;
  const byId = new Map<string, Reader>();
  let courseBlock: Reader | null = null;
  for (const [key, value] of Object.entries(blocksValue)) {
    if (!isRecord(value)) continue;
    const block = read(value, `$.course_blocks.blocks[${JSON.stringify(key)}]`);
    const id = block.optNonBlankString('id') ?? key;
    const type = block.optString('type');
    if (type === 'course') courseBlock = block;
    else if (type === 'chapter' || type === 'sequential') byId.set(id, block);
    else out.warnings.push(`Unexpected course block type: ${String(type)} (${id})`);
  }
  if (!courseBlock) return out;

  const childIds = (block: Reader, want: string): string[] => {
    const ids: string[] = [];
    for (const child of block.strings('children')) {
      const found = byId.get(child);
      if (found?.optString('type') === want) ids.push(child);
      else out.warnings.push(`Missing or misplaced child block ${child}`);
    }
    return ids;
  };

  // Today's LMS marks blocks hidden from the table of contents (`hide_from_toc`, staff only).
  const hidden = (block: Reader) => (block.optBool('hide_from_toc') ? { hideFromToc: true } : {});
  const sectionIds: string[] = [];
  for (const sectionId of childIds(courseBlock, 'chapter')) {
    const section = byId.get(sectionId);
    if (!section || out.sections[sectionId]) continue;
    const sequenceIds: string[] = [];
    for (const sequenceId of childIds(section, 'sequential')) {
      const sequence = byId.get(sequenceId);
      if (!sequence || out.sequences[sequenceId]) continue;
      const legacy = sequence.optUrl('legacy_web_url');
      const lms = sequence.optUrl('lms_web_url');
      const effortTime = sequence.optNum('effort_time');
      const effortActivities = sequence.optNum('effort_activities');
      out.sequences[sequenceId] = {
        id: sequenceId,
        title: sequence.optString('display_name') ?? '',
        complete: sequence.optBool('complete'),
        description: sequence.optNonBlankString('description'),
        due: isoDate(sequence.raw('due')),
        effortTime: effortTime !== null && effortTime > 0 ? effortTime : null,
        effortActivities:
          effortActivities !== null && effortActivities > 0 ? Math.floor(effortActivities) : null,
        icon: sequence.optNonBlankString('icon'),
        showLink: Boolean(legacy ?? lms),
        legacyWebUrl: legacy ?? lms,
        sectionId,
        ...hidden(sequence),
      };
      sequenceIds.push(sequenceId);
    }
    out.sections[sectionId] = {
      id: sectionId,
      title: section.optString('display_name') ?? '',
      complete: section.optBool('complete'),
      resumeBlock: section.optBool('resume_block'),
      sequenceIds,
      ...hidden(section),
    };
    sectionIds.push(sectionId);
  }
  out.course = {
    id: courseId,
    title: courseBlock.optString('display_name') ?? '',
    sectionIds,
    hasScheduledContent: courseBlock.optBool('has_scheduled_content'),
  };
  return out;
}

function decodeGoals(r: Reader | null): CourseGoals {
  const options: [string, string][] = [];
  const raw = r?.raw('goal_options');
  if (Array.isArray(raw)) {
    for (const option of raw) {
      if (Array.isArray(option) && typeof option[0] === 'string' && typeof option[1] === 'string') {
        options.push([option[0], option[1]]);
      }
    }
  }
  const selected = r?.optObj('selected_goal');
  const key = selected?.optNonBlankString('key');
  const text = selected?.optNonBlankString('text') ?? options.find(([k]) => k === key)?.[1] ?? null;
  // Today's shape: a number of days that is not a positive whole number means no goal.
  const days = selected?.raw('days_per_week');
  const daysPerWeek = typeof days === 'number' && Number.isInteger(days) && days > 0 ? days : null;
  return {
    goalOptions: options,
    selectedGoal: key && text ? { key, text } : null,
    weekly: {
      enabled: r?.optBool('weekly_learning_goal_enabled') ?? false,
      daysPerWeek,
      subscribedToReminders: daysPerWeek !== null && (selected?.optBool('subscribed_to_reminders') ?? false),
    },
  };
}

/**
 * GET /api/course_home/outline/{courseId}. The body must be an object (else the tab fails); everything in
 * it falls back to a safe default, so a server that sends less still gets an outline.
 */
export function decodeOutline(body: unknown, courseId: string, { meta, config }: DecodeContext): Outline {
  const r = read(body);
  const lms = config.LMS_BASE_URL;
  const blocksHolder = r.optObj('course_blocks');
  const blocks = decodeBlocks(blocksHolder?.raw('blocks'), courseId);
  const datesWidget = r.optObj('dates_widget');
  const enroll = r.optObj('enroll_alert');
  const resume = r.optObj('resume_course');
  const resumeUrl = resume?.optUrl('url');
  return {
    kind: 'outline',
    courseId,
    timeOffsetMillis: timeOffsetMillis(meta),
    isPrivate: blocks.course === null,
    course: blocks.course,
    sections: blocks.sections,
    sequences: blocks.sequences,
    accessExpiration: decodeAccessExpiration(r.optObj('access_expiration')),
    canShowUpgradeSock: r.optBool('can_show_upgrade_sock'),
    certData: decodeCertificateData(r.optObj('cert_data'), lms),
    courseGoals: decodeGoals(r.optObj('course_goals')),
    courseTools: r.optList('course_tools', (value, path) => {
      const tool = read(value, path);
      const title = tool.optNonBlankString('title');
      const url = tool.optUrl('url');
      if (!title || !url) throw tool.missing('a title and a url');
      return { analyticsId: tool.optString('analytics_id') ?? '', title, url: absoluteLmsUrl(url, lms) };
    }),
    datesBannerInfo: decodeDatesBannerInfo(r.optObj('dates_banner_info')),
    datesWidget: {
      courseDateBlocks: decodeDateBlocks(datesWidget, 'course_date_blocks'),
      datesTabLink: datesWidget?.optUrl('dates_tab_link') ?? null,
    },
    enrollAlert: enroll
      ? { canEnroll: enroll.optBool('can_enroll'), extraText: enroll.optNonBlankString('extra_text') }
      : null,
    enrollmentMode: r.optNonBlankString('enrollment_mode'),
    enableProctoredExams: r.optBool('enable_proctored_exams'),
    handoutsHtml: r.optString('handouts_html') ?? '',
    hasEnded: r.optBool('has_ended'),
    hasScheduledContent: r.optBool('has_scheduled_content'),
    offer: decodeOffer(r.optObj('offer')),
    resumeCourse: {
      hasVisitedCourse: resume?.optBool('has_visited_course') ?? false,
      url: resumeUrl ? absoluteLmsUrl(resumeUrl, lms) : null,
    },
    userHasPassingGrade: r.optBool('user_has_passing_grade'),
    verifiedMode: decodeVerifiedMode(r.optObj('verified_mode')),
    welcomeMessageHtml: r.optString('welcome_message_html') ?? '',
    warnings: blocks.warnings,
  };
}

/** The proctoring onboarding answer (course-home §5.1), or null when the course has none (404, `{}`). */
export interface ProctoringInfo {
  readonly onboardingStatus: string | null;
  readonly onboardingLink: string | null;
  readonly expirationDate: string | null;
  readonly onboardingReleaseDate: string | null;
  readonly onboardingPastDue: boolean;
}

export function decodeProctoringInfo(body: unknown, lmsBaseUrl: string): ProctoringInfo | null {
  if (!isRecord(body) || Object.keys(body).length === 0) return null;
  const r = read(body);
  const link = r.optUrl('onboarding_link');
  return {
    onboardingStatus: r.optNonBlankString('onboarding_status'),
    onboardingLink: link ? absoluteLmsUrl(link, lmsBaseUrl) : null,
    expirationDate: isoDate(r.raw('expiration_date')),
    onboardingReleaseDate: isoDate(r.raw('onboarding_release_date')),
    onboardingPastDue: r.optBool('onboarding_past_due'),
  };
}

/** The outline of a course whose outline call was refused (403) and whose metadata denies access. */
export function emptyOutline(courseId: string, config: DecodeContext['config']): Outline {
  return decodeOutline({}, courseId, { config, meta: { date: null, requestTime: 0, responseTime: 0 } });
}
