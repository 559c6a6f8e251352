import { defineMessages } from 'react-intl';

export default defineMessages({
  closeSidebar: {
    id: 'sidebar.close.button',
    defaultMessage: 'Close sidebar',
    description: 'Accessible name of the button that closes a panel a site added beside the unit.',
  },
});
