import type { Platform } from '@/platform/platform';
import { lmsApi, type RootState } from '../api';
import {
  readOnly,
  type DecodeContext,
  type LmsError,
  type LmsRequest,
  type LmsResponseMeta,
} from '../baseQuery';
import { browserTimezone } from '@/platform/timezone';
import {
  afterUnitCalls,
  outlineDeadline,
  guessFirstSequence,
  takePendingOutline,
  firstSequenceHint,
  setPendingOutline,
} from './callSchedule';
import { courseMetadataApi, type CourseMetadata } from '../courseMetadata';
import { accessExpirationLearned, legacyCoursewareLearned } from '../courseSession';
import { DecodeError, read } from '../decode';
import { BLOCKS_REQUESTED_FIELDS } from './blocksFields';
import {
  decodeBlocks,
  decodeCoursewareCourse,
  decodeLearningSequences,
  decodeResume,
  decodeSequence,
  mergeOutlines,
  WrongBlockTypeError,
  type BlocksOutline,
  type LearningSequencesOutline,
} from './decode';
import type { CoursewareCourse, CoursewareData, ResumePoint, SequenceData, Unit } from './types';
import { selectPreviewing } from './preview';

type Settled<T> = { data: T; meta?: LmsResponseMeta } | { error: LmsError };

const isFailure = <T>(result: Settled<T>): result is { error: LmsError } => 'error' in result;

/** The course-home metadata's failure as the courseware reads it (RTK Query gives it as `unknown`). */
function metadataError(error: unknown): LmsError {
  const known = error as Partial<LmsError> | undefined;
  return {
    status: known?.status ?? 'FETCH_ERROR',
    message: known?.message ?? 'The course metadata did not load.',
    ...(known?.data === undefined ? {} : { data: known.data }),
  };
}

/** Why a sequence failed: `wrong-type` (reported), `not-a-sequence` (422, not reported), `error`. */
export type SequenceFailure = 'wrong-type' | 'not-a-sequence' | 'error';

export interface BookmarkArgs {
  readonly courseId: string;
  readonly sequenceId: string;
  readonly unitId: string;
  readonly bookmarked: boolean;
  /** The signed-in user's own username (the DELETE path). */
  readonly username: string;
}

export interface PositionArgs {
  readonly courseId: string;
  readonly sequenceId: string;
  /** The new activeUnitIndex; sent as position index + 1. */
  readonly index: number;
}

export interface CompletionArgs {
  readonly courseId: string;
  readonly sequenceId: string;
  readonly unitId: string;
}

/**
 * The whole courseware answer from the course record and the two outline calls: the learning sequences
 * call may fail quietly (the blocks outline is used alone); without the blocks outline a learner with
 * access is denied with no error code, the default redirect (contract §0.2).
 */
function withOutline(
  record: CoursewareCourse,
  blocksResult: Settled<BlocksOutline>,
  learningResult: Settled<LearningSequencesOutline>,
  { courseId, logger }: { courseId: string; logger: Platform['logger'] },
): CoursewareData {
  let learning: LearningSequencesOutline | null = null;
  if (isFailure(learningResult)) {
    const { status } = learningResult.error;
    if (status === 403) logger.logInfo('Learning Sequences API not enabled for this user.');
    else if (typeof status === 'number' || status === 'PARSE_ERROR')
      logger.logInfo(`Unexpected error calling Learning Sequences API (${status}). Ignoring.`);
    // No answer at all (network, CORS): reported, and the blocks outline is used alone.
    else logger.logError(new Error(learningResult.error.message), { courseId, call: 'learning_sequences' });
  } else {
    learning = learningResult.data;
  }

  if (isFailure(blocksResult)) {
    const attributes = { courseId, httpErrorStatus: blocksResult.error.status };
    if (blocksResult.error.status === 403) logger.logInfo(blocksResult.error.message, attributes);
    else logger.logError(new Error(blocksResult.error.message), attributes);
  }

  if (!record.courseAccess.hasAccess) {
    // The outline is kept when it loaded: /redirect/courseware/… reads a unit's legacy address from it.
    const outline = isFailure(blocksResult)
      ? null
      : readOnly(mergeOutlines(blocksResult.data, learning, record.isMasquerading));
    return { status: 'denied', course: record, outline, outlineLoading: false };
  }
  if (isFailure(blocksResult)) {
    return {
      status: 'denied',
      course: { ...record, courseAccess: { ...record.courseAccess, hasAccess: false, errorCode: null } },
      outline: null,
      outlineLoading: false,
    };
  }
  const outline = readOnly(mergeOutlines(blocksResult.data, learning, record.isMasquerading));
  return {
    status: 'loaded',
    course: { ...record, title: outline.course.title || record.title },
    outline,
    outlineLoading: false,
  };
}

