import { defineMessages } from 'react-intl';

export default defineMessages({
  certEarnedNotAvailableHeader: {
    id: 'learning.outline.alert.cert.earnedNotAvailable.header',
    defaultMessage: 'Your grade and certificate will be ready soon!',
    description: 'Heading of the alert for a learner whose certificate is released later.',
  },
  certEarnedNotAvailableBody: {
    id: 'learning.outline.alert.cert.earnedNotAvailable.body',
    defaultMessage:
      'This course ended on {courseEndDate}. Final grades and any earned certificates are scheduled to be available after {certificateAvailableDate}.',
    description: 'Text of the alert for a learner whose certificate is released later.',
  },
  certEarnedNotAvailableBodyNoEnd: {
    id: 'learning.outline.alert.cert.earnedNotAvailable.bodyNoEnd',
    defaultMessage:
      'Final grades and any earned certificates are scheduled to be available after {certificateAvailableDate}.',
    description:
      'Text of the alert for a learner whose certificate is released later, when the course end is not known.',
  },
  certReadyHeader: {
    id: 'learning.outline.alert.cert.ready.header',
    defaultMessage: 'Congratulations! Your certificate is ready.',
    description: 'Heading of the alert for a learner whose certificate can be viewed or requested.',
  },
  certView: {
    id: 'learning.outline.alert.cert.view',
    defaultMessage: 'View my certificate',
    description: 'Button that opens the learner’s certificate.',
  },
  certRequest: {
    id: 'learning.outline.alert.cert.request',
    defaultMessage: 'Request certificate',
    description: 'Button that asks for the learner’s certificate to be generated.',
  },
  certRequested: {
    id: 'learning.outline.alert.cert.requested',
    defaultMessage: 'Your certificate request has been received. Your certificate will be ready soon.',
    description: 'Toast after the learner requested their certificate.',
  },
  certRequestFailed: {
    id: 'learning.outline.alert.cert.requestFailed',
    defaultMessage: 'Your certificate could not be requested. Please try again.',
    description: 'Shown when requesting the certificate failed.',
  },
  certUnverifiedHeader: {
    id: 'learning.outline.alert.cert.unverified.header',
    defaultMessage: 'Verify your identity to qualify for a certificate.',
    description: 'Heading of the alert for a passing learner who must verify their identity.',
  },
  certUnverifiedBody: {
    id: 'learning.outline.alert.cert.unverified.body',
    defaultMessage:
      'In order to generate a certificate for this course, you must complete the ID verification process.',
    description: 'Text of the alert for a passing learner who must verify their identity.',
  },
  certUnverifiedButton: {
    id: 'learning.outline.alert.cert.unverified.button',
    defaultMessage: 'Verify my ID',
    description: 'Button to the identity verification.',
  },
  certNotPassingHeader: {
    id: 'learning.outline.alert.cert.notPassing.header',
    defaultMessage: 'You are not eligible for a certificate',
    description: 'Heading of the alert for a learner who did not pass a course that has ended.',
  },
  certNotPassingBody: {
    id: 'learning.outline.alert.cert.notPassing.body',
    defaultMessage: 'In order to qualify for a certificate, you must have a passing grade.',
    description: 'Text of the alert for a learner who did not pass a course that has ended.',
  },
  certNotPassingButton: {
    id: 'learning.outline.alert.cert.notPassing.button',
    defaultMessage: 'View grades',
    description: 'Button to the progress tab with the learner’s grades.',
  },
});
