import { demoCourse, searchCourse } from '../courses';
import type { ContractCase } from './cases';

/**
 * The courseware search (issue 46; current-lms.md §9): the course switch, on for the search course and off
 * for the others (today's LMS only: the spec's has no such call), and the search itself, as form data, for
 * an enrolled learner and for someone who may not see the course (no results, the engine's total kept).
 */
const enabled = (courseId: string, persona: string | null): ContractCase => ({
  eras: ['current'],
  example: 'courseware_search_enabled',
  path: `/courses/${courseId}/courseware-search/enabled/`,
  persona,
});

const search = (persona: string | null, form: Record<string, string>): ContractCase => ({
  example: 'courseware_search',
  method: 'POST',
  path: `/search/${searchCourse.id}`,
  form,
  persona,
  status: 200,
});

export const cases: ContractCase[] = [
  enabled(searchCourse.id, 'verified'),
  enabled(searchCourse.id, null),
  enabled(demoCourse.id, 'audit'),
  search('verified', { search_string: 'cell', page_size: '20', page_index: '0' }),
  search('audit', { search_string: 'cell membrane', page_size: '20', page_index: '1' }),
  search('unenrolled', { search_string: 'dna' }),
];
