import { defineMessages } from 'react-intl';

export default defineMessages({
  frameTitle: {
    id: 'learning.discussion.frameTitle',
    defaultMessage: 'Course discussions',
    description: 'Accessible title of the frame that shows the course’s discussion forum.',
  },
  unavailable: {
    id: 'learning.discussion.unavailable',
    defaultMessage: 'Discussions are not available in this view.',
    description: 'Shown on the discussion tab when the site has not configured its discussions app.',
  },
  openInLms: {
    id: 'learning.discussion.openInLms',
    defaultMessage: 'Open the course discussions',
    description: 'Link to the course’s discussion forum on the main site, when it cannot be shown here.',
  },
});
