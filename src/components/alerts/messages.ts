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
});
