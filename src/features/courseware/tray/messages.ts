import { defineMessages } from 'react-intl';

export default defineMessages({
  toggle: {
    id: 'learning.courseware.tray.toggle',
    defaultMessage: '{unread, select, true {Notifications (new)} other {Notifications}}',
    description:
      'Accessible name of the button that shows or hides the notification tray; "(new)" while a notification is unread.',
  },
  toggleText: {
    id: 'learning.courseware.tray.toggle.text',
    defaultMessage: 'Notifications',
    description: 'Visible text of the button that shows or hides the notification tray.',
  },
  heading: {
    id: 'learning.courseware.tray.heading',
    defaultMessage: 'Notifications',
    description: 'Heading of the notification tray beside the courseware.',
  },
  close: {
    id: 'learning.courseware.tray.close',
    defaultMessage: 'Close notification tray',
    description: 'Accessible name of the button that closes the notification tray.',
  },
  backToCourse: {
    id: 'learning.courseware.tray.backToCourse',
    defaultMessage: 'Back to course',
    description:
      'Button that closes the full-screen notification flyover on a phone and returns to the unit.',
  },
  empty: {
    id: 'learning.courseware.tray.empty',
    defaultMessage: 'You have no new notifications at this time.',
    description: 'The notification tray when there is nothing to show.',
  },
  loading: {
    id: 'learning.courseware.tray.loading',
    defaultMessage: 'Loading notifications…',
    description: 'Screen-reader text while the notification tray loads.',
  },
});
