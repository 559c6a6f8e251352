import bellIcon from 'bootstrap-icons/icons/bell.svg?raw';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { loadable } from '@/components/loadable';
import { writeStored } from '@/components/localStore';
import { LoadingSpinner } from '@/components/Spinner';
import { useUpgradeCard } from '@/components/upgrade/useUpgradeCard';
import { flyoverVisibleKey } from '@/components/upgrade/flyover';
import flyoverMessages from '@/components/upgrade/flyoverMessages';
import type { CoursewareCourse } from '@/lms/courseware/types';
import { showsFlyover } from '@/rules/upgrade';
import type { BuiltInWidget, RightSidebarState } from '../context';
import { SidePanel } from '../SidePanel';
import { SidebarTrigger } from '../SidebarTrigger';
import { UPGRADE, UPGRADE_PRIORITY } from '../widgets';
import messages from './messages';
import { useNotificationStatus } from './useNotificationStatus';

// What the panel holds is its own chunk, downloaded when the panel opens; the card inside it is another.
const UpgradePanelChunk = loadable(() => import('./UpgradePanel'), 'UpgradePanel');

/**
 * The upgrade widget's card by the server's clock, read again at the countdown's next step, and whether the
 * widget is offered: to enrolled learners, on a phone only as the flyover of audit learners before the
 * upgrade deadline (spec §5).
 */
export function useUpgrade(course: CoursewareCourse, wide: boolean) {
  const input = {
    accessExpiration: course.accessExpiration,
    offer: course.offer,
    verifiedMode: course.verifiedMode,
    contentTypeGatingEnabled: course.contentTypeGatingEnabled,
    enrollmentMode: course.enrollmentMode,
  };
  const { now, card } = useUpgradeCard(input, course.timeOffsetMillis);
  const available = course.isEnrolled && (wide || showsFlyover({ ...input, now }));
  return { card, available };
}

/**
 * The upgrade trigger (spec §4 notification tray's toggle): "Notifications" with the unread dot, shown
 * while the notification's status is active. It turns inactive 3 seconds after the panel opens, and active
 * again when the card's state (the countdown's step) changes, also while the page stays open.
 */
function UpgradeTrigger({ course, wide, current, toggle }: RightSidebarState) {
  const intl = useIntl();
  const { card } = useUpgrade(course, wide);
  const status = useNotificationStatus(course.id, card?.state ?? 'initialize', current === UPGRADE);
  const unread = card !== null && status === 'active';
  return (
    <SidebarTrigger
      id={UPGRADE}
      current={current}
      toggle={toggle}
      icon={bellIcon}
      className="notification-tray-toggle"
      label={intl.formatMessage(messages.toggle, { unread: String(unread) })}
    >
      {intl.formatMessage(flyoverMessages.toggleText)}
      {unread && <span className="notification-tray-dot" />}
    </SidebarTrigger>
  );
}

/**
 * The upgrade panel: the notification tray beside the content, or the phone's flyover. Its frame is here,
 * in the sidebars' chunk, so it is there from the moment the trigger says it is open (its `aria-controls`),
 * with a spinner until what it holds arrives.
 */
function UpgradeWidgetPanel({ course, wide, close }: RightSidebarState) {
  const intl = useIntl();
  const { card } = useUpgrade(course, wide);
  // The phone's flyover records whether it is open (spec §3), never to reopen it by itself (issue 37).
  useEffect(() => {
    if (wide) return undefined;
    writeStored(flyoverVisibleKey(course.id), 'true');
    return () => writeStored(flyoverVisibleKey(course.id), 'false');
  }, [wide, course.id]);
  return (
    <SidePanel
      title={intl.formatMessage(flyoverMessages.heading)}
      closeLabel={intl.formatMessage(messages.close)}
      beside={wide}
      onClose={close}
      className="notification-tray"
    >
      <UpgradePanelChunk
        course={course}
        card={card}
        fallback={<LoadingSpinner label={intl.formatMessage(flyoverMessages.loading)} className="my-3" />}
      />
    </SidePanel>
  );
}

/**
 * The upgrade widget (the spec's notification tray; frontend-app-learning/src/widgets/upgrade, priority 20).
 */
export const upgradeWidget: BuiltInWidget = {
  id: UPGRADE,
  priority: UPGRADE_PRIORITY,
  Trigger: UpgradeTrigger,
  Panel: UpgradeWidgetPanel,
};
