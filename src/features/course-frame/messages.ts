import { defineMessages } from 'react-intl';

export default defineMessages({
  loading: {
    id: 'learning.courseFrame.loading',
    defaultMessage: 'Loading course page…',
    description: 'Screen-reader text of the spinner shown while a course page loads.',
  },
  failed: {
    id: 'learning.courseFrame.failed',
    defaultMessage: 'There was an error loading this course.',
    description: 'Shown when the course data could not be loaded.',
  },
  failedHelp: {
    id: 'learning.courseFrame.failed.help',
    defaultMessage:
      'Check your connection and try again. If the problem continues, go back to your dashboard.',
    description: 'Explains what the learner can do after a course failed to load.',
  },
  retry: {
    id: 'learning.courseFrame.retry',
    defaultMessage: 'Try again',
    description: 'Button that loads the course again after a failure.',
  },
  dashboard: {
    id: 'learning.courseFrame.dashboard',
    defaultMessage: 'Go to dashboard',
    description: 'Link to the learner dashboard after a course failed to load.',
  },
  tabsLabel: {
    id: 'learning.courseFrame.tabs.label',
    defaultMessage: 'Course',
    description: 'Accessible name of the course tab bar.',
  },
  more: {
    id: 'learning.courseFrame.tabs.more',
    defaultMessage: 'More...',
    description: 'Menu that holds the course tabs that do not fit on one line.',
  },
  redirecting: {
    id: 'learning.courseFrame.redirecting',
    defaultMessage: 'Taking you to the right page…',
    description: 'Screen-reader text while the app sends the learner to another page.',
  },
  outlineTab: {
    id: 'learning.courseFrame.tab.outline',
    defaultMessage: 'Course',
    description: 'Title of the course outline tab, used in the page title when the server gives none.',
  },
  datesTab: {
    id: 'learning.courseFrame.tab.dates',
    defaultMessage: 'Dates',
    description: 'Title of the dates tab, used in the page title when the server gives none.',
  },
  progressTab: {
    id: 'learning.courseFrame.tab.progress',
    defaultMessage: 'Progress',
    description: 'Title of the progress tab, used in the page title when the server gives none.',
  },
});
