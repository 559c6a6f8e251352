import { defineMessages } from 'react-intl';

export default defineMessages({
  enrollAlertLabel: {
    id: 'learning.outline.alert.enroll.label',
    defaultMessage: 'Enrollment',
    description:
      'Accessible name (for screen readers) of the alert that tells a signed-in user they are not enrolled in the course.',
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
