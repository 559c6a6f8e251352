import { afterEach, describe, expect, it } from 'vitest';
import { resetServerEra, setServerEra } from '../era';
import { call } from './testClient';

type Count = { show_notifications_tray: boolean; count: number; count_by_app_name: Record<string, number> };
type Page = {
  next: string | null;
  previous: string | null;
  num_pages: number;
  current_page: number;
  results: { id: number; app_name: string; last_read: string | null; content: string; created: string }[];
};

const count = async (persona: string) =>
  (await (await call(persona, '/api/notifications/count/')).json()) as Count;
const page = async (persona: string, app: string, number = 1) =>
  (await (
    await call(persona, `/api/notifications/?app_name=${app}&page=${number}&page_size=10&tray_opened=true`)
  ).json()) as Page;

afterEach(() => resetServerEra());

describe('mock LMS: the header bell’s notifications (current-lms.md §9)', () => {
  it('counts the unseen notifications of every app, each app listed', async () => {
    expect(await count('verified')).toEqual({
      show_notifications_tray: true,
      count: 6,
      count_by_app_name: { discussion: 4, updates: 1, grading: 1 },
      notification_expiry_days: 60,
    });
    expect((await count('audit')).count_by_app_name).toEqual({ discussion: 1, updates: 1, grading: 0 });
    expect((await count('staff')).count).toBe(0);
  });

  it('lists an app’s notifications newest first, ten a page, with links to the pages around', async () => {
    const first = await page('verified', 'discussion');
    expect(first.num_pages).toBe(3);
    expect(first.results).toHaveLength(10);
    expect(first.results.every((item) => item.app_name === 'discussion')).toBe(true);
    const times = first.results.map((item) => Date.parse(item.created));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(first.next).toMatch(/page=2/);
    expect(first.previous).toBeNull();
    const last = await page('verified', 'discussion', 3);
    expect(last.results).toHaveLength(3);
    expect(last.next).toBeNull();
    expect(last.previous).toMatch(/page=2/);
    expect((await call('verified', '/api/notifications/?app_name=discussion&page=4')).status).toBe(404);
  });

  it('writes what people wrote escaped into the content, as the LMS’s templates do', async () => {
    const { results } = await page('verified', 'discussion');
    expect(results[0]?.content).toBe(
      '<p><strong>Ana Torres</strong> responded to your post <strong>Why is 2 &lt; 3 &amp; 5 &gt; 4 in the quiz?</strong></p>',
    );
  });

  it('marks an app’s notifications seen, and keeps them so', async () => {
    const response = await call('verified', '/api/notifications/mark-seen/discussion/', { method: 'PUT' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Notifications marked as seen.' });
    expect((await count('verified')).count_by_app_name).toEqual({ discussion: 0, updates: 1, grading: 1 });
  });

  it('marks one notification read, or an app’s all, and refuses what is not the user’s', async () => {
    const unread = (await page('verified', 'updates')).results.filter((item) => item.last_read === null);
    expect(unread).toHaveLength(2);
    const one = await call('verified', '/api/notifications/read/', {
      method: 'PATCH',
      body: { notification_id: unread[0]!.id },
    });
    expect(await one.json()).toEqual({ message: 'Notification marked read.' });
    expect((await page('verified', 'updates')).results.filter((item) => !item.last_read)).toHaveLength(1);
    await call('verified', '/api/notifications/read/', { method: 'PATCH', body: { app_name: 'updates' } });
    expect((await page('verified', 'updates')).results.every((item) => item.last_read)).toBe(true);

    expect(
      (await call('audit', '/api/notifications/read/', { method: 'PATCH', body: { notification_id: 1001 } }))
        .status,
    ).toBe(200);
    expect(
      (await call('staff', '/api/notifications/read/', { method: 'PATCH', body: { notification_id: 1001 } }))
        .status,
    ).toBe(404);
    expect(
      (await call('verified', '/api/notifications/read/', { method: 'PATCH', body: { app_name: 'chat' } }))
        .status,
    ).toBe(400);
  });

  it('turns the tray off on request, refuses a visitor, and is not there on the spec’s LMS', async () => {
    await call(null, '/__mock/notifications', { method: 'POST', body: { showTray: false } });
    expect((await count('verified')).show_notifications_tray).toBe(false);
    expect((await call(null, '/api/notifications/count/')).status).toBe(401);
    setServerEra('spec');
    expect((await call('verified', '/api/notifications/count/')).status).toBe(404);
    expect((await call('verified', '/api/notifications/?app_name=discussion')).status).toBe(404);
  });
});
