import { lmsApi } from './api';
import { timeOffsetMillis, type LmsResponseMeta } from './baseQuery';
import { absoluteLmsUrl, DecodeError, isoDate, isRecord, read } from './decode';

/**
 * The notifications of the header's bell (current-lms.md §9; openedx-platform's
 * openedx/core/djangoapps/notifications/views.py, read as openedx/frontend-plugin-notifications reads it).
 * The calls are injected by the bell's chunk, which loads after the page's first content
 * (docs/decisions/0028-notifications-bell.md): none of this is in a first visit.
 */

/** What `GET /api/notifications/count/` says: whether the tray shows, and the unseen notifications. */
export interface NotificationCounts {
  /** `show_notifications_tray`: false when the LMS turned the tray off (no bell). */
  readonly showTray: boolean;
  /** Unseen notifications in every app. */
  readonly count: number;
  /** The apps in the LMS's order (its `COURSE_NOTIFICATION_APPS`), each with its unseen notifications. */
  readonly apps: readonly { readonly name: string; readonly count: number }[];
  /** How many days the LMS keeps a notification (`notification_expiry_days`), 0 when not said. */
  readonly expiryDays: number;
}

/** A piece of a notification's text: the LMS's `<strong>` parts (names, post titles) stay strong. */
export interface TextPart {
  readonly text: string;
  readonly strong: boolean;
}

export interface AppNotification {
  readonly id: number;
  readonly app: string;
  /** `notification_type` (`new_response`, `course_updates`, …): picks the icon. */
  readonly type: string;
  /** The LMS's HTML content as text: never put on the page as markup. */
  readonly text: readonly TextPart[];
  readonly courseName: string | null;
  /** Where the notification leads: http(s) or an LMS path made absolute; null for anything else. */
  readonly url: string | null;
  readonly read: boolean;
  /** ISO date, or null when missing or unreadable. */
  readonly created: string | null;
}

/** One page of `GET /api/notifications/` for one app. */
export interface NotificationPage {
  readonly items: readonly AppNotification[];
  readonly hasMore: boolean;
  /** Server time minus the browser's, for "5 minutes ago" by the LMS's clock. */
  readonly timeOffset: number;
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** `&amp;`, `&#39;`, `&#x27;` and the few named references Django's escaping writes; others stay as written. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
      ? String.fromCodePoint(code)
      : whole;
  });
}

