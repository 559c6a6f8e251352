import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCourse } from '@test/mock-lms/courses';
import { lmsUrl } from '@test/mock-lms/env';
import { mockLms } from '@test/mock-lms/node';
import { signedIn, viewerFor } from '@test/mock-lms/viewer';
import { coursewareCourseBody } from '@test/mock-lms/wire/courseware';
import { renderApp } from '@test/render';
import { startUnitFrame } from './framePool';
import { frameReportsHeight, sequenceNavigation, unitHeading, unitNavigation } from '@test/unitPage';

// The head start itself needs a browser that moves frames (framePool.test.ts, the browser suite); here:
// which clicks ask for it.
vi.mock('./framePool', async (original) => ({
  ...(await original<object>()),
  startUnitFrame: vi.fn(() => false),
}));

const C = demoCourse.id;
const demo = (type: string, name: string) => `block-v1:edX+DemoX+Demo_Course+type@${type}+block@${name}`;
const BASIC = demo('sequential', 'basic_questions');
const unit = (n: number) => demo('vertical', `basic_questions_unit_${n}`);
/** Previous and Next beside the unit's title (today's layout, the default: decision 0023). */
const topNav = unitNavigation;
const started = vi.mocked(startUnitFrame);

describe('the unit frame’s head start at a click (issue 19)', () => {
  beforeEach(() => started.mockClear());

  it('starts the next unit’s frame for a plain click on Next or Previous beside the unit’s title', async () => {
    const app = await renderApp(`/course/${C}/${BASIC}/${unit(2)}`, { persona: 'verified' });
    await screen.findByRole('heading', { level: 1, name: 'Numerical input' }, { timeout: 8000 });
    await app.user.click(within(topNav()).getByRole('link', { name: 'Next' }));
    expect(started).toHaveBeenCalledExactlyOnceWith(unit(3), 'Text input');
    await screen.findByRole('heading', { level: 1, name: 'Text input' });
    await app.user.click(within(topNav()).getByRole('link', { name: 'Previous' }));
    expect(started).toHaveBeenLastCalledWith(unit(2), 'Numerical input');
    await screen.findByRole('heading', { level: 1, name: 'Numerical input' });
    expect(started).toHaveBeenCalledTimes(2);
  });

  it('starts it for a tab of the sequence, not for the unit shown’s (the spec’s unit tabs)', async () => {
    // The spec's layout: the unit tabs are its own (today's has none).
    const app = await renderApp(`/course/${C}/${BASIC}/${unit(2)}`, { persona: 'verified', layout: 'spec' });
    await screen.findByRole('heading', { level: 1, name: 'Numerical input' }, { timeout: 8000 });
    const tabs = sequenceNavigation;
    await app.user.click(within(tabs()).getByRole('link', { name: 'Numerical input' }));
    expect(started).not.toHaveBeenCalled();
    await app.user.click(within(tabs()).getByRole('link', { name: 'Multiple choice questions' }));
    expect(started).toHaveBeenCalledExactlyOnceWith(unit(1), 'Multiple choice questions');
    await screen.findByRole('heading', { level: 1, name: 'Multiple choice questions' });
    await app.user.click(within(tabs()).getByRole('link', { name: 'Next' }));
    expect(started).toHaveBeenLastCalledWith(unit(2), 'Numerical input');
    expect(started).toHaveBeenCalledTimes(2);
  });

  it('starts it from the phone’s unit menu too, and goes there', async () => {
    // The spec's layout: the unit menu stands for its unit tabs at phone width.
    const app = await renderApp(`/course/${C}/${BASIC}/${unit(1)}`, { persona: 'verified', layout: 'spec' });
    await screen.findByRole('heading', { level: 1, name: 'Multiple choice questions' }, { timeout: 8000 });
    const tabs = sequenceNavigation;
    await app.user.click(within(tabs()).getByRole('button', { name: 'Unit 1 of 3, choose another unit' }));
    await app.user.click(within(tabs()).getByRole('link', { name: '3. Text input' }));
    expect(started).toHaveBeenCalledExactlyOnceWith(unit(3), 'Text input');
    await screen.findByRole('heading', { level: 1, name: 'Text input' });
    expect(app.location().pathname).toContain(unit(3));
  });

  it('starts it from the navigation below the unit too', async () => {
    const app = await renderApp(`/course/${C}/${BASIC}/${unit(2)}`, { persona: 'verified' });
    await unitHeading('Numerical input');
    // The unit's content reports its height: the navigation below it shows.
    frameReportsHeight(640);
    const below = screen.getByRole('navigation', { name: 'Unit navigation' });
    await app.user.click(within(below).getByRole('link', { name: /^Previous/ }));
    expect(started).toHaveBeenCalledExactlyOnceWith(unit(1), 'Multiple choice questions');
  });

  it('leaves it to React for a click with a modifier or a move into another sequence', async () => {
    const app = await renderApp(`/course/${C}/${BASIC}/${unit(3)}`, { persona: 'verified' });
    await screen.findByRole('heading', { level: 1, name: 'Text input' }, { timeout: 8000 });
    // A new tab's click (the app stays where it is; the test DOM must not follow the link itself).
    const stay = (event: Event) => event.preventDefault();
    window.addEventListener('click', stay);
    await app.user.keyboard('{Control>}');
    await app.user.click(within(topNav()).getByRole('link', { name: 'Previous' }));
    await app.user.keyboard('{/Control}');
    window.removeEventListener('click', stay);
    expect(app.location().pathname).toContain(unit(3));
    expect(started).not.toHaveBeenCalled();
    // The last unit: Next goes to the next sequence, whose frame React makes.
    const next = await within(topNav()).findByRole('link', { name: 'Next' }, { timeout: 3000 });
    await app.user.click(next);
    await waitFor(() => expect(app.location().pathname).not.toContain(BASIC));
    expect(started).not.toHaveBeenCalled();
  });

  it('starts it for staff who are not enrolled: the content shows, under their notice', async () => {
    const app = await renderApp(`/course/${C}/${BASIC}/${unit(2)}`, { persona: 'staff' });
    await screen.findByRole('heading', { level: 1, name: 'Numerical input' }, { timeout: 8000 });
    expect(
      screen.getByText('You are viewing this course as staff, and are not enrolled.'),
    ).toBeInTheDocument();
    await app.user.click(within(topNav()).getByRole('link', { name: 'Next' }));
    expect(started).toHaveBeenCalledExactlyOnceWith(unit(3), 'Text input');
  });

  it('does not start a unit the honor code stands before', async () => {
    // The learner has not signed: every graded unit shows the honor code in place of its frame.
    mockLms.use(
      http.get(lmsUrl('/api/courseware/course/:courseId'), ({ cookies }) =>
        HttpResponse.json({
          ...coursewareCourseBody(demoCourse, viewerFor(signedIn(cookies), C), null),
          user_needs_integrity_signature: true,
        }),
      ),
    );
    const app = await renderApp(`/course/${C}/${BASIC}/${unit(2)}`, { persona: 'verified' });
    await screen.findByRole('heading', { level: 1, name: 'Numerical input' }, { timeout: 8000 });
    expect(await screen.findByRole('heading', { name: 'edX Honor Code' })).toBeInTheDocument();
    await app.user.click(within(topNav()).getByRole('link', { name: 'Next' }));
    await screen.findByRole('heading', { level: 1, name: 'Text input' });
    expect(started).not.toHaveBeenCalled();
  });
});
