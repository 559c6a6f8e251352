import type { Logger } from '@/platform/logging';
import { timeOffsetMillis, type DecodeContext } from '../baseQuery';
import { decodeCelebrations, type CourseMetadata } from '../courseMetadata';
import { isoDate, read, type Reader } from '../decode';
import { decodeAccessExpiration } from '../fragments/accessExpiration';
import { decodeCertificateData } from '../fragments/certificateData';
import { decodeOffer } from '../fragments/offer';
import type {
  CoursewareCourse,
  CoursewareOutline,
  EntranceExam,
  NavSection,
  NavSequence,
  NavUnit,
  RelatedProgram,
  ResumePoint,
  Sequence,
  SequenceData,
  Unit,
  UnitContentType,
} from './types';

/**
 * Decoders of the courseware answers (contract §1–§5). They read defensively: the fields the app cannot
 * work without make the answer malformed (DecodeError); everything else falls back to a default.
 */

function decodePrograms(r: Reader): RelatedProgram[] {
  return r.optList('related_programs', (value, path) => {
    const p = read(value, path);
    const progress = p.optObj('progress');
    return {
      progress: {
        completed: progress?.optNum('completed') ?? 0,
        inProgress: progress?.optNum('in_progress') ?? 0,
        notStarted: progress?.optNum('not_started') ?? 0,
      },
      slug: p.optString('slug') ?? '',
      title: p.str('title'),
      url: p.optUrl('url') ?? '',
      uuid: p.optString('uuid') ?? '',
    };
  });
}

/** entrance_exam_data of today's LMS: null unless the course has an enabled entrance exam with a section. */
function decodeEntranceExam(r: Reader | null): EntranceExam | null {
  if (!r?.optBool('entrance_exam_enabled')) return null;
  const sectionId = r.optNonBlankString('entrance_exam_id');
  if (!sectionId) return null;
  const fraction = (key: string) => Math.min(1, Math.max(0, r.optNum(key) ?? 0));
  return {
    sectionId,
    passed: r.optBool('entrance_exam_passed'),
    currentScore: fraction('entrance_exam_current_score'),
    minimumScore: fraction('entrance_exam_minimum_score_pct'),
  };
}

/**
 * GET /api/courseware/course/{courseId} (contract §3; today's answer, current-lms.md §1), with the facts
 * taken from the course-home metadata, which carries them on the LMS of both eras: access, tabs, the staff
 * flags, the verified mode, org and number. Today's courseware answer no longer sends those, and a
 * spec-era one's copies are not read, so both eras give the same record.
 */
export function decodeCoursewareCourse(
  body: unknown,
  courseId: string,
  metadata: CourseMetadata,
  { config, meta }: Pick<DecodeContext, 'config'> & Partial<Pick<DecodeContext, 'meta'>>,
): CoursewareCourse {
  const r = read(body);
  const enrollment = r.optObj('enrollment');
  const notes = r.optObj('notes');
  const selectedGoal = r.optObj('course_goals')?.optObj('selected_goal');
  const days = selectedGoal?.optNum('days_per_week') ?? null;
  return {
    id: courseId,
    title: r.optNonBlankString('name') ?? r.optNonBlankString('title') ?? (metadata.title || courseId),
    number: metadata.number || (r.optString('display_number_with_default') ?? ''),
    org: metadata.org || (r.optString('display_org_with_default') ?? ''),
    start: isoDate(r.raw('start')),
    end: isoDate(r.raw('end')),
    enrollmentStart: isoDate(r.raw('enrollment_start')),
    enrollmentEnd: isoDate(r.raw('enrollment_end')),
    enrollmentMode: enrollment?.optNonBlankString('mode') ?? null,
    isEnrolled: enrollment?.optBool('is_active') ?? false,
    courseAccess: metadata.courseAccess,
    isStaff: metadata.isStaff,
    originalUserIsStaff: metadata.originalUserIsStaff,
    isMasquerading: metadata.isMasquerading,
    lmsHasLegacyPages: metadata.lmsHasLegacyPages,
    discussionSidebar: metadata.discussionSidebar,
    canViewLegacyCourseware: metadata.lmsHasLegacyPages && r.optBool('can_view_legacy_courseware'),
    license: r.optNonBlankString('license'),
    userTimezone: r.optNonBlankString('user_timezone') ?? metadata.userTimezone,
    tabs: metadata.tabs,
    verifiedMode: metadata.verifiedMode,
    accessExpiration: decodeAccessExpiration(r.optObj('access_expiration')),
    offer: decodeOffer(r.optObj('offer')),
    contentTypeGatingEnabled: r.optBool('content_type_gating_enabled'),
    showCalculator: r.optBool('show_calculator'),
    notes: { enabled: notes?.optBool('enabled') ?? false, visible: notes?.optBool('visible') ?? false },
    marketingUrl: r.optUrl('marketing_url'),
    celebrations: decodeCelebrations(r.optObj('celebrations')),
    userHasPassingGrade: r.optBool('user_has_passing_grade'),
    // Only an explicit false turns the exit page off (contract §11.1).
    courseExitPageIsActive: r.optBool('course_exit_page_is_active', true),
    certificateData: decodeCertificateData(r.optObj('certificate_data'), config.LMS_BASE_URL),
    verifyIdentityUrl: r.optUrl('verify_identity_url'),
    verificationStatus: r.optNonBlankString('verification_status') ?? 'none',
    linkedinAddToProfileUrl: r.optUrl('linkedin_add_to_profile_url'),
    relatedPrograms: decodePrograms(r),
    userNeedsIntegritySignature: r.optBool('user_needs_integrity_signature'),
    entranceExam: decodeEntranceExam(r.optObj('entrance_exam_data')),
    weeklyGoalDaysPerWeek: days !== null && days > 0 ? Math.floor(days) : null,
    timeOffsetMillis: timeOffsetMillis(meta),
  };
}

