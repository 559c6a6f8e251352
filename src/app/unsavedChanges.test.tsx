import { setServerEra } from '@test/mock-lms/era';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { demoCourse } from '@test/mock-lms/courses';
import { addFault } from '@test/mock-lms/faults';
import { renderApp } from '@test/render';
import { unitNavigation } from '@test/unitPage';
import { unsavedChangesListener } from './unsavedChanges';

const UNSAVED = 'Your change could not be saved, so it was undone. Please try again.';
const PLACE_UNSAVED =
  'We could not save your place in the course, so it may open at an earlier unit next time.';
const demo = (type: string, name: string) => `block-v1:edX+DemoX+Demo_Course+type@${type}+block@${name}`;
const BASIC = demo('sequential', 'basic_questions');

describe('nothing lost silently (issue 18)', () => {
  it('a goal that fails to save comes back undone, and the learner is told', async () => {
    // The spec's goal picker: an LMS that still sends goal_options.
    setServerEra('spec');
    addFault({ path: '/api/course_home/save_course_goal', status: 500 });
    const { user } = await renderApp(`/course/${demoCourse.id}/home`, { persona: 'verified' });
    const card = await screen.findByRole(
      'region',
      { name: 'Welcome to Demonstration Course' },
      { timeout: 8000 },
    );
    await user.click(within(card).getByRole('button', { name: 'Earn a certificate' }));
    expect(await screen.findByText(UNSAVED)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Welcome to Demonstration Course' })).toBeInTheDocument();
  });

  it('a dismissal that fails comes back, and the learner is told', async () => {
    addFault({ path: '/api/course_home/dismiss_welcome_message', status: 503 });
    const { user } = await renderApp(`/course/${demoCourse.id}/home`, { persona: 'verified' });
    await user.click(
      await screen.findByRole('button', { name: 'Dismiss the welcome message' }, { timeout: 8000 }),
    );
    expect(await screen.findByText(UNSAVED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dismiss the welcome message' })).toBeInTheDocument();
  });

  it('a position save still in flight when the learner leaves the courseware is reported when it fails', async () => {
    const courseware = `/course/${demoCourse.id}/${BASIC}/${demo('vertical', 'basic_questions_unit_2')}`;
    const app = await renderApp(courseware, { persona: 'verified' });
    await screen.findByRole('heading', { level: 1, name: 'Numerical input' }, { timeout: 8000 });
    addFault({ path: '/handler/goto_position', status: 500, delayMs: 500 });
    // A unit switch saves the position; before the LMS answers, the learner goes to the course home.
    await app.user.click(within(unitNavigation()).getByRole('link', { name: 'Next' }));
    await app.user.click(
      within(screen.getByRole('navigation', { name: 'Course' })).getByRole('link', { name: 'Course' }),
    );
    expect(app.location().pathname).toBe(`/course/${demoCourse.id}/home`);
    // The browser's router keeps the address bar in step with the page; the tests' memory router does not.
    const before = window.location.pathname;
    onTestFinished(() => window.history.replaceState(null, '', before));
    window.history.replaceState(null, '', app.location().pathname);
    expect(await screen.findByText(PLACE_UNSAVED, {}, { timeout: 4000 })).toBeInTheDocument();
    // The learner stays where they went: the failure is not undone by taking them back to the unit.
    expect(app.location().pathname).toBe(`/course/${demoCourse.id}/home`);
    await waitFor(() => expect(app.logger.errors.length).toBeGreaterThan(0));
  });

  it('a bookmark, notes switch or position save that fails after the learner left its unit, course or sequence is reported; not while there', () => {
    const dispatched: unknown[] = [];
    let where = '/course/c/seq1/u1';
    const middleware = unsavedChangesListener(() => where);
    const api = { getState: () => ({}), dispatch: (a: unknown) => (dispatched.push(a), a) };
    const run = middleware(api as never)((action: unknown) => action);
    const rejected = (endpointName: string, originalArgs: unknown) => ({
      type: 'lms/executeMutation/rejected',
      error: { message: 'x' },
      meta: {
        arg: { endpointName, originalArgs },
        requestStatus: 'rejected',
        rejectedWithValue: true,
        requestId: 'r',
      },
      payload: { status: 500 },
    });
    run(rejected('setBookmark', { unitId: 'u1' }));
    // Still in the sequence: the courseware page says so itself (and takes the learner back).
    run(rejected('gotoPosition', { courseId: 'c', sequenceId: 'seq1', index: 0 }));
    expect(dispatched).toEqual([]);
    where = '/course/c/seq1/u2';
    run(rejected('setBookmark', { unitId: 'u1' }));
    run(rejected('setNotesVisibility', { courseId: 'other' }));
    run(rejected('gotoPosition', { courseId: 'c', sequenceId: 'seq1', index: 1 }));
    expect(dispatched).toHaveLength(2);
    where = '/course/c/home';
    run(rejected('gotoPosition', { courseId: 'c', sequenceId: 'seq1', index: 1 }));
    expect(dispatched).toHaveLength(3);
    expect(dispatched.map((a) => (a as { payload: { kind: string } }).payload.kind)).toEqual([
      'unsaved',
      'unsaved',
      'placeUnsaved',
    ]);
  });
});
