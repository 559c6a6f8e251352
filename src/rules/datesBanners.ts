import { ASSIGNMENT_DUE_DATE, type DateBlock, type DatesBannerInfo } from '@/lms/fragments/dateBlocks';

/** An assignment the learner can work on: its due date, and not gated (course-home §3). */
export const isLearnerAssignment = (block: DateBlock) =>
  block.dateType === ASSIGNMENT_DUE_DATE && block.learnerHasAccess;

export type DatesBannerKind = 'info' | 'resetDates' | 'upgradeToReset' | 'upgradeToComplete';

export interface DatesBannerInput {
  readonly info: DatesBannerInfo;
  readonly hasEnded: boolean;
  readonly isSelfPaced: boolean;
  /** The blocks of the tab (the whole list on the dates tab, the widget's on the outline). */
  readonly blocks: readonly DateBlock[];
  readonly tab: 'dates' | 'outline';
}

/**
 * Which date-shift banners show (spec §5, course-home §3): none unless the course is self-paced, has an
 * assignment date and has not ended. "Shift due dates" when deadlines were missed and none of the missed
 * work is gated; "upgrade to shift" when gating applies, gated work was missed and an upgrade link exists;
 * on the dates tab only, "upgrade to complete graded work" when gating applies, nothing was missed and an
 * upgrade link exists, or else the schedule information when nothing was missed.
 */
export function datesBanners({
  info,
  hasEnded,
  isSelfPaced,
  blocks,
  tab,
}: DatesBannerInput): DatesBannerKind[] {
  if (!isSelfPaced || hasEnded || !blocks.some((b) => b.dateType === ASSIGNMENT_DUE_DATE)) return [];
  const link = Boolean(info.verifiedUpgradeLink);
  if (info.missedDeadlines && !info.missedGatedContent) return ['resetDates'];
  if (info.contentTypeGatingEnabled && info.missedDeadlines && info.missedGatedContent && link) {
    return ['upgradeToReset'];
  }
  if (tab === 'dates' && !info.missedDeadlines) {
    return [info.contentTypeGatingEnabled && link ? 'upgradeToComplete' : 'info'];
  }
  return [];
}
