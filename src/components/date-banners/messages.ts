import { defineMessages } from 'react-intl';

export default defineMessages({
  resetHeader: {
    id: 'datesBanner.resetDatesBanner.header',
    defaultMessage: 'It looks like you missed some important deadlines based on our suggested schedule.',
    description: 'Heading of the banner offering to shift past-due dates into the future.',
  },
  resetBody: {
    id: 'datesBanner.resetDatesBanner.body',
    defaultMessage:
      'To keep yourself on track, you can update this schedule and shift the past due assignments into the future. Don’t worry—you won’t lose any of the progress you’ve made when you shift your due dates.',
    description: 'Text of the banner offering to shift past-due dates into the future.',
  },
  resetButton: {
    id: 'datesBanner.resetDatesBanner.button',
    defaultMessage: 'Shift due dates',
    description: 'Button that shifts the learner’s past-due dates into the future.',
  },
  resetFailed: {
    id: 'learning.datesBanner.reset.failed',
    defaultMessage: 'Your due dates could not be shifted. Please try again.',
    description: 'Shown when shifting the due dates failed.',
  },
  auditHeader: {
    id: 'learning.datesBanner.audit.header',
    defaultMessage: 'You are auditing this course.',
    description: 'Heading of the banners that offer an upgrade to audit learners.',
  },
  upgradeToResetBody: {
    id: 'learning.datesBanner.upgradeToReset.body',
    defaultMessage:
      'This means that you are unable to participate in graded assignments. It looks like you missed some important deadlines based on our suggested schedule. To complete graded assignments as part of this course and shift the past due assignments into the future, you can upgrade today.',
    description: 'Text of the banner for audit learners who missed graded deadlines.',
  },
  upgradeToResetButton: {
    id: 'datesBanner.upgradeToResetBanner.button',
    defaultMessage: 'Upgrade to shift due dates',
    description: 'Button to upgrade, for audit learners who missed graded deadlines.',
  },
  upgradeToCompleteBody: {
    id: 'learning.datesBanner.upgradeToComplete.body',
    defaultMessage:
      'This means that you are unable to participate in graded assignments. To complete graded assignments as part of this course, you can upgrade today.',
    description: 'Text of the banner that offers audit learners an upgrade to take part in graded work.',
  },
  upgradeToCompleteButton: {
    id: 'datesBanner.upgradeToCompleteGradedBanner.button',
    defaultMessage: 'Upgrade now',
    description: 'Button to upgrade to the verified track.',
  },
  infoHeader: {
    id: 'learning.datesBanner.info.header',
    defaultMessage: 'We’ve built a suggested schedule to help you stay on track.',
    description: 'Heading of the banner that explains the suggested schedule of a self-paced course.',
  },
  infoBody: {
    id: 'learning.datesBanner.info.body',
    defaultMessage:
      'But don’t worry—it’s flexible so you can learn at your own pace. If you happen to fall behind on our suggested dates, you’ll be able to adjust them to keep yourself on track.',
    description: 'Text of the banner that explains the suggested schedule of a self-paced course.',
  },
});
