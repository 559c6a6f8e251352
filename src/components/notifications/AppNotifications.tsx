import chatSvg from 'bootstrap-icons/icons/chat-square-text.svg?raw';
import clipboardSvg from 'bootstrap-icons/icons/clipboard-check.svg?raw';
import fileSvg from 'bootstrap-icons/icons/file-earmark-text.svg?raw';
import flagSvg from 'bootstrap-icons/icons/flag.svg?raw';
import megaphoneSvg from 'bootstrap-icons/icons/megaphone.svg?raw';
import patchSvg from 'bootstrap-icons/icons/patch-check.svg?raw';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch } from '@/lms/hooks';
import {
  loadedNotifications,
  notificationsApi,
  type AppNotification,
  type NotificationCounts,
} from '@/lms/notifications';
import { serverNow } from '../dates';
import { Icon } from '../Icon';
import sharedMessages from '../messages';
import laterMessages from '../laterMessages';
import { LoadingSpinner } from '../Spinner';
import { showToast } from '../toasts/toastsSlice';
import messages from './messages';
import { iconOf, splitByTime, timeAgo, type NotificationIcon } from './model';

const ICONS: Readonly<Record<NotificationIcon, string>> = {
  chat: chatSvg,
  endorsed: patchSvg,
  reported: flagSvg,
  update: megaphoneSvg,
  grade: clipboardSvg,
  other: fileSvg,
};

/**
 * One notification: its icon, its text (the LMS's HTML content as text, its strong parts strong), the
 * course and how long ago, and a dot while unread. With an address it is a link that opens in a new tab,
 * as upstream's does, and opening it marks it read.
 */
function NotificationItem({
  item,
  now,
  onOpen,
  onKeyDown,
}: {
  item: AppNotification;
  now: number;
  onOpen: (id: number) => void;
  onKeyDown: (event: KeyboardEvent) => void;
}) {
  const intl = useIntl();
  const ago = timeAgo(item.created, now);
  const body = (
    <>
      <Icon svg={ICONS[iconOf(item.type)]} size="1.25rem" className="notification-icon" />
      <span className="notification-body">
        <span className="notification-text" dir="auto">
          {item.text.map((part, index) =>
            part.strong ? <strong key={index}>{part.text}</strong> : <span key={index}>{part.text}</span>,
          )}
        </span>
        <span className="notification-meta">
          {item.courseName && (
            <>
              <span dir="auto">{item.courseName}</span>
              {ago && <span aria-hidden="true"> {intl.formatMessage(messages.separator)} </span>}
            </>
          )}
          {ago && item.created && (
            <time dateTime={item.created}>
              {intl.formatRelativeTime(ago.value, ago.unit, { numeric: 'auto' })}
            </time>
          )}
        </span>
      </span>
      {!item.read && (
        <span className="notification-unread">
          <span className="visually-hidden">{intl.formatMessage(messages.unread)}</span>
        </span>
      )}
    </>
  );
  if (!item.url) return <div className="notification">{body}</div>;
  const open = () => {
    if (!item.read) onOpen(item.id);
  };
  return (
    <a
      className="notification"
      href={item.url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={open}
      onAuxClick={open}
      onKeyDown={onKeyDown}
    >
      {body}
      <span className="visually-hidden">{intl.formatMessage(laterMessages.opensInNewTab)}</span>
    </a>
  );
}

/** A failure in the tray, said plainly, with "Try again". */
function Failure({ text, onRetry }: { text: string; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div className="notifications-failure alert alert-danger" role="alert">
      <p>{text}</p>
      <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRetry}>
        {intl.formatMessage(sharedMessages.tryAgain)}
      </button>
    </div>
  );
}

/**
 * An app's notifications, ten at a time (`GET /api/notifications/`, "Load more notifications"), grouped
 * into the last 24 hours and earlier. Once they have come, the app's unseen ones are marked seen
 * (`PUT …/mark-seen/{app}/`: the badge drops at once, and comes back if the LMS refuses); opening one
 * marks it read and "Mark all as read" marks the app's all (`PATCH …/read/`: shown at once, undone with
 * a toast if the LMS refuses).
 */
