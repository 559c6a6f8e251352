import { filterOf, type SearchFilter } from './decode';

/** The address's parameters of the search, upstream's names: the query and the results' filter. */
export const QUERY_PARAM = 'q';
export const FILTER_PARAM = 'f';

export interface SearchState {
  /** What was searched for; null when the address names no search. */
  readonly query: string | null;
  readonly filter: SearchFilter | null;
}

/** The search the address names (`?q=…&f=…`): a query of blanks is none, an unknown filter is none. */
export function readSearch(params: URLSearchParams): SearchState {
  const query = params.get(QUERY_PARAM)?.trim() ?? '';
  return { query: query === '' ? null : query, filter: filterOf(params.get(FILTER_PARAM)) };
}

/**
 * The address's parameters with this search in place of the one they name (none: both removed), every
 * other parameter kept as it was.
 */
export function withSearch(params: URLSearchParams, search: SearchState): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(QUERY_PARAM);
  next.delete(FILTER_PARAM);
  if (search.query !== null && search.query.trim() !== '') {
    next.set(QUERY_PARAM, search.query.trim());
    if (search.filter !== null && search.filter !== 'all') next.set(FILTER_PARAM, search.filter);
  }
  return next;
}
