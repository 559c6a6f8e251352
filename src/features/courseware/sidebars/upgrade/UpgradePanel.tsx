import { useState } from 'react';
import { useIntl } from 'react-intl';
import { loadable } from '@/components/loadable';
import { PluginSlot } from '@/components/plugin-slot/PluginSlot';
import { LoadingSpinner } from '@/components/Spinner';
import flyoverMessages from '@/components/upgrade/flyoverMessages';
import type { CoursewareCourse } from '@/lms/courseware/types';
import type { UpgradeCard as UpgradeCardModel } from '@/rules/upgrade';
import messages from './messages';

const UpgradeCard = loadable(() => import('@/components/upgrade/UpgradeCard'), 'UpgradeCard');

export interface UpgradePanelProps {
  readonly course: CoursewareCourse;
  /** The upgrade card, or null: nothing new. */
  readonly card: UpgradeCardModel | null;
}

/**
 * What the notification tray's panel holds (spec §2 "notification tray", "mobile flyover"): the upgrade
 * card, or "You have no new notifications at this time." (contract courseware §12.2). The panel's frame
 * (the side panel, or on a phone the full-screen flyover whose "Back to course" closes it) is drawn by the
 * widget (./widget.tsx) before this chunk arrives, so the trigger's `aria-controls` always names a panel
 * that is there. The content is the slot `upgrade_panel` (alias `notification_tray`) with upstream's
 * pluginProps.
 */
export function UpgradePanel({ course, card }: UpgradePanelProps) {
  const intl = useIntl();
  const loading = <LoadingSpinner label={intl.formatMessage(flyoverMessages.loading)} className="my-3" />;
  // Upstream's upgrade panel keeps a state its plugins read and set; here it starts as the card's state.
  const [upgradeState, setUpgradeState] = useState<unknown>(null);
  const upgradeCurrentState = upgradeState ?? card?.state ?? null;
  return (
    <PluginSlot
      id="org.openedx.frontend.learning.upgrade_panel.v1"
      idAliases={['org.openedx.frontend.learning.notification_tray.v1', 'notification_tray_slot']}
      pluginProps={{
        courseId: course.id,
        model: 'coursewareMeta',
        upgradeCurrentState,
        setUpgradeCurrentState: setUpgradeState,
        notificationCurrentState: upgradeCurrentState,
        setNotificationCurrentState: setUpgradeState,
      }}
    >
      {card ? (
        <UpgradeCard card={card} course={course} placement="in_course" headingLevel={3} fallback={loading} />
      ) : (
        <p className="mb-0">{intl.formatMessage(messages.empty)}</p>
      )}
    </PluginSlot>
  );
}

export default UpgradePanel;
