import { defineMessages } from 'react-intl';

/** The weekly learning goal card (today's LMS): the learning app's ids and English. */
export default defineMessages({
  setWeeklyGoal: {
    id: 'learning.outline.setWeeklyGoal',
    defaultMessage: 'Set a weekly learning goal',
    description: 'Heading of the card where the learner chooses how many days a week to learn.',
  },
  setWeeklyGoalDetail: {
    id: 'learning.outline.setWeeklyGoalDetail',
    defaultMessage: 'Setting a goal motivates you to finish the course. You can always change it later.',
    description: 'Explanation under the heading of the weekly learning goal card.',
  },
  casualTitle: {
    id: 'learning.outline.goalButton.screenReader.text',
    defaultMessage: 'Casual',
    description: 'Name of the lightest weekly learning goal (1 day a week).',
  },
  casualText: {
    id: 'learning.outline.goalButton.casual.text',
    defaultMessage: '1 day a week',
    description: 'How often the learner plans to learn with the "Casual" weekly goal.',
  },
  regularTitle: {
    id: 'learning.outline.goalButton.regular.title',
    defaultMessage: 'Regular',
    description: 'Name of the middle weekly learning goal (3 days a week).',
  },
  regularText: {
    id: 'learning.outline.goalButton.regular.text',
    defaultMessage: '3 days a week',
    description: 'How often the learner plans to learn with the "Regular" weekly goal.',
  },
  intenseTitle: {
    id: 'learning.outline.goalButton.intense.title',
    defaultMessage: 'Intense',
    description: 'Name of the most demanding weekly learning goal (5 days a week).',
  },
  intenseText: {
    id: 'learning.outline.goalButton.intense.text',
    defaultMessage: '5 days a week',
    description: 'How often the learner plans to learn with the "Intense" weekly goal.',
  },
  setGoalReminder: {
    id: 'learning.outline.setGoalReminder',
    defaultMessage: 'Set a goal reminder',
    description: 'Label of the switch that turns on reminder emails for the weekly learning goal.',
  },
  goalReminderDetail: {
    id: 'learning.outline.goalReminderDetail',
    defaultMessage: 'If we notice you’re not quite at your goal, we’ll send you an email reminder.',
    description: 'Shown under the goal reminder switch when reminder emails are on.',
  },
});
