import { lmsApi } from '@/lms/api';
import { DecodeError, read, Reader } from '@/lms/decode';
import { safeExternalUrl } from '@/platform/urls';
import type { Recommendation } from './rules';

export interface RecommendationsAnswer {
  /** This course's catalogue uuid (its own entry is not recommended). */
  readonly uuid: string | null;
  readonly recommendations: readonly Recommendation[];
}

function decodeRecommendation(value: unknown, path: string): Recommendation {
  const r = new Reader(value, path);
  return {
    uuid: r.str('uuid'),
    title: r.optNonBlankString('title') ?? '',
    imageSrc: safeExternalUrl(r.optObj('image')?.optString('src')),
    owners: r
      .optList('owners', (owner, at) => new Reader(owner, at).optString('key'))
      .filter((key): key is string => Boolean(key)),
    // The catalogue's page for the course: followed by the app, so only an http(s) address is kept.
    marketingUrl: safeExternalUrl(r.optString('marketing_url')),
    courseRunKeys: r.strings('course_run_keys'),
  };
}

export function decodeRecommendations(body: unknown): RecommendationsAnswer {
  const r = read(body);
  return { uuid: r.optString('uuid'), recommendations: r.optList('recommendations', decodeRecommendation) };
}

/** The course run ids of every enrolment, active or not (GET /api/enrollment/v1/enrollment, an array). */
export function decodeEnrolledRunIds(body: unknown): string[] {
  if (!Array.isArray(body)) throw new DecodeError('$', 'array', body);
  return body.flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const details = (entry as { course_details?: unknown }).course_details;
    const id =
      typeof details === 'object' && details !== null
        ? (details as { course_id?: unknown }).course_id
        : undefined;
    return typeof id === 'string' ? [id] : [];
  });
}

/** Whether the outline answer carries goal data (course-home §2 `course_goals`), for the exit page rule. */
export function decodeHasCourseGoals(body: unknown): boolean {
  const goals = read(body).raw('course_goals');
  return typeof goals === 'object' && goals !== null;
}

export const courseExitApi = lmsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET {discovery}/api/v1/course_recommendations/{org}+{number}?exclude_utm=true (contract §11.3). */
    getCourseRecommendations: build.query<
      RecommendationsAnswer,
      { discoveryBaseUrl: string; courseKey: string }
    >({
      query: ({ discoveryBaseUrl, courseKey }) => ({
        url: `${discoveryBaseUrl.replace(/\/+$/, '')}/api/v1/course_recommendations/${courseKey}?exclude_utm=true`,
        decode: decodeRecommendations,
      }),
    }),
    /** GET /api/enrollment/v1/enrollment: the learner's course run ids. */
    getEnrolledRunIds: build.query<string[], undefined>({
      query: () => ({ url: '/api/enrollment/v1/enrollment', decode: decodeEnrolledRunIds }),
    }),
    /** Whether the course has goal data (from the outline answer), for the reminder unsubscribe. */
    getHasCourseGoals: build.query<boolean, string>({
      query: (courseId) => ({ url: `/api/course_home/outline/${courseId}`, decode: decodeHasCourseGoals }),
    }),
    /** POST save_course_goal `{course_id, subscribed_to_reminders: false}` (course-home §5.3, form 2). */
    unsubscribeFromReminders: build.mutation<null, string>({
      query: (courseId) => ({
        url: '/api/course_home/save_course_goal',
        method: 'POST',
        body: { course_id: courseId, subscribed_to_reminders: false },
        decode: () => null,
      }),
    }),
  }),
});

export const {
  useGetCourseRecommendationsQuery,
  useGetEnrolledRunIdsQuery,
  useGetHasCourseGoalsQuery,
  useUnsubscribeFromRemindersMutation,
} = courseExitApi;
