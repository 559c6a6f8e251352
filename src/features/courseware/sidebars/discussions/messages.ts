import { defineMessages } from 'react-intl';

export default defineMessages({
  discussions: {
    id: 'discussions.sidebar.title',
    defaultMessage: 'Discussions',
    description:
      'Title text for a forum where users are able to discuss course topics: the button beside the unit that shows its discussions, the panel that holds them and the frame inside it.',
  },
  closeDiscussions: {
    id: 'learning.courseware.rightSidebar.discussions.close',
    defaultMessage: 'Close discussions',
    description: 'Accessible name of the button that closes the discussions panel beside the unit.',
  },
});
