import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoCourse } from '@test/mock-lms/courses';
import { addFault } from '@test/mock-lms/faults';
import { renderApp } from '@test/render';
import { unsavedChangesListener } from './unsavedChanges';

const UNSAVED = 'Your change could not be saved, so it was undone. Please try again.';

describe('nothing lost silently (issue 18)', () => {
  it('a goal that fails to save comes back undone, and the learner is told', async () => {
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

  it('a bookmark or notes switch that fails after the learner left the unit is reported; not while there', () => {
    const dispatched: unknown[] = [];
    let where = '/course/c/s/u1';
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
    expect(dispatched).toEqual([]);
    where = '/course/c/s/u2';
    run(rejected('setBookmark', { unitId: 'u1' }));
    run(rejected('setNotesVisibility', { courseId: 'other' }));
    run(rejected('gotoPosition', { courseId: 'c' }));
    expect(dispatched).toHaveLength(2);
  });
});
