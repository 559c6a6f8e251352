import { DecodeError, read, type Reader } from '../decode';
import type { CoursewareOutline, SequenceData } from './types';

/**
 * The course-outline sidebar's model (current-lms.md §7): sections, their subsections (sequences) and
 * their units in course order, with completion. From today's LMS it is the navigation call's answer
 * (`GET /api/course_home/navigation/{courseId}`, `decodeNavigation`); on an LMS without that call (the
 * spec's, which answers 404) it is built from the blocks outline the courseware already has
 * (`navigationFromOutline`), where completion is known only for the units of the sequence shown.
 *
 * Blocks hidden from the table of contents (`hide_from_toc`, which today's LMS sends to staff only) are
 * left out, and so are the sequences and units of hidden sections.
 */

/** Completed and completable children (wire `completion_stat`: `completion`, `completable_children`). */
export interface CompletionStat {
  readonly completed: number;
  readonly total: number;
}

/** The unit's icon (wire `icon` of a vertical: the first of problem, video among its children). */
export type SidebarUnitIcon = 'problem' | 'video' | 'other';

export interface SidebarUnit {
  readonly id: string;
  readonly title: string;
  readonly sequenceId: string;
  readonly complete: boolean;
  readonly icon: SidebarUnitIcon;
}

export interface SidebarSequence {
  readonly id: string;
  readonly title: string;
  readonly sectionId: string;
  readonly unitIds: readonly string[];
  readonly complete: boolean;
  /** Null when unknown (the blocks outline does not say). */
  readonly completionStat: CompletionStat | null;
  /** The learner cannot open it yet (wire `type: 'lock'`: a prerequisite, or not released). */
  readonly locked: boolean;
  /** A timed or proctored exam's short description (wire `special_exam_info`), or null. */
  readonly specialExamInfo: string | null;
}

export interface SidebarSection {
  readonly id: string;
  readonly title: string;
  readonly sequenceIds: readonly string[];
  readonly complete: boolean;
  readonly completionStat: CompletionStat | null;
}

export interface SidebarOutline {
  readonly sectionIds: readonly string[];
  readonly sections: Readonly<Record<string, SidebarSection>>;
  readonly sequences: Readonly<Record<string, SidebarSequence>>;
  readonly units: Readonly<Record<string, SidebarUnit>>;
  /** Where it came from: `navigation` (today's call) or `blocks` (the fallback, completion mostly unknown). */
  readonly source: 'navigation' | 'blocks';
}

const ICONS: readonly SidebarUnitIcon[] = ['problem', 'video', 'other'];

function completionStat(block: Reader): CompletionStat | null {
  const stat = block.optObj('completion_stat');
  if (!stat) return null;
  const total = stat.optNum('completable_children');
  const completed = stat.optNum('completion');
  if (total === null || total < 0) return null;
  return { total, completed: Math.min(total, Math.max(0, completed ?? 0)) };
}

/**
 * GET /api/course_home/navigation/{courseId}: `{blocks: {id: block}}`, one block per course, chapter,
 * sequential (or `lock`) and vertical, each with `children`, `display_name`, `complete`,
 * `completion_stat`, `hide_from_toc`, and `icon` (verticals) or `special_exam_info` (sequences). Without a
 * `blocks` map or a course block the answer is malformed (DecodeError); blocks of unknown types, children
 * missing from the map or of the wrong type, and hidden blocks are left out.
 */
