import { blockId, courseKey, type MockCourse } from './model';

const KEY = { org: 'edX', number: 'Platform', run: '2025' };

/**
 * The paths the platform links into the app (issue 16): a course whose Discussion and Live tabs point
 * into the learning app, as the LMS builds them when the discussions app and a live provider are on.
 * Verified and audit learners are enrolled; the signed-in visitor is not (the access-denied page).
 */
export const platformCourse: MockCourse = {
  id: courseKey(KEY.org, KEY.number, KEY.run),
  ...KEY,
  title: 'Platform Paths',
  start: { days: -20 },
  end: null,
  selfPaced: true,
  contentTypeGating: false,
  verifiedMode: null,
  gradingPolicy: { assignmentPolicies: [], gradeRange: { Pass: 0.5 } },
  extraTabs: [
    { id: 'discussion', title: 'Discussion', path: '/discussion/forum/', inApp: true },
    { id: 'lti_live', title: 'Live', path: '/live', inApp: true },
  ],
  live: true,
  sections: [
    {
      id: blockId(KEY, 'chapter', 'welcome'),
      title: 'Welcome',
      sequences: [
        {
          id: blockId(KEY, 'sequential', 'first_steps'),
          title: 'First steps',
          units: [
            { id: blockId(KEY, 'vertical', 'first_steps_unit_1'), title: 'Hello', type: 'video' },
            {
              id: blockId(KEY, 'vertical', 'first_steps_unit_2'),
              title: 'Try it',
              type: 'problem',
              problems: 1,
            },
          ],
        },
      ],
    },
  ],
};

const RESTRICTED = { org: 'edX', number: 'Restricted', run: '2025' };

/** A course the LMS will not show a learner at all: its course_metadata answers 403 (decision 0020). */
export const restrictedCourse: MockCourse = {
  ...platformCourse,
  id: courseKey(RESTRICTED.org, RESTRICTED.number, RESTRICTED.run),
  ...RESTRICTED,
  title: 'Restricted Course',
  extraTabs: [],
  live: false,
  metadataForbidden: true,
  sections: [
    {
      id: blockId(RESTRICTED, 'chapter', 'welcome'),
      title: 'Welcome',
      sequences: [
        {
          id: blockId(RESTRICTED, 'sequential', 'intro'),
          title: 'Introduction',
          units: [{ id: blockId(RESTRICTED, 'vertical', 'intro_unit'), title: 'Hello', type: 'other' }],
        },
      ],
    },
  ],
};
