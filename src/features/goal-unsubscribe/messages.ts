import { defineMessages } from 'react-intl';

export default defineMessages({
  pageName: {
    id: 'learning.goalUnsubscribe.pageName',
    defaultMessage: 'Goal reminders',
    description:
      'Title of the page that unsubscribes a learner from goal reminder emails (browser tab title).',
  },
  loading: {
    id: 'learning.goals.unsubscribe.loading',
    defaultMessage: 'Unsubscribing…',
    description: 'Shown while the learner is being unsubscribed from goal reminder emails.',
  },
  header: {
    id: 'learning.goals.unsubscribe.header',
    defaultMessage: "You've unsubscribed from goal reminders",
    description: 'Heading after the learner was unsubscribed from goal reminder emails.',
  },
  description: {
    id: 'learning.goals.unsubscribe.description',
    defaultMessage: 'You will no longer receive email reminders about your goal for {courseTitle}.',
    description: 'Explains the unsubscription; courseTitle is the course the goal was for.',
  },
  errorHeader: {
    id: 'learning.goals.unsubscribe.errorHeader',
    defaultMessage: 'Something went wrong',
    description: 'Heading when the learner could not be unsubscribed from goal reminder emails.',
  },
  errorDescription: {
    id: 'learning.goals.unsubscribe.errorDescription',
    defaultMessage:
      'We were unable to unsubscribe you from goal reminder emails. Please try again later or {contactSupport} for help.',
    description: 'Explains the failure; contactSupport is the link "contact support".',
  },
  contactSupport: {
    id: 'learning.goals.unsubscribe.contact',
    defaultMessage: 'contact support',
    description: 'Link to the support site in "…try again later or contact support for help."',
  },
});
