import { defineMessages } from 'react-intl';

export default defineMessages({
  skipLink: {
    id: 'learning.header.skipLink',
    defaultMessage: 'Skip to main content.',
    description:
      'Link at the very top of every page that moves keyboard focus past the header to the main content.',
  },
  dashboard: {
    id: 'learning.header.menu.dashboard',
    defaultMessage: 'Dashboard',
    description: 'User menu item that opens the learner dashboard on the LMS.',
  },
  profile: {
    id: 'learning.header.menu.profile',
    defaultMessage: 'Profile',
    description: 'User menu item that opens the learner profile page.',
  },
  account: {
    id: 'learning.header.menu.account',
    defaultMessage: 'Account',
    description: 'User menu item that opens the account settings page.',
  },
  orderHistory: {
    id: 'learning.header.menu.orderHistory',
    defaultMessage: 'Order History',
    description: 'User menu item that opens the order history page (only shown when configured).',
  },
  signOut: {
    id: 'learning.header.menu.signOut',
    defaultMessage: 'Sign Out',
    description: 'User menu item that signs the learner out.',
  },
  userMenu: {
    id: 'learning.header.menu.label',
    defaultMessage: 'User menu for {username}',
    description: 'Accessible name of the button that opens the user menu.',
  },
  help: {
    id: 'learning.header.help',
    defaultMessage: 'Help',
    description: 'Header link to the support site.',
  },
  register: {
    id: 'learning.header.register',
    defaultMessage: 'Register',
    description: 'Header button for visitors to create an account.',
  },
  signIn: {
    id: 'learning.header.signIn',
    defaultMessage: 'Sign in',
    description: 'Header button for visitors to sign in.',
  },
  logoAlt: {
    id: 'learning.header.logo.alt',
    defaultMessage: '{siteName} dashboard',
    description: 'Accessible name of the header logo, which links to the dashboard.',
  },
  footerTerms: {
    id: 'learning.footer.terms',
    defaultMessage: 'Terms of Service',
    description: 'Footer link to the terms of service.',
  },
  footerPrivacy: {
    id: 'learning.footer.privacy',
    defaultMessage: 'Privacy Policy',
    description: 'Footer link to the privacy policy.',
  },
  footerContact: {
    id: 'learning.footer.contact',
    defaultMessage: 'Contact',
    description: 'Footer link to the contact page.',
  },
  footerHelp: {
    id: 'learning.footer.help',
    defaultMessage: 'Help Center',
    description: 'Footer link to the support site.',
  },
  poweredBy: {
    id: 'learning.footer.poweredBy',
    defaultMessage: 'Powered by Open edX',
    description: 'Footer text naming the platform.',
  },
  footerLinks: {
    id: 'learning.footer.links',
    defaultMessage: 'Legal and help',
    description: 'Accessible name of the list of links in the footer.',
  },
  loading: {
    id: 'learning.loading',
    defaultMessage: 'Loading…',
    description: 'Screen-reader text of a generic loading spinner.',
  },
  panelError: {
    id: 'learning.panel.error',
    defaultMessage: 'This part of the page could not be shown.',
    description: 'Shown in place of one panel of a page when it failed to render.',
  },
  tryAgain: {
    id: 'learning.tryAgain',
    defaultMessage: 'Try again',
    description: 'Button that retries what failed.',
  },
});
