import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoCourse } from '@test/mock-lms/courses';
import { lmsUrl } from '@test/mock-lms/env';
import { mockLmsSettled } from '@test/mock-lms/requests';
import { renderApp } from '@test/render';
import { unitNavigation } from '@test/unitPage';

// The head start through the whole page (issue 19, framePool.ts), in a DOM that moves frames: the test
// DOM has no `moveBefore`, so it gets one that moves as insertBefore does (the test DOM loads no
// documents, so there is no context to keep). framePool.test.ts covers the pool alone; the browser suite
// covers the happy path in Chromium. Here: what React does around a click whose move has not rendered.

const C = demoCourse.id;
const demo = (type: string, name: string) => `block-v1:edX+DemoX+Demo_Course+type@${type}+block@${name}`;
const BASIC = demo('sequential', 'basic_questions');
const unit = (n: number) => demo('vertical', `basic_questions_unit_${n}`);
const src = (n: number) =>
  lmsUrl(
    `/xblock/${unit(n)}?show_title=0&show_bookmark_button=0&recheck_access=1&view=student_view&format=Homework`,
  );
const frame = () => document.getElementById('unit-iframe') as HTMLIFrameElement | null;
// The spare (framePool.ts gives it tabindex -1), not the frame let go, which waits there for the paint.
const spares = () => document.querySelectorAll('.unit-frame-bin iframe[tabindex="-1"]');
/** Next beside the unit's title (today's layout, the default: decision 0023). */
const topNext = () => within(unitNavigation()).getByRole('link', { name: 'Next' });

async function unitTwo() {
  const app = await renderApp(`/course/${C}/${BASIC}/${unit(1)}`, { persona: 'verified' });
  // Unit 2 by a move, so Back has an entry to go to.
  await screen.findByRole('heading', { level: 1, name: 'Multiple choice questions' }, { timeout: 8000 });
  act(() => app.navigate(`/course/${C}/${BASIC}/${unit(2)}`));
  await screen.findByRole('heading', { level: 1, name: 'Numerical input' });
  // The spare frame is made after the paint.
  await waitFor(() => expect(spares().length).toBeGreaterThan(0), { timeout: 3000 });
  return app;
}

describe('the head start through the page (issue 19)', () => {
  beforeEach(() => {
    (Element.prototype as { moveBefore?: unknown }).moveBefore = function moveBefore(
      this: Element,
      node: Node,
      child: Node | null,
    ) {
      this.insertBefore(node, child);
    };
  });

  afterEach(async () => {
    // What the move set off after its paint (the neighbours' prefetch, the outline) ends inside the test.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await mockLmsSettled();
    delete (Element.prototype as { moveBefore?: unknown }).moveBefore;
  });

  it('gives the next unit’s frame its address in the click, and the unit takes that frame', async () => {
    await unitTwo();
    const next = topNext();
    let started: HTMLIFrameElement | null = null;
    act(() => {
      fireEvent.click(next);
      // Before React renders the move: the frame in the page is already the next unit's.
      started = frame();
      expect(started?.getAttribute('src')).toBe(src(3));
    });
    await screen.findByRole('heading', { level: 1, name: 'Text input' });
    expect(frame()).toBe(started);
    expect(document.querySelectorAll('.unit iframe')).toHaveLength(1);
  });

  it('brings the unit’s own frame back when the learner goes back before the move renders', async () => {
    const app = await unitTwo();
    const own = frame();
    expect(own?.getAttribute('src')).toBe(src(2));
    act(() => {
      fireEvent.click(topNext());
      app.navigate(-1);
    });
    await waitFor(() => expect(app.location().pathname).toBe(`/course/${C}/${BASIC}/${unit(2)}`));
    expect(screen.getByRole('heading', { level: 1, name: 'Numerical input' })).toBeInTheDocument();
    // The same frame, in its place, with its address: the unit is not blank and not loaded again.
    expect(frame()).toBe(own);
    expect(own?.isConnected).toBe(true);
    expect(own?.getAttribute('src')).toBe(src(2));
    expect(document.querySelectorAll('.unit iframe')).toHaveLength(1);
    expect(document.querySelector(`iframe[src="${src(3)}"]`)).toBeNull();
  });

  it('leaves no frame behind when the learner leaves the courseware before the move renders', async () => {
    const app = await unitTwo();
    act(() => {
      fireEvent.click(topNext());
      app.navigate(`/course/${C}/home`);
    });
    await waitFor(() => expect(app.location().pathname).toBe(`/course/${C}/home`));
    await screen.findByRole('heading', { level: 2, name: /Example Week 1/ }, { timeout: 8000 });
    // The spare goes after the paint once no unit is shown.
    await waitFor(() => expect(document.querySelectorAll('iframe')).toHaveLength(0), { timeout: 3000 });
  });

  it('plays what the frame said before its unit rendered: a height it reported is not lost', async () => {
    await unitTwo();
    act(() => {
      fireEvent.click(topNext());
      const started = frame();
      // A browser's moveBefore keeps the frame's window; the test DOM makes a new one at each move.
      const content = started?.contentWindow ?? null;
      if (started) Object.defineProperty(started, 'contentWindow', { get: () => content });
      // The unit's content reports its height before React has rendered the unit.
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'plugin.resize', payload: { height: 640 } },
          origin: new URL(lmsUrl('/')).origin,
          source: content,
        }),
      );
    });
    await screen.findByRole('heading', { level: 1, name: 'Text input' });
    expect(frame()?.getAttribute('height')).toBe('640');
    // A reported height is what shows the navigation below the unit.
    expect(screen.getByRole('navigation', { name: 'Unit navigation' })).toBeInTheDocument();
  });
});
