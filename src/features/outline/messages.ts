import { defineMessages } from 'react-intl';

export default defineMessages({
  loading: {
    id: 'learning.outline.loading',
    defaultMessage: 'Loading course outline…',
    description: 'Screen-reader text of the spinner shown while the course outline loads.',
  },
  redirecting: {
    id: 'learning.outline.redirecting',
    defaultMessage: 'Taking you to the course page…',
    description: 'Screen-reader text while the learner is sent to the course page of the main site.',
  },
  resume: {
    id: 'learning.outline.resume',
    defaultMessage: 'Resume course',
    description: 'Button that takes a learner back to where they left off in the course.',
  },
  start: {
    id: 'learning.outline.start',
    defaultMessage: 'Start course',
    description: 'Button that takes a learner to the beginning of a course they have not visited.',
  },
  resumeBlurb: {
    id: 'learning.outline.resumeBlurb',
    defaultMessage: 'Pick up where you left off',
    description: 'Text beside the Resume course button.',
  },
  startBlurb: {
    id: 'learning.outline.startBlurb',
    defaultMessage: 'Begin your course today',
    description: 'Text beside the Start course button.',
  },
  expandAll: {
    id: 'learning.outline.expandAll',
    defaultMessage: 'Expand all',
    description: 'Button that opens every section of the course outline.',
  },
  collapseAll: {
    id: 'learning.outline.collapseAll',
    defaultMessage: 'Collapse all',
    description: 'Button that closes every section of the course outline.',
  },
  hiddenSection: {
    id: 'learning.outline.hiddenSection',
    defaultMessage: 'Hidden in Course Outline, accessible via link',
    description:
      'Note under a section (shown to course staff only) that is hidden from the course outline for learners and opens only from a direct link.',
  },
  hiddenSequenceLink: {
    id: 'learning.outline.hiddenSequenceLink',
    defaultMessage:
      'Subsections are not navigable between each other, they can only be accessed through their link.',
    description:
      'Note under a subsection (shown to course staff only) that is hidden from the course outline: Previous and Next do not lead to or from it, only its direct link opens it.',
  },
  graded: {
    id: 'learning.outline.graded',
    defaultMessage: 'Graded',
    description: 'Screen-reader text of the icon that marks graded work in the course outline.',
  },
  sequenceDue: {
    id: 'learning.outline.sequence-due-date-set',
    defaultMessage: '{description} due {assignmentDue}',
    description: 'Below a subsection title: its kind (for example Homework) and due date.',
  },
  sequenceDueNoDescription: {
    id: 'learning.outline.sequenceDue.noDescription',
    defaultMessage: 'Due {assignmentDue}',
    description: 'Below a subsection title: its due date.',
  },
  effortLabel: {
    id: 'learning.outline.effort.label',
    defaultMessage: 'Estimated effort:',
    description: 'Screen-reader text before the time and activities a subsection takes.',
  },
  effortActivities: {
    id: 'learning.effortEstimation.activities',
    defaultMessage: '{activities, plural, one {# activity} other {# activities}}',
    description: 'Number of activities in a subsection.',
  },
  noContent: {
    id: 'learning.outline.noContent',
    defaultMessage: 'This course has no content yet.',
    description: 'Shown in the course outline when the course has no sections.',
  },
  signInAlert: {
    id: 'learning.logistration.alert',
    defaultMessage: 'To see course content, {signIn} or {register}.',
    description: 'Asks a visitor to sign in or register to see a private course.',
  },
  signInAlertLabel: {
    id: 'learning.outline.alert.signIn.label',
    defaultMessage: 'Sign-in required',
    description:
      'Accessible name (for screen readers) of the alert that asks a visitor to sign in or register to see a private course.',
  },
  signInLink: {
    id: 'learning.logistration.login',
    defaultMessage: 'sign in',
    description: 'Link in the sentence "To see course content, sign in or register."',
  },
  enrollSuccess: {
    id: 'learning.outline.alert.enroll.success',
    defaultMessage: 'You have successfully enrolled in this course!',
    description: 'Confirmation shown once after the learner enrolled in the course.',
  },
  courseEndLabel: {
    id: 'learning.outline.alert.end.label',
    defaultMessage: 'Course end',
    description:
      'Accessible name (for screen readers) of the alert that counts down to the end of the course.',
  },
  courseEndLong: {
    id: 'learning.outline.alert.end.long',
    defaultMessage: 'This course is ending {timeRemaining} on {courseEndDate}.',
    description:
      'Course-end alert when more than a day is left, e.g. "This course is ending in 5 days on May 4, 2030."',
  },
  courseEndShort: {
    id: 'learning.outline.alert.end.short',
    defaultMessage: 'This course is ending {timeRemaining} at {courseEndTime}.',
    description:
      'Course-end alert when less than a day is left, e.g. "This course is ending in 3 hours at 5:00 PM UTC."',
  },
  courseStartLabel: {
    id: 'learning.outline.alert.start.label',
    defaultMessage: 'Course start',
    description:
      'Accessible name (for screen readers) of the alert that counts down to the start of the course.',
  },
  courseStartLong: {
    id: 'learning.outline.alert.start.long',
    defaultMessage: 'Course starts {timeRemaining} on {courseStartDate}.',
    description: 'Course-start alert when more than a day is left.',
  },
  courseStartShort: {
    id: 'learning.outline.alert.start.short',
    defaultMessage: 'Course starts {timeRemaining} at {courseStartTime}.',
    description: 'Course-start alert when less than a day is left.',
  },
  courseStartReminder: {
    id: 'learning.outline.alert.start.calendar',
    defaultMessage: 'Don’t forget to add a calendar reminder!',
    description: 'Suggests setting a reminder for the course start.',
  },
  scheduledContentHeader: {
    id: 'learning.outline.alert.scheduled-content.heading',
    defaultMessage: 'More content is coming soon!',
    description: 'Heading of the alert that more content will be released later.',
  },
  scheduledContentBody: {
    id: 'learning.outline.alert.scheduledContent.body',
    defaultMessage:
      'This course will have more content released at a future date. Look out for email updates or check back on your course for updates.',
    description: 'Text of the alert that more content will be released later.',
  },
  scheduledContentLink: {
    id: 'learning.outline.alert.scheduledContent.link',
    defaultMessage: 'View course dates',
    description: 'Link from the more-content alert to the dates tab.',
  },
  goalWelcome: {
    id: 'learning.outline.goal.welcome',
    defaultMessage: 'Welcome to {courseTitle}',
    description: 'Heading of the card that asks the learner to set a course goal.',
  },
  setGoal: {
    id: 'learning.outline.setGoal',
    defaultMessage:
      'To start, set a course goal by selecting the option below that best describes your learning plan.',
    description: 'Invites the learner to choose a course goal.',
  },
  goalUnsure: {
    id: 'learning.outline.goalUnsure',
    defaultMessage: 'Not sure yet',
    description: 'Button for a learner who does not want to choose a course goal yet.',
  },
  goalOptions: {
    id: 'learning.outline.goal.options',
    defaultMessage: 'Course goals',
    description: 'Accessible name of the group of course goal buttons.',
  },
  goal: {
    id: 'learning.outline.goal',
    defaultMessage: 'Goal',
    description: 'Label of the learner’s course goal in the sidebar.',
  },
  editGoal: {
    id: 'learning.outline.editGoal',
    defaultMessage: 'Edit goal',
    description: 'Button that lets the learner change their course goal.',
  },
  goalFailed: {
    id: 'learning.outline.goal.failed',
    defaultMessage: 'Your goal could not be saved. Please try again.',
    description: 'Shown when saving the course goal failed.',
  },
  welcomeMessage: {
    id: 'learning.outline.welcomeMessage',
    defaultMessage: 'Welcome message',
    description: 'Heading (for screen readers) of the course team’s welcome message.',
  },
  dismissWelcome: {
    id: 'learning.outline.welcomeMessage.dismiss',
    defaultMessage: 'Dismiss the welcome message',
    description: 'Accessible name of the button that closes the welcome message for good.',
  },
  showMore: {
    id: 'learning.outline.welcomeMessageShowMoreButton',
    defaultMessage: 'Show More',
    description: 'Button that shows the whole welcome message.',
  },
  showLess: {
    id: 'learning.outline.welcomeMessageShowLessButton',
    defaultMessage: 'Show Less',
    description: 'Button that shortens the welcome message again.',
  },
  tools: {
    id: 'learning.outline.tools',
    defaultMessage: 'Course Tools',
    description: 'Heading of the sidebar list of course tools.',
  },
  dates: {
    id: 'learning.outline.dates',
    defaultMessage: 'Important dates',
    description: 'Heading of the sidebar list of upcoming course dates.',
  },
  allDates: {
    id: 'learning.outline.dates.all',
    defaultMessage: 'View all course dates',
    description: 'Link from the sidebar dates to the dates tab.',
  },
  handouts: {
    id: 'learning.outline.handouts',
    defaultMessage: 'Course Handouts',
    description: 'Heading of the sidebar box with the course handouts.',
  },
  sidebar: {
    id: 'learning.outline.sidebar',
    defaultMessage: 'Course information',
    description: 'Accessible name of the sidebar of the course outline.',
  },
});
