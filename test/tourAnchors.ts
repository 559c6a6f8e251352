import { vi } from 'vitest';
import { COURSE_HOME_STEPS, COURSEWARE_STEPS, EXISTING_USER_STEP } from '@/components/tours/steps';

const ANCHORS = [...COURSE_HOME_STEPS, ...COURSEWARE_STEPS, EXISTING_USER_STEP]
  .flatMap((step) => (step.when ? [step.anchor, step.when] : [step.anchor]))
  .join(', ');

/**
 * jsdom lays nothing out, so every element's box is empty and a tour finds no anchor on the page. This gives
 * the tours' anchors (components/tours/steps.ts) the box a browser would, but those with a class named in
 * `hidden` (a layout that does not show them); everything else has jsdom's empty box. Restored with
 * `vi.restoreAllMocks()`.
 */
export function laidOut(hidden: ReadonlySet<string> = new Set()) {
  const empty = new DOMRect(0, 0, 0, 0);
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const shown = this.matches(ANCHORS) && ![...hidden].some((name) => this.classList.contains(name));
    return shown ? new DOMRect(100, 200, 320, 80) : empty;
  });
}
