import { defineMessages } from 'react-intl';

export default defineMessages({
  // Prerequisite lock
  lockedTitle: {
    id: 'learning.gates.prerequisite.title',
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
    id: 'learning.gates.prerequisite.go',
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
    id: 'learning.gates.honor.agree',
    defaultMessage: 'I agree',
    description: 'Button that accepts the honor code.',
  },
  honorCancel: {
    id: 'learning.gates.honor.cancel',
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
    id: 'learning.gates.hidden.title',
    defaultMessage: 'The due date for this assignment has passed.',
    description: 'Heading shown instead of a sequence hidden after its due date.',
  },
  hiddenBody: {
    id: 'learning.gates.hidden.body',
    defaultMessage: 'Because the due date has passed, this assignment is no longer available.',
    description: 'Explains that a past-due sequence cannot be opened any more.',
  },
  hiddenProgress: {
    id: 'learning.gates.hidden.progress',
    defaultMessage: 'If you have completed this assignment, your grade is available on the {progressLink}.',
    description: 'Points to the progress page; {progressLink} is a link reading "progress page".',
  },
  hiddenProgressLink: {
    id: 'learning.gates.hidden.progressLink',
    defaultMessage: 'progress page',
    description: 'Text of the link to the progress page inside the past-due notice.',
  },
  // Paywall
  paywallTitle: {
    id: 'learning.gates.paywall.title',
    defaultMessage: 'Graded assignments are locked',
    description: 'Heading above a unit with graded content locked for audit learners.',
  },
  paywallBody: {
    id: 'learning.gates.paywall.body',
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
  blockingExplore: {
    id: 'learning.gates.auditLock.modal.explore',
    defaultMessage: 'Explore more courses',
    description: 'Link from the blocking dialog to the course catalogue.',
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
  mustEnroll: {
    id: 'learning.gates.enroll.must',
    defaultMessage: 'You must be enrolled in the course to see course content.',
    description: 'Shown instead of course content to a signed-in learner who is not enrolled.',
  },
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
  staffUnenrolled: {
    id: 'learning.gates.enroll.staff',
    defaultMessage: 'You are viewing this course as staff, and are not enrolled.',
    description: 'Notice above course content for staff who are not enrolled.',
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
  register: {
    id: 'learning.gates.enroll.register',
    defaultMessage: 'register',
    description: 'Link to the registration page inside the public preview notice.',
  },
  // Special exams
  // Calculator
  calculator: {
    id: 'learning.tools.calculator.open',
    defaultMessage: 'Calculator',
    description: 'Button that opens or closes the calculator.',
  },
  calculatorRegion: {
    id: 'learning.tools.calculator.region',
    defaultMessage: 'Calculator',
    description: 'Accessible name of the calculator panel.',
  },
  calculatorInput: {
    id: 'learning.tools.calculator.input',
    defaultMessage: 'Calculator input',
    description: 'Label of the field where the learner types an expression.',
  },
  calculatorSubmit: {
    id: 'learning.tools.calculator.submit',
    defaultMessage: 'Calculate',
    description: 'Button that evaluates the expression.',
  },
  calculatorOutput: {
    id: 'learning.tools.calculator.output',
    defaultMessage: 'Calculator output',
    description: 'Label of the read-only field with the result.',
  },
  calculatorFailed: {
    id: 'learning.tools.calculator.failed',
    defaultMessage: 'The calculator could not be reached. Please try again.',
    description: 'Shown when the calculation request failed.',
  },
  calculatorInvalid: {
    id: 'learning.tools.calculator.invalid',
    defaultMessage: 'The expression could not be evaluated. Check it against the hints.',
    description: 'Shown when the server could not evaluate the expression.',
  },
  hints: {
    id: 'learning.tools.calculator.hints',
    defaultMessage: 'Hints',
    description: 'Button that shows or hides the calculator instructions.',
  },
  hintsTitle: {
    id: 'learning.tools.calculator.hintsTitle',
    defaultMessage: 'Calculator instructions',
    description: 'Heading of the calculator instructions.',
  },
  hintParentheses: {
    id: 'learning.tools.calculator.hint.parentheses',
    defaultMessage: 'Use parentheses () to make expressions clear, for example (2+3)*4.',
    description: 'Calculator syntax hint.',
  },
  hintSpaces: {
    id: 'learning.tools.calculator.hint.spaces',
    defaultMessage: 'Do not use spaces in expressions.',
    description: 'Calculator syntax hint.',
  },
  hintConstants: {
    id: 'learning.tools.calculator.hint.constants',
    defaultMessage: 'For constants, indicate multiplication explicitly, for example 5*c.',
    description: 'Calculator syntax hint.',
  },
  hintAffixes: {
    id: 'learning.tools.calculator.hint.affixes',
    defaultMessage: 'For affixes, type the number and affix without a space, for example 5c.',
    description: 'Calculator syntax hint.',
  },
  hintFunctions: {
    id: 'learning.tools.calculator.hint.functions',
    defaultMessage:
      'For functions, type the name of the function, then the expression in parentheses, for example sqrt(4).',
    description: 'Calculator syntax hint.',
  },
  hintsConstants: {
    id: 'learning.tools.calculator.constants',
    defaultMessage: 'Constants',
    description: 'Heading of the list of supported constants.',
  },
  hintsAffixes: {
    id: 'learning.tools.calculator.affixes',
    defaultMessage: 'Affixes',
    description: 'Heading of the list of supported affixes (unit prefixes such as k or M).',
  },
  hintsFunctions: {
    id: 'learning.tools.calculator.functions',
    defaultMessage: 'Functions',
    description: 'Heading of the list of supported functions.',
  },
  hintsOperators: {
    id: 'learning.tools.calculator.operators',
    defaultMessage: 'Operators',
    description: 'Heading of the list of supported operators.',
  },
  hintsNumbers: {
    id: 'learning.tools.calculator.numbers',
    defaultMessage: 'Numbers',
    description: 'Heading of the list of supported number formats.',
  },
  hintNumbers: {
    id: 'learning.tools.calculator.numbersList',
    defaultMessage: 'Integers, fractions, decimals, and scientific notation (10^-9 or 1e-9).',
    description: 'The number formats the calculator accepts.',
  },
  hintsMore: {
    id: 'learning.tools.calculator.more',
    defaultMessage: 'More about the calculator',
    description: 'Link to a help article about the calculator.',
  },
  // Notes
  showNotes: {
    id: 'learning.tools.notes.show',
    defaultMessage: 'Show Notes',
    description: 'Button that shows the learner’s notes in the unit.',
  },
  hideNotes: {
    id: 'learning.tools.notes.hide',
    defaultMessage: 'Hide Notes',
    description: 'Button that hides the learner’s notes in the unit.',
  },
  notesFailed: {
    id: 'learning.tools.notes.failed',
    defaultMessage: 'Your notes setting could not be saved. Please try again.',
    description: 'Shown when saving the notes visibility failed.',
  },
  toolsRegion: {
    id: 'learning.tools.region',
    defaultMessage: 'Course tools',
    description: 'Accessible name of the tools at the bottom of the courseware page.',
  },

  // Celebrations
  firstSectionTitle: {
    id: 'learning.celebration.firstSection.title',
    defaultMessage: 'Congratulations!',
    description: 'Title of the modal after the learner finishes the first section of a course.',
  },
  firstSectionBody: {
    id: 'learning.celebration.firstSection.body',
    defaultMessage: 'You just completed the first section of your course. You deserve a high five!',
    description: 'Body of the first-section celebration.',
  },
  keepGoing: {
    id: 'learning.celebration.keepGoing',
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
  close: {
    id: 'learning.celebration.close',
    defaultMessage: 'Close',
    description: 'Accessible name of the button that closes a celebration.',
  },
});
