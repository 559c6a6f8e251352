import { defineMessages } from 'react-intl';

export default defineMessages({
  failedHelp: {
    id: 'learning.courseFrame.failed.help',
    defaultMessage:
      'Check your connection and try again. If the problem continues, go back to your dashboard.',
    description: 'Explains what the learner can do after a course failed to load.',
  },
  tabsLabel: {
    id: 'learning.courseFrame.tabs.label',
    defaultMessage: 'Course',
    description: 'Accessible name of the course tab bar.',
  },
  more: {
    id: 'learn.course.tabs.navigation.overflow.menu',
    defaultMessage: 'More...',
    description: 'Menu that holds the course tabs that do not fit on one line.',
  },
  redirecting: {
    id: 'learning.courseFrame.redirecting',
    defaultMessage: 'Taking you to the right page…',
    description: 'Screen-reader text while the app sends the learner to another page.',
  },
  progressTab: {
    id: 'learning.courseFrame.tab.progress',
    defaultMessage: 'Progress',
    description: 'Title of the progress tab, used in the page title when the server gives none.',
  },
});
