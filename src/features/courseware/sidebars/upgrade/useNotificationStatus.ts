import { useEffect, useState } from 'react';
import { readStored, writeStored } from '@/components/localStore';
import {
  NOTIFICATION_SEEN_AFTER_MS,
  statusOnVisit,
  trayStorageKeys,
  type NotificationStatus,
  type StoredUpgradeState,
} from './notificationStatus';

function visit(courseId: string, current: StoredUpgradeState) {
  const keys = trayStorageKeys(courseId);
  return statusOnVisit(
    { status: readStored(keys.status), lastSeenState: readStored(keys.lastSeenState) },
    current,
  );
}

/**
 * The tray's notification status for a course (spec §4): what was stored, reset to active when the upgrade
 * notification state is not the one last seen, and inactive once the tray (`seeing`) has been open for
 * 3 seconds. Both values are kept in local storage.
 */
export function useNotificationStatus(
  courseId: string,
  current: StoredUpgradeState,
  seeing: boolean,
): NotificationStatus {
  // The verdict of this visit, again whenever the course or the state changes (adjusted during render).
  const key = `${courseId}|${current}`;
  const [entry, setEntry] = useState(() => ({ key, status: visit(courseId, current).status }));
  let status = entry.status;
  if (entry.key !== key) {
    status = visit(courseId, current).status;
    setEntry({ key, status });
  }

  // Store the verdict; a new state (the countdown moved on) makes the notification unread again.
  useEffect(() => {
    const keys = trayStorageKeys(courseId);
    const verdict = visit(courseId, current);
    if (verdict.changed) {
      writeStored(keys.status, 'active');
      writeStored(keys.lastSeenState, verdict.lastSeenState);
    }
  }, [courseId, current]);

  useEffect(() => {
    if (!seeing || status !== 'active') return;
    const timer = window.setTimeout(() => {
      writeStored(trayStorageKeys(courseId).status, 'inactive');
      setEntry({ key, status: 'inactive' });
    }, NOTIFICATION_SEEN_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [seeing, status, courseId, key]);

  return status;
}
