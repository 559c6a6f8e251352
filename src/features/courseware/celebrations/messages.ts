import { defineMessages } from 'react-intl';

/** The celebrations' messages: the first section, the streak and the weekly goal. */
export default defineMessages({
  firstSectionTitle: {
    id: 'learning.celebration.congrats',
    defaultMessage: 'Congratulations!',
    description: 'Title of the modal after the learner finishes the first section of a course.',
  },
  firstSectionBody: {
    id: 'learning.celebration.firstSection.body',
    defaultMessage: 'You just completed the first section of your course. You deserve a high five!',
    description: 'Body of the first-section celebration.',
  },
  keepGoing: {
    id: 'learning.celebration.forward',
    defaultMessage: 'Keep going',
    description: 'Button that closes a celebration.',
  },
  streakTitle: {
    id: 'learning.celebration.streak.title',
    defaultMessage: '{streakLength, plural, one {# day streak} other {# day streak}}',
    description: 'Title of the streak celebration; {streakLength} is the number of days in a row.',
  },
  streakBody: {
    id: 'learning.celebration.streak.body',
    defaultMessage:
      'Keep it up, you’re on a roll! You have learned {streakLength, plural, one {# day} other {# days}} in a row.',
    description: 'Body of the streak celebration.',
  },
  streakFactPass: {
    id: 'learning.celebration.streak.factPass',
    defaultMessage:
      'Learners who study {streakLength, plural, one {# day} other {# days}} in a row are 20x more likely to pass their course than those who don’t.',
    description: 'One of two facts shown at random in the streak celebration.',
  },
  streakFactContent: {
    id: 'learning.celebration.streak.factContent',
    defaultMessage:
      'Learners who study {streakLength, plural, one {# day} other {# days}} in a row complete 5x as much content as those who don’t.',
    description: 'One of two facts shown at random in the streak celebration.',
  },
  streakDiscount: {
    id: 'learning.celebration.streak.discount',
    defaultMessage:
      '<strong>Congratulations!</strong> You’ve unlocked a {percentage} off discount when you upgrade this course for a limited time only.',
    description:
      'The streak discount offer; <strong> marks the bold greeting, {percentage} is a formatted percentage such as "15%".',
  },
  streakDiscountEnds: {
    id: 'learning.celebration.streak.discount.ends',
    defaultMessage: 'Ends in {days, plural, one {# day} other {# days}}, on {date}.',
    description: 'When the streak discount ends; {days} is 14, {date} the date it ends.',
  },
  goalMet: {
    id: 'learning.celebration.goalMet',
    defaultMessage: 'You met your goal!',
    description: 'Title of the modal shown when the learner met their weekly learning goal.',
  },
  goalCongrats: {
    id: 'learning.celebration.goalCongrats',
    defaultMessage:
      'Congratulations, you met your learning goal of <strong>{days, plural, one {# time} other {# times}}</strong> a week.',
    description:
      'Body of the weekly goal celebration; {days} is the number of days a week of the learner’s goal, <strong> marks the bold part.',
  },
  setGoal: {
    id: 'learning.celebration.setGoal',
    defaultMessage: 'Setting a goal can help you <strong>achieve higher performance</strong> in your course.',
    description: 'Tip in the weekly goal celebration; <strong> marks the bold part.',
  },
  keepItUp: {
    id: 'learning.celebration.keepItUp',
    defaultMessage: 'Keep it up',
    description: 'Button that closes the weekly goal celebration.',
  },
});
