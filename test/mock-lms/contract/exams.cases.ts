import { examsCourse } from '../courses';
import { blockId } from '../courses/model';
import { findPersona } from '../personas';
import { examRecord, seedAttempt, serviceCourses } from '../wire/exams';
import type { ContractCase } from './cases';

/** The exam calls (exams contract §2–§3), for the exams course, as the verified learner. */
const C = examsCourse.id;
const seq = (name: string) => blockId(examsCourse, 'sequential', name);
const ATTEMPTS = '/api/edx_proctoring/v1/proctored_exam/attempt';
const read = (name: string | null) =>
  `${ATTEMPTS}/course_id/${C}?${name ? `content_id=${encodeURIComponent(seq(name))}&` : ''}is_learning_mfe=true`;

/** An attempt of the verified learner on the midterm, in a given state (the first attempt id is 12). */
const midtermAttempt =
  (status: string, options: Parameters<typeof seedAttempt>[3] = {}) =>
  () => {
    seedAttempt(findPersona('verified')!, examRecord(C, seq('midterm'))!, status, options);
  };

/** The edx-exams service (§8) under the mock's EXAMS_BASE_URL, as a path of the LMS origin. */
const SERVICE = '/edx-exams/api/v1';
/** Hands the exams course to the edx-exams service (proctoring provider `lti_external`). */
const serviceCourse =
  (then: () => void = () => undefined) =>
  () => {
    serviceCourses().add(C);
    then();
  };

export const cases: ContractCase[] = [
  { example: 'exams_attempt_none', path: read('midterm'), persona: 'verified' },
  {
    example: 'exams_attempt_started',
    path: read('midterm'),
    persona: 'verified',
    setup: midtermAttempt('started', { startedSecondsAgo: 0.5 }),
  },
  {
    example: 'exams_attempt_ready_to_submit',
    path: read('midterm'),
    persona: 'verified',
    setup: midtermAttempt('ready_to_submit', { startedSecondsAgo: 1200 }),
  },
  {
    example: 'exams_attempt_submitted',
    path: read('midterm'),
    persona: 'verified',
    setup: midtermAttempt('submitted', { startedSecondsAgo: 1263, completedSecondsAgo: 0 }),
  },
  { example: 'exams_attempt_expired', path: read('missed_quiz'), persona: 'verified' },
  {
    example: 'exams_attempt_other_exam',
    path: read('how_exams_work'),
    persona: 'verified',
    setup: midtermAttempt('started', { startedSecondsAgo: 630 }),
  },
  {
    example: 'exams_course_active_attempt',
    path: read(null),
    persona: 'verified',
    setup: midtermAttempt('started', { startedSecondsAgo: 630 }),
  },
  { example: 'exams_attempt_proctored', path: read('final'), persona: 'verified' },
  { example: 'courseware_exam_attempts', path: read('how_exams_work'), persona: 'verified' },
  {
    example: 'exams_start',
    at: 'response.body',
    method: 'POST',
    path: ATTEMPTS,
    body: { exam_id: examRecord(C, seq('midterm'))!.id, start_clock: 'true', attempt_proctored: 'false' },
    persona: 'verified',
    status: 200,
  },
  {
    example: 'exams_start',
    at: 'error_response.body',
    method: 'POST',
    path: ATTEMPTS,
    body: { exam_id: examRecord(C, seq('midterm'))!.id, start_clock: 'true', attempt_proctored: 'false' },
    persona: 'verified',
    status: 400,
    setup: midtermAttempt('started'),
  },
  {
    example: 'exams_start',
    at: 'past_due_response.body',
    method: 'POST',
    path: ATTEMPTS,
    body: { exam_id: examRecord(C, seq('missed_quiz'))!.id, start_clock: 'true', attempt_proctored: 'false' },
    persona: 'verified',
    status: 403,
  },
  {
    example: 'exams_poll',
    path: `${ATTEMPTS}/12`,
    persona: 'verified',
    setup: midtermAttempt('started', { startedSecondsAgo: 600.6 }),
  },
  {
    example: 'exams_update_attempt',
    at: 'response.body',
    method: 'PUT',
    path: `${ATTEMPTS}/12`,
    body: { action: 'stop' },
    persona: 'verified',
    status: 200,
    setup: midtermAttempt('started', { startedSecondsAgo: 1200 }),
  },
  {
    example: 'exams_update_attempt',
    at: 'error_response.body',
    method: 'PUT',
    path: `${ATTEMPTS}/12`,
    body: { action: 'stop' },
    persona: 'verified',
    status: 400,
    setup: midtermAttempt('submitted', { startedSecondsAgo: 1263, completedSecondsAgo: 0 }),
  },
  // The edx-exams service (§4, §8): the answers the contract gives an example for.
  {
    example: 'exams_access_token',
    at: 'response.body',
    path: `${SERVICE}/access_tokens/exam_id/${examRecord(C, seq('midterm'))!.id}/`,
    persona: 'verified',
    setup: serviceCourse(midtermAttempt('started', { startedSecondsAgo: 60 })),
  },
  {
    example: 'exams_access_token',
    at: 'error_response.body',
    path: `${SERVICE}/access_tokens/exam_id/${examRecord(C, seq('midterm'))!.id}/`,
    persona: 'verified',
    status: 403,
    setup: serviceCourse(),
  },
  {
    example: 'exams_start',
    at: 'response.body',
    method: 'POST',
    path: `${SERVICE}/exams/attempt`,
    body: { exam_id: examRecord(C, seq('midterm'))!.id, start_clock: 'true', attempt_proctored: 'false' },
    persona: 'verified',
    status: 200,
    setup: serviceCourse(),
  },
  {
    example: 'exams_update_attempt',
    at: 'response.body',
    method: 'PUT',
    path: `${SERVICE}/exams/attempt/12`,
    body: { action: 'stop' },
    persona: 'verified',
    status: 200,
    setup: serviceCourse(midtermAttempt('started', { startedSecondsAgo: 1200 })),
  },
];
