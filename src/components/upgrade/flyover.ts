import { useState } from 'react';
import { writeStored } from '@/components/localStore';

/**
 * Where the phone's flyover records whether it is open (spec §3 "flyover visibility"), per course: one value
 * for the course's outline and courseware.
 */
export const flyoverVisibleKey = (courseId: string) => `notificationTray.flyoverVisible.${courseId}`;

/**
 * Whether the course's flyover is open, and its setter, which records the choice. It starts closed on every
 * visit: a full-screen panel left open once never opens again by itself (issue 37; upstream's sidebar never
 * opens by itself at phone width either), so the stored value is a record, not a reason to open.
 */
export function useFlyoverVisible(courseId: string): readonly [boolean, (visible: boolean) => void] {
  const [visible, setVisible] = useState(false);
  const set = (value: boolean) => {
    setVisible(value);
    writeStored(flyoverVisibleKey(courseId), String(value));
  };
  return [visible, set] as const;
}
