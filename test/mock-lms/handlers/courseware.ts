import { http, HttpResponse } from 'msw';
import { now } from '../clock';
import { findCourse } from '../courses';
import { lmsUrl } from '../env';
import { setOf, state, uc } from '../state';
import { signedIn, viewerFor } from '../viewer';
import {
  blocksBody,
  canSeeContent,
  coursewareCourseBody,
  findSequenceIn,
  learningSequencesBody,
  resumeBody,
  sequenceAnswer,
} from '../wire/courseware';
import { courseAndViewer, forbidden, notFound, unauthorized } from './util';

/** The courseware calls of the mock LMS (courseware contract §1–§7). */

async function jsonBody(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The course that holds a block, by the course key inside the block's usage key. */
function courseOfBlock(blockId: string) {
  const match = /^block-v1:([^+]+)\+([^+]+)\+([^+]+)\+type@/.exec(blockId);
  return match ? findCourse(`course-v1:${match[1]}+${match[2]}+${match[3]}`) : undefined;
}

const badRequest = (message: string) =>
  HttpResponse.json(
    { developer_message: message, user_message: 'An error has occurred. Please try again.' },
    { status: 400 },
  );

export const coursewareHandlers = [
  http.get(lmsUrl('/api/courses/v2/blocks/'), ({ request, cookies }) => {
    const query = new URL(request.url).searchParams;
    const found = courseAndViewer(query.get('course_id'), cookies);
    if ('response' in found) return found.response;
    const { course, viewer } = found;
    const asked = query.get('username') ?? '';
    if (viewer.real && asked !== '' && asked !== viewer.real.username && !viewer.originalUserIsStaff) {
      return forbidden();
    }
    if (!canSeeContent(course, viewer)) return forbidden();
    return HttpResponse.json(blocksBody(course, viewer, query.get('requested_fields')));
  }),

  http.get(lmsUrl('/api/learning_sequences/v1/course_outline/:courseId'), ({ params, cookies }) => {
    const found = courseAndViewer(params.courseId, cookies);
    if ('response' in found) return found.response;
    if (!canSeeContent(found.course, found.viewer)) return forbidden();
    return HttpResponse.json(learningSequencesBody(found.course, found.viewer));
  }),

  http.get(lmsUrl('/api/courseware/course/:courseId'), ({ params, cookies, request }) => {
    const found = courseAndViewer(params.courseId, cookies);
    if ('response' in found) return found.response;
    const timezone = new URL(request.url).searchParams.get('browser_timezone');
    return HttpResponse.json(coursewareCourseBody(found.course, found.viewer, timezone), {
      headers: { Date: new Date(now()).toUTCString() },
    });
  }),

  http.get(lmsUrl('/api/courseware/sequence/:sequenceId'), ({ params, cookies }) => {
    const id = String(params.sequenceId);
    const course = courseOfBlock(id);
    if (!course) return notFound(`Invalid usage key: '${id}'`);
    const viewer = viewerFor(signedIn(cookies), course.id);
    const answer = sequenceAnswer(course, viewer, id);
    return HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status });
  }),

  http.get(lmsUrl('/api/courseware/resume/:courseId'), ({ params, cookies }) => {
    const found = courseAndViewer(params.courseId, cookies);
    if ('response' in found) return found.response;
    if (!found.viewer.real) return unauthorized();
    return HttpResponse.json(resumeBody(found.course, found.viewer));
  }),

  http.post(
    lmsUrl('/courses/:courseId/xblock/:sequenceId/handler/:handler'),
    async ({ params, cookies, request }) => {
      const found = courseAndViewer(params.courseId, cookies);
      if ('response' in found) return found.response;
      const { course, viewer } = found;
      const user = viewer.effective?.username;
      if (!user) return forbidden();
      const located = findSequenceIn(course, String(params.sequenceId));
      if (!located) return notFound();
      const body = await jsonBody(request);
      if (!body) return HttpResponse.json({ error: 'Body is not JSON.' }, { status: 400 });
      const { sequence } = located;
      if (params.handler === 'goto_position') {
        const position = body.position;
        const valid = typeof position === 'number' && Number.isInteger(position) && position > 0;
        const saved = valid ? position : 1;
        state.positions.set(`${user}|${sequence.id}`, saved);
        const unit = sequence.units[saved - 1];
        if (unit) state.lastViewed.set(uc(user, course.id), unit.id);
        return HttpResponse.json({ success: true });
      }
      if (params.handler === 'get_completion') {
        const unitId = body.usage_key;
        const unit = sequence.units.find((u) => u.id === unitId);
        if (!unit) return HttpResponse.json({ complete: false });
        // Complete once its frame has been viewed (contract §6: a mock may do this).
        if (state.views.get(user)?.has(unit.id)) setOf(state.completions, user).add(unit.id);
        return HttpResponse.json({ complete: state.completions.get(user)?.has(unit.id) ?? false });
      }
      return notFound(`No handler ${String(params.handler)}`);
    },
  ),

  http.post(lmsUrl('/api/bookmarks/v1/bookmarks/'), async ({ cookies, request }) => {
    const persona = signedIn(cookies);
    if (!persona) return unauthorized();
    const body = await jsonBody(request);
    const usageId = body?.usage_id;
    if (typeof usageId !== 'string') return badRequest('Parameter usage_id not provided.');
    const course = courseOfBlock(usageId);
    const located = course
      ? course.sections.flatMap((section) =>
          section.sequences.flatMap((sequence) =>
            sequence.units.filter((u) => u.id === usageId).map((unit) => ({ section, sequence, unit })),
          ),
        )[0]
      : undefined;
    if (!course || !located) return badRequest(`Block with usage_id: ${usageId} not found.`);
    setOf(state.bookmarks, persona.username).add(usageId);
    return HttpResponse.json(
      {
        id: `${persona.username},${usageId}`,
        course_id: course.id,
        usage_id: usageId,
        block_type: 'vertical',
        display_name: located.unit.title,
        path: [
          { usage_key: located.section.id, display_name: located.section.title },
          { usage_key: located.sequence.id, display_name: located.sequence.title },
        ],
        created: new Date().toISOString(),
      },
      { status: 201 },
    );
  }),

  http.delete(lmsUrl('/api/bookmarks/v1/bookmarks/:key/'), ({ params, cookies }) => {
    const persona = signedIn(cookies);
    if (!persona) return unauthorized();
    const key = String(params.key);
    const comma = key.indexOf(',');
    const owner = key.slice(0, comma);
    const usageId = key.slice(comma + 1);
    if (comma < 0 || owner !== persona.username) return forbidden();
    const set = state.bookmarks.get(persona.username);
    if (!set?.has(usageId)) {
      return HttpResponse.json(
        {
          developer_message: `Bookmark with usage_id: ${usageId} does not exist.`,
          user_message: 'An error has occurred. Please try again.',
        },
        { status: 404 },
      );
    }
    set.delete(usageId);
    return new HttpResponse(null, { status: 204 });
  }),
];
