import { defineMessages } from 'react-intl';

/**
 * The words of the notifications the courseware's tray and the phone's flyover share (on the outline and in
 * the courseware). Their ids are the tray's, where they were first written, so translations carry over.
 */
export default defineMessages({
  toggleText: {
    id: 'learning.courseware.tray.toggle.text',
    defaultMessage: 'Notifications',
    description:
      'Visible text of the button that shows or hides the notification tray (in the courseware) or the full-screen notification flyover (on a phone, on the course outline too).',
  },
  heading: {
    id: 'learning.courseware.tray.heading',
    defaultMessage: 'Notifications',
    description:
      'Heading of the notification tray beside the courseware, and of the full-screen notification flyover on a phone.',
  },
  backToCourse: {
    id: 'upgrade.responsive.close.button',
    defaultMessage: 'Back to course',
    description:
      'Button that closes the full-screen notification flyover on a phone and returns to the course (the unit, or the course outline).',
  },
  loading: {
    id: 'learning.courseware.tray.loading',
    defaultMessage: 'Loading notifications…',
    description: 'Screen-reader text while the notification tray or flyover loads.',
  },
});
