import { defineMessages } from 'react-intl';

/**
 * The bell's words. Where Open edX's notifications plugin (openedx/frontend-plugin-notifications, which
 * the header shows) says the same thing, its id and English (decision 0021).
 */
export default defineMessages({
  title: {
    id: 'notification.title',
    defaultMessage: 'Notifications',
    description: 'Heading of the notifications tray that opens from the bell in the header.',
  },
  bell: {
    id: 'notification.bell.icon.alt.message',
    defaultMessage: 'Notification bell icon',
    description: 'Accessible name of the header’s bell button, which opens the notifications tray.',
  },
  bellWithCount: {
    id: 'learning.notifications.bell.unseen',
    defaultMessage:
      '{count, plural, one {Notification bell icon, # new} other {Notification bell icon, # new}}',
    description:
      'Accessible name of the header’s bell button when there are notifications the learner has not seen yet; count is how many.',
  },
  unseen: {
    id: 'learning.notifications.unseen',
    defaultMessage: '{count, plural, one {# new notification} other {# new notifications}}',
    description:
      'Screen-reader status beside the header’s bell: how many notifications the learner has not seen yet.',
  },
  badgeMore: {
    id: 'learning.notifications.bell.more',
    defaultMessage: '{count, number}+',
    description:
      'The number on the header’s bell when more than 99 notifications are new; count is 99 ("99+").',
  },
  appUnseen: {
    id: 'learning.notifications.app.unseen',
    defaultMessage: '{app}, {count, plural, one {# new} other {# new}}',
    description:
      'Accessible name of a tab of the notifications tray: app is its name (Discussion, Updates…), count how many of its notifications are new.',
  },
  discussion: {
    id: 'learning.notifications.app.discussion',
    defaultMessage: 'Discussion',
    description: 'Tab of the notifications tray with the notifications from the course discussions.',
  },
  updates: {
    id: 'learning.notifications.app.updates',
    defaultMessage: 'Updates',
    description: 'Tab of the notifications tray with the announcements and updates from the course team.',
  },
  grading: {
    id: 'learning.notifications.app.grading',
    defaultMessage: 'Grading',
    description: 'Tab of the notifications tray with the notifications about grades of submitted work.',
  },
  preferences: {
    id: 'learning.notifications.preferences',
    defaultMessage: 'Notification preferences',
    description:
      'Link (a gear icon) in the notifications tray to the account page where the learner chooses which notifications they get.',
  },
  today: {
    id: 'notification.today.heading',
    defaultMessage: 'Last 24 hours',
    description: 'Heading of the notifications that came in the last 24 hours.',
  },
  earlier: {
    id: 'notification.earlier.heading',
    defaultMessage: 'Earlier',
    description: 'Heading of the notifications older than 24 hours.',
  },
  markAllRead: {
    id: 'notification.mark.as.read',
    defaultMessage: 'Mark all as read',
    description: 'Button in the notifications tray that marks every notification of the open tab as read.',
  },
  separator: {
    id: 'notification.fullStop',
    defaultMessage: '•',
    description: 'Separator between the course name and the time of a notification.',
  },
  unread: {
    id: 'learning.notifications.unread',
    defaultMessage: 'Unread',
    description: 'Screen-reader text of the dot that marks a notification the learner has not opened yet.',
  },
  loadMore: {
    id: 'notification.load.more.notifications',
    defaultMessage: 'Load more notifications',
    description: 'Button under the notifications that shows the next ones.',
  },
  allShown: {
    id: 'notification.recent.all.message',
    defaultMessage: 'That’s all of your recent notifications!',
    description: 'Shown under the last notification once every notification of the tab is shown.',
  },
  expiry: {
    id: 'notification.expired.delete.message',
    defaultMessage: 'Notifications are automatically cleared after {days} days',
    description: 'How long notifications are kept; days is a number of days.',
  },
  empty: {
    id: 'notification.no.message',
    defaultMessage: 'No notifications yet',
    description: 'Shown in the notifications tray when the open tab has no notifications.',
  },
  emptyHelp: {
    id: 'notification.no.help.message',
    defaultMessage: 'When you receive notifications they’ll show up here',
    description: 'Under "No notifications yet" in the notifications tray.',
  },
  failed: {
    id: 'learning.notifications.failed',
    defaultMessage: 'Your notifications could not be loaded.',
    description:
      'Shown in the notifications tray, with a "Try again" button, when the notifications failed to load.',
  },
  moreFailed: {
    id: 'learning.notifications.moreFailed',
    defaultMessage: 'More notifications could not be loaded.',
    description:
      'Shown under the notifications, with a "Try again" button, when the next ones failed to load.',
  },
});
