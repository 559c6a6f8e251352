import { COURSES, demoCourse, hiddenCourse } from '../courses';
import { allSequences, type MockCourse } from '../courses/model';
import { findPersona, PERSONAS } from '../personas';
import { viewerFor } from '../viewer';
import { canSeeContent, sequenceAnswer } from '../wire/courseware';
import type { ContractCase } from './cases';

const personas = [...PERSONAS.map((p) => p.id), null];
const viewer = (course: MockCourse, persona: string | null) =>
  viewerFor(findPersona(persona) ?? null, course.id);
const blocksPath = (course: MockCourse, username: string) =>
  `/api/courses/v2/blocks/?course_id=${encodeURIComponent(course.id)}&username=${username}&depth=3&requested_fields=children%2Ceffort_activities%2Ceffort_time%2Cshow_gated_sections%2Cgraded%2Cspecial_exam_info%2Chas_scheduled_content%2Chide_from_toc`;

/** The sequence answer's example: a gated sequence's (today's LMS lists its units, `is_gated`) or the usual. */
function sequenceExample(course: MockCourse, persona: string | null, id: string): string {
  const body = sequenceAnswer(course, viewer(course, persona), id).body as {
    gated_content?: { gated?: boolean };
  };
  return body.gated_content?.gated ? 'courseware_sequence_gated' : 'courseware_sequence';
}

const basic = demoCourse.sections[1]!.sequences[1]!;
const handler = (name: string) => `/courses/${demoCourse.id}/xblock/${basic.id}/handler/${name}`;

/**
 * The courseware answers against the contract examples (courseware contract §1–§7): the courseware record
 * for everyone on every course; blocks and learning sequences wherever the viewer may see the content;
 * every sequence of every course for each persona that may load it; resume; the two handlers; bookmarks.
 */
export const cases: ContractCase[] = [
  ...COURSES.flatMap((course) =>
    personas.map((persona) => ({
      example: 'courseware_course',
      path: `/api/courseware/course/${course.id}?browser_timezone=Europe%2FParis`,
      persona,
    })),
  ),
  ...COURSES.flatMap((course) =>
    personas
      .filter((persona) => canSeeContent(course, viewer(course, persona)))
      .flatMap((persona): ContractCase[] => [
        {
          example: 'courseware_blocks',
          path: blocksPath(course, findPersona(persona)?.username ?? ''),
          persona,
        },
        {
          example: 'courseware_learning_sequences',
          path: `/api/learning_sequences/v1/course_outline/${course.id}`,
          persona,
        },
      ]),
  ),
  ...COURSES.flatMap((course) =>
    personas.flatMap((persona) =>
      allSequences(course)
        // The generated large course: its first sequences are enough.
        .slice(0, 12)
        .filter((sequence) => sequenceAnswer(course, viewer(course, persona), sequence.id).status === 200)
        .map((sequence) => ({
          example: sequenceExample(course, persona, sequence.id),
          path: `/api/courseware/sequence/${sequence.id}`,
          persona,
        })),
    ),
  ),
  // Hidden from the table of contents: a learner opens the sequence by its link (navigation_disabled), and
  // a sequence locked behind its prerequisite lists its units (issue 39).
  ...['verified', 'audit', 'staff'].map((persona) => ({
    example: 'courseware_sequence',
    path: `/api/courseware/sequence/${hiddenCourse.sections[1]!.sequences[0]!.id}`,
    persona,
  })),
  {
    example: 'courseware_sequence_gated',
    path: `/api/courseware/sequence/${hiddenCourse.sections[2]!.sequences[1]!.id}`,
    persona: 'verified',
  },
  {
    example: 'courseware_sequence_gated',
    path: `/api/courseware/sequence/${demoCourse.sections[1]!.sequences[2]!.id}`,
    persona: 'audit',
  },
  {
    example: 'courseware_sequence_paywall',
    path: `/api/courseware/sequence/${demoCourse.sections[2]!.sequences[1]!.id}`,
    persona: 'audit',
  },
  ...['verified', 'audit', 'staff', 'unenrolled'].map((persona) => ({
    example: 'courseware_resume',
    path: `/api/courseware/resume/${demoCourse.id}`,
    persona,
  })),
  {
    example: 'courseware_goto_position',
    at: 'response.body',
    method: 'POST',
    path: handler('goto_position'),
    body: { position: 2 },
    persona: 'audit',
    status: 200,
  },
  {
    example: 'courseware_get_completion',
    at: 'response.body',
    method: 'POST',
    path: handler('get_completion'),
    body: { usage_key: basic.units[1]!.id },
    persona: 'audit',
    status: 200,
  },
  {
    example: 'bookmark_post',
    at: 'response.body',
    method: 'POST',
    path: '/api/bookmarks/v1/bookmarks/',
    body: { usage_id: basic.units[1]!.id },
    persona: 'audit',
    status: 201,
  },
  {
    example: 'bookmark_post',
    at: 'error_response.body',
    method: 'POST',
    path: '/api/bookmarks/v1/bookmarks/',
    body: { usage_id: `${basic.units[1]!.id}_nope` },
    persona: 'audit',
    status: 400,
  },
  {
    example: 'bookmark_delete',
    at: 'error_response.body',
    method: 'DELETE',
    path: `/api/bookmarks/v1/bookmarks/edx,${basic.units[2]!.id}/`,
    persona: 'audit',
    status: 404,
  },
];
