import { defineMessages } from 'react-intl';

/**
 * The not-found page's words: apart from ./messages.ts, which is in the entry, so they come with the page's
 * own chunk (./NotFoundPage.tsx) and not on every first visit.
 */
export default defineMessages({
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
});
