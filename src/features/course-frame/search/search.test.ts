import { describe, expect, it } from 'vitest';
import { DecodeError } from '@/lms/decode';
import { readSearch, withSearch } from './address';
import {
  contentHits,
  decodeSearchPage,
  filterOf,
  isLinkableUsageKey,
  kindOf,
  type SearchResult,
} from './decode';
import { decodeSearchEnabled } from './enabledApi';
import { filterTabs, shownFilter } from './results';

const COURSE = 'course-v1:edX+SearchX+2026';
const LMS = 'http://lms.test';
const context = { courseId: COURSE, lmsBaseUrl: LMS, query: 'cell membrane' };
const key = (type: string, name: string) => `block-v1:edX+SearchX+2026+type@${type}+block@${name}`;

const wireResult = (data: Record<string, unknown>) => ({ score: 1, data });

describe('the kind of a result (upstream’s mapping of content_type)', () => {
  it.each([
    ['Text', 'text'],
    ['Video', 'video'],
    ['Sequence', 'sequence'],
    ['VIDEO', 'video'],
    [' text ', 'text'],
    ['CAPA', 'other'],
    ['Discussion', 'other'],
    ['Unknown', 'other'],
    [null, 'text'],
    ['', 'text'],
  ] as const)('%s is %s', (contentType, kind) => {
    expect(kindOf(contentType)).toBe(kind);
  });
});

describe('the filter named in the address', () => {
  it.each([
    ['video', 'video'],
    ['VIDEO', 'video'],
    ['all', 'all'],
    ['other', 'other'],
    ['capa', null],
    ['', null],
    [null, null],
  ] as const)('%s → %s', (value, filter) => {
    expect(filterOf(value)).toBe(filter);
  });
});

describe('the search in the address', () => {
  it('reads q and f, trimming the query; blanks and unknown filters are none', () => {
    expect(readSearch(new URLSearchParams('q=%20dna%20&f=Video'))).toEqual({ query: 'dna', filter: 'video' });
    expect(readSearch(new URLSearchParams('q=%20%20&f=text'))).toEqual({ query: null, filter: 'text' });
    expect(readSearch(new URLSearchParams('f=nope'))).toEqual({ query: null, filter: null });
  });

  it('writes q and f beside the other parameters, and removes both for no search', () => {
    const params = new URLSearchParams('jumpToId=abc&q=old&f=video');
    expect(withSearch(params, { query: 'new words', filter: null }).toString()).toBe(
      'jumpToId=abc&q=new+words',
    );
    expect(withSearch(params, { query: 'dna', filter: 'text' }).toString()).toBe('jumpToId=abc&q=dna&f=text');
    expect(withSearch(params, { query: 'dna', filter: 'all' }).toString()).toBe('jumpToId=abc&q=dna');
    expect(withSearch(params, { query: null, filter: 'text' }).toString()).toBe('jumpToId=abc');
    expect(withSearch(params, { query: '  ', filter: null }).toString()).toBe('jumpToId=abc');
    // The parameters passed in are left as they were.
    expect(params.toString()).toBe('jumpToId=abc&q=old&f=video');
  });

  it('round-trips a query with characters of its own', () => {
    const query = 'a&b=c #1 ünïcode';
    expect(readSearch(withSearch(new URLSearchParams(), { query, filter: 'other' }))).toEqual({
      query,
      filter: 'other',
    });
  });
});

describe('matches in a result’s text', () => {
  it('counts each word of the query, case-insensitive', () => {
    expect(contentHits('The Cell and its cell membrane', 'cell membrane')).toBe(3);
    expect(contentHits('cellcell', 'cell')).toBe(2);
    expect(contentHits('no match here', 'cell')).toBe(0);
    expect(contentHits(null, 'cell')).toBe(0);
  });

  it('ignores the blanks between words (upstream counted every character for a double space)', () => {
    expect(contentHits('a cell', 'cell   ')).toBe(1);
    expect(contentHits('a cell', '  ')).toBe(0);
  });
});

describe('the switch', () => {
  it('is on only for {"enabled": true}', () => {
    expect(decodeSearchEnabled({ enabled: true })).toBe(true);
    expect(decodeSearchEnabled({ enabled: false })).toBe(false);
    expect(decodeSearchEnabled({ enabled: 'true' })).toBe(false);
    expect(decodeSearchEnabled({})).toBe(false);
  });

  it('is malformed when the answer is not an object', () => {
    expect(() => decodeSearchEnabled(['an', 'array'])).toThrow(DecodeError);
    expect(() => decodeSearchEnabled(null)).toThrow(DecodeError);
  });
});

