import { defineMessages } from 'react-intl';

export default defineMessages({
  certEarnedNotAvailableBody: {
    id: 'learning.outline.alert.cert.earnedNotAvailable.body',
    defaultMessage:
      'This course ended on {courseEndDate}. Final grades and any earned certificates are scheduled to be available after {certificateAvailableDate}.',
    description: 'Text of the alert for a learner whose certificate is released later.',
  },
  certReadyHeader: {
    id: 'cert.alert.earned.ready.header',
    defaultMessage: 'Congratulations! Your certificate is ready.',
    description: 'Heading of the alert for a learner whose certificate can be viewed or requested.',
  },
  certUnverifiedHeader: {
    id: 'progress.certificateStatus.unverifiedHomeHeader.v2',
    defaultMessage: 'Verify your identity to qualify for a certificate.',
    description: 'Heading of the alert for a passing learner who must verify their identity.',
  },
  certUnverifiedBody: {
    id: 'progress.certificateStatus.unverifiedHomeBody',
    defaultMessage:
      'In order to generate a certificate for this course, you must complete the ID verification process.',
    description: 'Text of the alert for a passing learner who must verify their identity.',
  },
  certUnverifiedButton: {
    id: 'progress.certificateStatus.unverifiedHomeButton',
    defaultMessage: 'Verify my ID',
    description: 'Button to the identity verification.',
  },
  certNotPassingHeader: {
    id: 'learning.outline.alert.cert.notPassing.header',
    defaultMessage: 'You are not eligible for a certificate',
    description: 'Heading of the alert for a learner who did not pass a course that has ended.',
  },
  certNotPassingBody: {
    id: 'progress.certificateStatus.notPassingBody',
    defaultMessage: 'In order to qualify for a certificate, you must have a passing grade.',
    description: 'Text of the alert for a learner who did not pass a course that has ended.',
  },
  certNotPassingButton: {
    id: 'cert.alert.notPassing.button',
    defaultMessage: 'View grades',
    description: 'Button to the progress tab with the learner’s grades.',
  },
});
