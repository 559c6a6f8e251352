import { defineMessages } from 'react-intl';

export default defineMessages({
  redirecting: {
    id: 'learning.redirect.redirecting',
    defaultMessage: 'Taking you to {destination}…',
    description: 'Shown for a moment while the app sends the browser to a page of the main site.',
  },
  manual: {
    id: 'learning.redirect.manual',
    defaultMessage: 'If nothing happens, follow this link.',
    description: 'Link shown while redirecting, in case the browser does not move on by itself.',
  },
});
