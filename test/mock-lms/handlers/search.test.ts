import { afterEach, describe, expect, it } from 'vitest';
import { demoCourse, searchCourse } from '../courses';
import { lmsUrl } from '../env';
import { resetServerEra, setServerEra } from '../era';
import { call } from './testClient';

const C = searchCourse.id;
type Answer = {
  total: number;
  results: { data: { id: string; content_type: string; location: string[]; url: string } }[];
  access_denied_count: number;
};
const search = (persona: string | null, form: string, courseId = C) =>
  call(persona, `/search/${courseId}`, { method: 'POST', form });
const results = async (persona: string | null, form: string) =>
  (await (await search(persona, form)).json()) as Answer;

afterEach(() => resetServerEra());

describe('mock LMS: the courseware search (current-lms.md §9)', () => {
  it('has the switch on for the search course only, and no such call on the spec’s LMS', async () => {
    const enabled = async (courseId: string) =>
      (await (await call(null, `/courses/${courseId}/courseware-search/enabled/`)).json()) as unknown;
    expect(await enabled(C)).toEqual({ enabled: true });
    expect(await enabled(demoCourse.id)).toEqual({ enabled: false });
    setServerEra('spec');
    expect((await call('verified', `/courses/${C}/courseware-search/enabled/`)).status).toBe(404);
  });

  it('finds names, texts and transcripts, best first, each with its place and jump_to address', async () => {
    const answer = await results('verified', 'search_string=photosynthesis');
    expect(answer.total).toBe(3);
    expect(answer.results.map((r) => [r.data.content_type, r.data.location])).toEqual([
      ['Text', ['Week 1: Cells', 'Energy', 'Reading: photosynthesis']],
      ['Sequence', ['Week 1: Cells', 'Energy', 'Reading: photosynthesis']],
      ['CAPA', ['Week 1: Cells', 'Energy', 'Practice: energy']],
    ]);
    const [first] = answer.results;
    expect(first!.data.url).toBe(`/courses/${C}/jump_to/${first!.data.id}`);
    const transcript = await results('verified', 'search_string=unzips');
    expect(transcript.results.map((r) => r.data.content_type)).toEqual(['Video']);
  });

  it('pages by page_index × page_size', async () => {
    const first = await results('verified', 'search_string=cell&page_size=20&page_index=0');
    const second = await results('verified', 'search_string=cell&page_size=20&page_index=1');
    expect(first.total).toBeGreaterThan(20);
    expect(first.results).toHaveLength(20);
    expect(second.results).toHaveLength(first.total - 20);
    const ids = [...first.results, ...second.results].map((r) => r.data.id);
    expect(new Set(ids).size).toBe(first.total);
  });

  it('gives no results to someone who may not see the course, the total kept', async () => {
    const answer = await results('unenrolled', 'search_string=dna');
    expect(answer.results).toEqual([]);
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.access_denied_count).toBe(answer.total);
  });

  it('answers edx-search’s errors with a 500 and {"error"}', async () => {
    for (const form of ['page_size=20', 'search_string=dna&page_size=500', 'search_string=dna&page_size=0']) {
      const answer = await search('verified', form);
      expect(answer.status).toBe(500);
      const body = (await answer.json()) as { error?: unknown };
      expect(typeof body.error).toBe('string');
    }
  });

  it('needs the CSRF token, as every write', async () => {
    const answer = await fetch(lmsUrl(`/search/${C}`), {
      method: 'POST',
      headers: { cookie: 'sessionid=verified', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'search_string=dna',
    });
    expect(answer.status).toBe(403);
  });
});
