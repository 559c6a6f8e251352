import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { demoCourse, searchCourse } from '@test/mock-lms/courses';
import { blockId } from '@test/mock-lms/courses/model';
import { lmsUrl } from '@test/mock-lms/env';
import { setServerEra } from '@test/mock-lms/era';
import { addFault, clearFaults, type Fault } from '@test/mock-lms/faults';
import { mockLmsSettled, recordRequests } from '@test/mock-lms/requests';
import { trackingLog } from '@test/mock-lms/handlers';
import { renderApp } from '@test/render';

/**
 * The courseware search (issue 46) on screen, through the app's routes and the mock LMS: offered beside
 * the tabs only for a course whose switch is on, asked for after the page's content; a dialog with the
 * search field, the results with their count, filters and jump_to links; the search and its filter in the
 * address; Escape gives the focus back; failures hide the button or say so with a way forward.
 */

const C = searchCourse.id;
const HOME = `/course/${C}/home`;
const isEnabledCall = (url: URL) => url.pathname.endsWith('/courseware-search/enabled/');
const isSearchCall = (url: URL, method: string) => method === 'POST' && url.pathname.startsWith('/search/');

afterEach(() => setServerEra('current'));

const toggle = () => screen.findByRole('button', { name: 'Content search' }, { timeout: 8000 });
const WAIT = { timeout: 8000 };
const dialog = () => screen.findByRole('dialog', { name: 'Search this course' }, WAIT);
const field = () => screen.getByRole('searchbox', { name: 'Search' });

async function outline() {
  await screen.findByRole('heading', { level: 1, name: 'Searchable Biology' }, { timeout: 8000 });
}

