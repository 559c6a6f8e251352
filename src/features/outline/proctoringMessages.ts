import { defineMessages } from 'react-intl';

export default defineMessages({
  header: {
    id: 'learning.outline.proctoring.header',
    defaultMessage: 'This course contains proctored exams',
    description: 'Heading of the sidebar panel about the proctored-exam onboarding.',
  },
  currentStatus: {
    id: 'learning.outline.proctoring.status',
    defaultMessage: 'Current Onboarding Status: {status}',
    description: 'The learner’s onboarding status, e.g. "Current Onboarding Status: Submitted".',
  },
  notStartedStatus: {
    id: 'learning.outline.proctoring.status.notStarted',
    defaultMessage: 'Not Started',
    description: 'Onboarding status: not started.',
  },
  startedStatus: {
    id: 'learning.outline.proctoring.status.started',
    defaultMessage: 'Started',
    description: 'Onboarding status: started.',
  },
  submittedStatus: {
    id: 'learning.outline.proctoring.status.submitted',
    defaultMessage: 'Submitted',
    description: 'Onboarding status: submitted for review.',
  },
  verifiedStatus: {
    id: 'learning.outline.proctoring.status.verified',
    defaultMessage: 'Verified',
    description: 'Onboarding status: approved.',
  },
  rejectedStatus: {
    id: 'learning.outline.proctoring.status.rejected',
    defaultMessage: 'Rejected',
    description: 'Onboarding status: rejected.',
  },
  errorStatus: {
    id: 'learning.outline.proctoring.status.error',
    defaultMessage: 'Error',
    description: 'Onboarding status: an error occurred.',
  },
  otherCourseApprovedStatus: {
    id: 'learning.outline.proctoring.status.otherCourseApproved',
    defaultMessage: 'Approved in Another Course',
    description: 'Onboarding status: approved in another course.',
  },
  expiringSoonStatus: {
    id: 'learning.outline.proctoring.status.expiringSoon',
    defaultMessage: 'Expiring Soon',
    description: 'Onboarding status: the approval expires soon.',
  },
  notStartedMessage: {
    id: 'learning.outline.proctoring.message.notStarted',
    defaultMessage: 'You have not started your onboarding exam.',
    description: 'Explains the onboarding status "not started".',
  },
  startedMessage: {
    id: 'learning.outline.proctoring.message.started',
    defaultMessage: 'You have started your onboarding exam.',
    description: 'Explains the onboarding status "started".',
  },
  submittedMessage: {
    id: 'learning.outline.proctoring.message.submitted',
    defaultMessage: 'You have submitted your onboarding exam.',
    description: 'Explains the onboarding status "submitted".',
  },
  verifiedMessage: {
    id: 'learning.outline.proctoring.message.verified',
    defaultMessage: 'Your onboarding exam has been approved in this course.',
    description: 'Explains the onboarding status "verified".',
  },
  rejectedMessage: {
    id: 'learning.outline.proctoring.message.rejected',
    defaultMessage: 'Your onboarding exam has been rejected. Please retry onboarding.',
    description: 'Explains the onboarding status "rejected" and asks to retry.',
  },
  errorMessage: {
    id: 'learning.outline.proctoring.message.error',
    defaultMessage: 'An error has occurred during your onboarding exam. Please retry onboarding.',
    description: 'Explains the onboarding status "error" and asks to retry.',
  },
  otherCourseApprovedMessage: {
    id: 'learning.outline.proctoring.message.otherCourseApproved',
    defaultMessage: 'Your onboarding exam has been approved in another course.',
    description: 'Explains the onboarding status "approved in another course".',
  },
  otherCourseApprovedDetail: {
    id: 'learning.outline.proctoring.detail.otherCourseApproved',
    defaultMessage:
      'If your device has changed, we recommend that you complete this course’s onboarding exam in order to ensure that your setup still meets the requirements for proctoring.',
    description: 'Advice for a learner whose onboarding was approved in another course.',
  },
  expiringSoonMessage: {
    id: 'learning.outline.proctoring.message.expiringSoon',
    defaultMessage:
      'Your onboarding profile has been approved. However, your onboarding status is expiring soon. Please complete onboarding again to ensure that you will be able to continue taking proctored exams.',
    description: 'Explains the onboarding status "expiring soon".',
  },
  generalInfo: {
    id: 'learning.outline.proctoring.generalInfo',
    defaultMessage: 'You must complete the onboarding process prior to taking any proctored exam.',
    description: 'Explains that onboarding is needed before proctored exams.',
  },
  inReview: {
    id: 'learning.outline.proctoring.inReview',
    defaultMessage: 'Your submitted profile is in review.',
    description: 'Tells the learner their onboarding profile is being reviewed.',
  },
  reviewTime: {
    id: 'learning.outline.proctoring.reviewTime',
    defaultMessage: 'Onboarding profile review can take 2+ business days.',
    description: 'How long the review of the onboarding profile can take.',
  },
  onboardingButton: {
    id: 'learning.outline.proctoring.button',
    defaultMessage: 'Complete Onboarding',
    description: 'Button to the onboarding exam.',
  },
  practiceButton: {
    id: 'learning.outline.proctoring.button.practice',
    defaultMessage: 'View Onboarding Exam',
    description: 'Button to the onboarding exam for a learner already approved in another course.',
  },
  notOpenButton: {
    id: 'learning.outline.proctoring.button.notOpen',
    defaultMessage: 'Onboarding Opens: {releaseDate}',
    description: 'Disabled button while the onboarding exam is not open yet.',
  },
  pastDueButton: {
    id: 'learning.outline.proctoring.button.pastDue',
    defaultMessage: 'Onboarding Past Due',
    description: 'Disabled button when the onboarding exam is past due.',
  },
  requirements: {
    id: 'learning.outline.proctoring.requirements',
    defaultMessage: 'Review instructions and system requirements',
    description: 'Link to the instructions and system requirements for proctored exams.',
  },
});
