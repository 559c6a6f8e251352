import { DecodeError, read, type Reader } from '@/lms/decode';
import { isSafeId } from '@/app/routeMatch';

/**
 * The courseware search's answers (current-lms.md §9; decision 0030), read safely. The search's texts are
 * the course authors' and the index's: they are only ever shown as text.
 */

/**
 * The filters of the results, in the order they show (upstream's CoursewareResultsFilter): everything,
 * then the three kinds of content it names, then the rest.
 */
export const FILTERS = ['all', 'text', 'video', 'sequence', 'other'] as const;
export type SearchFilter = (typeof FILTERS)[number];
export type ResultKind = Exclude<SearchFilter, 'all'>;

/**
 * The kind of a result from its `content_type` (the index's: `Text` for HTML, `Video`, `Sequence` for
 * subsections and units, `CAPA` for problems…), as upstream maps it: lower-cased, none means text, and
 * anything but text, video and sequence is "other".
 */
export function kindOf(contentType: string | null): ResultKind {
  const type = contentType?.trim().toLowerCase() || 'text';
  return type === 'text' || type === 'video' || type === 'sequence' ? type : 'other';
}

/** A filter named in the address (`f`), as upstream reads it (lower-cased); null when it names none. */
export function filterOf(value: string | null): SearchFilter | null {
  const name = value?.trim().toLowerCase() ?? '';
  return (FILTERS as readonly string[]).includes(name) ? (name as SearchFilter) : null;
}

/**
 * How many times the words of the query appear in a result's text (its HTML's text or its English
 * transcript), as upstream counts them: case-insensitive, each word of the query on its own.
 */
export function contentHits(text: string | null, query: string): number {
  if (!text) return 0;
  const haystack = text.toLowerCase();
  let hits = 0;
  for (const word of query.toLowerCase().split(/\s+/)) {
    if (!word) continue;
    for (let at = haystack.indexOf(word); at !== -1; at = haystack.indexOf(word, at + word.length)) hits += 1;
  }
  return hits;
}

/** A usage key that can stand in an LMS path (`block-v1:…`, and no `/`, `?`, `#`, `..`). */
export const isLinkableUsageKey = (id: string) => isSafeId(id) && /^[a-z-]*block-v1:/i.test(id);

/** The LMS's `jump_to` address of a block: the LMS sends the learner on to where the block is. */
export const jumpToUrl = (lmsBaseUrl: string, courseId: string, usageKey: string) =>
  `${lmsBaseUrl}/courses/${courseId}/jump_to/${usageKey}`;

export interface SearchResult {
  /** The block's usage key. */
  readonly id: string;
  /** Its display name; null when the index has none (the page names its kind instead). */
  readonly title: string | null;
  readonly kind: ResultKind;
  /** Where it is: section, subsection, unit names. */
  readonly location: readonly string[];
  /** The LMS's jump_to address. */
  readonly href: string;
  /** How many times the query's words appear in its text. */
  readonly contentHits: number;
}

export interface SearchPage {
  /** How many results the search found in all (of every page). */
  readonly total: number;
  readonly results: readonly SearchResult[];
}

export interface SearchDecodeContext {
  readonly courseId: string;
  readonly lmsBaseUrl: string;
  readonly query: string;
}

function readResult(entry: unknown, path: string, context: SearchDecodeContext): SearchResult {
  const data = read(entry, path).obj('data');
  const id = data.str('id');
  if (!isLinkableUsageKey(id)) throw data.missing('a usage key');
  const content: Reader | null = data.optObj('content');
  const location = data.strings('location').filter((name) => name.trim() !== '');
  const text =
    content?.optNonBlankString('html_content') ?? content?.optNonBlankString('transcript_en') ?? null;
  return {
    id,
    title: content?.optNonBlankString('display_name') ?? location.at(-1) ?? null,
    kind: kindOf(data.optNonBlankString('content_type')),
    location,
    href: jumpToUrl(context.lmsBaseUrl, context.courseId, id),
    contentHits: contentHits(text, context.query),
  };
}

/**
 * POST /search/{course_id} (edx-search's do_search) → `{"took", "total", "max_score", "results": [{"score",
 * "data": {"id", "content_type", "location", "url", "content": {"display_name", "html_content"?,
 * "transcript_en"?}, "excerpt"}}]}`. `total` and `results` are required (upstream's schema); a result
 * without a usage key the app can link to is left out. `excerpt` (HTML the index marks up) and `url` are
 * not read: the link is the block's jump_to address, built from its key.
 */
export function decodeSearchPage(body: unknown, context: SearchDecodeContext): SearchPage {
  const answer = read(body);
  const total = answer.num('total');
  if (!Array.isArray(answer.raw('results')))
    throw new DecodeError('$.results', 'array', answer.raw('results'));
  const results = answer.optList('results', (entry, path) => readResult(entry, path, context));
  return { total: Math.max(total, results.length), results };
}
