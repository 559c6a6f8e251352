import { defineMessages } from 'react-intl';

export default defineMessages({
  skipLink: {
    id: 'header.navigation.skipNavLink',
    defaultMessage: 'Skip to main content.',
    description:
      'Link at the very top of every page that moves keyboard focus past the header to the main content.',
  },
  dashboard: {
    id: 'header.menu.dashboard.label',
    defaultMessage: 'Dashboard',
    description: 'User menu item that opens the learner dashboard on the LMS.',
  },
  profile: {
    id: 'header.menu.profile.label',
    defaultMessage: 'Profile',
    description: 'User menu item that opens the learner profile page.',
  },
  account: {
    id: 'header.menu.account.label',
    defaultMessage: 'Account',
    description: 'User menu item that opens the account settings page.',
  },
  orderHistory: {
    id: 'header.menu.orderHistory.label',
    defaultMessage: 'Order History',
    description: 'User menu item that opens the order history page (only shown when configured).',
  },
  signOut: {
    id: 'header.menu.signOut.label',
    defaultMessage: 'Sign Out',
    description: 'User menu item that signs the learner out.',
  },
  userMenu: {
    id: 'learning.header.menu.label',
    defaultMessage: 'User menu for {username}',
    description: 'Accessible name of the button that opens the user menu.',
  },
  help: {
    id: 'header.help.label',
    defaultMessage: 'Help',
    description: 'Header link to the support site.',
  },
  register: {
    id: 'general.register.sentenceCase',
    defaultMessage: 'Register',
    description: 'Header button for visitors to create an account.',
  },
  signIn: {
    id: 'general.signIn.sentenceCase',
    defaultMessage: 'Sign in',
    description: 'Button or link to the sign-in page (header, exams).',
  },
  logoAlt: {
    id: 'learning.header.logo.alt',
    defaultMessage: '{siteName} dashboard',
    description: 'Accessible name of the header logo, which links to the dashboard.',
  },
  footerTerms: {
    id: 'authoring.footer.termsOfService.link.label',
    defaultMessage: 'Terms of Service',
    description: 'Footer link to the terms of service.',
  },
  footerPrivacy: {
    id: 'footer.legalLinks.privacyPolicy',
    defaultMessage: 'Privacy Policy',
    description: 'Footer link to the privacy policy.',
  },
  footerContact: {
    id: 'learning.footer.contact',
    defaultMessage: 'Contact',
    description: 'Footer link to the contact page.',
  },
  footerHelp: {
    id: 'footer.connectLinks.help',
    defaultMessage: 'Help Center',
    description: 'Footer link to the support site.',
  },
  poweredBy: {
    id: 'footer.logo.altText',
    defaultMessage: 'Powered by Open edX',
    description: 'Footer text naming the platform.',
  },
  footerLinks: {
    id: 'learning.footer.links',
    defaultMessage: 'Legal and help',
    description: 'Accessible name of the list of links in the footer.',
  },
  loading: {
    id: 'courseOutline.loading',
    defaultMessage: 'Loading…',
    description: 'Screen-reader text of a generic loading spinner.',
  },
  panelError: {
    id: 'learning.panel.error',
    defaultMessage: 'This part of the page could not be shown.',
    description: 'Shown in place of one panel of a page when it failed to render.',
  },
  tryAgain: {
    id: 'unexpected.error.button.text',
    defaultMessage: 'Try again',
    description:
      'Button that tries again what failed: the app’s start, a course page’s data, a unit’s frame, an exam, the live class frame.',
  },
  loadingCourse: {
    id: 'learning.loading',
    defaultMessage: 'Loading course page…',
    description:
      'Screen-reader text of the spinner shown while a course page (or the access-denied page’s course check) loads.',
  },
  courseLoadFailed: {
    id: 'learn.course.load.failure',
    defaultMessage: 'There was an error loading this course.',
    description:
      'Shown when the course data of a page (outline, dates, progress, courseware, course exit) could not be loaded.',
  },
  exploreCourses: {
    id: 'courseCelebration.recommendations.browse_catalog',
    defaultMessage: 'Explore more courses',
    description:
      'Link to the course catalogue (under the recommended courses, and from the audit-lock dialog).',
  },
  goToDashboard: {
    id: 'learning.goals.unsubscribe.goToDashboard',
    defaultMessage: 'Go to dashboard',
    description:
      'Button to the learner dashboard (after a course failed to load, and on the goal-reminder unsubscribe page).',
  },
  courseHome: {
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
});
