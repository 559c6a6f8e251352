import { defineMessages } from 'react-intl';

export default defineMessages({
  header: {
    id: 'learning.proctoringPanel.header',
    defaultMessage: 'This course contains proctored exams',
    description: 'Heading of the sidebar panel about the proctored-exam onboarding.',
  },
  currentStatus: {
    id: 'learning.outline.proctoring.status',
    defaultMessage: 'Current Onboarding Status: {status}',
    description: 'The learner’s onboarding status, e.g. "Current Onboarding Status: Submitted".',
  },
  notStartedStatus: {
    id: 'learning.proctoringPanel.status.notStarted',
    defaultMessage: 'Not Started',
    description: 'Onboarding status: not started.',
  },
  startedStatus: {
    id: 'learning.proctoringPanel.status.started',
    defaultMessage: 'Started',
    description: 'Onboarding status: started.',
  },
  submittedStatus: {
    id: 'learning.proctoringPanel.status.submitted',
    defaultMessage: 'Submitted',
    description: 'Onboarding status: submitted for review.',
  },
  verifiedStatus: {
    id: 'learning.proctoringPanel.status.verified',
    defaultMessage: 'Verified',
    description: 'Onboarding status: approved.',
  },
  rejectedStatus: {
    id: 'learning.proctoringPanel.status.rejected',
    defaultMessage: 'Rejected',
    description: 'Onboarding status: rejected.',
  },
  errorStatus: {
    id: 'learning.proctoringPanel.status.error',
    defaultMessage: 'Error',
    description: 'Onboarding status: an error occurred.',
  },
  otherCourseApprovedStatus: {
    id: 'learning.proctoringPanel.status.otherCourseApproved',
    defaultMessage: 'Approved in Another Course',
    description: 'Onboarding status: approved in another course.',
  },
  expiringSoonStatus: {
    id: 'learning.proctoringPanel.status.expiringSoon',
    defaultMessage: 'Expiring Soon',
    description: 'Onboarding status: the approval expires soon.',
  },
  notStartedMessage: {
    id: 'learning.proctoringPanel.message.notStarted',
    defaultMessage: 'You have not started your onboarding exam.',
    description: 'Explains the onboarding status "not started".',
  },
  startedMessage: {
    id: 'learning.proctoringPanel.message.started',
    defaultMessage: 'You have started your onboarding exam.',
    description: 'Explains the onboarding status "started".',
  },
  submittedMessage: {
    id: 'learning.proctoringPanel.message.submitted',
    defaultMessage: 'You have submitted your onboarding exam.',
    description: 'Explains the onboarding status "submitted".',
  },
  verifiedMessage: {
    id: 'learning.proctoringPanel.message.verified',
    defaultMessage: 'Your onboarding exam has been approved in this course.',
    description: 'Explains the onboarding status "verified".',
  },
  rejectedMessage: {
    id: 'learning.proctoringPanel.message.rejected',
    defaultMessage: 'Your onboarding exam has been rejected. Please retry onboarding.',
    description: 'Explains the onboarding status "rejected" and asks to retry.',
  },
  errorMessage: {
    id: 'learning.proctoringPanel.message.error',
    defaultMessage: 'An error has occurred during your onboarding exam. Please retry onboarding.',
    description: 'Explains the onboarding status "error" and asks to retry.',
  },
  otherCourseApprovedMessage: {
    id: 'learning.proctoringPanel.message.otherCourseApproved',
    defaultMessage: 'Your onboarding exam has been approved in another course.',
    description: 'Explains the onboarding status "approved in another course".',
  },
  otherCourseApprovedDetail: {
    id: 'learning.proctoringPanel.detail.otherCourseApproved',
    defaultMessage:
      'If your device has changed, we recommend that you complete this course’s onboarding exam in order to ensure that your setup still meets the requirements for proctoring.',
    description: 'Advice for a learner whose onboarding was approved in another course.',
  },
  expiringSoonMessage: {
    id: 'learning.proctoringPanel.message.expiringSoon',
    defaultMessage:
      'Your onboarding profile has been approved. However, your onboarding status is expiring soon. Please complete onboarding again to ensure that you will be able to continue taking proctored exams.',
    description: 'Explains the onboarding status "expiring soon".',
  },
  generalInfo: {
    id: 'learning.proctoringPanel.generalInfo',
    defaultMessage: 'You must complete the onboarding process prior to taking any proctored exam.',
    description: 'Explains that onboarding is needed before proctored exams.',
  },
  inReview: {
    id: 'learning.proctoringPanel.generalInfoSubmitted',
    defaultMessage: 'Your submitted profile is in review.',
    description: 'Tells the learner their onboarding profile is being reviewed.',
  },
  reviewTime: {
    id: 'learning.proctoringPanel.generalTime',
    defaultMessage: 'Onboarding profile review can take 2+ business days.',
    description: 'How long the review of the onboarding profile can take.',
  },
  onboardingButton: {
    id: 'learning.proctoringPanel.onboardingButton',
    defaultMessage: 'Complete Onboarding',
    description: 'Button to the onboarding exam.',
  },
  practiceButton: {
    id: 'learning.proctoringPanel.onboardingPracticeButton',
    defaultMessage: 'View Onboarding Exam',
    description: 'Button to the onboarding exam for a learner already approved in another course.',
  },
  notOpenButton: {
    id: 'learning.proctoringPanel.onboardingButtonNotOpen',
    defaultMessage: 'Onboarding Opens: {releaseDate}',
    description: 'Disabled button while the onboarding exam is not open yet.',
  },
  pastDueButton: {
    id: 'learning.proctoringPanel.onboardingButtonPastDue',
    defaultMessage: 'Onboarding Past Due',
    description: 'Disabled button when the onboarding exam is past due.',
  },
  requirements: {
    id: 'learning.proctoringPanel.reviewRequirementsButton',
    defaultMessage: 'Review instructions and system requirements',
    description: 'Link to the instructions and system requirements for proctored exams.',
  },
});
