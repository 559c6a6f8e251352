import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoCourse } from '@test/mock-lms/courses';
import { lmsUrl } from '@test/mock-lms/env';
import { mockLmsSettled, recordRequests } from '@test/mock-lms/requests';
import { renderApp } from '@test/render';
import { unitFrameOrNull, unitHeading, unitNavigation } from '@test/unitPage';

/** Studio's Preview button (issue 37): /preview/course/… through the real providers and the mock LMS. */
const C = demoCourse.id;
const demo = (type: string, name: string) => `block-v1:edX+DemoX+Demo_Course+type@${type}+block@${name}`;
const BASIC = demo('sequential', 'basic_questions');
const unit = (n: number) => demo('vertical', `basic_questions_unit_${n}`);
const PREVIEW = `/preview/course/${C}/${BASIC}/${unit(2)}`;
const slow = { timeout: 8000 };

/** Previous and Next beside the unit's title (today's layout, the default: decision 0023). */
const topNav = unitNavigation;
const frame = unitFrameOrNull;

/** The learner's writes the courseware makes on a move: the position save and the completion check. */
const writes = () =>
  recordRequests(
    (url, method) => method === 'POST' && /\/handler\/(goto_position|get_completion)$/.test(url.pathname),
  );

describe('Studio’s preview for course staff', () => {
  it('shows the draft: a preview notice, the sequence and the frame asked with preview=1, a marked title', async () => {
    const sequences = recordRequests((url) => url.pathname.startsWith('/api/courseware/sequence/'));
    const app = await renderApp(PREVIEW, { persona: 'staff' });
    await unitHeading('Numerical input');
    const notice = screen.getByRole('note', { name: 'Draft preview' });
    await waitFor(() => expect(frame()).not.toBeNull(), slow);
    expect(notice).toHaveTextContent('You are previewing the draft of this unit.');
    expect(frame()).toHaveAttribute(
      'src',
      lmsUrl(
        `/xblock/${unit(2)}?show_title=0&show_bookmark_button=0&recheck_access=1&view=student_view&format=Homework&preview=1`,
      ),
    );
    expect(sequences.length).toBeGreaterThan(0);
    for (const { url } of sequences) expect(url.searchParams.get('preview')).toBe('1');
    await waitFor(() =>
      expect(document.title).toBe(
        'Preview: Numerical input | Example Week 1: Getting Started | Demonstration Course | edX',
      ),
    );
    expect(app.location().pathname).toBe(PREVIEW);
  });

  it('keeps Previous and Next in the preview, and saves no position and no completion', async () => {
    const sent = writes();
    const app = await renderApp(PREVIEW, { persona: 'staff' });
    await unitHeading('Numerical input');
    const next = within(topNav()).getByRole('link', { name: 'Next' });
    expect(next).toHaveAttribute('href', `/preview/course/${C}/${BASIC}/${unit(3)}`);
    await app.user.click(next);
    await waitFor(() => expect(app.location().pathname).toBe(`/preview/course/${C}/${BASIC}/${unit(3)}`));
    await waitFor(() => expect(frame()).not.toBeNull(), slow);
    expect(frame()?.getAttribute('src')).toContain(`/xblock/${unit(3)}?`);
    expect(frame()?.getAttribute('src')).toMatch(/&preview=1$/);
    await app.user.click(within(topNav()).getByRole('link', { name: 'Previous' }));
    await waitFor(() => expect(app.location().pathname).toBe(PREVIEW));
    await unitHeading('Numerical input');
    await mockLmsSettled();
    expect(sent).toEqual([]);
  });

  it('(the same moves outside the preview save the position and check completion)', async () => {
    const sent = writes();
    const app = await renderApp(`/course/${C}/${BASIC}/${unit(2)}`, { persona: 'staff' });
    await unitHeading('Numerical input');
    await app.user.click(within(topNav()).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(app.location().pathname).toBe(`/course/${C}/${BASIC}/${unit(3)}`));
    await mockLmsSettled();
    expect(sent.map(({ url }) => url.pathname.split('/').at(-1))).toEqual(
      expect.arrayContaining(['goto_position', 'get_completion']),
    );
  });

  it('leaves the preview for the course’s other pages, and the courseware there is the published one again', async () => {
    const app = await renderApp(PREVIEW, { persona: 'staff' });
    await unitHeading('Numerical input');
    const sequences = recordRequests((url) => url.pathname.startsWith('/api/courseware/sequence/'));
    app.navigate(`/course/${C}/${BASIC}/${unit(2)}`);
    await waitFor(() =>
      expect(screen.queryByRole('note', { name: 'Draft preview' })).not.toBeInTheDocument(),
    );
    await unitHeading('Numerical input');
    await waitFor(() => expect(frame()?.getAttribute('src')).not.toContain('preview=1'));
    await mockLmsSettled();
    expect(sequences.length).toBeGreaterThan(0);
    for (const { url } of sequences) expect(url.search).toBe('');
    await waitFor(() => expect(document.title).not.toMatch(/^Preview/));
  });
});

describe('Studio’s preview for anyone else', () => {
  it('sends a learner to the published unit, keeping the query but `preview`, and asks the LMS for no draft', async () => {
    const drafts = recordRequests((url) => url.searchParams.get('preview') === '1');
    const app = await renderApp(`${PREVIEW}?preview=1&jumpToId=problem_2#top`, { persona: 'verified' });
    await unitHeading('Numerical input');
    await waitFor(() => expect(app.location().pathname).toBe(`/course/${C}/${BASIC}/${unit(2)}`));
    expect(app.location().search).toBe('?jumpToId=problem_2');
    expect(app.location().hash).toBe('#top');
    expect(screen.queryByRole('note', { name: 'Draft preview' })).not.toBeInTheDocument();
    expect(frame()?.getAttribute('src')).not.toContain('preview=1');
    expect(frame()?.getAttribute('src')).toContain('jumpToId=problem_2');
    await mockLmsSettled();
    expect(drafts).toEqual([]);
  });

  it('sends a visitor there too, where the courseware’s own rules take over (the course home)', async () => {
    const drafts = recordRequests((url) => url.searchParams.get('preview') === '1');
    const app = await renderApp(PREVIEW, { persona: null });
    await waitFor(() => expect(app.location().pathname).toBe(`/course/${C}/home`), slow);
    expect(drafts).toEqual([]);
  });
});
