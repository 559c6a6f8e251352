import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hiddenCourse } from '@test/mock-lms/courses';
import { setServerEra } from '@test/mock-lms/era';
import { renderApp } from '@test/render';
import {
  frameReportsHeight,
  outlineLoaded,
  sequenceNavigation,
  unitHeading,
  unitNavigation,
} from '@test/unitPage';
import { blockId } from '@test/mock-lms/courses/model';

/**
 * Hidden from the table of contents and navigation_disabled on screen (today's LMS, current-lms.md §4,
 * issue 39), against the mock LMS's "Hidden Content and Links" course: a learner opens a hidden subsection
 * only by its link, and no Previous or Next leads into it or out of it; a sequence behind a prerequisite
 * stays locked though today's LMS lists its units. The outline tab's side: features/outline/hiddenBlocks.page.test.tsx.
 */

const C = hiddenCourse.id;
/** A block of the hidden-content course. */
const b = (type: string, name: string) => blockId(hiddenCourse, type, name);
const LESSON_1 = b('sequential', 'lesson_1');
const BONUS = b('sequential', 'bonus');
const LESSON_2 = b('sequential', 'lesson_2');
const ANSWER_KEY = b('sequential', 'answer_key');
const WRAP_UP = b('sequential', 'wrap_up');
const path = (sequence: string, unit: string) => `/course/${C}/${sequence}/${b('vertical', unit)}`;

/** Previous and Next beside the unit's title (today's layout, the default: decision 0023). */
const topNav = unitNavigation;
/** The spec's layout (a test that pins it): its breadcrumbs. */
const crumbs = () => screen.getByRole('navigation', { name: 'Course location' });
/** The course outline has come: cross-sequence targets are known. */
const outlineShown = (app: Parameters<typeof outlineLoaded>[0]) => outlineLoaded(app, C);

/** The unit frame reports its height, as its content does once loaded: the bottom navigation shows. */
function frameLoaded() {
  frameReportsHeight();
  return screen.getByRole('navigation', { name: 'Unit navigation' });
}

describe('a learner and a subsection hidden from the table of contents', () => {
  it('opens it by its link; no Next out of its last unit, beside the title or below the unit', async () => {
    const app = await renderApp(path(BONUS, 'bonus_unit_2'), { persona: 'verified' });
    await unitHeading('Bonus video');
    await outlineShown(app);
    expect(within(topNav()).queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    expect(within(topNav()).getByRole('button', { name: 'Next' })).toBeDisabled();
    // Inside it, as usual.
    expect(within(topNav()).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      path(BONUS, 'bonus_unit_1'),
    );
    const bottom = frameLoaded();
    expect(within(bottom).queryByRole('link', { name: /Next/ })).not.toBeInTheDocument();
    expect(within(bottom).getByRole('button', { name: /Next/ })).toBeDisabled();
  });

  it('is named by the spec’s breadcrumbs, with no Next out of it in its top bar', async () => {
    // The spec's layout: its breadcrumbs and unit tabs' bar (today's layout has neither).
    await renderApp(path(BONUS, 'bonus_unit_2'), { persona: 'verified', layout: 'spec' });
    await unitHeading('Bonus video');
    await waitFor(() => expect(within(crumbs()).getAllByRole('listitem')).toHaveLength(3), { timeout: 3000 });
    expect(crumbs()).toHaveTextContent('Bonus material');
    expect(within(sequenceNavigation()).queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    expect(within(sequenceNavigation()).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('offers no Previous out of its first unit', async () => {
    const app = await renderApp(path(BONUS, 'bonus_unit_1'), { persona: 'verified' });
    await unitHeading('Bonus reading');
    await outlineShown(app);
    expect(within(topNav()).queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(within(topNav()).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      path(BONUS, 'bonus_unit_2'),
    );
    const bottom = frameLoaded();
    expect(within(bottom).queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
  });

  it('is never reached by Previous or Next from its neighbours', async () => {
    const app = await renderApp(path(LESSON_1, 'lesson_1_unit_2'), { persona: 'verified' });
    await unitHeading('Lecture');
    await outlineShown(app);
    const next = await within(topNav()).findByRole('link', { name: 'Next' });
    expect(next).toHaveAttribute('href', path(LESSON_2, 'lesson_2_unit_1'));
    expect(within(frameLoaded()).getByRole('link', { name: /Next/ })).toHaveAttribute(
      'href',
      path(LESSON_2, 'lesson_2_unit_1'),
    );
    await app.user.click(next);
    await unitHeading('Practice');
    expect(within(topNav()).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      path(LESSON_1, 'lesson_1_unit_2'),
    );
  });

  it('opens a subsection of a hidden section by its link, and the section’s link too', async () => {
    const app = await renderApp(`/course/${C}/${b('chapter', 'answer_keys')}`, { persona: 'verified' });
    await unitHeading('Worked answers');
    await waitFor(() => expect(app.location().pathname).toBe(path(ANSWER_KEY, 'answer_key_unit_1')));
    await outlineShown(app);
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
  });

  it('the spec’s LMS knows no hidden blocks: the same subsection is an ordinary one', async () => {
    setServerEra('spec');
    await renderApp(path(BONUS, 'bonus_unit_2'), { persona: 'verified' });
    await unitHeading('Bonus video');
    // The spec's LMS gives the spec's layout (decision 0023): the unit tabs' bar.
    expect(
      await within(sequenceNavigation()).findByRole('link', { name: 'Next' }, { timeout: 3000 }),
    ).toHaveAttribute('href', path(LESSON_2, 'lesson_2_unit_1'));
  });
});

describe('a subsection locked behind its prerequisite (today’s LMS lists its units)', () => {
  it('stays locked: no unit to open, and Previous above the lock leaves it', async () => {
    const app = await renderApp(`/course/${C}/${WRAP_UP}`, { persona: 'verified' });
    expect(
      await screen.findByRole('heading', { name: 'Content Locked' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    await outlineShown(app);
    // No unit to go to: the address stays on the sequence.
    expect(app.location().pathname).toBe(`/course/${C}/${WRAP_UP}`);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByText('Summary')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Units of this sequence' })).not.toBeInTheDocument();
    expect(within(topNav()).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      path(b('sequential', 'lesson_3'), 'lesson_3_unit_1'),
    );
  });

  it('stays locked in the spec’s layout: one lock tab, no unit to open, and Previous leaves it', async () => {
    // The spec's layout: the lock unit tab is its unit tabs' (today's layout has none).
    const app = await renderApp(`/course/${C}/${WRAP_UP}`, { persona: 'verified', layout: 'spec' });
    expect(
      await screen.findByRole('heading', { name: 'Content Locked' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    await outlineShown(app);
    expect(app.location().pathname).toBe(`/course/${C}/${WRAP_UP}`);
    const topNav = sequenceNavigation;
    const units = within(topNav()).getByRole('list', { name: 'Units of this sequence' });
    expect(within(units).getAllByRole('listitem')).toHaveLength(1);
    expect(within(units).getByRole('img', { name: 'Content locked' })).toBeInTheDocument();
    expect(within(units).queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryByRole('heading', { level: 1, name: 'Summary' })).not.toBeInTheDocument();
    expect(screen.queryByText('Summary')).not.toBeInTheDocument();
    expect(within(topNav()).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      path(b('sequential', 'lesson_3'), 'lesson_3_unit_1'),
    );
  });
});
