import { defineMessages } from 'react-intl';

/**
 * The messages several parts of the app share that only chunks loaded after a page's first content use
 * (a toast, a dialog, the notifications tray, an exam's pages): ./messages.ts is in the entry, so these are
 * apart from it and downloaded with the first of those chunks, not on every first visit.
 */
export default defineMessages({
  close: {
    id: 'general.altText.close',
    defaultMessage: 'Close',
    description: 'Accessible name of a button that closes a dialog, a celebration or a notification.',
  },
  opensInNewTab: {
    id: 'Hyperlink.externalLinkTitle',
    defaultMessage: '(opens in a new tab)',
    description:
      'Screen-reader text after a link that opens in a new tab (a notification’s link, an exam’s help pages).',
  },
});