export function decodeNavigation(body: unknown): SidebarOutline {
  const r = read(body);
  const blocks = r.obj('blocks');
  const block = (id: string) => blocks.optObj(id);
  const ofType = (id: string, types: readonly string[]) => {
    const b = block(id);
    return b && types.includes(b.optString('type') ?? '') && !b.optBool('hide_from_toc') ? b : null;
  };
  const rootKey = Object.keys(blocks.value).find((key) => block(key)?.optString('type') === 'course');
  if (rootKey === undefined) throw new DecodeError(blocks.path, 'a course block', blocks.value);
  const root = blocks.obj(rootKey);

  const sections: Record<string, SidebarSection> = {};
  const sequences: Record<string, SidebarSequence> = {};
  const units: Record<string, SidebarUnit> = {};
  const sectionIds: string[] = [];
  const title = (b: Reader) => b.optString('display_name') ?? '';

  for (const sectionId of root.strings('children')) {
    const s = ofType(sectionId, ['chapter']);
    if (!s || sections[sectionId]) continue;
    const sequenceIds: string[] = [];
    for (const sequenceId of s.strings('children')) {
      const q = ofType(sequenceId, ['sequential', 'lock']);
      if (!q || sequences[sequenceId]) continue;
      const unitIds: string[] = [];
      for (const unitId of q.strings('children')) {
        const u = ofType(unitId, ['vertical']);
        if (!u || units[unitId]) continue;
        const icon = u.optString('icon') as SidebarUnitIcon | null;
        unitIds.push(unitId);
        units[unitId] = {
          id: unitId,
          title: title(u),
          sequenceId,
          complete: u.optBool('complete'),
          icon: icon && ICONS.includes(icon) ? icon : 'other',
        };
      }
      sequenceIds.push(sequenceId);
      sequences[sequenceId] = {
        id: sequenceId,
        title: title(q),
        sectionId,
        unitIds,
        complete: q.optBool('complete'),
        completionStat: completionStat(q),
        locked: q.optString('type') === 'lock',
        specialExamInfo: q.optNonBlankString('special_exam_info'),
      };
    }
    sectionIds.push(sectionId);
    sections[sectionId] = {
      id: sectionId,
      title: title(s),
      sequenceIds,
      complete: s.optBool('complete'),
      completionStat: completionStat(s),
    };
  }
  return { sectionIds, sections, sequences, units, source: 'navigation' };
}

/**
 * The same model from the courseware's blocks outline (an LMS without the navigation call): titles and
 * order, no locks, and completion only for the units of the sequence shown (its answer, `shown`), whose
 * counts that sequence then gets. Hidden sections and sequences are left out.
 */
export function navigationFromOutline(
  outline: CoursewareOutline,
  shown: SequenceData | null,
): SidebarOutline {
  const sections: Record<string, SidebarSection> = {};
  const sequences: Record<string, SidebarSequence> = {};
  const units: Record<string, SidebarUnit> = {};
  const sectionIds: string[] = [];
  for (const sectionId of outline.course.sectionIds) {
    const section = outline.sections[sectionId];
    if (!section || section.hideFromToc) continue;
    const sequenceIds: string[] = [];
    for (const sequenceId of section.sequenceIds) {
      const sequence = outline.sequences[sequenceId];
      if (!sequence || sequence.hideFromToc) continue;
      const known = shown?.sequence.id === sequenceId ? shown : null;
      const unitIds = known ? known.sequence.unitIds : sequence.unitIds;
      for (const unitId of unitIds) {
        const live = known?.units[unitId];
        const type = live?.contentType;
        units[unitId] = {
          id: unitId,
          title: live?.title || outline.units[unitId]?.title || '',
          sequenceId,
          complete: live?.complete ?? false,
          icon: type === 'problem' || type === 'video' ? type : 'other',
        };
      }
      const completed = unitIds.filter((id) => units[id]?.complete).length;
      sequenceIds.push(sequenceId);
      sequences[sequenceId] = {
        id: sequenceId,
        title: sequence.title,
        sectionId,
        unitIds,
        complete: known ? completed === unitIds.length : false,
        completionStat: known ? { completed, total: unitIds.length } : null,
        locked: known?.sequence.gatedContent.gated ?? false,
        specialExamInfo: null,
      };
    }
    sectionIds.push(sectionId);
    sections[sectionId] = {
      id: sectionId,
      title: section.title,
      sequenceIds,
      complete: false,
      completionStat: null,
    };
  }
  return { sectionIds, sections, sequences, units, source: 'blocks' };
}

/**
 * The navigation answer with what the page knows newer: the units of the sequence shown take their
 * completion from its answer (a unit completed since the navigation call was made shows its check at
 * once), and that sequence's counts follow.
 */
export function withShownSequence(outline: SidebarOutline, shown: SequenceData | null): SidebarOutline {
  const sequence = shown ? outline.sequences[shown.sequence.id] : undefined;
  if (!shown || !sequence) return outline;
  let changed = false;
  const units = { ...outline.units };
  for (const unitId of sequence.unitIds) {
    const unit = units[unitId];
    const live = shown.units[unitId];
    if (unit && live?.complete && !unit.complete) {
      units[unitId] = { ...unit, complete: true };
      changed = true;
    }
  }
  if (!changed) return outline;
  const completed = sequence.unitIds.filter((id) => units[id]?.complete).length;
  const total = sequence.completionStat?.total ?? sequence.unitIds.length;
  return {
    ...outline,
    units,
    sequences: {
      ...outline.sequences,
      [sequence.id]: {
        ...sequence,
        complete: completed >= total,
        completionStat: { completed: Math.min(completed, total), total },
      },
    },
  };
}
