import { defineMessages } from 'react-intl';

/** The certificate's words shared by the outline alert, the progress card and the exit page (spec §4). */
export default defineMessages({
  view: {
    id: 'progress.certificateStatus.viewableButton',
    defaultMessage: 'View my certificate',
    description: 'Button that opens the learner’s certificate (its web view).',
  },
  download: {
    id: 'learning.certificate.download',
    defaultMessage: 'Download my certificate',
    description: 'Button that downloads the learner’s certificate (no web view exists).',
  },
  linkedin: {
    id: 'courseCelebration.linkedinAddToProfileButton',
    defaultMessage: 'Add to LinkedIn profile',
    description: 'Button that adds the certificate to the learner’s LinkedIn profile.',
  },
  request: {
    id: 'progress.certificateStatus.requestableButton',
    defaultMessage: 'Request certificate',
    description: 'Button that asks the LMS to generate the learner’s certificate.',
  },
  requested: {
    id: 'learning.certificate.requested',
    defaultMessage: 'Your certificate request has been received. Your certificate will be ready soon.',
    description: 'Shown in place of the request button once the certificate request succeeded.',
  },
  requestFailed: {
    id: 'learning.certificate.requestFailed',
    defaultMessage: 'Your certificate could not be requested. Please try again.',
    description: 'Shown under the request button when the certificate request failed.',
  },
  verifyNow: {
    id: 'courseCelebration.verifyIdentityButton',
    defaultMessage: 'Verify ID now',
    description: 'Button to the identity verification a certificate needs.',
  },
  upgradeNow: {
    id: 'progress.certificateStatus.upgradeButton',
    defaultMessage: 'Upgrade now',
    description: 'Button to upgrade to the verified track, which earns a certificate.',
  },
  availableHeading: {
    id: 'progress.certificateStatus.downloadableHeader',
    defaultMessage: 'Your certificate is available!',
    description: 'Heading when the learner’s certificate can be viewed or downloaded.',
  },
  qualifiedHeading: {
    id: 'courseCelebration.certificateHeader.requestable',
    defaultMessage: 'Congratulations, you qualified for a certificate!',
    description: 'Heading when the learner qualified and can request the certificate.',
  },
  soonHeading: {
    id: 'learning.certificate.soon.heading',
    defaultMessage: 'Your grade and certificate will be ready soon!',
    description: 'Heading when the certificate is earned but not available until a later date.',
  },
  notAvailableBodyNoEnd: {
    id: 'progress.certificateBody.notAvailable.endDate',
    defaultMessage:
      'Final grades and any earned certificates are scheduled to be available after {certificateAvailableDate}.',
    description:
      'Text of the certificate card (progress page) and of the certificate alert (course outline) when certificates are released later and the course end is not known; {certificateAvailableDate} is the release date.',
  },
});