describe('a page of results', () => {
  const html = wireResult({
    id: key('html', 'membranes'),
    content_type: 'Text',
    location: ['Week 1', 'Inside the cell', 'Reading'],
    url: `/courses/${COURSE}/jump_to/${key('html', 'membranes')}`,
    excerpt: 'The <b>cell</b>',
    content: { display_name: 'Membranes', html_content: 'The cell membrane keeps the cell whole.' },
  });

  it('reads each result: its title, kind, location, matches and jump_to link', () => {
    const page = decodeSearchPage({ took: 3, total: 1, max_score: 1, results: [html] }, context);
    expect(page).toEqual({
      total: 1,
      results: [
        {
          id: key('html', 'membranes'),
          title: 'Membranes',
          kind: 'text',
          location: ['Week 1', 'Inside the cell', 'Reading'],
          href: `${LMS}/courses/${COURSE}/jump_to/${key('html', 'membranes')}`,
          contentHits: 3,
        },
      ],
    });
  });

  it('counts a video’s transcript, and names a result without a name by its place', () => {
    const video = wireResult({
      id: key('video', 'v'),
      content_type: 'Video',
      location: ['Week 1', 'Lecture'],
      content: { display_name: '  ', transcript_en: 'the membrane of a cell' },
    });
    const [result] = decodeSearchPage({ total: 1, results: [video] }, context).results;
    expect(result).toMatchObject({ title: 'Lecture', kind: 'video', contentHits: 2 });
    const bare = wireResult({ id: key('problem', 'p'), content_type: 'CAPA' });
    expect(decodeSearchPage({ total: 1, results: [bare] }, context).results[0]).toMatchObject({
      title: null,
      kind: 'other',
      location: [],
      contentHits: 0,
    });
  });

  it('links to the jump_to address built from the block’s key, never the answer’s url', () => {
    const hostile = wireResult({
      id: key('html', 'x'),
      url: 'javascript:alert(1)',
      content: { display_name: '<img src=x onerror=alert(1)>' },
    });
    const [result] = decodeSearchPage({ total: 1, results: [hostile] }, context).results;
    expect(result!.href).toBe(`${LMS}/courses/${COURSE}/jump_to/${key('html', 'x')}`);
    expect(result!.title).toBe('<img src=x onerror=alert(1)>');
  });

  it('leaves out results it cannot link to, or that are not results at all', () => {
    const results = [
      html,
      wireResult({ id: 'https://evil.example/x' }),
      wireResult({ id: `${key('html', 'a')}/../../admin` }),
      wireResult({ content: { display_name: 'no id' } }),
      { score: 1 },
      'a string',
      null,
    ];
    expect(decodeSearchPage({ total: 7, results }, context).results.map((r) => r.id)).toEqual([
      key('html', 'membranes'),
    ]);
  });

  it('is malformed without a total or a list of results', () => {
    expect(() => decodeSearchPage({ results: [] }, context)).toThrow(DecodeError);
    expect(() => decodeSearchPage({ total: 1 }, context)).toThrow(DecodeError);
    expect(() => decodeSearchPage({ total: 1, results: {} }, context)).toThrow(DecodeError);
    expect(() => decodeSearchPage(['an', 'array'], context)).toThrow(DecodeError);
    expect(() => decodeSearchPage({ error: 'Nothing to search' }, context)).toThrow(DecodeError);
  });

  it('never counts fewer results than it holds', () => {
    expect(decodeSearchPage({ total: 0, results: [html] }, context).total).toBe(1);
  });
});

describe('usage keys a link may hold', () => {
  it.each([
    [key('html', 'abc'), true],
    ['block-v1:edX+X+1+type@vertical+block@0123abcd', true],
    ['i4x://edX/X/html/abc', false],
    ['block-v1:edX+X+1+type@html+block@a/b', false],
    ['block-v1:edX+X+1+type@html+block@a?b', false],
    ['course-v1:edX+X+1', false],
    ['', false],
  ])('%s: %s', (id, linkable) => {
    expect(isLinkableUsageKey(id)).toBe(linkable);
  });
});

describe('the filters of the results', () => {
  const result = (id: string, kind: SearchResult['kind']): SearchResult => ({
    id,
    title: id,
    kind,
    location: [],
    href: '',
    contentHits: 0,
  });

  it('are offered, in upstream’s order, for results of two kinds or more, each with its results', () => {
    const results = [result('a', 'other'), result('b', 'video'), result('c', 'text'), result('d', 'video')];
    const tabs = filterTabs(results);
    expect(tabs.map((tab) => [tab.filter, tab.results.map((r) => r.id)])).toEqual([
      ['all', ['a', 'b', 'c', 'd']],
      ['text', ['c']],
      ['video', ['b', 'd']],
      ['other', ['a']],
    ]);
  });

  it('are not offered when every result is of one kind', () => {
    const tabs = filterTabs([result('a', 'video'), result('b', 'video')]);
    expect(tabs.map((tab) => tab.filter)).toEqual(['all']);
    expect(filterTabs([]).map((tab) => tab.filter)).toEqual(['all']);
  });

  it('show the address’s filter when it has results, else all of them', () => {
    const tabs = filterTabs([result('a', 'text'), result('b', 'video')]);
    expect(shownFilter(tabs, 'video')).toBe('video');
    expect(shownFilter(tabs, 'sequence')).toBe('all');
    expect(shownFilter(tabs, null)).toBe('all');
  });
});
