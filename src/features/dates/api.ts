import { lmsApi } from '@/lms/api';
import { timeOffsetMillis, type DecodeContext } from '@/lms/baseQuery';
import {
  decodeDateBlocks,
  decodeDatesBannerInfo,
  type DateBlock,
  type DatesBannerInfo,
} from '@/lms/fragments/dateBlocks';
import { courseAccessChanged } from '@/lms/courseMetadata';
import { read } from '@/lms/decode';

/** The dates tab's model (course-home §3). */
export interface DatesTab {
  readonly kind: 'dates';
  /** In server order, which the timeline keeps. */
  readonly courseDateBlocks: readonly DateBlock[];
  readonly datesBannerInfo: DatesBannerInfo;
  readonly hasEnded: boolean;
  readonly learnerIsFullAccess: boolean;
  /** Server time minus device time from the answer's Date header, for "past due" and "today". */
  readonly timeOffsetMillis: number;
}

export type DatesResult =
  | DatesTab
  | { readonly kind: 'legacy-redirect'; readonly url: string }
  /** A 403 (today's LMS, current-lms.md §6): the course metadata, asked again, decides. */
  | { readonly kind: 'refused' };

const EMPTY: DatesTab = {
  kind: 'dates',
  courseDateBlocks: [],
  datesBannerInfo: decodeDatesBannerInfo(null),
  hasEnded: false,
  learnerIsFullAccess: false,
  timeOffsetMillis: 0,
};

export function decodeDates(body: unknown, { meta }: Pick<DecodeContext, 'meta'>): DatesTab {
  const r = read(body);
  if (!Array.isArray(r.raw('course_date_blocks'))) throw r.missing('course_date_blocks');
  return {
    kind: 'dates',
    courseDateBlocks: decodeDateBlocks(r, 'course_date_blocks'),
    datesBannerInfo: decodeDatesBannerInfo(r.optObj('dates_banner_info')),
    hasEnded: r.optBool('has_ended'),
    learnerIsFullAccess: r.optBool('learner_is_full_access'),
    timeOffsetMillis: timeOffsetMillis(meta),
  };
}

export const datesApi = lmsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET dates (course-home §3; spec §8): 404 → the legacy dates page, 401 → no dates (the access
     * decision is the metadata's), 403 → refused (the metadata is asked again and its access decides;
     * with access the tab fails), any other error fails the tab.
     */
    getDates: build.query<DatesResult, string>({
      query: (courseId) => ({
        url: `/api/course_home/dates/${courseId}`,
        decode: decodeDates,
        onStatus: {
          404: () => ({ kind: 'legacy-redirect', url: `/courses/${courseId}/dates` }),
          401: () => EMPTY,
          403: () => ({ kind: 'refused' }),
        },
      }),
      providesTags: (_result, _error, courseId) => [{ type: 'Dates', id: courseId }],
      async onQueryStarted(courseId, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data?.kind === 'refused') dispatch(courseAccessChanged(courseId));
      },
    }),
  }),
});

export const { useGetDatesQuery } = datesApi;
