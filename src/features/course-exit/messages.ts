import { defineMessages } from 'react-intl';

export default defineMessages({
  loading: {
    id: 'learning.courseExit.loading',
    defaultMessage: 'Loading the end of the course…',
    description: 'Screen-reader label of the spinner while the course exit page loads.',
  },
  failed: {
    id: 'learn.course.load.failure',
    defaultMessage: 'There was an error loading this course.',
    description:
      'Shown when the course data of a page (outline, dates, progress, courseware, course exit) could not be loaded.',
  },
  retry: {
    id: 'unexpected.error.button.text',
    defaultMessage: 'Try again',
    description:
      'Button that tries again what failed: the app’s start, a course page’s data, a unit’s frame, an exam, the live class frame.',
  },
  redirecting: {
    id: 'learning.courseExit.redirecting',
    defaultMessage: 'Taking you to the course…',
    description: 'Screen-reader label of the spinner while the page sends the learner elsewhere.',
  },
  congratulations: {
    id: 'courseCelebration.congratulationsHeader',
    defaultMessage: 'Congratulations!',
    description:
      'Heading of the course exit page when the learner has completed the course (and page title).',
  },
  endOfCourseTitle: {
    id: 'courseExit.endOfCourseTitle',
    defaultMessage: 'End of Course',
    description: 'First part of the browser page title of the end-of-course and more-content-coming pages.',
  },
  completedCourse: {
    id: 'courseCelebration.completedCourseHeader',
    defaultMessage: 'You have completed your course.',
    description: 'Text under "Congratulations!" on the course exit page.',
  },
  shareSuccess: {
    id: 'courseCelebration.shareMessage',
    defaultMessage: 'Share your success on social media or email.',
    description: 'Invitation above the share buttons on the course exit page.',
  },
  shareText: {
    id: 'learning.courseExit.shareText',
    defaultMessage: 'I just completed {courseTitle}!',
    description: 'Text suggested when the learner shares the course on a social network or by email.',
  },
  shareOn: {
    id: 'learning.courseExit.shareOn',
    defaultMessage:
      '{network, select, linkedin {Share on LinkedIn} twitter {Share on Twitter} facebook {Share on Facebook} other {Share by email}}',
    description: 'Accessible name of a share button on the course exit page, by network.',
  },
  comingSoonHeading: {
    id: 'courseExit.courseInProgressHeader',
    defaultMessage: 'More content is coming soon!',
    description: 'Heading of the course exit page when the course will release more content.',
  },
  comingSoonText: {
    id: 'learning.courseExit.comingSoon.text',
    defaultMessage:
      'This course is still in progress: more of it will be released on a later date. Check the course schedule to know when, and come back then to keep learning.',
    description: 'Text of the course exit page when the course will release more content.',
  },
  viewSchedule: {
    id: 'courseExit.viewCourseScheduleButton',
    defaultMessage: 'View course schedule',
    description: 'Button to the dates tab on the more-content-coming page.',
  },
  endHeading: {
    id: 'courseExit.endOfCourseHeader',
    defaultMessage: 'You’ve reached the end of the course!',
    description: 'Heading of the course exit page for a learner who is not passing.',
  },
  notEligible: {
    id: 'learning.courseExit.end.notEligible',
    defaultMessage:
      'Unfortunately, you are not currently eligible for a certificate. You need a passing grade to earn one; your grades show where you stand.',
    description: 'Text of the course exit page for a learner who is not passing.',
  },
  viewGrades: {
    id: 'courseExit.viewGradesButton',
    defaultMessage: 'View grades',
    description: 'Button to the progress tab on the end-of-course page.',
  },
  viewMyCourses: {
    id: 'courseExit.viewCoursesButton',
    defaultMessage: 'View my courses',
    description: 'Button to the learner dashboard on every variant of the course exit page.',
  },
  dashboardFootnote: {
    id: 'learning.courseExit.dashboardFootnote',
    defaultMessage: 'Your courses, progress and certificates are always on your {dashboardLink}.',
    description: 'Footnote of the course exit page; dashboardLink is a link reading "dashboard".',
  },
  dashboardLink: {
    id: 'courseExit.dashboardLink',
    defaultMessage: 'dashboard',
    description: 'Link text to the learner dashboard inside the course exit footnote.',
  },
  catalogSuggestion: {
    id: 'learning.courseExit.catalogSuggestion',
    defaultMessage: 'Looking for your next course? {catalogLink}',
    description: 'Suggestion to search the catalogue, on the course exit page.',
  },
  catalogLink: {
    id: 'learning.courseExit.catalogLink',
    defaultMessage: 'Search the course catalog',
    description: 'Link text to the course catalogue search.',
  },
  certSoonText: {
    id: 'courseCelebration.certificateBody.notAvailable.endDate.v2',
    defaultMessage:
      'This course ends on {endDate}. Final grades and any earned certificates are scheduled to be available after {certificateAvailableDate}.',
    description: 'Text of the certificate block when the certificate is earned but not available yet.',
  },
  certSoonTextNoDates: {
    id: 'learning.courseExit.certificate.soon.textNoDates',
    defaultMessage: 'Final grades and any earned certificates will be available once the course has ended.',
    description: 'Text of the certificate block (earned, not available yet) when the dates are unknown.',
  },
  certVerifyHeading: {
    id: 'courseCelebration.certificateHeader.unverified',
    defaultMessage: 'You must complete verification to receive your certificate.',
    description: 'Heading of the certificate block when identity verification is missing.',
  },
  verificationPending: {
    id: 'courseCelebration.verificationPending',
    defaultMessage: 'Your ID verification is pending and your certificate will be available once approved.',
    description: 'Shown while the learner’s identity verification is being reviewed.',
  },
  upgradeHeading: {
    id: 'courseCelebration.certificateHeader.upgradable',
    defaultMessage: 'Upgrade to pursue a verified certificate',
    description: 'Heading of the upgrade offer on the course exit page.',
  },
  originalPrice: {
    id: 'learning.upgradeButton.screenReaderInlinePrices',
    defaultMessage: 'Original price: {price}',
    description:
      'Screen-reader text for the struck-through original price when a discount applies (upgrade buttons of the content paywall, the upgrade card and the course exit page).',
  },
  discountCode: {
    id: 'learning.courseExit.certificate.upgrade.code',
    defaultMessage: 'Use code {code} at checkout for {percentage, number, ::percent scale/0.01} off!',
    description: 'Discount code of the upgrade offer.',
  },
  accessFootnote: {
    id: 'learning.courseExit.certificate.upgrade.access',
    defaultMessage:
      'Access to this course and its materials are available on your dashboard until {expirationDate}. To extend access, upgrade now.',
    description: 'Footnote of the upgrade offer when the learner’s access expires.',
  },
  programCompleted: {
    id: 'courseExit.programs.lastCourse',
    defaultMessage: 'You have completed the last course in {title}!',
    description: 'Banner when the course was the last one of a program.',
  },
  viewProgram: {
    id: 'learning.courseExit.program.view',
    defaultMessage: 'View program',
    description: 'Link to the program page from the program completion banner.',
  },
  recommendationsHeading: {
    id: 'courseCelebration.recommendations.heading',
    defaultMessage: 'Keep building your skills with these courses!',
    description: 'Heading of the recommended courses on the course exit page.',
  },
  courseLabel: {
    id: 'courseCelebration.recommendations.label',
    defaultMessage: 'Course',
    description: 'Label on each recommended course card.',
  },
  exploreMore: {
    id: 'courseCelebration.recommendations.browse_catalog',
    defaultMessage: 'Explore more courses',
    description:
      'Link to the course catalogue (under the recommended courses, and from the audit-lock dialog).',
  },
  previousPage: {
    id: 'learning.courseExit.recommendations.previous',
    defaultMessage: 'Previous courses',
    description: 'Button showing the previous page of recommended courses.',
  },
  nextPage: {
    id: 'learning.courseExit.recommendations.next',
    defaultMessage: 'More courses',
    description: 'Button showing the next page of recommended courses.',
  },
  pageOf: {
    id: 'learning.courseExit.recommendations.pageOf',
    defaultMessage: 'Courses {first} to {last} of {total}',
    description: 'Which recommended courses are shown, announced when the page changes.',
  },
  loadingRecommendations: {
    id: 'learning.courseExit.recommendations.loading',
    defaultMessage: 'Loading recommended courses…',
    description: 'Screen-reader label of the spinner while recommendations load.',
  },
});
