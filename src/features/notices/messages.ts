import { defineMessages } from 'react-intl';

export default defineMessages({
  noticeRedirect: {
    id: 'learning.notices.redirect',
    defaultMessage: 'Taking you to a notice that needs your attention…',
    description: 'Screen-reader text while the learner is sent to a pending notice.',
  },
});
