import { describe, expect, it } from 'vitest';
import { DecodeError } from './decode';
import {
  decodeNotificationCounts,
  decodeNotificationPage,
  loadedNotifications,
  notificationText,
  type NotificationPage,
} from './notifications';

const LMS = 'https://lms.example.com';
const meta = { date: null, requestTime: 0, responseTime: 0 };

describe('notificationText: the LMS’s HTML content as text', () => {
  it('keeps the text, its strong parts strong, and decodes what the LMS escaped', () => {
    expect(
      notificationText(
        '<p><strong>Ana</strong> responded to your post <strong>Why is 2 &lt; 3 &amp; 5 &gt; 4?</strong></p>',
      ),
    ).toEqual([
      { text: 'Ana', strong: true },
      { text: ' responded to your post ', strong: false },
      { text: 'Why is 2 < 3 & 5 > 4?', strong: true },
    ]);
    expect(notificationText('<p><b>Sam&#39;s</b> post &#x2014; &quot;hi&quot;&nbsp;!</p>')).toEqual([
      { text: "Sam's", strong: true },
      { text: ' post — "hi"\u00a0!', strong: false },
    ]);
  });

  it('never keeps markup: scripts, styles and comments go, tags are dropped, payloads stay text', () => {
    expect(notificationText('<script>alert(1)</script><style>p{}</style><!-- x --><p>Hello</p>')).toEqual([
      { text: 'Hello', strong: false },
    ]);
    expect(notificationText('&lt;img src=x onerror=alert(1)&gt;')).toEqual([
      { text: '<img src=x onerror=alert(1)>', strong: false },
    ]);
    expect(notificationText('<img src=x onerror="alert(1)"><a href="javascript:x">link</a>')).toEqual([
      { text: 'link', strong: false },
    ]);
  });

  it('folds white space and breaks between blocks, and leaves unknown or invalid references as written', () => {
    expect(notificationText('<p>One</p><p>Two<br>three   \n four</p>')).toEqual([
      { text: 'One Two three four', strong: false },
    ]);
    expect(notificationText('&eacute; &#0; &#xD800; &#1114112;')).toEqual([
      { text: '&eacute; &#0; &#xD800; &#1114112;', strong: false },
    ]);
    expect(notificationText('')).toEqual([]);
    expect(notificationText('<strong></strong></strong> x')).toEqual([{ text: 'x', strong: false }]);
  });
});

describe('decodeNotificationCounts', () => {
  it('reads the tray switch, the count and each app’s unseen notifications in the LMS’s order', () => {
    expect(
      decodeNotificationCounts({
        show_notifications_tray: true,
        count: 4,
        count_by_app_name: { discussion: 3, updates: 1, grading: 0 },
        notification_expiry_days: 60,
      }),
    ).toEqual({
      showTray: true,
      count: 4,
      apps: [
        { name: 'discussion', count: 3 },
        { name: 'updates', count: 1 },
        { name: 'grading', count: 0 },
      ],
      expiryDays: 60,
    });
  });

  it('adds the apps up when the count is missing, and leaves out apps whose count is not a number', () => {
    expect(
      decodeNotificationCounts({
        show_notifications_tray: false,
        count_by_app_name: { discussion: 2, updates: '1', grading: -3, '': 4, other: 1.7 },
      }),
    ).toEqual({
      showTray: false,
      count: 3,
      apps: [
        { name: 'discussion', count: 2 },
        { name: 'other', count: 1 },
      ],
      expiryDays: 0,
    });
  });

  it('is malformed without the tray switch (no bell)', () => {
    expect(() => decodeNotificationCounts({ count: 3 })).toThrow(DecodeError);
    expect(() => decodeNotificationCounts({ show_notifications_tray: 'true' })).toThrow(DecodeError);
    expect(() => decodeNotificationCounts(['an', 'array'])).toThrow(DecodeError);
    expect(() => decodeNotificationCounts(null)).toThrow(DecodeError);
  });
});

describe('decodeNotificationPage', () => {
  const item = (extra: Record<string, unknown> = {}) => ({
    id: 7,
    app_name: 'discussion',
    notification_type: 'new_response',
    content: '<p><strong>Li</strong> responded</p>',
    content_context: { course_name: 'Demonstration Course' },
    content_url: 'https://apps.example.com/discussions/c/posts/1',
    last_read: null,
    last_seen: '2025-01-01T10:00:00Z',
    created: '2025-01-01T09:00:00Z',
    ...extra,
  });

  it('reads each notification and whether more pages follow', () => {
    const page = decodeNotificationPage(
      { next: `${LMS}/api/notifications/?page=2`, results: [item()] },
      meta,
      LMS,
    );
    expect(page).toEqual({
      hasMore: true,
      timeOffset: 0,
      items: [
        {
          id: 7,
          app: 'discussion',
          type: 'new_response',
          text: [
            { text: 'Li', strong: true },
            { text: ' responded', strong: false },
          ],
          courseName: 'Demonstration Course',
          url: 'https://apps.example.com/discussions/c/posts/1',
          read: false,
          created: '2025-01-01T09:00:00Z',
        },
      ],
    });
    expect(decodeNotificationPage({ next: null, results: [] }, meta, LMS).hasMore).toBe(false);
  });

  it('makes an LMS path absolute, refuses other schemes, reads a read date, drops an item without an id', () => {
    const { items } = decodeNotificationPage(
      {
        results: [
          item({ id: 1, content_url: '/courses/c/jump_to/b', last_read: '2025-01-02T00:00:00Z' }),
          item({ id: 2, content_url: 'javascript:alert(1)', last_read: 'not a date', content_context: null }),
          item({ id: 'three' }),
          'not an object',
        ],
      },
      meta,
      LMS,
    );
    expect(items.map((entry) => [entry.id, entry.url, entry.read, entry.courseName])).toEqual([
      [1, `${LMS}/courses/c/jump_to/b`, true, 'Demonstration Course'],
      [2, null, false, null],
    ]);
  });

  it('is malformed without a list of results', () => {
    expect(() => decodeNotificationPage({ next: null }, meta, LMS)).toThrow(DecodeError);
    expect(() => decodeNotificationPage([1, 2], meta, LMS)).toThrow(DecodeError);
  });

  it('keeps the server’s clock offset from the answer’s Date header', () => {
    const page = decodeNotificationPage(
      { results: [] },
      { date: new Date(100_000).toUTCString(), requestTime: 0, responseTime: 0 },
      LMS,
    );
    expect(page.timeOffset).toBe(100_000);
  });
});

describe('loadedNotifications', () => {
  it('lists every page’s notifications once each, in page order', () => {
    const page = (ids: number[]): NotificationPage => ({
      hasMore: false,
      timeOffset: 0,
      items: ids.map((id) => ({
        id,
        app: 'discussion',
        type: '',
        text: [],
        courseName: null,
        url: null,
        read: false,
        created: null,
      })),
    });
    expect(loadedNotifications([page([3, 2]), page([2, 1])]).map((item) => item.id)).toEqual([3, 2, 1]);
    expect(loadedNotifications(undefined)).toEqual([]);
  });
});