/** The blocks outline as read (contract §1), before the merge with learning sequences. */
export interface BlocksOutline {
  readonly course: { id: string; title: string; sectionIds: string[]; hasScheduledContent: boolean };
  readonly sections: Record<string, NavSection>;
  readonly sequences: Record<string, NavSequence>;
  readonly units: Record<string, NavUnit>;
}

/**
 * GET /api/courses/v2/blocks/ (contract §1): the tree from the course block down, normalised. Unknown
 * block types and children missing from the map are logged and skipped. Today's LMS marks sections and
 * sequences hidden from the table of contents (`hide_from_toc`, current-lms.md §4); a sequence in a hidden
 * section is hidden too.
 */
export function decodeBlocks(body: unknown, courseId: string, logger?: Logger): BlocksOutline {
  const r = read(body);
  const blocks = r.obj('blocks');
  const rootId = r.optNonBlankString('root');
  const entries = Object.keys(blocks.value).map((key) => blocks.obj(key));
  const block = (id: string) => (blocks.has(id) ? blocks.obj(id) : null);
  for (const entry of entries) {
    const type = entry.optString('type');
    if (!['course', 'chapter', 'sequential', 'vertical'].includes(type ?? '')) {
      logger?.logInfo(
        `Unexpected course block type: ${String(type)} with ID ${entry.optString('id') ?? '?'}.`,
      );
    }
  }
  const root =
    (rootId ? block(rootId) : null) ?? entries.find((entry) => entry.optString('type') === 'course') ?? null;
  if (!root || root.optString('type') !== 'course') throw r.missing('a course block');

  const sections: Record<string, NavSection> = {};
  const sequences: Record<string, NavSequence> = {};
  const units: Record<string, NavUnit> = {};
  const sectionIds: string[] = [];
  const missing = (parent: string, child: string, kind: string) =>
    logger?.logInfo(`${parent} has child block ${child}, but that block is not in the list of ${kind}.`);

  for (const sectionId of root.strings('children')) {
    const s = block(sectionId);
    if (!s || s.optString('type') !== 'chapter') {
      missing(`Course ${courseId}`, sectionId, 'sections');
      continue;
    }
    const sequenceIds: string[] = [];
    const sectionHidden = s.optBool('hide_from_toc');
    for (const sequenceId of s.strings('children')) {
      const q = block(sequenceId);
      if (!q || q.optString('type') !== 'sequential') {
        missing(`Section ${sectionId}`, sequenceId, 'sequences');
        continue;
      }
      const unitIds: string[] = [];
      for (const unitId of q.strings('children')) {
        const u = block(unitId);
        if (!u || u.optString('type') !== 'vertical') {
          missing(`Sequence ${sequenceId}`, unitId, 'units');
          continue;
        }
        unitIds.push(unitId);
        units[unitId] = {
          id: unitId,
          title: u.optString('display_name') ?? '',
          sequenceId,
          graded: u.optBool('graded'),
          legacyWebUrl: u.optUrl('legacy_web_url'),
        };
      }
      sequenceIds.push(sequenceId);
      sequences[sequenceId] = {
        id: sequenceId,
        title: q.optString('display_name') ?? '',
        sectionId,
        unitIds,
        effortActivities: q.optNum('effort_activities'),
        effortTime: q.optNum('effort_time'),
        legacyWebUrl: q.optUrl('legacy_web_url'),
        graded: q.optBool('graded'),
        hideFromToc: sectionHidden || q.optBool('hide_from_toc'),
      };
    }
    sectionIds.push(sectionId);
    sections[sectionId] = {
      id: sectionId,
      title: s.optString('display_name') ?? '',
      sequenceIds,
      courseId,
      hideFromToc: sectionHidden,
    };
  }
  return {
    course: {
      id: courseId,
      title: root.optString('display_name') ?? '',
      sectionIds,
      hasScheduledContent: root.optBool('has_scheduled_content'),
    },
    sections,
    sequences,
    units,
  };
}

