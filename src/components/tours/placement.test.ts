import { describe, expect, it } from 'vitest';
import { candidates, overlaps, place, scrollTarget, type Box, type PlacementInput } from './placement';

const view = { width: 1280, height: 800, scrollX: 0, scrollY: 0 };
const size = { width: 352, height: 180 };
const boxOf = (input: PlacementInput, placed: { top: number; left: number }): Box => ({
  top: placed.top,
  left: placed.left,
  ...input.size,
});

/** Every placement must leave the anchor uncovered and stay inside the window across. */
function check(input: PlacementInput) {
  const placed = place(input);
  const box = boxOf(input, placed);
  expect(overlaps(box, input.anchor), 'covers its anchor').toBe(false);
  expect(box.left).toBeGreaterThanOrEqual(input.view.scrollX);
  expect(box.left + box.width).toBeLessThanOrEqual(input.view.scrollX + input.view.width);
  expect(box.top).toBeGreaterThanOrEqual(0);
  return placed;
}

// Course home at 1280 px: the sidebar's dates widget on the right (left-to-right), the outline in the
// main column, the tabs across the page.
const sidebarDates: Box = { top: 620, left: 850, width: 360, height: 220 };
const rtlSidebarDates: Box = { top: 620, left: 70, width: 360, height: 220 };
const outline: Box = { top: 520, left: 70, width: 740, height: 1400 };
const tabs: Box = { top: 64, left: 0, width: 1280, height: 48 };

describe('placement of a tour step', () => {
  it('puts a step that prefers the start side before a sidebar widget, on the left in LTR and the right in RTL', () => {
    const ltr = check({ anchor: sidebarDates, size, view, preferred: 'start', rtl: false, narrow: false });
    expect(ltr.side).toBe('left');
    expect(ltr.left + size.width).toBeLessThanOrEqual(sidebarDates.left);
    const rtl = check({ anchor: rtlSidebarDates, size, view, preferred: 'start', rtl: true, narrow: false });
    expect(rtl.side).toBe('right');
    expect(rtl.left).toBeGreaterThanOrEqual(rtlSidebarDates.left + rtlSidebarDates.width);
  });

  it('falls back to the other side, then below, when the preferred side has no room', () => {
    // An anchor at the window's left edge preferring the left: the right.
    const atEdge: Box = { top: 300, left: 20, width: 200, height: 60 };
    expect(check({ anchor: atEdge, size, view, preferred: 'start', rtl: false, narrow: false }).side).toBe(
      'right',
    );
    // The tabs span the window: neither side fits, so below.
    expect(check({ anchor: tabs, size, view, preferred: 'start', rtl: false, narrow: false }).side).toBe(
      'bottom',
    );
    // Above an anchor at the top of the page there is no room: below.
    expect(check({ anchor: tabs, size, view, preferred: 'top', rtl: false, narrow: false }).side).toBe(
      'bottom',
    );
  });

  it('puts the outline step above the outline, at its start, the arrow pointing into it, in both directions', () => {
    const placed = check({ anchor: outline, size, view, preferred: 'top', rtl: false, narrow: false });
    expect(placed.side).toBe('top');
    expect(placed.top + size.height).toBeLessThanOrEqual(outline.top);
    expect(placed.left).toBe(outline.left);
    expect(placed.arrow).toBe(40);
    const rtlOutline: Box = { ...outline, left: 470 };
    const rtl = check({ anchor: rtlOutline, size, view, preferred: 'top', rtl: true, narrow: false });
    expect(rtl.left + size.width).toBe(rtlOutline.left + rtlOutline.width);
    expect(rtl.arrow).toBe(size.width - 40);
  });

  it('centres a step on an anchor narrower than itself', () => {
    const button: Box = { top: 400, left: 600, width: 100, height: 40 };
    const placed = check({ anchor: button, size, view, preferred: 'bottom', rtl: false, narrow: false });
    expect(placed.left + size.width / 2).toBe(650);
    expect(placed.arrow).toBe(size.width / 2);
  });

  it('on a phone, goes above or below only, as wide as the window allows, never cut off', () => {
    const phone = { width: 390, height: 844, scrollX: 0, scrollY: 0 };
    const wide = { width: 366, height: 200 };
    const stacked: Box = { top: 1900, left: 12, width: 366, height: 240 };
    const up = check({
      anchor: stacked,
      size: wide,
      view: phone,
      preferred: 'start',
      rtl: false,
      narrow: true,
    });
    expect(up.side).toBe('top');
    expect(up.left).toBe(12);
    const down = check({
      anchor: { top: 56, left: 0, width: 390, height: 48 },
      size: wide,
      view: phone,
      preferred: 'bottom',
      rtl: true,
      narrow: true,
    });
    expect(down.side).toBe('bottom');
    expect(candidates('start', true, true)).toEqual(['top', 'bottom']);
  });

  it('keeps a step inside a scrolled window', () => {
    const scrolled = { ...view, scrollY: 1500 };
    const placed = check({
      anchor: { top: 2000, left: 1200, width: 60, height: 40 },
      size,
      view: scrolled,
      preferred: 'bottom',
      rtl: false,
      narrow: false,
    });
    expect(placed.left + size.width).toBeLessThanOrEqual(1280 - 12);
  });
});

describe('scrolling a step into view', () => {
  it('does not move a window that already shows the step and its anchor', () => {
    const inView: Box = { ...sidebarDates, top: 300 };
    const placed = place({ anchor: inView, size, view, preferred: 'start', rtl: false, narrow: false });
    expect(scrollTarget(placed, size, inView, view)).toBeNull();
  });

  it('scrolls as little as needed to show a step above an anchor far down the page', () => {
    const far: Box = { top: 2400, left: 12, width: 366, height: 240 };
    const phone = { width: 390, height: 844, scrollX: 0, scrollY: 0 };
    const placed = place({ anchor: far, size, view: phone, preferred: 'top', rtl: false, narrow: true });
    const top = scrollTarget(placed, size, far, phone);
    expect(top).not.toBeNull();
    // The step and the start of its anchor are then in the window.
    expect(placed.top).toBeGreaterThanOrEqual(top!);
    expect(far.top + 100).toBeLessThanOrEqual(top! + phone.height);
  });

  it('scrolls back up to a step below the tabs when the window is scrolled past them', () => {
    const scrolled = { height: 800, scrollY: 900 };
    const placed = place({
      anchor: tabs,
      size,
      view: { ...view, scrollY: 900 },
      preferred: 'bottom',
      rtl: false,
      narrow: false,
    });
    const top = scrollTarget(placed, size, tabs, scrolled);
    expect(top).not.toBeNull();
    expect(top!).toBeLessThanOrEqual(tabs.top + tabs.height);
  });
});
