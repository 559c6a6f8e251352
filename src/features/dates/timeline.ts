import { dayKey } from './dayKey';
import { isLearnerAssignment } from '@/rules/datesBanners';
import { type DateBlock } from '@/lms/fragments/dateBlocks';

export type BadgeKind = 'today' | 'completed' | 'pastDue' | 'dueNext' | 'unreleased' | 'verifiedOnly';

/** The order badges are shown in; the first one shown for a day colours its dot. */
export const BADGE_ORDER: readonly BadgeKind[] = [
  'today',
  'completed',
  'pastDue',
  'dueNext',
  'unreleased',
  'verifiedOnly',
];

export interface TimelineItem {
  readonly block: DateBlock;
  readonly dueNext: boolean;
  /** Badges of this item that the day does not already show. */
  readonly badges: readonly BadgeKind[];
  /** The title links to the assignment: a learner assignment with a link. */
  readonly linked: boolean;
  /** Greyed when false: no access, or an assignment not released yet. */
  readonly available: boolean;
}

export interface TimelineDay {
  /** `YYYY-MM-DD` in the learner's zone. */
  readonly key: string;
  /** A moment on that day (the first item's date, or now for an inserted "today"). */
  readonly date: string;
  readonly isToday: boolean;
  readonly isFuture: boolean;
  readonly badges: readonly BadgeKind[];
  /** What colours the day's dot: its first badge, 'future' for a future day without one, else null. */
  readonly dot: BadgeKind | 'future' | null;
  readonly items: readonly TimelineItem[];
}

const isPastDue = (block: DateBlock, now: number) => !block.complete && Date.parse(block.date) < now;
const isUnreleased = (block: DateBlock) => !block.link;

function dayBadges(items: readonly { block: DateBlock; dueNext: boolean }[], isToday: boolean, now: number) {
  const assignments = items.map((i) => i.block).filter(isLearnerAssignment);
  const any = assignments.length > 0;
  const shown: Record<BadgeKind, boolean> = {
    today: isToday,
    completed: any && assignments.every((b) => b.complete),
    pastDue: any && assignments.every((b) => isPastDue(b, now)),
    dueNext: !isToday && items.some((i) => i.dueNext),
    unreleased: any && assignments.every(isUnreleased),
    verifiedOnly: items.length > 0 && items.every((i) => !i.block.learnerHasAccess),
  };
  return BADGE_ORDER.filter((kind) => shown[kind]);
}

function itemBadges(block: DateBlock, dueNext: boolean, now: number): BadgeKind[] {
  const assignment = isLearnerAssignment(block);
  const shown: Record<BadgeKind, boolean> = {
    today: false,
    completed: assignment && block.complete,
    pastDue: assignment && isPastDue(block, now),
    dueNext,
    unreleased: assignment && isUnreleased(block),
    verifiedOnly: !block.learnerHasAccess,
  };
  return BADGE_ORDER.filter((kind) => shown[kind]);
}

/**
 * The "Important dates" timeline (course-home §3, Badges): consecutive blocks grouped by their day in the
 * learner's zone (server order is kept), an empty "today" inserted where today falls when no date does,
 * "due next" on the first open learner assignment from now on, and the badges per day and per item (a
 * badge the day shows is not repeated on its items). One pass over the blocks.
 */
export function buildTimeline(
  blocks: readonly DateBlock[],
  now: number,
  timeZone?: string | null,
): TimelineDay[] {
  const today = dayKey(now, timeZone) ?? '';
  const groups: { key: string; date: string; items: { block: DateBlock; dueNext: boolean }[] }[] = [];
  let foundDueNext = false;
  let placedToday = false;
  const nowIso = new Date(now).toISOString();

  for (const block of blocks) {
    const key = dayKey(block.date, timeZone);
    if (!key) continue;
    let dueNext = false;
    if (!foundDueNext && isLearnerAssignment(block) && !block.complete && Date.parse(block.date) >= now) {
      foundDueNext = true;
      dueNext = true;
    }
    if (!placedToday && key >= today) {
      placedToday = true;
      if (key > today) groups.push({ key: today, date: nowIso, items: [] });
    }
    const last = groups[groups.length - 1];
    if (last && last.key === key) last.items.push({ block, dueNext });
    else groups.push({ key, date: block.date, items: [{ block, dueNext }] });
  }
  if (!placedToday) groups.push({ key: today, date: nowIso, items: [] });

  return groups.map((group) => {
    const isToday = group.key === today;
    const isFuture = group.key > today;
    const badges = dayBadges(group.items, isToday, now);
    const onDay = new Set(badges);
    return {
      key: group.key,
      date: group.date,
      isToday,
      isFuture,
      badges,
      dot: badges[0] ?? (isFuture ? 'future' : null),
      items: group.items.map(({ block, dueNext }) => ({
        block,
        dueNext,
        badges: itemBadges(block, dueNext, now).filter((kind) => !onDay.has(kind)),
        linked: isLearnerAssignment(block) && Boolean(block.link),
        available: block.learnerHasAccess && (Boolean(block.link) || !isLearnerAssignment(block)),
      })),
    };
  });
}
