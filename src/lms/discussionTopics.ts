import { lmsApi } from './api';
import type { LmsError } from './baseQuery';
import { DecodeError, isRecord, read } from './decode';

/** The units whose discussions show beside them: unit usage key → topic id. */
export type InContextTopics = Readonly<Record<string, string>>;

/**
 * GET /api/discussion/v2/course_topics/{courseId} (lms discussion rest_api, DiscussionTopicSerializerV2): a
 * list of `{ id, usage_key, name, thread_counts, enabled_in_context }`. The units' topics that are enabled
 * in context; a list item that is not such a topic is left out, an answer that is not a list is malformed.
 */
export function decodeInContextTopics(body: unknown): InContextTopics {
  const topics: Record<string, string> = {};
  if (!Array.isArray(body)) throw new DecodeError('$', 'a list of topics', body);
  for (const item of body as unknown[]) {
    if (!isRecord(item) || item.enabled_in_context !== true) continue;
    const { id, usage_key: usageKey } = item;
    if (typeof id === 'string' && id && typeof usageKey === 'string' && usageKey) topics[usageKey] = id;
  }
  return topics;
}

type Settled = { data: unknown; error?: undefined } | { error: LmsError };

/**
 * The discussions beside a unit (issue 37; upstream's getCourseDiscussionTopics): the course's discussions
 * configuration (GET /api/discussion/v1/courses/{courseId}) first, then, only for the `openedx` provider
 * (the legacy one shows its discussions inside the unit), the course's topics. Injected by the right
 * sidebar's discussions chunk, which loads after the unit's frame: these calls never compete with the
 * sequence and the unit.
 */
export const discussionTopicsApi = lmsApi.injectEndpoints({
  endpoints: (build) => ({
    getInContextTopics: build.query<InContextTopics, string>({
      async queryFn(courseId, _api, _extra, baseQuery) {
        const config = (await baseQuery({
          url: `/api/discussion/v1/courses/${courseId}`,
          decode: (body) => read(body).optString('provider'),
        })) as Settled;
        if (config.error) return { error: config.error };
        if (config.data !== 'openedx') return { data: {} };
        const topics = (await baseQuery({
          url: `/api/discussion/v2/course_topics/${courseId}`,
          decode: decodeInContextTopics,
        })) as Settled;
        if (topics.error) return { error: topics.error };
        return { data: topics.data as InContextTopics };
      },
    }),
  }),
});

export const { useGetInContextTopicsQuery } = discussionTopicsApi;
