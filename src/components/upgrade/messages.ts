import { defineMessages } from 'react-intl';

/** The upgrade card, price and button (spec §4 "Upgrade card", §9; contract courseware §12). */
export default defineMessages({
  discountHeader: {
    id: 'learning.upgrade.card.discount.header',
    defaultMessage: '{percentage} First-Time Learner Discount',
    description:
      'Heading of the upgrade card while a first-purchase discount runs; {percentage} is a formatted percentage such as "15%".',
  },
  upgradeToday: {
    id: 'learning.upgrade.card.today.header',
    defaultMessage: 'Upgrade your course today',
    description: 'Heading of the upgrade card while a week or more of course access is left.',
  },
  accessWillExpire: {
    id: 'learning.upgrade.card.today.expiration',
    defaultMessage: 'Course access will expire {date}',
    description: 'Under "Upgrade your course today": when the audit learner’s access ends; {date} is a date.',
  },
  urgentHeader: {
    id: 'learning.upgrade.card.urgent.header',
    defaultMessage: 'Course Access Expiration',
    description: 'Heading of the upgrade card when less than a week of course access is left.',
  },
  daysLeft: {
    id: 'learning.upgrade.card.countdown.days',
    defaultMessage: '{dayCount, plural, one {# day} other {# days}} left',
    description: 'Countdown to the end of access or of a discount, in whole days (24 hours or more left).',
  },
  hoursLeft: {
    id: 'learning.upgrade.card.countdown.hours',
    defaultMessage: '{hourCount, plural, one {# hour} other {# hours}} left',
    description: 'Countdown to the end of access or of a discount, in whole hours (1 to 23 hours left).',
  },
  lastHour: {
    id: 'learning.upgrade.card.countdown.lastHour',
    defaultMessage: 'Less than 1 hour left',
    description: 'Countdown to the end of access or of a discount when less than one hour is left.',
  },
  accessLoss: {
    id: 'learning.upgrade.card.urgent.loss',
    defaultMessage: 'You will lose all access to this course, {includingAnyProgress}, on {date}.',
    description:
      'Warning when less than a week of access is left; {includingAnyProgress} is the bold phrase "including any progress", {date} the date access ends.',
  },
  includingAnyProgress: {
    id: 'learning.upgrade.card.urgent.loss.progress',
    defaultMessage: 'including any progress',
    description: 'Bold part of the access-loss warning.',
  },
  urgentUpgrade: {
    id: 'learning.upgrade.card.urgent.upgrade',
    defaultMessage:
      'Upgrading your course enables you to pursue a verified certificate and unlocks numerous features.',
    description: 'Under the access-loss warning: what upgrading gives.',
  },
  pursueCertificate: {
    id: 'learning.outline.upgradeTitle',
    defaultMessage: 'Pursue a verified certificate',
    description: 'Heading of the upgrade card when the learner’s access does not expire.',
  },
  benefitCertificate: {
    id: 'learning.generic.upsell.verifiedCertBullet',
    defaultMessage: 'Earn a {verifiedCertificate} of completion to showcase on your resumé',
    description:
      'Upgrade benefit; {verifiedCertificate} is the bold (or linked) phrase "verified certificate".',
  },
  verifiedCertificate: {
    id: 'learning.generic.upsell.verifiedCertBullet.verifiedCert',
    defaultMessage: 'verified certificate',
    description: 'Bold or linked phrase inside the certificate benefit.',
  },
  benefitGraded: {
    id: 'learning.generic.upsell.unlockGradedBullet',
    defaultMessage: 'Unlock your access to all course activities, including {gradedAssignments}',
    description: 'Upgrade benefit; {gradedAssignments} is the bold phrase "graded assignments".',
  },
  gradedAssignments: {
    id: 'learning.generic.upsell.unlockGradedBullet.gradedAssignments',
    defaultMessage: 'graded assignments',
    description: 'Bold phrase inside the graded-assignments benefit.',
  },
  benefitFullAccess: {
    id: 'learning.generic.upsell.fullAccessBullet',
    defaultMessage: '{fullAccess} to course content and materials, even after the course ends',
    description: 'Upgrade benefit; {fullAccess} is the bold phrase "Full access".',
  },
  fullAccess: {
    id: 'learning.generic.upsell.fullAccessBullet.fullAccess',
    defaultMessage: 'Full access',
    description: 'Bold phrase that starts the full-access benefit.',
  },
  benefitMission: {
    id: 'learning.generic.upsell.supportMissionBullet',
    defaultMessage: 'Support our {nonProfitMission} at {siteName}',
    description:
      'Upgrade benefit; {nonProfitMission} is the bold phrase "non-profit mission", {siteName} the name of the site.',
  },
  nonProfitMission: {
    id: 'learning.upgrade.benefit.mission.bold',
    defaultMessage: 'non-profit mission',
    description: 'Bold phrase inside the mission benefit.',
  },
  benefits: {
    id: 'learning.upgrade.benefits',
    defaultMessage: 'What upgrading gives you',
    description: 'Screen-reader name of the list of upgrade benefits.',
  },
  useCode: {
    id: 'learning.upgrade.card.code',
    defaultMessage: 'Use code {code} at checkout',
    description:
      'Under the upgrade button while a first-purchase discount runs; {code} is the discount code.',
  },
});
