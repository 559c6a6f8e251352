import bellIcon from 'bootstrap-icons/icons/bell.svg?raw';
import { useIntl } from 'react-intl';
import { Icon } from '@/components/Icon';
import { loadable } from '@/components/loadable';
import { useUpgradeCard } from '@/components/upgrade/useUpgradeCard';
import flyoverMessages from '@/components/upgrade/flyoverMessages';
import { showsFlyover } from '@/rules/upgrade';
import messages from './messages';
import { useNotificationStatus } from './useNotificationStatus';
import { PANEL_ID, type RightSidebarState, type SidebarWidget } from '../context';

// The panel and the flyover are their own chunk, downloaded when the panel opens (by default only for
// learners with an upgrade to make); the card inside it is another.
const UpgradePanelChunk = loadable(() => import('./UpgradePanel'), 'UpgradePanel');

export const UPGRADE = 'UPGRADE';

/**
 * The upgrade widget's card by the server's clock, read again at the countdown's next step, and whether the
 * widget is offered: to enrolled learners, on a phone only as the flyover of audit learners before the
 * upgrade deadline (spec §5).
 */
function useUpgrade({ course, wide, current }: RightSidebarState) {
  const input = {
    accessExpiration: course.accessExpiration,
    offer: course.offer,
    verifiedMode: course.verifiedMode,
    contentTypeGatingEnabled: course.contentTypeGatingEnabled,
    enrollmentMode: course.enrollmentMode,
  };
  const { now, card } = useUpgradeCard(input, course.timeOffsetMillis);
  const available = course.isEnrolled && (wide || showsFlyover({ ...input, now }));
  return { card, available, open: available && current === UPGRADE };
}

/**
 * The upgrade trigger (spec §4 notification tray's toggle): "Notifications" with the unread dot, shown
 * while the notification's status is active. It turns inactive 3 seconds after the panel opens, and active
 * again when the card's state (the countdown's step) changes, also while the page stays open.
 */
function UpgradeTrigger(state: RightSidebarState) {
  const intl = useIntl();
  const { course, toggle } = state;
  const { card, available, open } = useUpgrade(state);
  const status = useNotificationStatus(course.id, card?.state ?? 'initialize', open);
  if (!available) return null;
  const unread = card !== null && status === 'active';
  return (
    <button
      type="button"
      className="btn btn-outline-primary btn-sm notification-tray-toggle"
      aria-expanded={open}
      aria-controls={open ? PANEL_ID : undefined}
      aria-label={intl.formatMessage(messages.toggle, { unread: String(unread) })}
      onClick={() => toggle(UPGRADE)}
    >
      <Icon svg={bellIcon} className="me-1" />
      {intl.formatMessage(flyoverMessages.toggleText)}
      {unread && <span className="notification-tray-dot" />}
    </button>
  );
}

/** The upgrade panel: the notification tray beside the content, or the phone's flyover. */
function UpgradePanel(state: RightSidebarState) {
  const { course, wide, close } = state;
  const { card, open } = useUpgrade(state);
  if (!open) return null;
  return (
    <UpgradePanelChunk
      id={PANEL_ID}
      course={course}
      card={card}
      mode={wide ? 'tray' : 'flyover'}
      onClose={close}
    />
  );
}

export const upgradeWidget: SidebarWidget = {
  id: UPGRADE,
  Trigger: UpgradeTrigger,
  Panel: UpgradePanel,
};
