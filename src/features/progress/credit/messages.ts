import { defineMessages } from 'react-intl';

/** The credit requirements' messages: Open edX's learning app's (progress-tab/credit-information). */
export default defineMessages({
  heading: {
    id: 'progress.creditInformation.requirementsHeader',
    defaultMessage: 'Requirements for course credit',
    description: 'Heading of the list of requirements a learner must meet to earn credit for the course.',
  },
  gradesAndCredit: {
    id: 'progress.courseGrade.gradesAndCredit',
    defaultMessage: 'Grades & Credit',
    description: 'Heading of the course grade card of a course that gives credit (instead of "Grades").',
  },
  courseCredit: {
    id: 'progress.creditInformation.courseCredit',
    defaultMessage: 'course credit',
    description:
      'Text of the link to the site’s help page about course credit, inside the eligibility sentence.',
  },
  dashboardLink: {
    id: 'learning.progress.credit.dashboardLink',
    defaultMessage: 'dashboard',
    description:
      'Link text to the learner dashboard inside the credit eligibility sentence (the word of the exit page’s courseExit.dashboardLink, whose module the exit page’s first visit carries).',
  },
  eligible: {
    id: 'progress.creditInformation.creditEligible',
    defaultMessage:
      'You have met the requirements for credit in this course. Go to your {dashboardLink} to purchase course credit. Or learn more about {creditLink}.',
    description:
      'The learner met every credit requirement; {dashboardLink} is a link reading "dashboard", {creditLink} a link reading "course credit".',
  },
  notEligible: {
    id: 'progress.creditInformation.creditNotEligible',
    defaultMessage: 'You are no longer eligible for credit in this course. Learn more about {creditLink}.',
    description:
      'A credit requirement failed or was declined, or its deadline passed; {creditLink} is a link reading "course credit".',
  },
  partialEligible: {
    id: 'progress.creditInformation.creditPartialEligible',
    defaultMessage: 'You have not yet met the requirements for credit. Learn more about {creditLink}.',
    description: 'Some credit requirements are not met yet; {creditLink} is a link reading "course credit".',
  },
  minimumGrade: {
    id: 'progress.creditInformation.minimumGrade',
    defaultMessage: 'Minimum grade for credit ({minGrade}%)',
    description:
      'Name of the credit requirement of a minimum course grade; {minGrade} is that grade in percent.',
  },
  completed: {
    id: 'progress.creditInformation.completed',
    defaultMessage: 'Completed',
    description: 'Status of a credit requirement the learner has met.',
  },
  submitted: {
    id: 'progress.creditInformation.verificationSubmitted',
    defaultMessage: 'Verification submitted',
    description: 'Status of a credit requirement the learner submitted that is not reviewed yet.',
  },
  failed: {
    id: 'progress.creditInformation.verificationFailed',
    defaultMessage: 'Verification failed',
    description: 'Status of a credit requirement the learner submitted that failed or was declined.',
  },
  upcoming: {
    id: 'progress.creditInformation.upcoming',
    defaultMessage: 'Upcoming',
    description: 'Status of a credit requirement whose outcome is not known yet.',
  },
});
