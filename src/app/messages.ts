import { defineMessages } from 'react-intl';

export default defineMessages({
  bootErrorHeading: {
    id: 'unexpected.error.message.text',
    defaultMessage: 'An unexpected error occurred. Please click the button below to refresh the page.',
    description: 'Heading of the page shown when the app could not start.',
  },
  bootErrorMessage: {
    id: 'learn.loading.error',
    defaultMessage: 'Error: {error}',
    description: 'The technical reason the app could not start.',
  },
  missingConfig: {
    id: 'learning.bootError.missingConfig',
    defaultMessage:
      '{count, plural, one {The required setting {keys} is not set.} other {The required settings {keys} are not set.}} Set it in the build environment or in the runtime configuration of the LMS.',
    description: 'Explains which configuration keys an operator must set for the app to start.',
  },
  notFoundTitle: {
    id: 'learning.pageNotFound.header',
    defaultMessage: 'Page not found',
    description: 'Page title and heading when no page exists at the address.',
  },
  notFoundBody: {
    id: 'learning.notFound.body',
    defaultMessage: 'There is no page at this address. It may have moved, or the link may be wrong.',
    description: 'Explains that the address does not match any page.',
  },
  notFoundDashboard: {
    id: 'learning.notFound.dashboard',
    defaultMessage: 'Go to your dashboard',
    description: 'Link from the not-found page to the learner dashboard.',
  },
  routeError: {
    id: 'learning.routeError.heading',
    defaultMessage: 'Something went wrong while showing this page.',
    description: 'Heading shown when a page failed to render.',
  },
  routeErrorReload: {
    id: 'learning.routeError.reload',
    defaultMessage: 'Reload the page',
    description: 'Button that reloads the page after it failed to render.',
  },
  pageLoading: {
    id: 'learning.page.loading',
    defaultMessage: 'Loading page…',
    description: 'Screen-reader text while the code of a page is downloaded.',
  },
});
