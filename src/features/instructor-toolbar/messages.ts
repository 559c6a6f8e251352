import { defineMessages } from 'react-intl';

export default defineMessages({
  region: {
    id: 'learning.instructorToolbar.region',
    defaultMessage: 'Staff tools',
    description: 'Accessible name of the staff toolbar shown above the course to course staff.',
  },
  viewCourseAs: {
    id: 'instructor.toolbar.view.as',
    defaultMessage: 'View this course as:',
    description: 'Label before the menu that chooses whose view of the course staff see (staff, a learner…).',
  },
  staff: {
    id: 'instructor.toolbar.staff',
    defaultMessage: 'Staff',
    description: 'Selected view in the "View this course as:" menu: the staff member’s own view.',
  },
  learner: {
    id: 'learning.instructorToolbar.viewAs.learner',
    defaultMessage: 'Learner',
    description: 'Selected view in the "View this course as:" menu: a generic learner.',
  },
  specificStudent: {
    id: 'learning.instructorToolbar.viewAs.specificStudent',
    defaultMessage: 'Specific Student...',
    description:
      'Selected view in the "View this course as:" menu: one particular learner, named in the input next to it.',
  },
  userNameLabel: {
    id: 'masquerade-widget.userName.input.placeholder',
    defaultMessage: 'Username or email:',
    description: 'Visible label of the input where staff type the learner to view the course as.',
  },
  userNameInput: {
    id: 'masquerade-widget.userName.input.label',
    defaultMessage: 'Masquerade as this user',
    description:
      'Accessible name of the input where staff type the username or email of the learner to view the course as (Enter sends it).',
  },
  genericError: {
    id: 'masquerade-widget.userName.error.generic',
    defaultMessage: 'An error has occurred; please try again.',
    description: 'Shown when switching the view of the course failed without a reason from the server.',
  },
  viewCourseIn: {
    id: 'instructor.toolbar.view.course',
    defaultMessage: 'View course in:',
    description:
      'Label before the links that open this course in other tools (legacy pages, Studio, Insights).',
  },
  legacy: {
    id: 'learning.instructorToolbar.link.legacy',
    defaultMessage: 'Legacy experience',
    description: 'Link that opens the current unit in the older LMS courseware pages.',
  },
  studio: {
    id: 'instructor.toolbar.studio',
    defaultMessage: 'Studio',
    description: 'Link that opens the course (or the current unit) in Studio, the Open edX authoring tool.',
  },
  insights: {
    id: 'instructor.toolbar.insights',
    defaultMessage: 'Insights',
    description: 'Link that opens the course in Insights, the Open edX analytics tool.',
  },
  language: {
    id: 'learning.instructorToolbar.language',
    defaultMessage: 'Language:',
    description: 'Label before the menu that changes the interface language (the page reloads in it).',
  },
  courseNotStarted: {
    id: 'instructorToolbar.pageBanner.courseHasNotStarted',
    defaultMessage: 'This learner does not yet have access to this course. The course starts on {date}.',
    description:
      'Warning shown to staff viewing the course as a learner while the course has not started yet for learners.',
  },
  accessExpired: {
    id: 'instructorToolbar.pageBanner.courseHasExpired',
    defaultMessage: 'This learner no longer has access to this course. Their access expired on {date}.',
    description:
      'Warning shown to staff viewing the course as a learner whose (audit) access to the course has expired.',
  },
});