/**
 * The courseware calls (spec §7, contract §1–§7). `getCourseware` starts the three course calls together
 * and answers with the course record first, the outline following into the same entry; the sequence, resume, position, completion and bookmark calls update
 * the sequence's cache entry in place, optimistically where the spec says so.
 */
export const coursewareApi = lmsApi.injectEndpoints({
  endpoints: (build) => ({
    getCourseware: build.query<CoursewareData, string>({
      async queryFn(courseId, api, _extra, baseQuery) {
        const { logger, user } = api.extra as Platform;
        const call = <T>(request: LmsRequest) => baseQuery(request) as Promise<Settled<T>>;
        // Access, tabs, staff flags, verified mode, org and number come from the course-home metadata, the
        // call that carries them on the LMS of both eras (current-lms.md §1): the courseware answer is read
        // once it is there. The page's frame asks the same entry, so this is no second request.
        const metadataCall = api
          .dispatch(courseMetadataApi.endpoints.getCourseMetadata.initiate(courseId, { subscribe: false }))
          .then((result): Settled<CourseMetadata> =>
            result.data ? { data: result.data } : { error: metadataError(result.error) },
          );
        const courseCall = call<(metadata: CourseMetadata) => CoursewareCourse>({
          url: `/api/courseware/course/${courseId}`,
          params: { browser_timezone: browserTimezone() },
          decode: (body, context: DecodeContext) => {
            read(body);
            return (metadata: CourseMetadata) => decodeCoursewareCourse(body, courseId, metadata, context);
          },
        }).then(async (result): Promise<Settled<CoursewareCourse>> => {
          if (isFailure(result)) return result;
          const metadata = await metadataCall;
          return isFailure(metadata) ? metadata : { data: result.data(metadata.data) };
        });
        const learningCall = call<LearningSequencesOutline>({
          url: `/api/learning_sequences/v1/course_outline/${courseId}`,
          decode: (body) => decodeLearningSequences(body),
        });
        guessFirstSequence(
          courseId,
          Promise.all([learningCall, courseCall]).then(([learning, course]) => ({
            learning: isFailure(learning) ? null : learning.data,
            course: isFailure(course) ? null : course.data,
          })),
        );
        // The blocks outline is asked once the calls of a unit the page can show without it have answered
        // and painted (the page's prefetch registers them just after starting this query, when it is the
        // one that starts it): on a large course it is hundreds of KB to receive, parse and decode on the
        // main thread the unit renders on.
        // One wait for the request and the store (callSchedule.ts OUTLINE_WAIT_MS in all), not one each.
        const unitDeadline = outlineDeadline();
        const blocksCall = Promise.resolve()
          .then(() => afterUnitCalls(unitDeadline))
          .then(() =>
            call<BlocksOutline>({
              url: '/api/courses/v2/blocks/',
              params: {
                course_id: courseId,
                username: user?.username ?? '',
                depth: 3,
                requested_fields: BLOCKS_REQUESTED_FIELDS,
              },
              decode: (body) => decodeBlocks(body, courseId, logger),
            }),
          );
        const outlineCalls = Promise.all([blocksCall, learningCall]);

        const courseResult = await courseCall;
        if (isFailure(courseResult)) {
          logger.logError(new Error(courseResult.error.message), {
            courseId,
            httpErrorStatus: courseResult.error.status,
          });
          return { data: { status: 'failed', course: null, outline: null, outlineLoading: false } };
        }
        const record = courseResult.data;
        const complete = outlineCalls.then(([blocks, learning]) =>
          withOutline(record, blocks, learning, { courseId, logger }),
        );
        // The first answer for a learner with access is the course record alone: the unit needs only it
        // and its sequence, and a large course's outline (hundreds of KB) arrives into the same entry
        // (onQueryStarted). A refetch of an entry that has its outline answers whole, so the outline
        // never disappears from the page.
        const known = coursewareApi.endpoints.getCourseware.select(courseId)(api.getState() as never).data;
        if (record.courseAccess.hasAccess && !known?.outline) {
          setPendingOutline(courseId, { outline: complete, unitDeadline });
          return { data: { status: 'loaded', course: record, outline: null, outlineLoading: true } };
        }
        return { data: await complete };
      },
      providesTags: (_result, _error, courseId) => [{ type: 'Courseware', id: courseId }],
      async onQueryStarted(courseId, { dispatch, queryFulfilled }) {
        let { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data?.course) return;
        dispatch(accessExpirationLearned({ courseId, accessExpiration: data.course.accessExpiration }));
        const pending = takePendingOutline(courseId, data.outlineLoading);
        if (pending) {
          // The course root goes to this guess while the outline is on its way (rootSequence).
          void firstSequenceHint(courseId).then((guess) => {
            if (!guess) return;
            dispatch(
              coursewareApi.util.updateQueryData(
                'getCourseware',
                courseId,
                (draft): CoursewareData | undefined =>
                  draft.outline ? undefined : { ...draft, firstSequenceGuess: guess },
              ),
            );
          });
          const whole = await pending.outline;
          await afterUnitCalls(pending.unitDeadline);
          // The course record may have changed in the cache meanwhile (the honor code signed): keep it.
          dispatch(
            coursewareApi.util.updateQueryData('getCourseware', courseId, (draft): CoursewareData => ({
              ...whole,
              course:
                whole.course && draft.course ? { ...draft.course, title: whole.course.title } : whole.course,
            })),
          );
          data = whole;
        }
        if (!data.course) return;
        const legacyUnitUrls: Record<string, string> = {};
        for (const unit of Object.values(data.outline?.units ?? {})) {
          if (unit.legacyWebUrl) legacyUnitUrls[unit.id] = unit.legacyWebUrl;
        }
        dispatch(
          legacyCoursewareLearned({
            courseId,
            canViewLegacyCourseware: data.course.canViewLegacyCourseware,
            legacyUnitUrls: readOnly(legacyUnitUrls),
          }),
        );
      },
    }),

    getSequence: build.query<SequenceData, string>({
      async queryFn(sequenceId, api, _extra, baseQuery) {
        const { logger } = api.extra as Platform;
        // Studio's preview asks for the draft (the LMS gives it to course staff only: ./preview.ts).
        const result = (await baseQuery({
          url: `/api/courseware/sequence/${sequenceId}${selectPreviewing(api.getState() as RootState) ? '?preview=1' : ''}`,
        })) as Settled<unknown>;
        if (isFailure(result)) {
          const { status } = result.error;
          // 422: the id is not a sequence (a unit, say); the path rules sort it out, nothing to report.
          if (status === 422)
            return { error: { ...result.error, data: 'not-a-sequence' satisfies SequenceFailure } };
          logger.logError(new Error(result.error.message), { sequenceId, httpErrorStatus: status });
          return { error: { ...result.error, data: 'error' satisfies SequenceFailure } };
        }
        try {
          return { data: decodeSequence(result.data, sequenceId) };
        } catch (error) {
          if (error instanceof WrongBlockTypeError) {
            logger.logError(error, { sequenceId });
            return {
              error: {
                status: 'PARSE_ERROR',
                message: error.message,
                data: 'wrong-type' satisfies SequenceFailure,
              },
            };
          }
          if (error instanceof DecodeError) {
            logger.logError(error, { sequenceId });
            return {
              error: {
                status: 'PARSE_ERROR',
                message: error.message,
                data: 'error' satisfies SequenceFailure,
              },
            };
          }
          throw error;
        }
      },
      providesTags: (_result, _error, sequenceId) => [{ type: 'Sequence', id: sequenceId }],
    }),

    getResume: build.query<ResumePoint, string>({
      query: (courseId) => ({
        url: `/api/courseware/resume/${courseId}`,
        decode: (body) => decodeResume(body),
      }),
      // Short: a prefetched answer waits for the page; a later visit to the course root asks again.
      keepUnusedDataFor: 5,
    }),

    gotoPosition: build.mutation<null, PositionArgs>({
      query: ({ courseId, sequenceId, index }) => ({
        url: `/courses/${courseId}/xblock/${sequenceId}/handler/goto_position`,
        method: 'POST',
        body: { position: index + 1 },
        decode: () => null,
      }),
      async onQueryStarted({ sequenceId, index }, { dispatch, queryFulfilled, extra }) {
        const patch = dispatch(
          coursewareApi.util.updateQueryData('getSequence', sequenceId, (draft): SequenceData => ({
            ...draft,
            sequence: { ...draft.sequence, activeUnitIndex: index },
          })),
        );
        try {
          await queryFulfilled;
        } catch (error) {
          patch.undo();
          (extra as Platform).logger.logError(error, { sequenceId, call: 'goto_position' });
        }
      },
    }),

    /** Asks the LMS whether a unit is complete now (get_completion) and marks the unit with the answer. */
    checkUnitCompletion: build.mutation<boolean, CompletionArgs>({
      query: ({ courseId, sequenceId, unitId }) => ({
        url: `/courses/${courseId}/xblock/${sequenceId}/handler/get_completion`,
        method: 'POST',
        body: { usage_key: unitId },
        decode: (body) =>
          typeof body === 'object' && body !== null && (body as { complete?: unknown }).complete === true,
      }),
      async onQueryStarted({ sequenceId, unitId }, { dispatch, queryFulfilled, extra }) {
        try {
          const { data: complete } = await queryFulfilled;
          dispatch(
            coursewareApi.util.updateQueryData('getSequence', sequenceId, (draft) =>
              patchUnit(draft, unitId, { complete }),
            ),
          );
          // The outline on the course home shows completion too.
          if (complete) dispatch(lmsApi.util.invalidateTags(['Outline', 'Progress']));
        } catch (error) {
          (extra as Platform).logger.logError(error, { sequenceId, unitId, call: 'get_completion' });
        }
      },
    }),

    setBookmark: build.mutation<null, BookmarkArgs>({
      query: ({ unitId, bookmarked, username }) =>
        bookmarked
          ? {
              url: '/api/bookmarks/v1/bookmarks/',
              method: 'POST',
              body: { usage_id: unitId },
              decode: () => null,
            }
          : {
              url: `/api/bookmarks/v1/bookmarks/${username},${unitId}/`,
              method: 'DELETE',
              decode: () => null,
            },
      async onQueryStarted({ sequenceId, unitId, bookmarked }, { dispatch, queryFulfilled, extra }) {
        const set = (value: boolean, state: 'loading' | 'loaded' | 'failed') =>
          dispatch(
            coursewareApi.util.updateQueryData('getSequence', sequenceId, (draft) =>
              patchUnit(draft, unitId, { bookmarked: value, bookmarkedUpdateState: state }),
            ),
          );
        set(bookmarked, 'loading');
        try {
          await queryFulfilled;
          set(bookmarked, 'loaded');
        } catch (error) {
          set(!bookmarked, 'failed');
          (extra as Platform).logger.logError(error, { unitId, call: 'bookmark' });
        }
      },
    }),
  }),
});

export const {
  useGetCoursewareQuery,
  useGetSequenceQuery,
  useGetResumeQuery,
  useGotoPositionMutation,
  useCheckUnitCompletionMutation,
  useSetBookmarkMutation,
} = coursewareApi;

/** A copy of the sequence data with one unit changed (or the same data when the unit is unknown). */
export function patchUnit(data: SequenceData, unitId: string, change: Partial<Unit>): SequenceData {
  const unit = data.units[unitId];
  return unit ? { ...data, units: { ...data.units, [unitId]: { ...unit, ...change } } } : data;
}

/** The reason a sequence query failed (see getSequence). */
export function sequenceFailure(error: unknown): SequenceFailure {
  const data = (error as { data?: unknown } | undefined)?.data;
  return data === 'wrong-type' || data === 'not-a-sequence' ? data : 'error';
}
