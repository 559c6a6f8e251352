import { FILTERS, type SearchFilter, type SearchResult } from './decode';

export interface FilterTab {
  readonly filter: SearchFilter;
  readonly results: readonly SearchResult[];
}

/**
 * The results under each filter that has any, in FILTERS' order ("all" first), as upstream groups them.
 * Filters are offered only when they tell something apart: at least two kinds among the results (with
 * one kind, "all" and that kind would list the same results); otherwise the list is the only tab.
 */
export function filterTabs(results: readonly SearchResult[]): FilterTab[] {
  const tabs = FILTERS.map((filter) => ({
    filter,
    results: filter === 'all' ? results : results.filter((result) => result.kind === filter),
  })).filter((tab) => tab.results.length > 0);
  return tabs.length >= 3 ? tabs : [{ filter: 'all', results }];
}

/** The filter shown: the one the address names when it has results, else "all". */
export function shownFilter(tabs: readonly FilterTab[], named: SearchFilter | null): SearchFilter {
  return tabs.some((tab) => tab.filter === named) ? (named as SearchFilter) : 'all';
}
