/**
 * The notification tray's rules (spec §4 "Notification tray", §3 locally stored values, §9 3000 ms;
 * contract courseware §12.2), and where it keeps them: local storage, per course, under names that say
 * what they are (components/localStore.ts: storage that cannot be used changes nothing but memory). When
 * the tray opens by itself is the side panels' rule (../panels.ts).
 */
import { flyoverVisibleKey } from '@/components/upgrade/flyover';
import type { UpgradeNotificationState } from '@/rules/upgrade';

/** Spec §9: the notification counts as seen once the tray has been open this long. */
export const NOTIFICATION_SEEN_AFTER_MS = 3000;

export type NotificationStatus = 'active' | 'inactive';

/** The upgrade notification state as stored: the card's state, or `initialize` before any (spec §4). */
export type StoredUpgradeState = UpgradeNotificationState | 'initialize';

export const trayStorageKeys = (courseId: string) => ({
  /** `active` (the unread dot shows) or `inactive` (seen). */
  status: `notificationTray.status.${courseId}`,
  /** The upgrade notification state the learner last saw. */
  lastSeenState: `notificationTray.upgradeNotificationLastSeen.${courseId}`,
  /** Whether the phone-width flyover is open (spec §3 "flyover visibility"), shared with the outline. */
  flyoverVisible: flyoverVisibleKey(courseId),
});

/**
 * The status when the tray's page shows (spec §4): active by default; reset to active when the upgrade
 * notification state differs from the one last seen (which then becomes the last seen); otherwise what
 * was stored.
 */
export function statusOnVisit(
  stored: { readonly status: string | null; readonly lastSeenState: string | null },
  current: StoredUpgradeState,
): { status: NotificationStatus; lastSeenState: StoredUpgradeState; changed: boolean } {
  if (stored.lastSeenState !== current) return { status: 'active', lastSeenState: current, changed: true };
  return {
    status: stored.status === 'inactive' ? 'inactive' : 'active',
    lastSeenState: current,
    changed: false,
  };
}
