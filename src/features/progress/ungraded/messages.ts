import { defineMessages } from 'react-intl';

/** The detailed grades' messages with ungraded subsections listed: Open edX's learning app's. */
export default defineMessages({
  practiceLabel: {
    id: 'progress.detailedGrades.practice.problemScore.label',
    defaultMessage: 'Practice Scores:',
    description:
      'Label before the problem scores of an ungraded subsection, and of its explanation above the detailed grades.',
  },
  gradedLabel: {
    id: 'progress.detailedGrades.problemScore.label',
    defaultMessage: 'Graded Scores:',
    description:
      'Label before the problem scores of a graded subsection, and of its explanation above the detailed grades.',
  },
  practiceInfo: {
    id: 'progress.detailedGrades.practice-label.info.text',
    defaultMessage: 'Scores from non-graded activities meant for practice and self-assessment.',
    description: 'Explanation of the practice scores, above the detailed grades.',
  },
  gradedInfo: {
    id: 'progress.detailedGrades.problem-label.info.text',
    defaultMessage: 'Scores from activities that contribute to your final grade.',
    description: 'Explanation of the graded scores, above the detailed grades.',
  },
  empty: {
    id: 'progress.detailedGrades.including-ungraded.emptyTable',
    defaultMessage: 'You currently have no graded or ungraded problem scores.',
    description: 'Shown when there are no problem scores to list, graded or ungraded.',
  },
});