/** Elements whose content is never text: dropped with it. */
const DROPPED_CONTENT = /<(script|style|template|textarea|title|iframe|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const TAG = /<!--[\s\S]*?-->|<\/?([a-z][\w-]*)[^>]*>|<![^>]*>/gi;
const BLOCK = /^(p|br|div|li|ul|ol|h[1-6]|tr|table|section|article|header|footer)$/;

/**
 * A notification's content (HTML the LMS renders from its templates, with the names and titles people
 * wrote escaped in it) as text in parts: tags are dropped, `<strong>` and `<b>` mark their text strong,
 * block elements and line breaks become spaces, entities are decoded, white space is folded. Nothing of
 * it is ever parsed as markup by the browser, so whatever the content holds stays text.
 */
export function notificationText(html: string): TextPart[] {
  const parts: TextPart[] = [];
  let strong = 0;
  const push = (raw: string) => {
    // HTML's white space (not the no-break space) folds, as the browser would lay it out.
    let text = decodeEntities(raw.replace(/[ \t\n\r\f]+/g, ' '));
    if (text.startsWith(' ') && (parts.at(-1)?.text.endsWith(' ') ?? true)) text = text.slice(1);
    if (!text) return;
    const last = parts.at(-1);
    if (last && last.strong === strong > 0)
      parts[parts.length - 1] = { text: last.text + text, strong: last.strong };
    else parts.push({ text, strong: strong > 0 });
  };
  const source = html.replace(DROPPED_CONTENT, ' ');
  let at = 0;
  for (const match of source.matchAll(TAG)) {
    push(source.slice(at, match.index));
    at = match.index + match[0].length;
    const name = match[1]?.toLowerCase() ?? '';
    const closing = match[0][1] === '/';
    if (name === 'strong' || name === 'b') strong = Math.max(0, strong + (closing ? -1 : 1));
    else if (BLOCK.test(name)) push(' ');
  }
  push(source.slice(at));
  // No trailing space, and no part left empty by trimming it.
  const last = parts.at(-1);
  if (last) parts[parts.length - 1] = { ...last, text: last.text.replace(/ $/, '') };
  return parts.filter((part) => part.text !== '');
}

/**
 * `GET /api/notifications/count/`: `show_notifications_tray` must be a boolean (otherwise the answer is
 * malformed and the bell stays hidden); an app whose count is not a number is left out; `count`, when
 * missing, is the apps' sum.
 */
export function decodeNotificationCounts(body: unknown): NotificationCounts {
  const r = read(body);
  const showTray = r.bool('show_notifications_tray');
  const byApp = r.raw('count_by_app_name');
  const apps = isRecord(byApp)
    ? Object.entries(byApp).flatMap(([name, count]) =>
        name && typeof count === 'number' && Number.isFinite(count) && count >= 0
          ? [{ name, count: Math.floor(count) }]
          : [],
      )
    : [];
  const count = r.optNum('count');
  return {
    showTray,
    count: count !== null && count >= 0 ? Math.floor(count) : apps.reduce((sum, app) => sum + app.count, 0),
    apps,
    expiryDays: Math.max(0, Math.floor(r.optNum('notification_expiry_days') ?? 0)),
  };
}

function decodeNotification(value: unknown, path: string, lmsBaseUrl: string): AppNotification {
  const r = read(value, path);
  const id = r.num('id');
  const url = r.optUrl('content_url');
  return {
    id,
    app: r.optNonBlankString('app_name') ?? '',
    type: r.optNonBlankString('notification_type') ?? '',
    text: notificationText(r.optString('content') ?? ''),
    courseName: r.optObj('content_context')?.optNonBlankString('course_name') ?? null,
    url: url === null ? null : absoluteLmsUrl(url, lmsBaseUrl),
    read: isoDate(r.raw('last_read')) !== null,
    created: isoDate(r.raw('created')),
  };
}

/**
 * A page of `GET /api/notifications/` (edx-drf-extensions' paginated answer): `results` must be a list
 * (else malformed); a notification without a numeric id is left out; more pages follow when `next` names
 * one.
 */
export function decodeNotificationPage(
  body: unknown,
  meta: LmsResponseMeta | undefined,
  lmsBaseUrl: string,
): NotificationPage {
  const r = read(body);
  if (!Array.isArray(r.raw('results'))) throw new DecodeError('$.results', 'array', r.raw('results'));
  return {
    items: r.optList('results', (value, path) => decodeNotification(value, path, lmsBaseUrl)),
    hasMore: r.optNonBlankString('next') !== null,
    timeOffset: timeOffsetMillis(meta),
  };
}

/** Notifications per page, as upstream asks for them. */
export const NOTIFICATIONS_PAGE_SIZE = 10;

/** Every loaded notification of an app's pages, each once (a page asked later may repeat one). */
export function loadedNotifications(pages: readonly NotificationPage[] | undefined): AppNotification[] {
  const seen = new Set<number>();
  return (pages ?? []).flatMap((page) =>
    page.items.filter((item) => !seen.has(item.id) && seen.add(item.id)),
  );
}

/** A draft of a cached answer: the store's copy under Immer, which may be written. */
type Writable<T> = { -readonly [K in keyof T]: T[K] };

export const notificationsApi = lmsApi.injectEndpoints({
  endpoints: (build) => ({
    getNotificationCounts: build.query<NotificationCounts, undefined>({
      query: () => ({ url: '/api/notifications/count/', decode: decodeNotificationCounts }),
    }),
    /** An app's notifications, a page at a time ("Load more notifications"). */
    getNotifications: build.infiniteQuery<NotificationPage, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, _all, page) => (last.hasMore ? page + 1 : undefined),
      },
      query: ({ queryArg: app, pageParam: page }) => ({
        url: '/api/notifications/',
        params: { app_name: app, page, page_size: NOTIFICATIONS_PAGE_SIZE, tray_opened: true },
        decode: (body, { meta, config }) => decodeNotificationPage(body, meta, config.LMS_BASE_URL),
      }),
    }),
    /**
     * `PUT /api/notifications/mark-seen/{app}/`: the app's unseen count goes to 0 at once, as upstream's
     * tray does when it lists them, and comes back if the LMS did not take it.
     */
    markNotificationsSeen: build.mutation<null, string>({
      query: (app) => ({
        url: `/api/notifications/mark-seen/${encodeURIComponent(app)}/`,
        method: 'PUT',
        decode: () => null,
      }),
      async onQueryStarted(app, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getNotificationCounts', undefined, (draft) => {
            const counts = draft as Writable<NotificationCounts>;
            const entry = counts.apps.find((item) => item.name === app) as
              Writable<{ count: number }> | undefined;
            if (!entry) return;
            counts.count = Math.max(0, counts.count - entry.count);
            entry.count = 0;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
    /**
     * `PATCH /api/notifications/read/` with `{notification_id}` (one, when the learner opens it) or
     * `{app_name}` ("Mark all as read"): the loaded notifications show read at once, and unread again if
     * the LMS did not take it.
     */
    markNotificationsRead: build.mutation<null, { app: string; id?: number }>({
      query: ({ app, id }) => ({
        url: '/api/notifications/read/',
        method: 'PATCH',
        body: id === undefined ? { app_name: app } : { notification_id: id },
        decode: () => null,
      }),
      async onQueryStarted({ app, id }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getNotifications', app, (draft) => {
            for (const page of draft.pages) {
              for (const item of page.items)
                if (id === undefined || item.id === id) (item as Writable<AppNotification>).read = true;
            }
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
  }),
});
