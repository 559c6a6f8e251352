import { defineMessages } from 'react-intl';

// The ids are the Open edX learning app's, so its translations of these phrases apply.
export default defineMessages({
  pageName: {
    id: 'learning.notification.preferences.unsubscribe.pageName',
    defaultMessage: 'Notification emails',
    description:
      'Title of the page that unsubscribes a learner from notification emails (browser tab title).',
  },
  loading: {
    id: 'learning.notification.preferences.unsubscribe.loading',
    defaultMessage: 'Loading',
    description: 'Screen-reader text of the spinner shown while the unsubscription is sent.',
  },
  successHeading: {
    id: 'learning.notification.preferences.unsubscribe.successHeading',
    defaultMessage: 'Unsubscribe successful',
    description: 'Heading after the learner was unsubscribed from notification emails.',
  },
  successMessage: {
    id: 'learning.notification.preferences.unsubscribe.successMessage',
    defaultMessage: 'You have successfully unsubscribed from email digests for learning activity',
    description: 'Explains the successful unsubscription from notification email digests.',
  },
  failedHeading: {
    id: 'learning.notification.preferences.unsubscribe.failedHeading',
    defaultMessage: 'Error unsubscribing from preference',
    description: 'Heading when the learner could not be unsubscribed from notification emails.',
  },
  failedMessage: {
    id: 'learning.notification.preferences.unsubscribe.failedMessage',
    defaultMessage: 'Invalid Url or token expired',
    description: 'Explains why the unsubscription from notification emails failed.',
  },
  preferenceCenter: {
    id: 'learning.notification.preferences.unsubscribe.preferenceCenterUrl',
    defaultMessage: 'Go to the {preferenceCenterUrl} to set your preferences',
    description:
      'Suggests the notification preferences page; preferenceCenterUrl is a link named "preferences page".',
  },
  preferenceCenterLink: {
    id: 'learning.notification.preferences.unsubscribe.preferenceCenterUrl.link',
    defaultMessage: 'preferences page',
    description: 'Text of the link to the account’s notification preferences.',
  },
});
