import { defineMessages } from 'react-intl';

export default defineMessages({
  toggle: {
    id: 'learning.courseware.tray.toggle',
    defaultMessage: '{unread, select, true {Notifications (new)} other {Notifications}}',
    description:
      'Accessible name of the button that shows or hides the notification tray; "(new)" while a notification is unread.',
  },
  close: {
    id: 'learning.courseware.tray.close',
    defaultMessage: 'Close notification tray',
    description: 'Accessible name of the button that closes the notification tray.',
  },
  empty: {
    id: 'learning.courseware.tray.empty',
    defaultMessage: 'You have no new notifications at this time.',
    description: 'The notification tray when there is nothing to show.',
  },
});
