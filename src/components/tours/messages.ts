import { defineMessages } from 'react-intl';

/**
 * The product tours' messages. Those that mean what Open edX's learning app says in its tours
 * (frontend-app-learning/src/product-tours) keep its ids and English (decision 0021), so the community's
 * catalogs apply; the two of this app's own are the courseware step of today's layout (which has no unit
 * tabs) and the step count.
 */
export default defineMessages({
  welcome: {
    id: 'tours.newUserModal.title.welcome',
    defaultMessage: 'Welcome to your',
    description:
      'The beginning of the welcome dialog’s title, "Welcome to your edX course!"; shown highlighted.',
  },
  welcomeTitle: {
    id: 'tours.newUserModal.title',
    defaultMessage: '{welcome} {siteName} course!',
    description:
      'Title of the welcome dialog a new learner sees on course home; {welcome} is "Welcome to your", {siteName} the site’s name.',
  },
  welcomeBody: {
    id: 'tours.newUserModal.body',
    defaultMessage: 'Let’s take a quick tour of {siteName} so you can get the most out of your course.',
    description: 'Text of the welcome dialog a new learner sees on course home.',
  },
  beginTour: {
    id: 'tours.button.beginTour',
    defaultMessage: 'Begin tour',
    description: 'Button of the welcome dialog that starts the tour of course home.',
  },
  skipForNow: {
    id: 'tours.button.skipForNow',
    defaultMessage: 'Skip for now',
    description: 'Button of the welcome dialog that closes it without the tour.',
  },
  launchTour: {
    id: 'tours.button.launchTour',
    defaultMessage: 'Launch tour',
    description: 'Button in the course tools that starts the tour of course home.',
  },
  next: {
    id: 'tours.button.next',
    defaultMessage: 'Next',
    description: 'Button of a tour step that goes to the next step.',
  },
  dismiss: {
    id: 'tours.button.dismiss',
    defaultMessage: 'Dismiss',
    description: 'Button of a tour step that ends the tour before its last step.',
  },
  okay: {
    id: 'tours.button.okay',
    defaultMessage: 'Okay',
    description: 'Button of a tour’s last (or only) step that ends it.',
  },
  stepCount: {
    id: 'learning.tours.stepCount',
    defaultMessage: 'Step {step} of {count}',
    description: 'Where a tour step is in the tour, beside its title: "Step 2 of 4".',
  },
  outlineTitle: {
    id: 'tours.outlineCheckpoint.title',
    defaultMessage: 'Take the course!',
    description: 'Title of the tour step that points at the course outline.',
  },
  outlineBody: {
    id: 'tours.outlineCheckpoint.body',
    defaultMessage: 'You can explore sections of the course using the outline below.',
    description: 'Text of the tour step that points at the course outline (the step sits above it).',
  },
  datesTitle: {
    id: 'tours.datesCheckpoint.title',
    defaultMessage: 'Keep on top of key dates',
    description: 'Title of the tour step that points at the important dates in the sidebar.',
  },
  datesBody: {
    id: 'tours.datesCheckpoint.body',
    defaultMessage: 'Important dates can help you stay on track.',
    description: 'Text of the tour step that points at the important dates in the sidebar.',
  },
  tabsTitle: {
    id: 'tours.tabNavigationCheckpoint.title',
    defaultMessage: 'Additional course resources',
    description: 'Title of the tour step that points at the course tabs.',
  },
  tabsBody: {
    id: 'tours.tabNavigationCheckpoint.body',
    defaultMessage:
      'These tabs can be used to access other course materials, such as your progress, syllabus, etc.',
    description: 'Text of the tour step that points at the course tabs.',
  },
  goalTitle: {
    id: 'tours.weeklyGoalsCheckpoint.title',
    defaultMessage: 'Set a course goal',
    description: 'Title of the tour step that points at the course goal card.',
  },
  goalBody: {
    id: 'tours.weeklyGoalsCheckpoint.body',
    defaultMessage: 'Setting a goal makes you more likely to complete your course.',
    description: 'Text of the tour step that points at the course goal card.',
  },
  existingUser: {
    id: 'tours.existingUserTour.launchTourCheckpoint.body',
    defaultMessage:
      'We’ve recently added a few new features to the course experience. Want some help looking around? Take a tour to learn more.',
    description: 'Text of the one-step tour an existing learner sees beside "Launch tour" on course home.',
  },
  abandon: {
    id: 'tours.abandonTour.launchTourCheckpoint.body',
    defaultMessage:
      'Feeling lost? Launch the tour any time for some quick tips to get the most out of the experience.',
    description: 'Text of the step shown beside "Launch tour" after the learner skips or leaves the tour.',
  },
  unitTabs: {
    id: 'tours.sequenceNavigationCheckpoint.body',
    defaultMessage:
      'The top bar within your course allows you to easily jump to different sections and shows you what’s coming up.',
    description: 'Text of the one-step courseware tour, pointing at the bar of unit tabs above the unit.',
  },
  unitNavigation: {
    id: 'learning.tours.unitNavigationCheckpoint.body',
    defaultMessage:
      'Use Previous and Next beside the unit’s title to move through the course, one unit at a time.',
    description:
      'Text of the one-step courseware tour in the layout without unit tabs, pointing at the Previous and Next buttons beside the unit title.',
  },
});
