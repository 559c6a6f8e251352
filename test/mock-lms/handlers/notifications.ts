import { http, HttpResponse } from 'msw';
import { now } from '../clock';
import { lmsUrl } from '../env';
import { isCurrentEra } from '../era';
import { signedIn } from '../viewer';
import {
  NOTIFICATION_APPS,
  notificationCountBody,
  notificationPageBody,
  notificationsOf,
  notificationsState,
} from '../wire/notifications';
import { notFound, unauthorized, type Cookies } from './util';

/**
 * The header bell's calls (current-lms.md §9; openedx-platform's notifications views): today's LMS only —
 * the spec's LMS (Sept 2021) had no notifications app, so it answers every one 404, as Django does for an
 * unknown path (no bell). A visitor gets DRF's 401. What the app marks seen or read stays so in the scope's
 * state until a reset; `POST /__mock/notifications` with `{"showTray": false}` turns the tray off, as the
 * LMS's `notifications.enable_notifications` flag does.
 */
function userOf(cookies: Cookies): { username: string } | { response: Response } {
  if (!isCurrentEra()) return { response: notFound() };
  const user = signedIn(cookies);
  return user ? { username: user.username } : { response: unauthorized() };
}

export const notificationsHandlers = [
  http.post(lmsUrl('/__mock/notifications'), async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { showTray?: unknown } | null;
    if (typeof body?.showTray !== 'boolean')
      return HttpResponse.json({ error: 'showTray must be true or false' }, { status: 400 });
    notificationsState().showTray = body.showTray;
    return HttpResponse.json({ showTray: body.showTray });
  }),
  http.get(lmsUrl('/api/notifications/count/'), ({ cookies }) => {
    const user = userOf(cookies);
    if ('response' in user) return user.response;
    return HttpResponse.json(notificationCountBody(user.username));
  }),
  http.get(lmsUrl('/api/notifications/'), ({ cookies, request }) => {
    const user = userOf(cookies);
    if ('response' in user) return user.response;
    const page = notificationPageBody(user.username, new URL(request.url));
    return page ? HttpResponse.json(page) : notFound('Invalid page.');
  }),
  // MarkNotificationsSeenAPIView: every unseen notification of the app, seen now.
  http.put(lmsUrl('/api/notifications/mark-seen/:app/'), ({ cookies, params }) => {
    const user = userOf(cookies);
    if ('response' in user) return user.response;
    for (const item of notificationsOf(user.username)) {
      if (item.appName === params.app && item.lastSeen === null) item.lastSeen = now();
    }
    return HttpResponse.json({ message: 'Notifications marked as seen.' });
  }),
  // NotificationReadAPIView: one notification by id (404 when it is not the user's), or an app's all.
  http.patch(lmsUrl('/api/notifications/read/'), async ({ cookies, request }) => {
    const user = userOf(cookies);
    if ('response' in user) return user.response;
    const body = (await request.json().catch(() => null)) as {
      notification_id?: unknown;
      app_name?: unknown;
    } | null;
    const list = notificationsOf(user.username);
    if (body?.notification_id) {
      const item = list.find((entry) => entry.id === Number(body.notification_id));
      if (!item) return notFound('No Notification matches the given query.');
      item.lastRead = now();
      return HttpResponse.json({ message: 'Notification marked read.' });
    }
    const app = body?.app_name;
    if (typeof app === 'string' && (NOTIFICATION_APPS as readonly string[]).includes(app)) {
      for (const item of list) if (item.appName === app && item.lastRead === null) item.lastRead = now();
      return HttpResponse.json({ message: 'Notifications marked read.' });
    }
    return HttpResponse.json({ error: 'Invalid app_name or notification_id.' }, { status: 400 });
  }),
];
