import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { demoCourse, hiddenCourse } from '@test/mock-lms/courses';
import { setServerEra } from '@test/mock-lms/era';
import { addFault } from '@test/mock-lms/faults';
import { findPersona } from '@test/mock-lms/personas';
import { state } from '@test/mock-lms/state';
import { renderApp } from '@test/render';
import { frameLoaded, setWindowWidth as setWidth } from '@test/unitPage';
import { blockId } from '@test/mock-lms/courses/model';

/**
 * The course-outline sidebar (issue 37) on screen, against the mock LMS's "Hidden Content and Links"
 * course: it loads after the unit's frame; sections, subsections and units with completion, a subsection
 * locked behind its prerequisite, hidden blocks left out, the current unit marked; the learner's choice
 * kept per course; a full-screen dialog at phone width; the spec's LMS (no navigation call) and a
 * malformed answer fall back to the blocks outline.
 */

const C = hiddenCourse.id;
/** A block of the hidden-content course. */
const b = (type: string, name: string) => blockId(hiddenCourse, type, name);
const path = (sequence: string, unit: string) =>
  `/course/${C}/${b('sequential', sequence)}/${b('vertical', unit)}`;
const LESSON_1_UNIT_2 = path('lesson_1', 'lesson_1_unit_2');

const sidebar = () => screen.findByRole('navigation', { name: 'Course outline' }, { timeout: 5000 });
/** The sidebar's tree has come (its first section button). */
const tree = async () => {
  const nav = await sidebar();
  await within(nav).findByRole('button', { name: /Week 1/ }, { timeout: 5000 });
  return nav;
};

afterEach(() => setWidth(1024));