/** The learning-sequences outline as read (contract §2). */
export interface LearningSequencesOutline {
  readonly title: string;
  readonly sections: { id: string; title: string; sequenceIds: string[] }[];
  readonly sequences: Record<
    string,
    { id: string; title: string; accessible: boolean; effectiveStart: string | null }
  >;
}

export function decodeLearningSequences(body: unknown): LearningSequencesOutline {
  const r = read(body);
  const outline = r.obj('outline');
  const sequenceMap = outline.obj('sequences');
  const sequences: LearningSequencesOutline['sequences'] = {};
  for (const key of Object.keys(sequenceMap.value)) {
    const q = sequenceMap.optObj(key);
    if (!q) continue;
    sequences[key] = {
      id: q.optNonBlankString('id') ?? key,
      title: q.optString('title') ?? '',
      accessible: q.optBool('accessible', true),
      effectiveStart: isoDate(q.raw('effective_start')),
    };
  }
  return {
    title: r.optString('title') ?? '',
    sections: outline.optList('sections', (value, path) => {
      const s = read(value, path);
      return { id: s.str('id'), title: s.optString('title') ?? '', sequenceIds: s.strings('sequence_ids') };
    }),
    sequences,
  };
}

/**
 * Merges the two outlines (contract §2): without learning sequences (null, or a masquerading staff
 * member) the blocks outline is used as it is. Otherwise learning sequences decide which sections and
 * sequences show, in which order and with which titles; `hasScheduledContent` is computed from them
 * first (a sequence not accessible with a start in the future), then those sequences, ids the blocks
 * outline does not know, and sections left empty are dropped. Scheduled sequences are never destinations.
 *
 * Hidden from the table of contents (blocks `hide_from_toc`, current-lms.md §4): today's learning
 * sequences leave such sections and sequences out for learners, and list them for staff. Either way they
 * are never in `sequenceOrder` (Previous, Next and the course root never go there); the ones learning
 * sequences left out stay known by id, outside every section's list, so a direct link still opens them.
 */
export function mergeOutlines(
  blocks: BlocksOutline,
  learning: LearningSequencesOutline | null,
  isMasquerading: boolean,
  now: number = Date.now(),
): CoursewareOutline {
  if (!learning || isMasquerading) return withOrder(blocks);
  const hasScheduledContent = Object.values(learning.sequences).some(
    (q) => !q.accessible && q.effectiveStart !== null && Date.parse(q.effectiveStart) > now,
  );
  const sections: Record<string, NavSection> = {};
  const sequences: Record<string, NavSequence> = {};
  const units: Record<string, NavUnit> = { ...blocks.units };
  const sectionIds: string[] = [];
  for (const section of learning.sections) {
    const knownSection = blocks.sections[section.id];
    if (!knownSection) continue;
    const sequenceIds: string[] = [];
    for (const id of section.sequenceIds) {
      const listed = learning.sequences[id];
      const known = blocks.sequences[id];
      if (!listed?.accessible || !known) continue;
      sequenceIds.push(id);
      sequences[id] = { ...known, title: listed.title || known.title, sectionId: section.id };
      for (const unitId of known.unitIds) {
        const unit = units[unitId];
        if (unit) units[unitId] = { ...unit, sequenceId: id };
      }
    }
    if (!sequenceIds.length) continue;
    sectionIds.push(section.id);
    sections[section.id] = {
      id: section.id,
      title: section.title || knownSection.title,
      sequenceIds,
      courseId: blocks.course.id,
      hideFromToc: knownSection.hideFromToc ?? false,
    };
  }
  // Reached by their link only: hidden blocks that learning sequences left out.
  for (const known of Object.values(blocks.sequences)) {
    if (!known.hideFromToc || sequences[known.id]) continue;
    sequences[known.id] = known;
    const blocksSection = blocks.sections[known.sectionId];
    if (!sections[known.sectionId] && blocksSection) {
      sections[known.sectionId] = {
        ...blocksSection,
        sequenceIds: blocksSection.sequenceIds.filter((id) => blocks.sequences[id]?.hideFromToc),
      };
    }
  }
  return withOrder({
    course: {
      id: blocks.course.id,
      title: learning.title || blocks.course.title,
      sectionIds,
      hasScheduledContent,
    },
    sections,
    sequences,
    units,
  });
}

