import { defineMessages } from 'react-intl';

/**
 * The enrolment and sign-in alerts' words, shared by the outline's alerts and the courseware's notices
 * (both chunks of their own): apart from ./messages.ts, which comes with every alert (the dates tab's
 * banners too), so a page that shows no such alert does not download them.
 */
export default defineMessages({
  mustEnroll: {
    id: 'learning.enrollment.alert',
    defaultMessage: 'You must be enrolled in the course to see course content.',
    description:
      'Tells a signed-in learner who is not enrolled that they must enroll to see course content (outline alert, courseware notice).',
  },
  staffUnenrolled: {
    id: 'learning.staff.enrollment.alert',
    defaultMessage: 'You are viewing this course as staff, and are not enrolled.',
    description:
      'Tells a staff member that they see the course without being enrolled (outline alert, courseware notice).',
  },
  registerLink: {
    id: 'learning.logistration.register',
    defaultMessage: 'register',
    description:
      'Link to the registration page inside a sentence that asks the visitor to sign in or register.',
  },
});
