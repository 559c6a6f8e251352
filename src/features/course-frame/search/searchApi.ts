import { lmsApi } from '@/lms/api';
import { decodeSearchPage, type SearchPage } from './decode';

/** Results a page of the search asks for, as upstream asks (edx-search's default, 20). */
export const PAGE_SIZE = 20;

export interface SearchArgs {
  readonly courseId: string;
  readonly query: string;
}

/**
 * POST /search/{course_id} (edx-search's do_search; current-lms.md §9) as form data: `search_string`,
 * `page_size`, `page_index` (from 0), with the CSRF token every write carries. One page at a time: the
 * first when a query is shown, the next ones when the learner asks for more; never sent again by itself
 * (a POST is not retried, decision 0014), only when the learner tries again.
 */
export const searchApi = lmsApi.injectEndpoints({
  endpoints: (build) => ({
    searchCourseware: build.infiniteQuery<SearchPage, SearchArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        // The LMS pages by position (page_index × page_size): another page while the total goes past it.
        getNextPageParam: (lastPage, _allPages, lastPageParam) =>
          (lastPageParam + 1) * PAGE_SIZE < lastPage.total ? lastPageParam + 1 : undefined,
      },
      query: ({ queryArg: { courseId, query }, pageParam }) => ({
        url: `/search/${courseId}`,
        method: 'POST',
        body: new URLSearchParams({
          search_string: query,
          page_size: String(PAGE_SIZE),
          page_index: String(pageParam),
        }),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        decode: (body, { config }) =>
          decodeSearchPage(body, { courseId, query, lmsBaseUrl: config.LMS_BASE_URL }),
      }),
    }),
  }),
});

export const { useSearchCoursewareInfiniteQuery } = searchApi;
