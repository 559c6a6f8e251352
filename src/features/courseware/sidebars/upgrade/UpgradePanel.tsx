import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { loadable } from '@/components/loadable';
import { writeStored } from '@/components/localStore';
import { flyoverVisibleKey } from '@/components/upgrade/flyover';
import { PluginSlot } from '@/components/plugin-slot/PluginSlot';
import { LoadingSpinner } from '@/components/Spinner';
import flyoverMessages from '@/components/upgrade/flyoverMessages';
import type { CoursewareCourse } from '@/lms/courseware/types';
import type { UpgradeCard as UpgradeCardModel } from '@/rules/upgrade';
import { SidePanel } from '../SidePanel';
import messages from './messages';

const UpgradeCard = loadable(() => import('@/components/upgrade/UpgradeCard'), 'UpgradeCard');

export interface UpgradePanelProps {
  readonly course: CoursewareCourse;
  /** The upgrade card, or null: nothing new. */
  readonly card: UpgradeCardModel | null;
  /** Beside the content on wide windows; the full-screen flyover on narrow ones. */
  readonly mode: 'tray' | 'flyover';
  readonly onClose: () => void;
}

/**
 * The notification tray's panel (spec §2 "notification tray", "mobile flyover"): the upgrade card, or
 * "You have no new notifications at this time." (contract courseware §12.2), in the side panels' frame
 * (../SidePanel.tsx): on a phone the full-screen flyover whose "Back to course" closes it (focus returns
 * to the toggle). The content is the slot `upgrade_panel` (alias `notification_tray`) with upstream's
 * pluginProps.
 */
export function UpgradePanel({ course, card, mode, onClose }: UpgradePanelProps) {
  const intl = useIntl();
  const loading = <LoadingSpinner label={intl.formatMessage(flyoverMessages.loading)} className="my-3" />;
  // Upstream's upgrade panel keeps a state its plugins read and set; here it starts as the card's state.
  const [upgradeState, setUpgradeState] = useState<unknown>(null);
  const upgradeCurrentState = upgradeState ?? card?.state ?? null;
  // The phone's flyover records whether it is open (spec §3), never to reopen it by itself (issue 37).
  const flyover = mode === 'flyover';
  useEffect(() => {
    if (!flyover) return undefined;
    writeStored(flyoverVisibleKey(course.id), 'true');
    return () => writeStored(flyoverVisibleKey(course.id), 'false');
  }, [flyover, course.id]);
  return (
    <SidePanel
      title={intl.formatMessage(flyoverMessages.heading)}
      closeLabel={intl.formatMessage(messages.close)}
      beside={!flyover}
      onClose={onClose}
      className="notification-tray"
    >
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
          <UpgradeCard
            card={card}
            course={course}
            placement="in_course"
            headingLevel={3}
            fallback={loading}
          />
        ) : (
          <p className="mb-0">{intl.formatMessage(messages.empty)}</p>
        )}
      </PluginSlot>
    </SidePanel>
  );
}

export default UpgradePanel;
