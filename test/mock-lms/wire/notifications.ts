import { now } from '../clock';
import { demoCourse } from '../courses';
import { blockId } from '../courses/model';
import { APP_ORIGIN, lmsUrl } from '../env';
import { escapeHtml } from '../handlers/util';
import { featureState } from '../state';

/**
 * The notifications of the header's bell as today's LMS keeps them (openedx-platform's
 * openedx/core/djangoapps/notifications: `Notification` with `content` rendered from its type's template,
 * the names and titles people wrote escaped into it; apps `discussion`, `updates`, `grading`;
 * `NOTIFICATIONS_EXPIRY` 60 days). One list per user, kept per scope (../scope.ts): what the app marks
 * seen or read stays so until a reset.
 */
export const NOTIFICATION_APPS = ['discussion', 'updates', 'grading'] as const;
export const NOTIFICATION_EXPIRY_DAYS = 60;

export interface MockNotification {
  readonly id: number;
  readonly appName: string;
  readonly notificationType: string;
  readonly content: string;
  readonly courseId: string;
  readonly courseName: string;
  readonly contentUrl: string;
  readonly created: number;
  lastSeen: number | null;
  lastRead: number | null;
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const strong = (text: string) => `<strong>${escapeHtml(text)}</strong>`;

/** The LMS's templates (base_notification.py), with what people wrote escaped into them. */
const CONTENT: Readonly<Record<string, (who: string, title: string) => string>> = {
  new_response: (who, title) => `<p>${strong(who)} responded to your post ${strong(title)}</p>`,
  new_comment: (who, title) =>
    `<p>${strong(who)} commented on ${strong('Vera Verified')} response to your post ${strong(title)}</p>`,
  new_comment_on_response: (who, title) =>
    `<p>${strong(who)} commented on your response to the post ${strong(title)}</p>`,
  response_on_followed_post: (who, title) =>
    `<p>${strong(who)} responded to a post you’re following: ${strong(title)}</p>`,
  response_endorsed: (_who, title) => `<p>Your response has been endorsed on the post ${strong(title)}</p>`,
  new_instructor_all_learners_post: (_who, title) => `<p>Your instructor posted ${strong(title)}</p>`,
  course_updates: (_who, title) => `<p>${strong(title)}</p>`,
  ora_grade_assigned: (_who, title) =>
    `<p>You have received 8 out of 10 on your assessment: ${strong(title)}</p>`,
};

const DISCUSSION_TYPES = [
  'new_response',
  'new_comment_on_response',
  'response_on_followed_post',
  'new_comment',
  'response_endorsed',
  'new_instructor_all_learners_post',
] as const;
const PEOPLE = ['Ana Torres', 'Kwame Mensah', 'Li Wei', 'Sofia Rossi', 'Omar Haddad', 'Maya Cohen'];
const POSTS = [
  'Why is 2 < 3 & 5 > 4 in the quiz?',
  'Study group for week 2',
  'Is the final exam open book?',
  'Tips for the drag-and-drop problem',
  'Where can I find the lecture slides?',
  'Video 3 has no captions',
  'Office hours this Friday',
];

interface Seed {
  readonly app: string;
  readonly type: string;
  readonly who: string;
  readonly title: string;
  /** How long ago, in milliseconds. */
  readonly ago: number;
  readonly seen: boolean;
  readonly read: boolean;
}

/**
 * The verified learner's notifications: 23 in discussions (three pages of ten), four of them unseen and
 * three within the last 24 hours; three course updates (one unseen) and two grades (one unseen), so the
 * tray has tabs, counts and "Load more notifications". The contract's audit learner has two apps with one
 * unseen notification each; every other persona has none.
 */
function seeds(username: string): Seed[] {
  if (username === 'verified_learner') {
    const discussion = Array.from({ length: 23 }, (_, i): Seed => {
      const ago = i === 0 ? 4 * MINUTE : i === 1 ? 3 * HOUR : i === 2 ? 20 * HOUR : (i - 1) * 1.5 * DAY;
      return {
        app: 'discussion',
        type: DISCUSSION_TYPES[i % DISCUSSION_TYPES.length]!,
        who: PEOPLE[(i * 5) % PEOPLE.length]!,
        title: POSTS[i % POSTS.length]!,
        ago,
        seen: i >= 4,
        read: i >= 6 && i % 3 !== 0,
      };
    });
    return [
      ...discussion,
      {
        app: 'updates',
        type: 'course_updates',
        who: '',
        title: 'Week 3 is now open',
        ago: 2 * HOUR,
        seen: false,
        read: false,
      },
      {
        app: 'updates',
        type: 'course_updates',
        who: '',
        title: 'Welcome to the course!',
        ago: 9 * DAY,
        seen: true,
        read: true,
      },
      {
        app: 'updates',
        type: 'course_updates',
        who: '',
        title: 'Office hours move to Fridays',
        ago: 16 * DAY,
        seen: true,
        read: false,
      },
      {
        app: 'grading',
        type: 'ora_grade_assigned',
        who: '',
        title: 'Essay: a city you know',
        ago: 26 * HOUR,
        seen: false,
        read: false,
      },
      {
        app: 'grading',
        type: 'ora_grade_assigned',
        who: '',
        title: 'Peer review: energy',
        ago: 12 * DAY,
        seen: true,
        read: true,
      },
    ];
  }
  if (username === 'edx') {
    return [
      {
        app: 'discussion',
        type: 'new_response',
        who: 'Li Wei',
        title: POSTS[1]!,
        ago: 30 * MINUTE,
        seen: false,
        read: false,
      },
      {
        app: 'discussion',
        type: 'response_endorsed',
        who: '',
        title: POSTS[2]!,
        ago: 5 * DAY,
        seen: true,
        read: true,
      },
      {
        app: 'updates',
        type: 'course_updates',
        who: '',
        title: 'Week 3 is now open',
        ago: 2 * HOUR,
        seen: false,
        read: false,
      },
    ];
  }
  return [];
}

function contentUrl(seed: Seed, id: number): string {
  const course = demoCourse.id;
  if (seed.app === 'discussion') return lmsUrl(`/discussions-app/${course}/posts/thread-${id}`);
  if (seed.app === 'updates') return `${APP_ORIGIN}/course/${course}/home`;
  return lmsUrl(`/courses/${course}/jump_to/${blockId(demoCourse, 'vertical', 'lesson_1_unit_1')}`);
}

function build(username: string): MockNotification[] {
  const at = now();
  return seeds(username).map((seed, index) => {
    const id = 1000 + index;
    const created = at - seed.ago;
    return {
      id,
      appName: seed.app,
      notificationType: seed.type,
      content: (CONTENT[seed.type] ?? CONTENT.course_updates!)(seed.who, seed.title),
      courseId: demoCourse.id,
      courseName: demoCourse.title,
      contentUrl: contentUrl(seed, id),
      created,
      lastSeen: seed.seen ? created + MINUTE : null,
      lastRead: seed.read ? created + 2 * MINUTE : null,
    };
  });
}

interface NotificationsState {
  /** `show_notifications_tray` (the LMS's `notifications.enable_notifications` flag): on by default. */
  showTray: boolean;
  readonly byUser: Map<string, MockNotification[]>;
}

export const notificationsState = () =>
  featureState<NotificationsState>('notifications', () => ({ showTray: true, byUser: new Map() }));

/** A user's notifications, newest first, without the expired ones. */
export function notificationsOf(username: string): MockNotification[] {
  const { byUser } = notificationsState();
  let list = byUser.get(username);
  if (!list) {
    list = build(username);
    byUser.set(username, list);
  }
  const expired = now() - NOTIFICATION_EXPIRY_DAYS * DAY;
  return list.filter((item) => item.created >= expired).sort((a, b) => b.created - a.created);
}

const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());

