import { defineMessages } from 'react-intl';

/** The gate pages', notices' and audit locks' messages (their own chunk: they load when one shows). */
export default defineMessages({
  // Prerequisite lock
  lockedTitle: {
    id: 'learn.contentLock.content.locked',
    defaultMessage: 'Content Locked',
    description: 'Heading of the page shown instead of a sequence whose prerequisite is not completed.',
  },
  lockedBody: {
    id: 'learning.gates.prerequisite.body',
    defaultMessage: 'You must complete the prerequisite to access this content.',
    description: 'Explains why a sequence is locked.',
  },
  lockedPrerequisite: {
    id: 'learning.gates.prerequisite.name',
    defaultMessage: 'Prerequisite: {name}',
    description: 'Names the section or subsection the learner must complete first.',
  },
  lockedGo: {
    id: 'learn.contentLock.goToSection',
    defaultMessage: 'Go To Prerequisite Section',
    description: 'Button that opens the prerequisite of a locked sequence.',
  },
  // Honor code
  honorTitle: {
    id: 'learning.gates.honor.title',
    defaultMessage: '{siteName} Honor Code',
    description: 'Heading of the honor code a learner must agree to before graded work.',
  },
  honorBody: {
    id: 'learning.gates.honor.body',
    defaultMessage:
      'Before you work on graded content, agree to the honor code: you will do your own work, keep one account, and not share answers or solutions.',
    description: 'Summary of the honor code above the agree and cancel buttons.',
  },
  honorLink: {
    id: 'learning.gates.honor.link',
    defaultMessage: 'Read the full honor code',
    description: 'Link to the honor code section of the terms of service.',
  },
  honorAgree: {
    id: 'learn.honorCode.agree',
    defaultMessage: 'I agree',
    description: 'Button that accepts the honor code.',
  },
  honorCancel: {
    id: 'learn.honorCode.cancel',
    defaultMessage: 'Cancel',
    description: 'Button that declines the honor code and goes back to the course home.',
  },
  honorSaving: {
    id: 'learning.gates.honor.saving',
    defaultMessage: 'Saving your agreement…',
    description: 'Screen-reader text while the honor code agreement is sent.',
  },
  honorFailed: {
    id: 'learning.gates.honor.failed',
    defaultMessage: 'Your agreement could not be saved. Please try again.',
    description: 'Shown when sending the honor code agreement failed.',
  },
  // Hidden after due
  hiddenTitle: {
    id: 'learn.hiddenAfterDue.header',
    defaultMessage: 'The due date for this assignment has passed.',
    description: 'Heading shown instead of a sequence hidden after its due date.',
  },
  hiddenBody: {
    id: 'learn.hiddenAfterDue.description',
    defaultMessage: 'Because the due date has passed, this assignment is no longer available.',
    description: 'Explains that a past-due sequence cannot be opened any more.',
  },
  hiddenProgress: {
    id: 'learn.hiddenAfterDue.gradeAvailable',
    defaultMessage: 'If you have completed this assignment, your grade is available on the {progressLink}.',
    description: 'Points to the progress page; {progressLink} is a link reading "progress page".',
  },
  hiddenProgressLink: {
    id: 'learn.hiddenAfterDue.progressPage',
    defaultMessage: 'progress page',
    description: 'Text of the link to the progress page inside the past-due notice.',
  },
  // Paywall
  paywallTitle: {
    id: 'learn.lockPaywall.title',
    defaultMessage: 'Graded assignments are locked',
    description: 'Heading above a unit with graded content locked for audit learners.',
  },
  paywallBody: {
    id: 'learn.lockPaywall.content',
    defaultMessage:
      'Upgrade to gain access to locked features like this one and get the most out of your course.',
    description: 'Invitation to upgrade above locked graded content.',
  },
  paywallNoUpgrade: {
    id: 'learning.gates.paywall.noUpgrade',
    defaultMessage: 'This graded content is not part of your enrollment track.',
    description: 'Shown above locked graded content when the course offers no upgrade.',
  },
  verifiedLockTitle: {
    id: 'learning.gates.auditLock.verified.title',
    defaultMessage: 'Verified Track Access',
    description: 'Heading shown instead of a unit that audit access does not include (the verified lock).',
  },
  verifiedLockBody: {
    id: 'learning.gates.auditLock.verified.body',
    defaultMessage:
      'Audit access is limited to part of this course’s content. To access the full course content, upgrade to a verified certificate.',
    description: 'Explains the verified lock above the upgrade button.',
  },
  verifiedLockNoUpgrade: {
    id: 'learning.gates.auditLock.verified.noUpgrade',
    defaultMessage: 'Audit access is limited to part of this course’s content.',
    description: 'The verified lock when the course offers no upgrade.',
  },
  blockingTitle: {
    id: 'learning.gates.auditLock.modal.title',
    defaultMessage: 'Deadline to access full course has passed',
    description: 'Heading of the blocking dialog over content an audit learner can no longer reach.',
  },
  blockingSubtitle: {
    id: 'learning.gates.auditLock.modal.subtitle',
    defaultMessage: 'What does the Verified Track get you?',
    description: 'Introduces the list of what the verified track gives, in the blocking dialog.',
  },
  blockingUnlimited: {
    id: 'learning.gates.auditLock.modal.unlimited',
    defaultMessage:
      'Unlock unlimited access to all course content and activities, including graded assignments, even after the course ends.',
    description: 'Verified track benefit in the blocking dialog.',
  },
  blockingHome: {
    id: 'learning.gates.auditLock.modal.home',
    defaultMessage: 'Go to the course home',
    description: 'Link from the blocking dialog back to the course home.',
  },
  benefitCertificate: {
    id: 'learning.gates.paywall.benefit.certificate',
    defaultMessage: 'Earn a verified certificate of completion to showcase on your resumé',
    description: 'Upgrade benefit.',
  },
  benefitUnlimited: {
    id: 'learning.gates.paywall.benefit.unlimited',
    defaultMessage: 'Unlock your access to all course activities, including graded assignments',
    description: 'Upgrade benefit.',
  },
  benefitFullAccess: {
    id: 'learning.gates.paywall.benefit.fullAccess',
    defaultMessage: 'Full access to course content and materials, even after the course ends',
    description: 'Upgrade benefit.',
  },
  benefitSupport: {
    id: 'learning.gates.paywall.benefit.support',
    defaultMessage: 'Support our mission to make learning available to everyone',
    description: 'Upgrade benefit.',
  },
  // Enrollment
  mustEnrollLabel: {
    id: 'learning.gates.enroll.must.label',
    defaultMessage: 'Enrollment required',
    description:
      'Accessible name of the notice shown instead of course content to a learner who is not enrolled (read by screen readers before the notice).',
  },
  mustEnrollAction: {
    id: 'learning.gates.enroll.action',
    defaultMessage: 'Enroll from the course home',
    description: 'Link to the course home, where the learner can enroll.',
  },
  staffUnenrolledLabel: {
    id: 'learning.gates.enroll.staff.label',
    defaultMessage: 'Staff view',
    description:
      'Accessible name of the notice above course content for staff who are not enrolled (read by screen readers before the notice).',
  },
  publicView: {
    id: 'learning.gates.enroll.public',
    defaultMessage: 'You are viewing a public preview of this course. {signIn} or {register} to take part.',
    description: 'Notice above course content for visitors who are not signed in.',
  },
  publicViewLabel: {
    id: 'learning.gates.enroll.public.label',
    defaultMessage: 'Public preview',
    description:
      'Accessible name of the notice above course content for visitors who are not signed in (read by screen readers before the notice).',
  },
  signIn: {
    id: 'learning.gates.enroll.signIn',
    defaultMessage: 'Sign in',
    description: 'Link to the sign-in page inside the public preview notice.',
  },
});
