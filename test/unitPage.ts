import { act, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { coursewareApi } from '@/lms/courseware/api';
import { lmsUrl } from './mock-lms/env';
import type { RenderWithProvidersResult } from './render';

/*
 * The courseware page's unit in screen tests: its title, its frame and the messages its content sends,
 * one definition for every test file that renders the page (renderApp at a unit address).
 */

/** The unit's title, the page's `h1` (the unit and its sequence come from the mock LMS: up to 8 s). */
export const unitHeading = (name?: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 8000 });

/** The unit's frame, or null while there is none. */
export function unitFrameOrNull(): HTMLIFrameElement | null {
  const element = document.getElementById('unit-iframe');
  return element instanceof HTMLIFrameElement ? element : null;
}

/** The unit's frame (the test fails when there is none). */
export function unitFrame(): HTMLIFrameElement {
  const frame = unitFrameOrNull();
  if (!frame) throw new Error('no unit frame');
  return frame;
}

/**
 * A message from the unit's content, as the frame's window posts it: from the LMS's origin and the frame's
 * window unless the test says otherwise.
 */
export function postFromUnit(
  data: unknown,
  origin = new URL(lmsUrl('/')).origin,
  source: Window | null = unitFrame().contentWindow,
) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

/** The unit's content reports its height, as it does once loaded (the navigation below the unit shows). */
export const frameReportsHeight = (height = 400) =>
  postFromUnit({ type: 'plugin.resize', payload: { height } });

/**
 * The unit titled `name` (any, by default) has shown and its frame has loaded: what the page starts after the
 * frame (the sidebars' code, the navigation below the unit) comes next.
 */
export async function frameLoaded(name?: string | RegExp) {
  await unitHeading(name);
  await waitFor(() => unitFrame());
  frameReportsHeight();
}

/** Sets the window's width, as a resize does (the components read it on the resize event). */
export function setWindowWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

/**
 * Today's layout (decision 0023, the screen tests' default): the Previous and Next beside the unit's title,
 * or above the lock of a gated sequence. The test fails when there is none.
 */
export function unitNavigation(): HTMLElement {
  const row = document.querySelector<HTMLElement>('.sequence-area .top-unit-navigation');
  if (!row) throw new Error('no Previous and Next beside the unit’s title');
  return row;
}

/** The spec's layout (a test that pins it): the unit tabs with Previous and Next above the unit. */
export const sequenceNavigation = () => screen.getByRole('navigation', { name: 'Sequence navigation' });

/** The course outline is in the page's store (whatever the layout shows of it): cross-sequence targets are known. */
export const hasOutline = (app: Pick<RenderWithProvidersResult, 'store'>, courseId: string) =>
  Boolean(coursewareApi.endpoints.getCourseware.select(courseId)(app.store.getState()).data?.outline);

/**
 * Waits for the course outline, which follows the unit (at most 1 s after its sequence paints: decision
 * 0017), and for the page to have rendered with it: its targets across sequences are on screen.
 */
export async function outlineLoaded(app: Pick<RenderWithProvidersResult, 'store'>, courseId: string) {
  await waitFor(() => expect(hasOutline(app, courseId)).toBe(true), { timeout: 3000 });
  await act(() => Promise.resolve());
}
