import { defineMessages } from 'react-intl';

export default defineMessages({
  dismiss: {
    id: 'pgn.Alert.closeLabel',
    defaultMessage: 'Dismiss',
    description: 'Accessible name of the button that closes an alert message.',
  },
  error: {
    id: 'learning.alert.type.error',
    defaultMessage: 'Error',
    description: 'Screen-reader text naming the kind of an alert message: an error.',
  },
  danger: {
    id: 'learning.alert.type.danger',
    defaultMessage: 'Warning',
    description: 'Screen-reader text naming the kind of an alert message: a serious warning.',
  },
  success: {
    id: 'learning.alert.type.success',
    defaultMessage: 'Success',
    description: 'Screen-reader text naming the kind of an alert message: something succeeded.',
  },
  info: {
    id: 'learning.alert.type.info',
    defaultMessage: 'Information',
    description: 'Screen-reader text naming the kind of an alert message: information.',
  },
  welcome: {
    id: 'learning.alert.type.welcome',
    defaultMessage: 'Welcome',
    description: 'Screen-reader text naming the kind of an alert message: a welcome.',
  },
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