/** GET /api/notifications/count/ (NotificationCountView): unseen notifications per app, every app listed. */
export function notificationCountBody(username: string) {
  const countByApp: Record<string, number> = Object.fromEntries(NOTIFICATION_APPS.map((app) => [app, 0]));
  for (const item of notificationsOf(username)) {
    if (item.lastSeen === null) countByApp[item.appName] = (countByApp[item.appName] ?? 0) + 1;
  }
  return {
    show_notifications_tray: notificationsState().showTray,
    count: Object.values(countByApp).reduce((sum, count) => sum + count, 0),
    count_by_app_name: countByApp,
    notification_expiry_days: NOTIFICATION_EXPIRY_DAYS,
  };
}

/** One notification as NotificationSerializer writes it. */
export function notificationBody(item: MockNotification) {
  return {
    id: item.id,
    app_name: item.appName,
    notification_type: item.notificationType,
    content_context: {
      course_name: item.courseName,
      post_title: '',
      replier_name: '',
    },
    content: item.content,
    content_url: item.contentUrl,
    course_id: item.courseId,
    last_read: iso(item.lastRead),
    last_seen: iso(item.lastSeen),
    created: iso(item.created) ?? '',
  };
}

/**
 * GET /api/notifications/?app_name=&page=&page_size= (NotificationListAPIView with edx-drf-extensions'
 * DefaultPagination): the page asked for (an out-of-range page is the LMS's 404, `null` here).
 */
export function notificationPageBody(username: string, url: URL): Record<string, unknown> | null {
  const app = url.searchParams.get('app_name');
  const all = notificationsOf(username).filter((item) => !app || item.appName === app);
  const size = Math.min(100, Math.max(1, Number(url.searchParams.get('page_size')) || 10));
  const pages = Math.max(1, Math.ceil(all.length / size));
  const page = Number(url.searchParams.get('page') ?? '1');
  if (!Number.isInteger(page) || page < 1 || page > pages) return null;
  const link = (to: number) => {
    const next = new URL(url);
    next.searchParams.set('page', String(to));
    return next.toString();
  };
  return {
    next: page < pages ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    count: all.length,
    num_pages: pages,
    current_page: page,
    start: (page - 1) * size,
    results: all.slice((page - 1) * size, page * size).map(notificationBody),
  };
}
