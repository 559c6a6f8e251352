import { defineMessages } from 'react-intl';

export default defineMessages({
  downloadableHeading: {
    id: 'learning.progress.certificate.downloadable.heading',
    defaultMessage: 'Your certificate is available!',
    description: 'Heading of the certificate card when the certificate has been issued.',
  },
  downloadableBody: {
    id: 'learning.progress.certificate.downloadable.body',
    defaultMessage: 'Showcase your accomplishment on LinkedIn or your resume today.',
    description: 'Text of the certificate card when the certificate has been issued.',
  },
  view: {
    id: 'learning.progress.certificate.view',
    defaultMessage: 'View my certificate',
    description: 'Button to open the web view of the certificate.',
  },
  download: {
    id: 'learning.progress.certificate.download',
    defaultMessage: 'Download my certificate',
    description: 'Button to download the certificate when it has no web view.',
  },
  linkedin: {
    id: 'learning.progress.certificate.linkedin',
    defaultMessage: 'Add to LinkedIn profile',
    description: 'Button that adds the certificate to the learner’s LinkedIn profile.',
  },
  notAvailableHeading: {
    id: 'learning.progress.certificate.notAvailable.heading',
    defaultMessage: 'Your certificate will be available soon!',
    description: 'Heading of the certificate card when it is earned but certificates are released later.',
  },
  notAvailableBody: {
    id: 'learning.progress.certificate.notAvailable.body',
    defaultMessage:
      'This course ends on {endDate}. Final grades and any earned certificates are scheduled to be available after {certificateAvailableDate}.',
    description: 'Text of the certificate card when certificates are released after the course ends.',
  },
  notAvailableBodyNoEnd: {
    id: 'learning.progress.certificate.notAvailable.bodyNoEnd',
    defaultMessage:
      'Final grades and any earned certificates are scheduled to be available after {certificateAvailableDate}.',
    description:
      'Text of the certificate card when certificates are released later and the course has no end date.',
  },
  requestingHeading: {
    id: 'learning.progress.certificate.requesting.heading',
    defaultMessage: 'Congratulations, you qualified for a certificate!',
    description: 'Heading of the certificate card when the learner may request the certificate.',
  },
  requestingBody: {
    id: 'learning.progress.certificate.requesting.body',
    defaultMessage: 'You can now request your certificate.',
    description: 'Text of the certificate card when the learner may request the certificate.',
  },
  request: {
    id: 'learning.progress.certificate.request',
    defaultMessage: 'Request certificate',
    description: 'Button that asks the server to generate the certificate.',
  },
  requestFailed: {
    id: 'learning.progress.certificate.requestFailed',
    defaultMessage: 'Your certificate could not be requested. Please try again.',
    description: 'Shown when requesting the certificate failed.',
  },
  unverifiedHeading: {
    id: 'learning.progress.certificate.unverified.heading',
    defaultMessage: 'Certificate requirements',
    description: 'Heading of the certificate card when the learner has not verified their identity.',
  },
  unverifiedBody: {
    id: 'learning.progress.certificate.unverified.body',
    defaultMessage:
      'In order to qualify for a certificate, you must have a passing grade and complete ID verification.',
    description: 'Text of the certificate card when the learner has not verified their identity.',
  },
  verify: {
    id: 'learning.progress.certificate.verify',
    defaultMessage: 'Verify ID now',
    description: 'Button to the identity verification.',
  },
  pendingHeading: {
    id: 'learning.progress.certificate.pending.heading',
    defaultMessage: 'Certificate requirements',
    description: 'Heading of the certificate card while the identity verification is pending.',
  },
  pendingBody: {
    id: 'learning.progress.certificate.pending.body',
    defaultMessage:
      'Your ID verification is pending. Your certificate will be available once your identity is verified.',
    description: 'Text of the certificate card while the identity verification is pending.',
  },
  upgradeHeading: {
    id: 'learning.progress.certificate.upgrade.heading',
    defaultMessage: 'Earn a certificate',
    description: 'Heading of the certificate card that offers the verified track to audit learners.',
  },
  upgradeBody: {
    id: 'learning.progress.certificate.upgrade.body',
    defaultMessage:
      'You are in an audit track and do not qualify for a certificate. In order to work towards a certificate, upgrade your course today.',
    description: 'Text of the certificate card that offers the verified track to audit learners.',
  },
  upgrade: {
    id: 'learning.progress.certificate.upgrade',
    defaultMessage: 'Upgrade now',
    description: 'Button to buy the verified track.',
  },
  notPassingHeading: {
    id: 'learning.progress.certificate.notPassing.heading',
    defaultMessage: 'Certificate status',
    description: 'Heading of the certificate card when the learner is not passing.',
  },
  notPassingBody: {
    id: 'learning.progress.certificate.notPassing.body',
    defaultMessage:
      'You are not currently passing this course. Once you reach the passing grade, you will qualify for a certificate.',
    description: 'Text of the certificate card when the learner is not passing.',
  },
  inProgressHeading: {
    id: 'learning.progress.certificate.inProgress.heading',
    defaultMessage: 'More content is coming soon!',
    description: 'Heading of the certificate card when more course content will be released.',
  },
  inProgressBody: {
    id: 'learning.progress.certificate.inProgress.body',
    defaultMessage:
      'It looks like there is more content in this course that will be released in the future. Look out for email updates or check back on your course for when this content will be available.',
    description: 'Text of the certificate card when more course content will be released.',
  },
});
