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
import { findPersona, PERSONAS } from '../personas';
import { refusedByTodaysLms, viewerFor } from '../viewer';
import type { ContractCase } from './cases';

const personas = [...PERSONAS.map((p) => p.id), null];
const token = Object.keys(GOAL_TOKENS)[0]!;

/** The course home's answers (outline, dates, proctoring, and the POSTs) against the contract examples. */
export const cases: ContractCase[] = [
  // The outline for everyone on every course, private outlines included; where today's LMS refuses it
  // (403, the learner must be redirected: current-lms.md §6), its refusal, and the outline on the spec's.
  ...COURSES.flatMap((course) =>
    personas.flatMap((persona): ContractCase[] => {
      const path = `/api/course_home/outline/${course.id}`;
      if (!refusedByTodaysLms(course, viewerFor(findPersona(persona) ?? null, course.id)))
        return [{ example: 'outline', path, persona }];
      return [
        { eras: ['spec'], example: 'outline', path, persona },
        { eras: ['current'], example: 'course_tab_forbidden', path, persona, status: 403 },
      ];
    }),
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
    // The spec's goal picker: today's LMS ignores goal_key and wants the reminder switch (400).
    eras: ['spec'],
    example: 'save_course_goal',
    at: 'goal_picker.response.body',
    method: 'POST',
    path: '/api/course_home/save_course_goal',
    body: { course_id: demoCourse.id, goal_key: 'certify' },
    persona: 'verified',
    status: 200,
  },
  {
    // Today's example of this call is reminders_off, below.
    eras: ['spec'],
    example: 'save_course_goal',
    at: 'exit_page_unsubscribe.response.body',
    method: 'POST',
    path: '/api/course_home/save_course_goal',
    body: { course_id: demoCourse.id, subscribed_to_reminders: false },
    persona: 'audit',
    status: 200,
  },
  // Today's weekly goals (research-39 §3): a goal with reminders, reminders off alone, and the 400
  // without the reminder switch.
  {
    eras: ['current'],
    example: 'save_course_goal',
    at: 'weekly_goal.response.body',
    method: 'POST',
    path: '/api/course_home/save_course_goal',
    body: { course_id: demoCourse.id, days_per_week: 3, subscribed_to_reminders: true },
    persona: 'verified',
    status: 200,
  },
  {
    eras: ['current'],
    example: 'save_course_goal',
    at: 'reminders_off.response.body',
    method: 'POST',
    path: '/api/course_home/save_course_goal',
    body: { course_id: demoCourse.id, subscribed_to_reminders: false },
    persona: 'audit',
    status: 200,
  },
  {
    eras: ['current'],
    example: 'save_course_goal',
    at: 'without_reminders.response.body',
    method: 'POST',
    path: '/api/course_home/save_course_goal',
    body: { course_id: demoCourse.id, days_per_week: 3 },
    persona: 'verified',
    status: 400,
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
