import './notifications.scss';
import bellSvg from 'bootstrap-icons/icons/bell.svg?raw';
import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from 'react-redux';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { RootState } from '@/lms/api';
import { notificationsApi, type NotificationCounts } from '@/lms/notifications';
import { Icon } from '../Icon';
import { afterPageShown } from '../pageShown';
import messages from './messages';
import { badgeCount, openingApp, trayApps } from './model';
import { Tray } from './Tray';

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
    return afterPageShown(store, () => void refetch());
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
        <Icon svg={bellSvg} size="1.25rem" />
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
