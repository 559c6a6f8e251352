import { defineMessages } from 'react-intl';

/** The timed-exam screens (issue 17; exams contract §6 for the library's wording they follow). */
const messages = defineMessages({
  loading: {
    id: 'learning.exams.loading',
    defaultMessage: 'Loading your exam…',
    description: 'Screen-reader text of the spinner while the exam and the learner’s attempt load.',
  },
  checking: {
    id: 'learning.exams.checking',
    defaultMessage: 'Loading the result of your exam…',
    description: 'Screen-reader text of the spinner while the app asks how a submitted exam ended.',
  },

  // Instructions (before the start)
  kindTimed: {
    id: 'learning.exams.kind.timed',
    defaultMessage: 'Timed exam',
    description: 'Small label above the exam name on the exam’s pages.',
  },
  kindTimedNamed: {
    id: 'learning.exams.kind.timedNamed',
    defaultMessage: 'Timed exam: {exam}',
    description: 'Small label above the heading of a timed exam’s pages after the start; exam is its name.',
  },
  timeAllowed: {
    id: 'learning.exams.instructions.timeAllowed',
    defaultMessage: 'Time allowed',
    description: 'Label of the time the learner has to complete the exam (a duration follows).',
  },
  dueDate: {
    id: 'learning.exams.instructions.due',
    defaultMessage: 'Due',
    description: 'Label of the exam’s due date (a date and time follow).',
  },
  extraTime: {
    id: 'learning.exams.instructions.extraTime',
    defaultMessage: 'This includes {extra} of additional time that you have been allowed.',
    description:
      'Shown when the learner was granted extra time on the exam; extra is a duration like "15 minutes".',
  },
  cappedTime: {
    id: 'learning.exams.instructions.cappedTime',
    defaultMessage:
      'The exam’s time limit is {limit}, but it is due before that much time would pass, so you have less.',
    description: 'Shown when the due date shortens the time the learner has; limit is a duration.',
  },
  instructions: {
    id: 'learning.exams.instructions.body',
    defaultMessage:
      'This exam has a time limit. To pass it, you must complete the problems in the time allowed. The timer starts when you select “Start my timed exam”, and it keeps running if you leave the page or close your browser.',
    description: 'What a learner must know before starting a timed exam.',
  },
  submitEachProblem: {
    id: 'learning.exams.instructions.submitEach',
    defaultMessage:
      'To receive credit for a problem, select “Submit” for it before the time runs out. When the time is up, your exam is submitted automatically.',
    description: 'Before the start of a timed exam: how answers are counted.',
  },
  start: {
    id: 'learning.exams.instructions.start',
    defaultMessage: 'Start my timed exam',
    description: 'Button that starts the timed exam and its clock.',
  },
  starting: {
    id: 'learning.exams.instructions.starting',
    defaultMessage: 'Starting your exam…',
    description: 'Screen-reader status while the exam is being started.',
  },
  moreTimeTitle: {
    id: 'exam.startExamInstructions.footerTitle',
    defaultMessage: 'Can I request additional time to complete my exam?',
    description: 'Heading of the note about extra time, below the start button.',
  },
  moreTimeBody: {
    id: 'exam.startExamInstructions.footerText',
    defaultMessage:
      'If you have disabilities, you might be eligible for an additional time allowance on timed exams. Ask your course team for information about additional time allowances.',
    description: 'How a learner can get extra time on a timed exam.',
  },
  otherExamRunning: {
    id: 'learning.exams.instructions.otherRunning',
    defaultMessage: 'You have another timed exam in progress: {exam}. Its timer keeps running.',
    description: 'Shown on an exam’s instructions while another exam’s attempt is running; exam is its name.',
  },

  // Countdown banner
  timerRegion: {
    id: 'learning.exams.timer.region',
    defaultMessage: 'Exam timer',
    description: 'Accessible name of the countdown banner above the exam’s units.',
  },
  timerTitle: {
    id: 'learning.exams.timer.title',
    defaultMessage: 'You are taking “{exam}” as a timed exam.',
    description: 'Heading of the countdown banner; exam is the exam’s name.',
  },
  timerHelp: {
    id: 'learning.exams.timer.help',
    defaultMessage:
      'To receive credit for problems, select “Submit” for each problem before you select “End my exam”.',
    description: 'Below the heading of the countdown banner.',
  },
  timeRemaining: {
    id: 'learning.exams.timer.remaining',
    defaultMessage: 'Time remaining',
    description: 'Label of the countdown clock (HH:MM:SS follows).',
  },
  timerHiddenText: {
    id: 'learning.exams.timer.hiddenText',
    defaultMessage: 'Hidden',
    description: 'Shown in place of the countdown clock after the learner hid it.',
  },
  hideTimer: {
    id: 'exam.aria.hideTimer',
    defaultMessage: 'Hide timer',
    description: 'Button that hides the countdown clock.',
  },
  showTimer: {
    id: 'exam.aria.showTimer',
    defaultMessage: 'Show timer',
    description: 'Button that shows the countdown clock again.',
  },
  levelLow: {
    id: 'learning.exams.timer.low',
    defaultMessage: 'Time is running low.',
    description: 'Shown in the countdown banner once 20 % or less of the time limit remains.',
  },
  levelCritical: {
    id: 'learning.exams.timer.critical',
    defaultMessage: 'Almost out of time.',
    description: 'Shown in the countdown banner once 5 % or less of the time limit remains.',
  },
  timeUp: {
    id: 'learning.exams.timer.up',
    defaultMessage: 'Time is up. Your exam is being submitted.',
    description: 'Shown in the countdown banner at 00:00:00.',
  },
  announceLow: {
    id: 'learning.exams.timer.announceLow',
    defaultMessage: 'Time is running low: {time} left in your exam.',
    description:
      'Said by screen readers once, when 20 % of the exam’s time limit remains; time is a duration.',
  },
  announceCritical: {
    id: 'learning.exams.timer.announceCritical',
    defaultMessage:
      'Almost out of time: {time} left. Your exam is submitted automatically when the time runs out.',
    description:
      'Said by screen readers once, when 5 % of the exam’s time limit remains; time is a duration.',
  },
  lessThanAMinute: {
    id: 'learning.exams.timer.lessThanAMinute',
    defaultMessage: 'less than a minute',
    description: 'A duration, in the time-left announcements, under one minute.',
  },
  endExam: {
    id: 'exam.examTimer.endExamBtn',
    defaultMessage: 'End my exam',
    description:
      'Button that ends the exam: in the countdown banner, and the button of the confirmation dialog it opens.',
  },

  // End dialog
  endTitle: {
    id: 'learning.exams.end.title',
    defaultMessage: 'End your exam?',
    description: 'Title of the dialog that confirms ending the exam.',
  },
  endBody: {
    id: 'learning.exams.end.body',
    defaultMessage:
      'You will then be asked to submit your exam. The timer keeps running until you submit, and you can still go back to your exam while time remains.',
    description: 'Text of the dialog that confirms ending the exam, while time remains.',
  },
  endBodyTimeUp: {
    id: 'learning.exams.end.bodyTimeUp',
    defaultMessage: 'Your time is up. Ending your exam submits it.',
    description: 'Text of the dialog that confirms ending the exam once the time is up.',
  },
  endCancel: {
    id: 'learning.exams.end.cancel',
    defaultMessage: 'Keep working',
    description: 'Button of the dialog that goes back to the exam.',
  },

  // Ready to submit
  readyTitle: {
    id: 'exam.submitExamInstructions.title',
    defaultMessage: 'Are you sure that you want to submit your timed exam?',
    description: 'Heading of the page after "End my exam", where the learner submits.',
  },
  readyCheck: {
    id: 'exam.submitExamInstructions.warningText',
    defaultMessage: 'Make sure that you have selected “Submit” for each problem before you submit your exam.',
    description: 'On the submit confirmation page.',
  },
  readyGraded: {
    id: 'learning.exams.ready.graded',
    defaultMessage:
      'After you submit your exam, it will be graded and you can no longer change your answers.',
    description: 'On the submit confirmation page.',
  },
  submit: {
    id: 'exam.submitExamInstructions.submit',
    defaultMessage: 'Yes, submit my timed exam',
    description: 'Button that submits the exam.',
  },
  submitting: {
    id: 'learning.exams.ready.submitting',
    defaultMessage: 'Submitting your exam…',
    description: 'Screen-reader status while the exam is being submitted.',
  },
  continueWorking: {
    id: 'exam.SubmitExamInstructions.continueButton',
    defaultMessage: 'No, I’d like to continue working',
    description: 'Button that goes back to the exam (shown while time remains).',
  },
  working: {
    id: 'learning.exams.working',
    defaultMessage: 'Saving…',
    description: 'Screen-reader status while the exam is being ended or resumed.',
  },

  // After
  submittedTitle: {
    id: 'exam.submittedExamInstructions.title',
    defaultMessage: 'You have submitted your timed exam',
    description: 'Heading of the page of a submitted exam.',
  },
  submittedBody: {
    id: 'learning.exams.submitted.body',
    defaultMessage: 'Your answers have been recorded, and any work you completed will be graded.',
    description: 'On the page of a submitted exam.',
  },
  timedOutTitle: {
    id: 'learning.exams.timedOut.title',
    defaultMessage: 'The time for this exam ran out',
    description: 'Heading of the page of an exam submitted because its time ran out.',
  },
  timedOutBody: {
    id: 'exam.submittedExamInstructions.overtimeTitle',
    defaultMessage:
      'The time allotted for this exam has expired. Your exam has been submitted and any work you completed will be graded.',
    description: 'On the page of an exam submitted because its time ran out.',
  },
  expiredTitle: {
    id: 'exam.ExpiredExamInstructions.title',
    defaultMessage: 'The due date for this exam has passed',
    description: 'Heading of the page of an exam past its due date that the learner did not take.',
  },
  expiredBody: {
    id: 'exam.ExpiredExamInstructions.body',
    defaultMessage: 'Because the due date has passed, you are no longer able to take this exam.',
    description: 'On the page of an exam past its due date.',
  },
  expiredContact: {
    id: 'learning.exams.expired.contact',
    defaultMessage: 'If you think this is a mistake, contact your course team.',
    description: 'On the page of an exam past its due date.',
  },
  reviewNote: {
    id: 'learning.exams.review.note',
    defaultMessage:
      'You have submitted this exam. Its due date has passed, so you can review it here; your answers can no longer change.',
    description: 'Above the content of a submitted exam after its due date.',
  },
  nextTitle: {
    id: 'learning.exams.next.title',
    defaultMessage: 'What you can do next',
    description: 'Heading of the links after an exam (progress page, course outline).',
  },
  nextProgress: {
    id: 'learning.exams.next.progress',
    defaultMessage: 'See your grades on the progress page',
    description: 'Link to the course’s progress page after an exam.',
  },
  nextOutline: {
    id: 'learning.exams.next.outline',
    defaultMessage: 'Go back to the course outline',
    description: 'Link to the course outline from an exam page.',
  },

  // Not available here (contract §3.6) and not set up
  kindProctored: {
    id: 'learning.exams.kind.proctored',
    defaultMessage: 'Proctored exam',
    description: 'Small label above the name of a proctored exam.',
  },
  kindPractice: {
    id: 'learning.exams.kind.practice',
    defaultMessage: 'Practice proctored exam',
    description: 'Small label above the name of a practice proctored exam.',
  },
  kindOnboarding: {
    id: 'exam.EntranceOnboardingExamInstructions.title',
    defaultMessage: 'Proctoring onboarding exam',
    description: 'Small label above the name of a proctoring onboarding exam.',
  },
  kindSpecial: {
    id: 'learning.exams.kind.special',
    defaultMessage: 'Special exam',
    description: 'Small label above the name of an exam of a kind the app does not know.',
  },
  unavailableBody: {
    id: 'learning.exams.unavailable.body',
    defaultMessage:
      'This exam needs proctoring software and identity checks that this learning site does not provide, so you cannot take it here.',
    description: 'Why a proctored, practice or onboarding exam cannot be taken in the app.',
  },
  unavailableCompleted: {
    id: 'learning.exams.unavailable.completed',
    defaultMessage: 'Our records show that you have already completed this exam.',
    description: 'On the page of a proctored exam the learner already finished.',
  },
  unavailablePastDue: {
    id: 'learning.exams.unavailable.pastDue',
    defaultMessage: 'The due date for this exam has passed.',
    description: 'On the page of a proctored exam past its due date.',
  },
  contactCourseTeam: {
    id: 'learning.exams.contact.team',
    defaultMessage: 'To find out how to take this exam, contact your course team.',
    description: 'Who to ask about an exam that cannot be taken in the app.',
  },
  contactSupport: {
    id: 'learning.exams.contact.support',
    defaultMessage: 'To find out how to take this exam, contact your course team or {support}.',
    description:
      'Who to ask about an exam that cannot be taken in the app; support is a link to the site’s support.',
  },
  supportLink: {
    id: 'learning.exams.contact.supportLink',
    defaultMessage: '{siteName} Support',
    description: 'Text of the link to the site’s support pages.',
  },
  notSetUpTitle: {
    id: 'learning.exams.notSetUp.title',
    defaultMessage: 'This exam is not available',
    description: 'Heading of the page of a timed subsection that has no exam set up.',
  },
  notSetUpBody: {
    id: 'learning.exams.notSetUp.body',
    defaultMessage:
      'This subsection is marked as a timed exam, but no exam has been set up for it on this site, so it cannot be taken here.',
    description: 'On the page of a timed subsection without an exam record.',
  },
  notSetUpContact: {
    id: 'learning.exams.notSetUp.contact',
    defaultMessage: 'Please let your course team know.',
    description: 'On the page of a timed subsection without an exam record.',
  },

  // Who is looking
  staffNote: {
    id: 'learning.exams.staff.note',
    defaultMessage:
      'Learners take this subsection as a timed exam. As staff, you see its content without the exam’s instructions and timer.',
    description: 'Above the content of a timed exam, for course staff.',
  },
  masqueradeNote: {
    id: 'learning.exams.staff.masquerade',
    defaultMessage:
      'Learners see this timed exam’s instructions and a timer here. While you view the course as a learner, you see its content without them, and no exam attempt starts.',
    description: 'Above the content of a timed exam, for staff viewing the course as a learner.',
  },
  signInTitle: {
    id: 'learning.exams.signIn.title',
    defaultMessage: 'Sign in to take this exam',
    description: 'Heading shown to a visitor who is not signed in, instead of an exam.',
  },
  signInBody: {
    id: 'learning.exams.signIn.body',
    defaultMessage: 'This subsection is a timed exam. Sign in and enroll in the course to take it.',
    description: 'Shown to a visitor who is not signed in, instead of an exam.',
  },

  // Errors (contract §7)
  errorTitle: {
    id: 'exam.apiError.default',
    defaultMessage: 'A system error has occurred with your exam.',
    description: 'Heading of the alert shown when an exam call fails.',
  },
  errorBodySupport: {
    id: 'exam.apiError.supportText.withLink',
    defaultMessage:
      'If the issue persists, please reach out to {support} for assistance, and return to the exam once you receive further instructions.',
    description: 'Text of the exam error alert; support is a link to the site’s support pages.',
  },
  errorBody: {
    id: 'exam.apiError.supportText.withoutLink',
    defaultMessage:
      'If the issue persists, please reach out to support for assistance, and return to the exam once you receive further instructions.',
    description: 'Text of the exam error alert when the site has no support link.',
  },
});

export default messages;
