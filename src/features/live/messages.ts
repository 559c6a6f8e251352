import { defineMessages } from 'react-intl';

export default defineMessages({
  loading: {
    id: 'learning.live.loading',
    defaultMessage: 'Loading the live session…',
    description: 'Screen-reader text of the spinner shown while the live tab loads.',
  },
  frameTitle: {
    id: 'learning.live.frameTitle',
    defaultMessage: 'Live session',
    description: 'Accessible title of the frame that shows the course’s live class provider.',
  },
  none: {
    id: 'learning.live.none',
    defaultMessage: 'This course has no live session.',
    description: 'Shown on the live tab when the course has no live class provider.',
  },
  failed: {
    id: 'learning.live.failed',
    defaultMessage: 'The live session could not be loaded.',
    description: 'Shown on the live tab when the live class frame could not be fetched.',
  },
});
