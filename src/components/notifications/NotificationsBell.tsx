import { loadable } from '../loadable';
import { useFirstContentShown } from '../page/firstContent';

/**
 * The bell and its tray: a chunk of their own, downloaded once the page's first content has shown and the
 * page is quiet (../page/firstContent.ts).
 */
const Notifications = loadable(() => import('./Notifications'));

/**
 * The header's notifications bell (Open edX's header since Verawood), the default content of the slot
 * `org.openedx.frontend.layout.header_notifications_tray.v1`: nothing until the page's first content has
 * shown, then the bell, which asks the LMS whether to show itself (docs/decisions/0028-notifications-bell.md).
 */
export function NotificationsBell() {
  return useFirstContentShown({ quiet: true }) && <Notifications />;
}