describe('the course-outline sidebar at desktop width', () => {
  it('is not there before the unit frame has loaded, then shows the outline', async () => {
    await renderApp(LESSON_1_UNIT_2, { persona: 'verified' });
    await screen.findByRole('heading', { level: 1, name: 'Lecture' }, { timeout: 8000 });
    expect(screen.queryByRole('navigation', { name: 'Course outline' })).not.toBeInTheDocument();
    await frameLoaded();
    const nav = await tree();
    expect(within(nav).getByRole('heading', { level: 2, name: 'Course outline' })).toBeInTheDocument();
  });

  it('shows completion counts and checks, marks the current unit, expands its section and subsection', async () => {
    state.completions.set(findPersona('verified')!.username, new Set([b('vertical', 'lesson_1_unit_1')]));
    await renderApp(LESSON_1_UNIT_2, { persona: 'verified' });
    await frameLoaded();
    const nav = await tree();
    const week1 = within(nav).getByRole('button', { name: /Week 1/ });
    expect(week1).toHaveAttribute('aria-expanded', 'true');
    expect(week1).toHaveAccessibleName(/^Week 1,? Incomplete section,? 1 of 3 units completed$/);
    expect(week1).toHaveTextContent('1/3');
    const lesson1 = within(nav).getByRole('button', { name: /Lesson 1/ });
    expect(lesson1).toHaveAttribute('aria-expanded', 'true');
    expect(lesson1).toHaveTextContent('1/2');
    expect(within(nav).getByRole('link', { name: /^Reading,? Completed unit$/ })).toHaveAttribute(
      'href',
      path('lesson_1', 'lesson_1_unit_1'),
    );
    const current = within(nav).getByRole('link', { name: /^Lecture,? Incomplete unit$/ });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
    // Another section starts collapsed.
    expect(within(nav).getByRole('button', { name: /Week 2/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows a subsection behind its prerequisite as locked; leaves hidden blocks out', async () => {
    const { user } = await renderApp(LESSON_1_UNIT_2, { persona: 'verified' });
    await frameLoaded();
    const nav = await tree();
    await user.click(within(nav).getByRole('button', { name: /Week 2/ }));
    const wrapUp = within(nav).getByRole('link', { name: /Wrap-up/ });
    expect(wrapUp).toHaveTextContent('Locked');
    expect(wrapUp).toHaveAttribute('href', `/course/${C}/${b('sequential', 'wrap_up')}`);
    // Its units are not listed, as on its page.
    expect(within(nav).queryByText('Summary')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Bonus material')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Answer keys')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Answer key')).not.toBeInTheDocument();
  });

  it('goes to a unit as a link does; another unit of the sequence becomes current', async () => {
    const { user, location } = await renderApp(LESSON_1_UNIT_2, { persona: 'verified' });
    await frameLoaded();
    const nav = await tree();
    await user.click(within(nav).getByRole('link', { name: /^Reading/ }));
    await waitFor(() => expect(location().pathname).toBe(path('lesson_1', 'lesson_1_unit_1')));
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: /^Reading/ })).toHaveAttribute('aria-current', 'page'),
    );
  });

  it('remembers the learner’s closed choice per course', async () => {
    const first = await renderApp(LESSON_1_UNIT_2, { persona: 'verified' });
    await frameLoaded();
    const nav = await tree();
    await first.user.click(within(nav).getByRole('button', { name: 'Toggle course outline tray' }));
    expect(screen.queryByRole('navigation', { name: 'Course outline' })).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'Toggle course outline tray' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
    cleanup();

    await renderApp(LESSON_1_UNIT_2, { persona: 'verified' });
    await frameLoaded();
    expect(await screen.findByRole('button', { name: 'Toggle course outline tray' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('navigation', { name: 'Course outline' })).not.toBeInTheDocument();
    cleanup();

    // Another course opens by itself.
    const demoUnit = demoCourse.sections[0]!.sequences[0]!;
    await renderApp(`/course/${demoCourse.id}/${demoUnit.id}/${demoUnit.units[0]!.id}`, {
      persona: 'verified',
    });
    await frameLoaded();
    expect(await sidebar()).toBeInTheDocument();
  });
});

describe('the course-outline sidebar at phone width', () => {
  it('never opens by itself; the trigger opens a full-screen dialog that Escape closes', async () => {
    setWidth(400);
    const { user } = await renderApp(LESSON_1_UNIT_2, { persona: 'verified' });
    await frameLoaded();
    const trigger = await screen.findByRole(
      'button',
      { name: 'Toggle course outline tray' },
      { timeout: 5000 },
    );
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Course outline' })).not.toBeInTheDocument();

    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Course outline' });
    await within(dialog).findByRole('link', { name: /^Lecture/ }, { timeout: 5000 });
    expect(within(dialog).getByRole('navigation', { name: 'Course outline' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});

describe('the course-outline sidebar without the navigation call', () => {
  it('on the spec’s LMS (404) builds the outline from the blocks the page has', async () => {
    setServerEra('spec');
    await renderApp(LESSON_1_UNIT_2, { persona: 'verified' });
    await frameLoaded();
    const nav = await tree();
    // The spec's LMS has no hidden blocks: there the bonus subsection is an ordinary one.
    expect(within(nav).getByRole('button', { name: /Bonus material/ })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /^Lecture/ })).toHaveAttribute('aria-current', 'page');
    // Completion is known for the sequence shown only.
    expect(within(nav).getByRole('button', { name: /Lesson 1/ })).toHaveTextContent('0/2');
    expect(within(nav).getByRole('button', { name: /Week 1/ })).not.toHaveTextContent(/\d\/\d/);
  });

  it('falls back to the blocks outline when the answer is malformed, and logs it', async () => {
    addFault({ path: '/api/course_home/navigation/', body: 'wrong-shape' });
    const { logger } = await renderApp(LESSON_1_UNIT_2, { persona: 'verified' });
    await frameLoaded();
    const nav = await tree();
    expect(within(nav).getByRole('link', { name: /^Lecture/ })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByText('Bonus material')).not.toBeInTheDocument();
    await waitFor(() => expect(logger.errors.join('\n')).toMatch(/Malformed LMS answer/));
  });

  it('falls back when the call fails', async () => {
    addFault({ path: '/api/course_home/navigation/', status: 500 });
    await renderApp(LESSON_1_UNIT_2, { persona: 'verified' });
    await frameLoaded();
    const nav = await tree();
    expect(within(nav).getByRole('link', { name: /^Lecture/ })).toHaveAttribute('aria-current', 'page');
  });
});
