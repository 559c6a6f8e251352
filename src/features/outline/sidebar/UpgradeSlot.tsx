import type { CourseMetadata } from '@/lms/courseMetadata';
import type { Outline } from '../model';

/**
 * THE SLOT FOR THE UPGRADE CARD AND THE AUDIT FLYOVER (a later piece of work; spec §2 "Sidebar", §4
 * "Upgrade card", §5 "The flyover").
 *
 * Where: in the outline's sidebar, after the goal and before the dates widget, as the spec orders the
 * sidebar (welcome message, goal, upgrade card, dates widget). The mobile "Back to course" flyover for
 * audit learners opens from here too.
 *
 * What it gets: the course metadata (verifiedMode, userTimezone, org and id for analytics) and the outline
 * model, which already carries everything the card needs: `verifiedMode`, `accessExpiration`
 * (expirationDate, upgradeDeadline, upgradeUrl), `offer`, `canShowUpgradeSock`, `enrollmentMode`,
 * `datesWidget.courseDateBlocks` (the verified-upgrade-deadline) and `timeOffsetMillis` with `now`, the
 * server's clock, for the 168-hour and 24-hour countdown rules (never the device clock).
 *
 * How to fill it: replace the body with the card (keep it in its own lazily loaded chunk so the outline's
 * first download does not grow), and keep this component's name and props so the sidebar needs no change.
 * It renders nothing until then.
 */
export function UpgradeSlot(_props: { metadata: CourseMetadata; outline: Outline; now: number }) {
  return null;
}