export function AppNotifications({ app, counts }: { app: string; counts: NotificationCounts }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const list = useRef<HTMLDivElement>(null);
  const {
    data,
    isError,
    isFetching,
    isFetchingNextPage,
    isFetchNextPageError,
    hasNextPage,
    fetchNextPage,
    refetch,
  } = notificationsApi.useGetNotificationsInfiniteQuery(app, { refetchOnMountOrArgChange: true });
  const [markSeen] = notificationsApi.useMarkNotificationsSeenMutation();
  const [markRead] = notificationsApi.useMarkNotificationsReadMutation();
  const items = loadedNotifications(data?.pages);

  // Seen once listed, as upstream marks them after its list call; once per time the tray shows the app.
  const unseen = counts.apps.find((entry) => entry.name === app)?.count ?? 0;
  const seenSent = useRef(false);
  const listed = Boolean(data) && !isFetching;
  useEffect(() => {
    if (!listed || unseen === 0 || seenSent.current) return;
    seenSent.current = true;
    void markSeen(app);
  }, [app, listed, markSeen, unseen]);

  // After "Load more notifications", focus goes to the first notification it brought.
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || items.length <= from) return;
    focusFrom.current = null;
    list.current?.querySelectorAll<HTMLElement>('.notification[href]')[from]?.focus();
  }, [items.length]);

  const read = (id?: number) => {
    markRead({ app, id })
      .unwrap()
      .catch(() => dispatch(showToast({ header: '', kind: 'unsaved' })));
  };

  // The arrow keys move between the notifications, as between the items of the header's menus.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = Array.from(list.current?.querySelectorAll<HTMLElement>('.notification[href]') ?? []);
    const at = links.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    event.preventDefault();
    links[Math.min(links.length - 1, Math.max(0, at + (event.key === 'ArrowDown' ? 1 : -1)))]?.focus();
  };

  if (!data) {
    return isError ? (
      <Failure text={intl.formatMessage(messages.failed)} onRetry={() => void refetch()} />
    ) : (
      <LoadingSpinner className="my-4" />
    );
  }
  if (items.length === 0) {
    return (
      <div className="notifications-end">
        <p className="notifications-end-title">{intl.formatMessage(messages.empty)}</p>
        <p>{intl.formatMessage(messages.emptyHelp)}</p>
      </div>
    );
  }

  const now = serverNow(data.pages.at(-1)?.timeOffset);
  const { today, earlier } = splitByTime(items, now);
  const section = (heading: string, group: AppNotification[], withMarkAll: boolean) =>
    group.length > 0 && (
      <section className="notifications-group">
        <div className="notifications-group-head">
          <h3 className="notifications-group-title">{heading}</h3>
          {withMarkAll && (
            <button type="button" className="btn btn-link btn-sm" onClick={() => read()}>
              {intl.formatMessage(messages.markAllRead)}
            </button>
          )}
        </div>
        <ul className="notifications-list">
          {group.map((item) => (
            <li key={item.id}>
              <NotificationItem item={item} now={now} onOpen={read} onKeyDown={onKeyDown} />
            </li>
          ))}
        </ul>
      </section>
    );

  let end;
  if (isFetchingNextPage) {
    end = <LoadingSpinner className="my-3" />;
  } else if (isFetchNextPageError) {
    end = <Failure text={intl.formatMessage(messages.moreFailed)} onRetry={() => void fetchNextPage()} />;
  } else if (hasNextPage) {
    end = (
      <button
        type="button"
        className="btn btn-primary notifications-more"
        onClick={() => {
          focusFrom.current = items.length;
          void fetchNextPage();
        }}
      >
        {intl.formatMessage(messages.loadMore)}
      </button>
    );
  } else {
    end = (
      <div className="notifications-end">
        <p className="notifications-end-title">{intl.formatMessage(messages.allShown)}</p>
        {counts.expiryDays > 0 && <p>{intl.formatMessage(messages.expiry, { days: counts.expiryDays })}</p>}
      </div>
    );
  }

  return (
    <div ref={list}>
      {section(intl.formatMessage(messages.today), today, true)}
      {section(intl.formatMessage(messages.earlier), earlier, today.length === 0)}
      {end}
    </div>
  );
}
