import bellIcon from 'bootstrap-icons/icons/bell.svg?raw';
import { useIntl } from 'react-intl';
import { loadable } from '@/components/loadable';
import { useUpgradeCard } from '@/components/upgrade/useUpgradeCard';
import flyoverMessages from '@/components/upgrade/flyoverMessages';
import type { CoursewareCourse } from '@/lms/courseware/types';
import { showsFlyover } from '@/rules/upgrade';
import type { BuiltInWidget, RightSidebarState } from '../context';
import { SidebarTrigger } from '../SidebarTrigger';
import { UPGRADE, UPGRADE_PRIORITY } from '../widgets';
import messages from './messages';
import { useNotificationStatus } from './useNotificationStatus';

// The panel and the flyover are their own chunk, downloaded when the panel opens; the card inside it is
// another.
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

/** The upgrade panel: the notification tray beside the content, or the phone's flyover. */
function UpgradeWidgetPanel({ course, wide, close }: RightSidebarState) {
  const { card } = useUpgrade(course, wide);
  return <UpgradePanelChunk course={course} card={card} mode={wide ? 'tray' : 'flyover'} onClose={close} />;
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