function withOrder(outline: BlocksOutline): CoursewareOutline {
  return {
    ...outline,
    sequenceOrder: outline.course.sectionIds.flatMap((id) =>
      (outline.sections[id]?.sequenceIds ?? []).filter((sequenceId) => {
        const sequence = outline.sequences[sequenceId];
        return !sequence?.hideFromToc && !outline.sections[id]?.hideFromToc;
      }),
    ),
  };
}

const CONTENT_TYPES: readonly UnitContentType[] = ['video', 'other', 'vertical', 'problem', 'lock'];

/** Thrown by decodeSequence for an answer about another block type (a section): the sequence fails. */
export class WrongBlockTypeError extends Error {
  readonly blockType: string;
  constructor(sequenceId: string, blockType: string) {
    super(
      `Requested sequence '${sequenceId}' has block type '${blockType}'; expected block type 'sequential'.`,
    );
    this.name = 'WrongBlockTypeError';
    this.blockType = blockType;
  }
}

/**
 * GET /api/courseware/sequence/{id} (contract §4), with what the blocks outline knows about it (effort,
 * legacy URLs) and the course's integrity-signature flag for graded units.
 */
export function decodeSequence(
  body: unknown,
  requestedId: string,
  extra: {
    outline?: CoursewareOutline | null;
    userNeedsIntegritySignature?: boolean;
  } = {},
): SequenceData {
  const r = read(body);
  const blockType = r.optString('tag') ?? '';
  if (blockType !== 'sequential') throw new WrongBlockTypeError(requestedId, blockType || 'unknown');
  const id = r.optNonBlankString('item_id') ?? requestedId;
  const units: Record<string, Unit> = {};
  const unitIds: string[] = [];
  const gated = r.optObj('gated_content');
  const isGated = gated?.optBool('gated') ?? false;
  // Today's LMS lists a gated sequence's units (`is_gated`, a block type and no title, research 39 §4):
  // the lock wins, and those units are neither shown nor counted, as when the list was empty.
  const items = isGated ? [] : r.optList('items', (value, path) => read(value, path));
  for (const item of items) {
    const unitId = item.optNonBlankString('id');
    if (!unitId || units[unitId] || item.optBool('is_gated')) continue;
    const type = item.optString('type');
    const graded = item.optBool('graded');
    unitIds.push(unitId);
    units[unitId] = {
      id: unitId,
      sequenceId: id,
      bookmarked: item.optBool('bookmarked'),
      bookmarkedUpdateState: null,
      complete: item.optBool('complete'),
      title: item.optString('page_title') ?? extra.outline?.units[unitId]?.title ?? '',
      contentType: CONTENT_TYPES.includes(type as UnitContentType) ? (type as UnitContentType) : 'other',
      graded,
      containsContentTypeGatedContent: item.optBool('contains_content_type_gated_content'),
      legacyWebUrl: extra.outline?.units[unitId]?.legacyWebUrl ?? null,
      userNeedsIntegritySignature: graded && (extra.userNeedsIntegritySignature ?? false),
    };
  }
  const position = r.optNum('position');
  const index = position !== null && position >= 1 ? Math.floor(position) - 1 : 0;
  const known = extra.outline?.sequences[id];
  const sequence: Sequence = {
    id,
    blockType,
    unitIds,
    bannerText: r.optNonBlankString('banner_text'),
    format: r.optNonBlankString('format'),
    title: r.optString('display_name') ?? known?.title ?? '',
    gatedContent: {
      gated: isGated,
      prereqSectionName: gated?.optNonBlankString('prereq_section_name') ?? null,
      prereqId: gated?.optNonBlankString('prereq_id') ?? null,
      gatedSectionName: gated?.optNonBlankString('gated_section_name') ?? null,
    },
    isTimeLimited: r.optBool('is_time_limited'),
    isProctored: r.optBool('is_proctored'),
    isHiddenAfterDue: r.optBool('is_hidden_after_due'),
    // Kept inside the list: a stale position must not open a unit that is not there.
    activeUnitIndex: index < unitIds.length ? index : 0,
    saveUnitPosition: r.optBool('save_position'),
    showCompletion: r.optBool('show_completion'),
    allowProctoringOptOut: r.optBool('allow_proctoring_opt_out'),
    navigationDisabled: r.optBool('navigation_disabled'),
    effortActivities: known?.effortActivities ?? null,
    effortTime: known?.effortTime ?? null,
  };
  return { sequence, units };
}

/** GET /api/courseware/resume/{courseId} (contract §5). */
export function decodeResume(body: unknown): ResumePoint {
  const r = read(body);
  return {
    blockId: r.optNonBlankString('block_id'),
    sectionId: r.optNonBlankString('section_id'),
    unitId: r.optNonBlankString('unit_id'),
  };
}
