import { defineMessages } from 'react-intl';

export default defineMessages({
  title: {
    id: 'learning.dates.title',
    defaultMessage: 'Important dates',
    description: 'Heading of the dates tab.',
  },
  loading: {
    id: 'learning.dates.loading',
    defaultMessage: 'Loading dates…',
    description: 'Screen-reader text of the spinner shown while the dates tab loads.',
  },
  redirecting: {
    id: 'learning.dates.redirecting',
    defaultMessage: 'Taking you to the dates page…',
    description: 'Screen-reader text while the learner is sent to the dates page of the main site.',
  },
  empty: {
    id: 'learning.dates.empty',
    defaultMessage: 'There are no dates to show.',
    description: 'Shown on the dates tab when the course has no dates for this learner.',
  },
  today: {
    id: 'learning.dates.badge.today',
    defaultMessage: 'Today',
    description: 'Badge on the day of the timeline that is today.',
  },
  completed: {
    id: 'learning.dates.badge.completed',
    defaultMessage: 'Completed',
    description: 'Badge on an assignment (or day) that is completed.',
  },
  pastDue: {
    id: 'learning.dates.badge.pastDue',
    defaultMessage: 'Past due',
    description: 'Badge on an assignment (or day) whose due date has passed.',
  },
  dueNext: {
    id: 'learning.dates.badge.dueNext',
    defaultMessage: 'Due next',
    description: 'Badge on the next assignment that is due.',
  },
  unreleased: {
    id: 'learning.dates.badge.unreleased',
    defaultMessage: 'Not yet released',
    description: 'Badge on an assignment that is not released yet.',
  },
  verifiedOnly: {
    id: 'learning.dates.badge.verifiedOnly',
    defaultMessage: 'Verified only',
    description: 'Badge on a date only learners of the verified track have access to.',
  },
  assignmentTitle: {
    id: 'learning.dates.assignmentTitle',
    defaultMessage: '{assignmentType}: {title}',
    description: 'Title of an assignment on the dates tab with its type, e.g. "Homework: Question Styles".',
  },
  due: {
    id: 'learning.dates.due',
    defaultMessage: 'due {time}',
    description:
      'After an assignment title on the dates tab: the time of day it is due, e.g. "due 11:59 PM UTC".',
  },
  moreInfo: {
    id: 'learning.dates.moreInfo',
    defaultMessage: 'More about {title}',
    description: 'Accessible name of the information button next to a date, e.g. "More about Final Exam".',
  },
});
