import { useState } from 'react';
import { readStored, writeStored } from '@/components/localStore';

/**
 * Where the phone's flyover keeps whether it is open (spec §3 "flyover visibility"), per course: one value
 * for the course's outline and courseware, so a flyover left open on one is open on the other.
 */
export const flyoverVisibleKey = (courseId: string) => `notificationTray.flyoverVisible.${courseId}`;

/** Whether the course's flyover is open (closed unless the learner left it open), and its setter, stored. */
export function useFlyoverVisible(courseId: string): readonly [boolean, (visible: boolean) => void] {
  const [visible, setVisible] = useState(() => readStored(flyoverVisibleKey(courseId)) === 'true');
  const set = (value: boolean) => {
    setVisible(value);
    writeStored(flyoverVisibleKey(courseId), String(value));
  };
  return [visible, set] as const;
}
