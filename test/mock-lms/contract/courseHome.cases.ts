import { COURSES, demoCourse } from '../courses';
import {
  authorHtmlCourse,
  certificateReadyCourse,
  datesShowcaseCourse,
  endingSoonCourse,
  gatedMissedCourse,
  proctoringCourses,
} from '../courses/courseHome';
import { GOAL_TOKENS } from '../handlers/courseHomeTabs';
import { PERSONAS } from '../personas';
import type { ContractCase } from './cases';

const personas = [...PERSONAS.map((p) => p.id), null];
const token = Object.keys(GOAL_TOKENS)[0]!;

/** The course home's answers (outline, dates, proctoring, and the POSTs) against the contract examples. */
export const cases: ContractCase[] = [
  // The outline for everyone on every course, private outlines included.
  ...COURSES.flatMap((course) =>
    personas.map((persona) => ({
      example: 'outline',
      path: `/api/course_home/outline/${course.id}`,
      persona,
    })),
  ),
  ...[
    demoCourse,
    datesShowcaseCourse,
    gatedMissedCourse,
    endingSoonCourse,
    authorHtmlCourse,
    certificateReadyCourse,
  ].flatMap((course) =>
    ['verified', 'audit', 'staff'].map((persona) => ({
      example: 'dates',
      path: `/api/course_home/dates/${course.id}`,
      persona,
    })),
  ),
  { example: 'dates', path: `/api/course_home/v1/dates/${demoCourse.id}`, persona: 'audit' },
  ...proctoringCourses.map((course) => ({
    example: 'proctoring_status',
    path: `/api/edx_proctoring/v1/user_onboarding/status?is_learning_mfe=true&course_id=${encodeURIComponent(course.id)}&username=edx`,
    persona: 'audit',
  })),
  {
    example: 'reset_course_deadlines',
    at: 'response.body',
    method: 'POST',
    path: '/api/course_experience/v1/reset_course_deadlines',
    body: { course_key: demoCourse.id, research_event_data: { location: 'outline-tab' } },
    persona: 'audit',
    status: 200,
  },
  {
    example: 'save_course_goal',
    at: 'goal_picker.response.body',
    method: 'POST',
    path: '/api/course_home/save_course_goal',
    body: { course_id: demoCourse.id, goal_key: 'certify' },
    persona: 'verified',
    status: 200,
  },
  {
    example: 'save_course_goal',
    at: 'exit_page_unsubscribe.response.body',
    method: 'POST',
    path: '/api/course_home/save_course_goal',
    body: { course_id: demoCourse.id, subscribed_to_reminders: false },
    persona: 'audit',
    status: 200,
  },
  {
    example: 'unsubscribe',
    at: 'response.body',
    method: 'POST',
    path: `/api/course_home/unsubscribe_from_course_goal/${token}`,
    persona: null,
    status: 200,
  },
  {
    example: 'unsubscribe',
    at: 'error_response.body',
    method: 'POST',
    path: '/api/course_home/unsubscribe_from_course_goal/unknown-token',
    persona: null,
    status: 404,
  },
  {
    example: 'enrollments',
    at: '0',
    method: 'POST',
    path: '/api/enrollment/v1/enrollment',
    body: { course_details: { course_id: demoCourse.id } },
    persona: 'unenrolled',
    status: 200,
  },
];
