import { defineMessages } from 'react-intl';

export default defineMessages({
  loading: {
    id: 'learning.loading',
    defaultMessage: 'Loading course page…',
    description:
      'Screen-reader text of the spinner shown while a course page (or the access-denied page’s course check) loads.',
  },
  failed: {
    id: 'learn.course.load.failure',
    defaultMessage: 'There was an error loading this course.',
    description:
      'Shown when the course data of a page (outline, dates, progress, courseware, course exit) could not be loaded.',
  },
  failedHelp: {
    id: 'learning.courseFrame.failed.help',
    defaultMessage:
      'Check your connection and try again. If the problem continues, go back to your dashboard.',
    description: 'Explains what the learner can do after a course failed to load.',
  },
  retry: {
    id: 'unexpected.error.button.text',
    defaultMessage: 'Try again',
    description:
      'Button that tries again what failed: the app’s start, a course page’s data, a unit’s frame, an exam, the live class frame.',
  },
  dashboard: {
    id: 'learning.goals.unsubscribe.goToDashboard',
    defaultMessage: 'Go to dashboard',
    description:
      'Button to the learner dashboard (after a course failed to load, and on the goal-reminder unsubscribe page).',
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
  outlineTab: {
    id: 'learn.breadcrumb.navigation.course.home',
    defaultMessage: 'Course',
    description:
      'The course home: the first crumb of the courseware breadcrumb, and the outline tab’s title in the page title when the server gives none.',
  },
  datesTab: {
    id: 'progress.relatedLinks.datesCard.link',
    defaultMessage: 'Dates',
    description:
      'The dates tab: its title in the page title when the server gives none, and the link to it from the progress tab.',
  },
  progressTab: {
    id: 'learning.courseFrame.tab.progress',
    defaultMessage: 'Progress',
    description: 'Title of the progress tab, used in the page title when the server gives none.',
  },
});
