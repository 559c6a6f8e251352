import { blockId, courseKey, type MockCourse } from './model';

/**
 * Enterprise sites (issue 46): three courses an enterprise's learner may not open yet, one per access code
 * of today's LMS (openedx-platform's courseware access_response.py, current-lms.md §9), each enrolled by
 * the enterprise learner (personas.ts `enterprise`) and given its code by viewer.ts `courseAccess`:
 *
 * - "Enterprise: Data Sharing Consent": `data_sharing_access_required` until the learner consents on the
 *   LMS's consent page (handlers/enterprise.ts), whose path the code's `developer_message` carries;
 * - "Enterprise: Starts Soon": `course_not_started_enterprise_learner` (it starts in ten days), which sends
 *   the learner to the enterprise learner portal;
 * - "Enterprise: Acme Training": `incorrect_active_enterprise` while the learner's active enterprise is not
 *   Acme (it is Globex when the state starts), until they switch on the LMS's enterprise selection page.
 */
const course = (number: string, title: string, extra: Partial<MockCourse>): MockCourse => {
  const key = { org: 'edX', number, run: '2026' };
  return {
    id: courseKey(key.org, key.number, key.run),
    ...key,
    title,
    start: { days: -10 },
    end: { days: 90 },
    selfPaced: true,
    contentTypeGating: false,
    verifiedMode: null,
    gradingPolicy: { assignmentPolicies: [], gradeRange: { Pass: 0.5 } },
    sections: [
      {
        id: blockId(key, 'chapter', 'welcome'),
        title: 'Welcome',
        sequences: [
          {
            id: blockId(key, 'sequential', 'intro'),
            title: 'Introduction',
            units: [{ id: blockId(key, 'vertical', 'intro_unit'), title: 'Hello', type: 'other' }],
          },
        ],
      },
    ],
    ...extra,
  };
};

/** The enterprise whose learners a course is for, and the one the learner is signed in as at the start. */
export const ENROLLMENT_ENTERPRISE = 'Acme Corporation';
export const FIRST_ACTIVE_ENTERPRISE = 'Globex Learning';

export const consentCourse = course('EntConsent', 'Enterprise: Data Sharing Consent', {
  enterprise: { code: 'data_sharing_access_required' },
});
export const enterpriseNotStartedCourse = course('EntNotStarted', 'Enterprise: Starts Soon', {
  start: { days: 10 },
  enterprise: { code: 'course_not_started_enterprise_learner' },
});
export const activeEnterpriseCourse = course('EntAcme', 'Enterprise: Acme Training', {
  enterprise: { code: 'incorrect_active_enterprise' },
});

export const enterpriseCourses: readonly MockCourse[] = [
  consentCourse,
  enterpriseNotStartedCourse,
  activeEnterpriseCourse,
];
