import { defineMessages } from 'react-intl';

/**
 * The word "dashboard" as a link inside a sentence, Open edX's `courseExit.dashboardLink`: the course exit
 * page's footnote and the credit eligibility sentence of the progress tab share it. A module of its own so
 * that only the chunks that show it carry it.
 */
export default defineMessages({
  dashboardLink: {
    id: 'courseExit.dashboardLink',
    defaultMessage: 'dashboard',
    description:
      'Link text to the learner dashboard inside a sentence (the course exit footnote, the credit eligibility on the progress tab).',
  },
});
