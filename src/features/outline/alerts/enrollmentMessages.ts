import { defineMessages } from 'react-intl';

export default defineMessages({
  enrollAlertLabel: {
    id: 'learning.outline.alert.enroll.label',
    defaultMessage: 'Enrollment',
    description:
      'Accessible name (for screen readers) of the alert that tells a signed-in user they are not enrolled in the course.',
  },
  enrollAlert: {
    id: 'learning.enrollment.alert',
    defaultMessage: 'You must be enrolled in the course to see course content.',
    description:
      'Tells a signed-in learner who is not enrolled that they must enroll to see course content (outline alert, courseware notice).',
  },
  staffEnrollAlert: {
    id: 'learning.staff.enrollment.alert',
    defaultMessage: 'You are viewing this course as staff, and are not enrolled.',
    description:
      'Tells a staff member that they see the course without being enrolled (outline alert, courseware notice).',
  },
  enrollNow: {
    id: 'learning.enrollment.enrollNow.Inline',
    defaultMessage: 'Enroll now',
    description: 'Button that enrolls the learner in the course.',
  },
  enrollFailed: {
    id: 'learning.outline.alert.enroll.failed',
    defaultMessage: 'We could not enroll you in this course. Please try again.',
    description: 'Shown when enrolling in the course failed.',
  },
});
