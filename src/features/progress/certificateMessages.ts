import { defineMessages } from 'react-intl';

export default defineMessages({
  downloadableBody: {
    id: 'learning.progress.certificate.downloadable.body',
    defaultMessage: 'Showcase your accomplishment on LinkedIn or your resume today.',
    description: 'Text of the certificate card when the certificate has been issued.',
  },
  notAvailableHeading: {
    id: 'learning.progress.certificate.notAvailable.heading',
    defaultMessage: 'Your certificate will be available soon!',
    description: 'Heading of the certificate card when it is earned but certificates are released later.',
  },
  notAvailableBody: {
    id: 'progress.certificateStatus.notAvailable.endDate',
    defaultMessage:
      'This course ends on {endDate}. Final grades and any earned certificates are scheduled to be available after {certificateAvailableDate}.',
    description: 'Text of the certificate card when certificates are released after the course ends.',
  },
  requestingBody: {
    id: 'learning.progress.certificate.requesting.body',
    defaultMessage: 'You can now request your certificate.',
    description: 'Text of the certificate card when the learner may request the certificate.',
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
    id: 'progress.certificateStatus.upgradeHeader',
    defaultMessage: 'Earn a certificate',
    description: 'Heading of the certificate card that offers the verified track to audit learners.',
  },
  upgradeBody: {
    id: 'progress.certificateStatus.upgradeBody',
    defaultMessage:
      'You are in an audit track and do not qualify for a certificate. In order to work towards a certificate, upgrade your course today.',
    description: 'Text of the certificate card that offers the verified track to audit learners.',
  },
  notPassingHeading: {
    id: 'progress.certificateStatus.notPassingHeader',
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
    id: 'progress.certificateStatus.inProgressHeader',
    defaultMessage: 'More content is coming soon!',
    description: 'Heading of the certificate card when more course content will be released.',
  },
  inProgressBody: {
    id: 'progress.certificateStatus.inProgressBody',
    defaultMessage:
      'It looks like there is more content in this course that will be released in the future. Look out for email updates or check back on your course for when this content will be available.',
    description: 'Text of the certificate card when more course content will be released.',
  },
});
