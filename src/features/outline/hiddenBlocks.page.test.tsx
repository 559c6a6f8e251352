import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hiddenCourse } from '@test/mock-lms/courses';
import { setServerEra } from '@test/mock-lms/era';
import { renderApp } from '@test/render';

/**
 * Sections and subsections hidden from the table of contents on the outline tab (today's LMS,
 * current-lms.md §4, issue 39): staff get them, with `hide_from_toc`, and see the learning app's notes;
 * learners do not get them at all.
 */

const C = hiddenCourse.id;
const SEQUENCE_NOTE =
  'Subsections are not navigable between each other, they can only be accessed through their link.';

describe('the course outline', () => {
  const home = `/course/${C}/home`;
  const title = () =>
    screen.findByRole('heading', { level: 1, name: 'Hidden Content and Links' }, { timeout: 8000 });
  const outlineList = () => screen.getByRole('list', { name: 'Course outline' });

  it('lists hidden blocks for staff, with the notes that only their links open them', async () => {
    const app = await renderApp(home, { persona: 'staff' });
    await title();
    const section = within(outlineList()).getByRole('button', { name: /Answer keys/ });
    expect(section).toHaveAccessibleDescription('Hidden in Course Outline, accessible via link');
    expect(within(outlineList()).getAllByText('Hidden in Course Outline, accessible via link')).toHaveLength(
      1,
    );
    await app.user.click(screen.getByRole('button', { name: 'Expand all' }));
    const bonus = within(outlineList()).getByRole('link', { name: 'Bonus material' });
    const row = bonus.closest('li');
    if (!row) throw new Error('no row');
    expect(row).toHaveTextContent(SEQUENCE_NOTE);
    const lesson = within(outlineList()).getByRole('link', { name: 'Lesson 1' }).closest('li');
    expect(lesson).not.toHaveTextContent('Subsections are not navigable');
    expect(within(outlineList()).getAllByText(SEQUENCE_NOTE)).toHaveLength(2);
  });

  it('leaves them out for learners', async () => {
    const app = await renderApp(home, { persona: 'verified' });
    await title();
    await app.user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(within(outlineList()).getByRole('link', { name: 'Lesson 2' })).toBeInTheDocument();
    expect(within(outlineList()).queryByText('Answer keys')).not.toBeInTheDocument();
    expect(within(outlineList()).queryByText('Bonus material')).not.toBeInTheDocument();
    expect(screen.queryByText(/accessible via link/)).not.toBeInTheDocument();
  });

  it('the spec’s LMS sends no hidden blocks: no notes', async () => {
    setServerEra('spec');
    const app = await renderApp(home, { persona: 'staff' });
    await title();
    await app.user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(within(outlineList()).getByRole('link', { name: 'Bonus material' })).toBeInTheDocument();
    expect(screen.queryByText(/accessible via link/)).not.toBeInTheDocument();
    expect(screen.queryByText(SEQUENCE_NOTE)).not.toBeInTheDocument();
  });
});
