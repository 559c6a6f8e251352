import './notifications.scss';
import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from 'react-redux';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { RootState } from '@/lms/api';
import { notificationsApi, type NotificationCounts } from '@/lms/notifications';
import { Icon } from '../Icon';
import { afterFirstContent } from '../page/firstContent';
import messages from './messages';
import { badgeCount, openingApp, trayApps } from './model';
import { Tray } from './Tray';

/**
 * Bootstrap Icons' `bell`, written out: imported, its module would be shared with the course pages' first
 * chunks (the courseware's "Notifications" trigger shows it too) and split out of them into a file of its
 * own, one more file on their first visit.
 */
const BELL_SVG =
  '<svg fill="currentColor" viewBox="0 0 16 16"><path d="M8 16a2 2 0 0 0 2-2H6a2 2 0 0 0 2 2M8 1.918l-.797.161A4 4 0 0 0 4 6c0 .628-.134 2.197-.459 3.742-.16.767-.376 1.566-.663 2.258h10.244c-.287-.692-.502-1.49-.663-2.258C12.134 8.197 12 6.628 12 6a4 4 0 0 0-3.203-3.92zM14.22 12c.223.447.481.801.78 1H1c.299-.199.557-.553.78-1C2.68 10.2 3 6.88 3 6c0-2.42 1.72-4.44 4.005-4.901a1 1 0 1 1 1.99 0A5 5 0 0 1 13 6c0 .88.32 4.2 1.22 6"/></svg>';

/**
 * The header's notifications bell (Open edX's header since Verawood, openedx/frontend-plugin-notifications):
 * `GET /api/notifications/count/` decides whether it shows (`show_notifications_tray`; a failed or
 * malformed answer: no bell, and nothing said) and its badge, the unseen notifications. The count is asked
 * again after each move to another page, once that page has shown, as upstream asks on each path. Its
 * tray opens from the button, or from the address (`?showNotifications=true&app=discussion`).
 * docs/decisions/0028-notifications-bell.md.
 */
export default function Notifications() {
  const { data: counts, refetch } = notificationsApi.useGetNotificationCountsQuery(undefined);
  const store = useStore<RootState>();
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return undefined;
    shownPath.current = pathname;
    return afterFirstContent(store, () => void refetch(), { quiet: true });
  }, [pathname, refetch, store]);
  return counts?.showTray ? <Bell counts={counts} /> : null;
}

/**
 * The bell and its tray, as the header's user menu (../DisclosureMenu.tsx): a button with aria-expanded
 * that shows the tray below it; Escape closes it and gives focus back to the button, and so does a click
 * or focus outside (without moving focus). The tray follows the button, so Tab goes from one into the
 * other; inside, the arrow keys move between the tabs and between the notifications.
 */
function Bell({ counts }: { counts: NotificationCounts }) {
  const intl = useIntl();
  const apps = trayApps(counts);
  const [params] = useSearchParams();
  const [open, setOpen] = useState(() => params.get('showNotifications') === 'true');
  const [app, setApp] = useState(() => openingApp(apps, params.get('app')));
  const [top, setTop] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const trayId = useId();
  const headingId = useId();

  useEffect(() => {
    if (!open) return undefined;
    // Where the header ends, for the tray at phone width (fixed, the window's width).
    setTop(Math.round(root.current?.getBoundingClientRect().bottom ?? 0));
    const onOutside = (event: Event) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    // Escape from the button or anywhere in the tray.
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || !root.current?.contains(event.target as Node)) return;
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('mousedown', onOutside);
    document.addEventListener('focusin', onOutside);
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('mousedown', onOutside);
      document.removeEventListener('focusin', onOutside);
      document.removeEventListener('keydown', onEscape);
    };
  }, [open]);

  // Arrow Down opens it, as it opens the user menu.
  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' || open) return;
    event.preventDefault();
    setOpen(true);
  };

  const badge = badgeCount(counts.count);
  return (
    <div className="notifications" ref={root}>
      <button
        ref={button}
        type="button"
        className="btn notifications-bell"
        aria-expanded={open}
        aria-controls={trayId}
        aria-label={
          counts.count > 0
            ? intl.formatMessage(messages.bellWithCount, { count: counts.count })
            : intl.formatMessage(messages.bell)
        }
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKey}
      >
        <Icon svg={BELL_SVG} size="1.25rem" />
        {badge && (
          <span className="notifications-badge" aria-hidden="true">
            {badge.more
              ? intl.formatMessage(messages.badgeMore, { count: badge.value })
              : intl.formatNumber(badge.value)}
          </span>
        )}
      </button>
      <span className="visually-hidden" role="status">
        {counts.count > 0 && intl.formatMessage(messages.unseen, { count: counts.count })}
      </span>
      <section
        id={trayId}
        className="notifications-tray"
        aria-labelledby={headingId}
        hidden={!open}
        style={{ '--notifications-top': `${top}px` } as CSSProperties}
      >
        {open && <Tray counts={counts} apps={apps} app={app} onApp={setApp} headingId={headingId} />}
      </section>
    </div>
  );
}