describe('the courseware search', () => {
  it('is offered beside the tabs once the outline shows, and asked for only then', async () => {
    const calls = recordRequests(
      (url) => isEnabledCall(url) || url.pathname.startsWith('/api/course_home/outline/'),
    );
    await renderApp(HOME, { persona: 'verified' });
    const button = await toggle();
    expect(button.closest('nav')).toHaveClass('course-tabs');
    expect(button).toHaveAttribute('title', 'Search within this course');
    expect(calls.map((call) => call.url.pathname)).toEqual([
      `/api/course_home/outline/${C}`,
      `/courses/${C}/courseware-search/enabled/`,
    ]);
  });

  it('waits, on a unit, for the unit’s frame: only then is the switch asked for', async () => {
    const calls = recordRequests(isEnabledCall);
    const unit = blockId(searchCourse, 'vertical', 'membrane_lecture');
    await renderApp(`/course/${C}/${blockId(searchCourse, 'sequential', 'inside_the_cell')}/${unit}`, {
      persona: 'verified',
    });
    await screen.findByRole('heading', { level: 1, name: 'Lecture: membranes' }, WAIT);
    const frame = await waitFor(() => {
      const found = document.getElementById('unit-iframe');
      if (!(found instanceof HTMLIFrameElement)) throw new Error('no unit frame');
      return found;
    });
    await mockLmsSettled();
    expect(calls).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Content search' })).not.toBeInTheDocument();
    // The frame reports its height, as its content does once loaded.
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'plugin.resize', payload: { height: 400 } },
          origin: new URL(lmsUrl('/')).origin,
          source: frame.contentWindow,
        }),
      );
    });
    await toggle();
    expect(calls).toHaveLength(1);
  });

  it('searches with form data, shows the results and their count, each a jump_to link; the query is in the address', async () => {
    const searches = recordRequests(isSearchCall);
    const { user, location } = await renderApp(HOME, { persona: 'verified' });
    await user.click(await toggle());
    const box = await dialog();
    expect(field()).toHaveFocus();
    await user.type(field(), 'photosynthesis{Enter}');

    expect(await within(box).findByText('Results for "photosynthesis":', {}, WAIT)).toBeInTheDocument();
    expect(within(box).getByText('3 results')).toBeInTheDocument();
    expect(location().search).toBe('?q=photosynthesis');
    await waitFor(() => expect(searches[0]?.body).toBeDefined());
    expect(searches).toHaveLength(1);
    expect(new URLSearchParams(String(searches[0]!.body)).toString()).toBe(
      'search_string=photosynthesis&page_size=20&page_index=0',
    );
    const link = within(box).getByRole('link', { name: /^Photosynthesis/ });
    expect(link).toHaveAttribute(
      'href',
      lmsUrl(`/courses/${C}/jump_to/${blockId(searchCourse, 'html', 'photosynthesis_text')}`),
    );
    expect(link).toHaveTextContent('In Week 1: Cells, Energy, Reading: photosynthesis');
    expect(link).toHaveTextContent('1 match in the text');
    // The submit is logged as upstream logs it.
    expect(trackingLog()).toContainEqual({
      eventType: 'edx.course.home.courseware_search.submit',
      event: {
        org_key: 'edX',
        courserun_key: C,
        event_type: 'searchKeyword',
        keyword: 'photosynthesis',
      },
    });
  });

  it('filters by kind; the filter goes in the address in place of the entry, and Back returns to the page', async () => {
    const { user, location, navigate } = await renderApp(HOME, { persona: 'verified' });
    await user.click(await toggle());
    const box = await dialog();
    await user.type(field(), 'dna{Enter}');
    const filters = await within(box).findByRole('group', { name: 'Show results' }, WAIT);
    const names = within(filters)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(['All content', 'Text', 'Video', 'Section', 'Other']);
    expect(within(filters).getByRole('button', { name: 'All content' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(filters).getByRole('button', { name: 'Video' }));
    expect(within(filters).getByRole('button', { name: 'Video' })).toHaveAttribute('aria-pressed', 'true');
    expect(location().search).toBe('?q=dna&f=video');
    const links = within(box).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      lmsUrl(`/courses/${C}/jump_to/${blockId(searchCourse, 'video', 'replication_video')}`),
    ]);
    await user.click(within(filters).getByRole('button', { name: 'Section' }));
    expect(location().search).toBe('?q=dna&f=sequence');
    expect(
      within(box)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringMatching(/^DNA/), expect.stringMatching(/^Quiz: DNA/)]);

    // The filter replaced the search's entry: one step back leaves the search.
    navigate(-1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location().search).toBe('');
  });

  it('opens with the address’s search and filter (a reload)', async () => {
    await renderApp(`${HOME}?q=DNA&f=VIDEO`, { persona: 'audit' });
    const box = await dialog();
    const filters = await within(box).findByRole('group', { name: 'Show results' }, WAIT);
    expect(within(filters).getByRole('button', { name: 'Video' })).toHaveAttribute('aria-pressed', 'true');
    expect(field()).toHaveValue('DNA');
    expect(within(box).getAllByRole('link')).toHaveLength(1);
    expect(within(box).getByRole('link')).toHaveTextContent(/^Replication/);
  });

  it('closes on Escape: the search leaves the address and the focus goes back to the button', async () => {
    const { user, location } = await renderApp(HOME, { persona: 'verified' });
    const button = await toggle();
    await user.click(button);
    await dialog();
    await user.type(field(), 'dna{Enter}');
    expect(await screen.findByText('Results for "dna":', {}, WAIT)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location().search).toBe('');
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('loads the next page when asked, and says when there is none to show', async () => {
    const searches = recordRequests(isSearchCall);
    const { user } = await renderApp(`${HOME}?q=cell`, { persona: 'verified' });
    const box = await dialog();
    expect(await within(box).findByText(/^\d+ results$/, {}, WAIT)).toBeInTheDocument();
    const total = Number(
      within(box)
        .getByText(/^\d+ results$/)
        .textContent.split(' ')[0],
    );
    expect(total).toBeGreaterThan(20);
    expect(within(box).getAllByRole('link')).toHaveLength(20);
    await user.click(within(box).getByRole('button', { name: 'Show more results' }));
    await waitFor(() => expect(within(box).getAllByRole('link')).toHaveLength(total));
    expect(within(box).queryByRole('button', { name: 'Show more results' })).not.toBeInTheDocument();
    await mockLmsSettled();
    expect(searches.map((call) => new URLSearchParams(String(call.body)).get('page_index'))).toEqual([
      '0',
      '1',
    ]);

    await user.clear(field());
    await user.type(field(), 'zebra{Enter}');
    expect(await within(box).findByText('No results found.', {}, WAIT)).toBeInTheDocument();
  });

  it('shows the author’s words as text, never as markup', async () => {
    addFault({
      path: '/search/',
      body: {
        took: 1,
        total: 1,
        max_score: 1,
        results: [
          {
            score: 1,
            data: {
              id: blockId(searchCourse, 'html', 'x'),
              content_type: 'Text',
              location: ['<b>Week</b>'],
              url: 'javascript:alert(1)',
              excerpt: '<img src=x onerror="window.hacked=1">',
              content: {
                display_name: '<img src=x onerror="window.hacked=1">',
                html_content: 'cell <script>',
              },
            },
          },
        ],
      },
    });
    await renderApp(`${HOME}?q=cell`, { persona: 'verified' });
    const box = await dialog();
    const link = await within(box).findByRole('link', { name: /<img src=x/ }, WAIT);
    expect(link.querySelector('img, b, script')).toBeNull();
    expect(link).toHaveAttribute('href', expect.stringMatching(/^http:\/\/localhost:\d+\/courses\//));
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });
});

describe('the courseware search when it is off or fails', () => {
  it('is not offered for a course whose switch is off, nor by the spec’s LMS (404)', async () => {
    const calls = recordRequests(isEnabledCall);
    const first = await renderApp(`/course/${demoCourse.id}/home`, { persona: 'verified' });
    await screen.findByRole('heading', { level: 1, name: 'Demonstration Course' }, { timeout: 8000 });
    await waitFor(() => expect(calls).toHaveLength(1));
    await mockLmsSettled();
    expect(screen.queryByRole('button', { name: 'Content search' })).not.toBeInTheDocument();
    first.unmount();

    setServerEra('spec');
    await renderApp(HOME, { persona: 'verified' });
    await outline();
    await waitFor(() => expect(calls).toHaveLength(2));
    await mockLmsSettled();
    expect(screen.queryByRole('button', { name: 'Content search' })).not.toBeInTheDocument();
  });

  it.each<[string, Fault]>([
    ['a failed switch', { path: '/courseware-search/enabled/', status: 500 }],
    ['a refused switch', { path: '/courseware-search/enabled/', status: 403 }],
    ['a malformed switch', { path: '/courseware-search/enabled/', body: 'malformed' }],
    ['a switch of the wrong shape', { path: '/courseware-search/enabled/', body: 'wrong-shape' }],
    ['a switch that is not true', { path: '/courseware-search/enabled/', body: { enabled: 'yes' } }],
  ])('is not offered after %s, and the page is as it was', async (_name, fault) => {
    addFault(fault);
    const calls = recordRequests(isEnabledCall);
    await renderApp(HOME, { persona: 'verified' });
    await outline();
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await mockLmsSettled({ timeout: 4000 });
    expect(screen.queryByRole('button', { name: 'Content search' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each<[string, Fault]>([
    ['fails', { path: '/search/', status: 500 }],
    ['answers malformed', { path: '/search/', body: 'malformed' }],
    ['answers without results', { path: '/search/', body: { took: 1, total: 2 } }],
    ['is dropped', { path: '/search/', body: 'network' }],
  ])('says so when the search %s, and “Try again” searches again', async (_name, fault) => {
    addFault({ ...fault, times: 1 });
    const searches = recordRequests(isSearchCall);
    const { user } = await renderApp(`${HOME}?q=dna`, { persona: 'verified' });
    const box = await dialog();
    const alert = await within(box).findByRole('alert', {}, WAIT);
    expect(alert).toHaveTextContent('There was an error on the search process.');
    clearFaults();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(box).findByText('Results for "dna":', {}, WAIT)).toBeInTheDocument();
    expect(searches).toHaveLength(2);
  });
});
