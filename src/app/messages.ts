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
