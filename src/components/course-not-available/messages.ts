import { defineMessages } from 'react-intl';

export default defineMessages({
  heading: {
    id: 'learning.accessDenied.heading',
    defaultMessage: 'You do not have access to this course',
    description: 'Heading of the page the platform sends a learner to when they may not open a course.',
  },
  body: {
    id: 'learning.accessDenied.body',
    defaultMessage:
      'Your account cannot open this course right now. If you think this is a mistake, contact the site’s support team.',
    description: 'Explains the access-denied page when the site gave no reason of its own.',
  },
  dashboard: {
    id: 'learning.accessDenied.dashboard',
    defaultMessage: 'Go to your dashboard',
    description: 'Button from the access-denied page to the learner’s dashboard.',
  },
  support: {
    id: 'learning.accessDenied.support',
    defaultMessage: 'Contact support',
    description: 'Link from the access-denied page to the site’s help pages.',
  },
});
