import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi, type MockInstance } from 'vitest';
import { demoCourse, entranceCourse } from '@test/mock-lms/courses';
import { blockId } from '@test/mock-lms/courses/model';
import { lmsUrl } from '@test/mock-lms/env';
import { renderApp } from '@test/render';
import { unitNavigation } from '@test/unitPage';

/**
 * The unit frame's messages of issue 46 on the courseware page, through the real providers and the mock LMS:
 * `?jumpToId=` reaches the frame's address; once the unit has shown, the frame is told where it is and a
 * `plugin.autoAdvance` from it moves on as Next would, never past the last unit nor while an entrance exam
 * is not passed, and only from the LMS origin and the unit's own frame. Pure rules: autoAdvance.test.ts,
 * frameExtras.test.ts; in the browser: test/e2e/unit-frame.spec.ts.
 */

const C = demoCourse.id;
const demo = (type: string, name: string) => blockId(demoCourse, type, name);
const BASIC = demo('sequential', 'basic_questions');
const basic = (n: number) => demo('vertical', `basic_questions_unit_${n}`);
const LMS_ORIGIN = new URL(lmsUrl('/')).origin;

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 8000 });

function unitFrame(): HTMLIFrameElement {
  const element = document.getElementById('unit-iframe');
  if (!(element instanceof HTMLIFrameElement)) throw new Error('no unit frame');
  return element;
}

/** What the app posts into the unit's frame from now on. */
const spyOnFrame = (): MockInstance => vi.spyOn(unitFrame().contentWindow!, 'postMessage');

/** A message from the unit's frame (its origin and window), or as given. */
function fromFrame(data: unknown, origin = LMS_ORIGIN, source: Window | null = unitFrame().contentWindow) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

/** The unit shows (its frame reports a height), and the frame's extras have come: they tell it where it is. */
async function unitShown(posts: MockInstance) {
  fromFrame({ type: 'plugin.resize', payload: { height: 600 } });
  await waitFor(() =>
    expect(posts).toHaveBeenCalledWith(
      {
        type: 'unit.visibilityStatus',
        data: { topPosition: expect.any(Number) as unknown, viewportHeight: innerHeight },
      },
      LMS_ORIGIN,
    ),
  );
}

const AUTO_ADVANCE = { type: 'plugin.autoAdvance' };

describe('the unit frame’s messages (issue 46)', () => {
  it('gives the frame the address’s jumpToId, as a parameter and as the fragment', async () => {
    const block = demo('problem', 'numerical_input_1');
    await renderApp(`/course/${C}/${BASIC}/${basic(2)}?jumpToId=${encodeURIComponent(block)}`, {
      persona: 'verified',
    });
    await heading('Numerical input');
    expect(unitFrame().getAttribute('src')).toBe(
      lmsUrl(
        `/xblock/${basic(2)}?show_title=0&show_bookmark_button=0&recheck_access=1&view=student_view&format=Homework&jumpToId=${encodeURIComponent(block)}#${block}`,
      ),
    );
  });

  it('drops a jumpToId that is not an Open edX key’s characters', async () => {
    await renderApp(`/course/${C}/${BASIC}/${basic(2)}?jumpToId=${encodeURIComponent('"><img src=x>#a')}`, {
      persona: 'verified',
    });
    await heading('Numerical input');
    expect(unitFrame().getAttribute('src')).not.toContain('jumpToId');
    expect(unitFrame().getAttribute('src')).not.toContain('#');
  });

  it('moves on to the next unit at a plugin.autoAdvance from the unit’s frame, and only from it', async () => {
    const app = await renderApp(`/course/${C}/${BASIC}/${basic(1)}`, { persona: 'verified' });
    await heading('Multiple choice questions');
    await unitShown(spyOnFrame());
    // From another origin, or another window of the LMS origin: nothing moves.
    fromFrame(AUTO_ADVANCE, 'https://evil.example');
    fromFrame(AUTO_ADVANCE, LMS_ORIGIN, window);
    expect(app.location().pathname).toBe(`/course/${C}/${BASIC}/${basic(1)}`);
    fromFrame(AUTO_ADVANCE);
    await waitFor(() => expect(app.location().pathname).toBe(`/course/${C}/${BASIC}/${basic(2)}`));
    await heading('Numerical input');
  });

  it('keeps a plugin.autoAdvance that comes before the unit has shown for when it has', async () => {
    const app = await renderApp(`/course/${C}/${BASIC}/${basic(1)}`, { persona: 'verified' });
    await heading('Multiple choice questions');
    const posts = spyOnFrame();
    fromFrame(AUTO_ADVANCE);
    expect(app.location().pathname).toBe(`/course/${C}/${BASIC}/${basic(1)}`);
    await unitShown(posts);
    await waitFor(() => expect(app.location().pathname).toBe(`/course/${C}/${BASIC}/${basic(2)}`));
  });

  it('never goes past the last unit of the course', async () => {
    const last = demo('vertical', 'graded_simulations_unit_1');
    const app = await renderApp(`/course/${C}/${demo('sequential', 'graded_simulations')}/${last}`, {
      persona: 'verified',
    });
    await heading('Lab: circuits');
    // Next leads to the course end once the outline has come.
    // Beside the unit's title (today's layout, the default: decision 0023).
    await waitFor(
      () => expect(within(unitNavigation()).getByRole('link', { name: /Next|Complete/ })).toBeVisible(),
      { timeout: 3000 },
    );
    await unitShown(spyOnFrame());
    fromFrame(AUTO_ADVANCE);
    expect(app.location().pathname).toBe(`/course/${C}/${demo('sequential', 'graded_simulations')}/${last}`);
  });

  it.each([
    ['verified', 'has not passed', 1],
    ['audit', 'has passed', 2],
  ])('inside the entrance exam: the %s learner, who %s it, is at unit %i after it', async (persona, _, n) => {
    const exam = blockId(entranceCourse, 'sequential', 'entrance_exam_questions');
    const path = (unit: number) =>
      `/course/${entranceCourse.id}/${exam}/${blockId(entranceCourse, 'vertical', `entrance_exam_unit_${unit}`)}`;
    const app = await renderApp(path(1), { persona });
    await heading('Questions');
    await unitShown(spyOnFrame());
    fromFrame(AUTO_ADVANCE);
    await waitFor(() => expect(app.location().pathname).toBe(path(n)));
  });
});
