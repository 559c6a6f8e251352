import { resolvePath, type ResolveInput } from '@/features/courseware/pathRules';
import type { CoursewareOutline, Sequence } from '@/lms/courseware/types';

/*
 * What the courseware's path rules are tested with (src/features/courseware/pathRules.test.ts and
 * hiddenNavigation.test.ts): a sequence's answer as the decoder gives it, and resolvePath's defaults.
 */

/** An ungated, unproctored sequence of `unitIds`, its first unit active, titled by its id. */
export const sequenceOf = (id: string, unitIds: string[], over: Partial<Sequence> = {}): Sequence => ({
  id,
  blockType: 'sequential',
  unitIds,
  bannerText: null,
  format: null,
  title: id.toUpperCase(),
  gatedContent: { gated: false, prereqId: null, prereqSectionName: null, gatedSectionName: null },
  isTimeLimited: false,
  isProctored: false,
  isHiddenAfterDue: false,
  activeUnitIndex: 0,
  saveUnitPosition: true,
  showCompletion: true,
  allowProctoringOptOut: false,
  effortActivities: null,
  effortTime: null,
  ...over,
});

/** resolvePath in a course with `outline`: the course root, nothing else answered, unless `input` says. */
export const resolverIn =
  (courseId: string, outline: CoursewareOutline | null) => (input: Partial<ResolveInput>) =>
    resolvePath({
      courseId,
      sequenceId: null,
      unitId: null,
      outline,
      resume: 'loading',
      sequence: { status: 'loading' },
      ...input,
    });
