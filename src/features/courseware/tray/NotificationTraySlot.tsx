import './tray.scss';
import bellIcon from 'bootstrap-icons/icons/bell.svg?raw';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '@/components/Icon';
import { loadable } from '@/components/loadable';
import type { CoursewareCourse } from '@/lms/courseware/types';
import { useUpgradeCard } from '@/components/upgrade/useUpgradeCard';
import { showsFlyover } from '@/rules/upgrade';
import { useFlyoverVisible } from '@/components/upgrade/flyover';
import flyoverMessages from '@/components/upgrade/flyoverMessages';
import { MEDIUM_BREAKPOINT_PX, useWindowWidth } from '@/components/useWindowWidth';
import messages from './messages';
import { trayOpenByDefault } from './trayStatus';
import { useNotificationStatus } from './useNotificationStatus';

// The tray's panel and the flyover are their own chunk, downloaded when the tray opens (by default only for
// learners with an upgrade to make); the card inside it is another.
const NotificationTray = loadable(() => import('./NotificationTray'), 'NotificationTray');

/**
 * The courseware's notification tray (spec §2, §4; contract courseware §12.2) around the sequence area:
 * a toggle with an unread dot, and the tray beside the content on windows wider than the medium breakpoint
 * or, narrower, the full-screen flyover with "Back to course" (audit learners before the upgrade deadline
 * only, spec §5). The tray holds the upgrade card, or says there is nothing new.
 *
 * Open by default only with a verified mode on a wide window; the flyover's visibility is stored per course.
 * The unread dot shows while the notification's status is active: it turns inactive 3 seconds after the tray
 * opens, and active again when the card's state (the countdown's step) changes, also while the page stays
 * open (the card is read again at each step, `useUpgradeCard`).
 */
export function NotificationTraySlot({
  course,
  children,
}: {
  course: CoursewareCourse;
  children: ReactNode;
}) {
  const intl = useIntl();
  const trayId = useId();
  const width = useWindowWidth();
  const wide = width > MEDIUM_BREAKPOINT_PX;
  const input = {
    accessExpiration: course.accessExpiration,
    offer: course.offer,
    verifiedMode: course.verifiedMode,
    contentTypeGatingEnabled: course.contentTypeGatingEnabled,
    enrollmentMode: course.enrollmentMode,
  };
  // By the server's clock, read again at the countdown's next step: a new state makes the dot come back.
  const { now, card } = useUpgradeCard(input, course.timeOffsetMillis);
  const available = course.isEnrolled && (wide || showsFlyover({ ...input, now }));

  const [wideOpen, setWideOpen] = useState(() =>
    trayOpenByDefault({ hasVerifiedMode: course.verifiedMode !== null, windowWidth: width }),
  );
  const [flyoverOpen, setFlyoverOpen] = useFlyoverVisible(course.id);
  const open = available && (wide ? wideOpen : flyoverOpen);
  const setOpen = (value: boolean) => (wide ? setWideOpen(value) : setFlyoverOpen(value));
  const status = useNotificationStatus(course.id, card?.state ?? 'initialize', open);
  const unread = card !== null && status === 'active';

  const tray = (
    <NotificationTray
      id={trayId}
      course={course}
      card={card}
      mode={wide ? 'tray' : 'flyover'}
      onClose={() => setOpen(false)}
    />
  );
  // The same elements whether or not the tray is available, so the unit (its frame) never remounts.
  return (
    <div className="courseware-notifications">
      <div className="notification-tray-toggle-row">
        {available && (
          <button
            type="button"
            className="btn btn-outline-primary btn-sm notification-tray-toggle"
            aria-expanded={open}
            aria-controls={open ? trayId : undefined}
            aria-label={intl.formatMessage(messages.toggle, { unread: String(unread) })}
            onClick={() => setOpen(!open)}
          >
            <Icon svg={bellIcon} className="me-1" />
            {intl.formatMessage(flyoverMessages.toggleText)}
            {unread && <span className="notification-tray-dot" />}
          </button>
        )}
      </div>
      <div className="courseware-notifications-layout">
        <div className="courseware-notifications-main">{children}</div>
        {open && wide && tray}
      </div>
      {open && !wide && tray}
    </div>
  );
}
