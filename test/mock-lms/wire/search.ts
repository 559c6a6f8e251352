import type { MockCourse } from '../courses/model';

/**
 * The courseware search's answers (current-lms.md §9), as openedx-platform and edx-search give them:
 * GET /courses/{id}/courseware-search/enabled/ (`courseware_mfe_search_enabled`) and POST /search/{id}
 * (edx-search's `do_search`, with the LMS's result processor: `url` is the block's jump_to address,
 * `excerpt` its matched text with the matches in `<b>`).
 */

export const searchEnabledBody = (course: MockCourse | undefined) => ({
  enabled: Boolean(course?.coursewareSearch),
});

/** One document of the index (openedx-platform courseware_index.py: the block's index_dictionary and more). */
export interface IndexDocument {
  readonly id: string;
  readonly contentType: string;
  readonly content: Readonly<Record<string, string>>;
  /** Section, subsection, unit: the names above the block, as the indexer's `location` keeps them (3 at most). */
  readonly location: readonly string[];
}

/**
 * What the index holds of a course: each subsection and unit by its title (their `content_type` is
 * `Sequence`), and the components the course lists, in the course's order. None for a course with the
 * search off.
 */
export function searchIndex(course: MockCourse): IndexDocument[] {
  const components = course.coursewareSearch?.components;
  if (!components) return [];
  const documents: IndexDocument[] = [];
  for (const section of course.sections) {
    for (const sequence of section.sequences) {
      documents.push({
        id: sequence.id,
        contentType: 'Sequence',
        content: { display_name: sequence.title },
        location: [section.title, sequence.title],
      });
      for (const unit of sequence.units) {
        const location = [section.title, sequence.title, unit.title];
        documents.push({
          id: unit.id,
          contentType: 'Sequence',
          content: { display_name: unit.title },
          location,
        });
        for (const component of components.filter((c) => c.unitId === unit.id)) {
          const content: Record<string, string> = { display_name: component.displayName };
          if (component.text !== undefined) content.html_content = component.text;
          if (component.transcript !== undefined) content.transcript_en = component.transcript;
          if (component.capaText !== undefined) content.capa_content = component.capaText;
          documents.push({ id: component.id, contentType: component.contentType, content, location });
        }
      }
    }
  }
  return documents;
}

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/** How often the search's words occur in a document's texts: its score (0: not found). */
function scoreOf(document: IndexDocument, terms: readonly string[]): number {
  const text = Object.values(document.content).join(' ').toLowerCase();
  let score = 0;
  for (const term of terms) score += text.split(term).length - 1;
  return score;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** edx-search's excerpt: the texts with a match, the matches in `<b>` (HTML, which the app never shows as such). */
function excerptOf(document: IndexDocument, terms: readonly string[]): string {
  const matched = Object.values(document.content).filter((text) =>
    terms.some((term) => text.toLowerCase().includes(term)),
  );
  let excerpt = matched.map(escapeHtml).join('<span class="search-results-ellipsis"></span>');
  for (const term of terms) {
    excerpt = excerpt.replace(
      new RegExp(term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'),
      (m) => `<b>${m}</b>`,
    );
  }
  return excerpt;
}

export interface SearchRequest {
  readonly searchString: string;
  readonly pageSize: number;
  readonly pageIndex: number;
}

/**
 * The search's answer: every document with one of the words (edx-search's default OR), the best first, then
 * in the course's order; the page asked for. A learner who may not see the course gets no results (the
 * LMS's result processor removes them: `access_denied_count`), the total staying the engine's.
 */
export function searchBody(course: MockCourse | undefined, request: SearchRequest, canSee: boolean) {
  const terms = words(request.searchString);
  const started = Date.now();
  const found = (course ? searchIndex(course) : [])
    .map((document, order) => ({ document, order, score: scoreOf(document, terms) }))
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order);
  const page = found.slice(request.pageIndex * request.pageSize, (request.pageIndex + 1) * request.pageSize);
  const results = canSee
    ? page.map(({ document, score }) => ({
        _index: 'courseware_content',
        _type: '_doc',
        _id: document.id,
        data: {
          course: course!.id,
          org: course!.org,
          content: document.content,
          content_type: document.contentType,
          id: document.id,
          start_date: '2026-01-01T00:00:00+00:00',
          content_groups: null,
          course_name: course!.title,
          location: document.location,
          excerpt: excerptOf(document, terms),
          url: `/courses/${course!.id}/jump_to/${document.id}`,
        },
        score,
      }))
    : [];
  return {
    took: Math.max(1, Date.now() - started),
    total: found.length,
    max_score: found[0]?.score ?? null,
    results,
    access_denied_count: page.length - results.length,
  };
}
