/**
 * Where a checkpoint goes beside its anchor (pure, so it is tested without a browser). Everything is in
 * the page's coordinates (as `getBoundingClientRect()` plus the scroll): the checkpoint is positioned
 * absolutely in the document, so it scrolls with what it points at.
 *
 * Rules: the checkpoint never covers its anchor. It goes on the side the step prefers (`start` and `end`
 * follow the text direction, so a step beside the right-hand sidebar in English is beside the left-hand
 * one in Arabic), else the opposite side, else below, else above; a side fits when the whole checkpoint is
 * inside the window across and does not start above the page (below always fits: the page grows). On a narrow window (a phone) it goes above or below
 * only, as wide as the window allows, as Paragon's checkpoint does under its small breakpoint; it is never
 * cut off at either edge (above first, whatever the step prefers, as upstream's checkpoints on a phone).
 */
export type Side = 'top' | 'bottom' | 'start' | 'end';
export type PhysicalSide = 'top' | 'bottom' | 'left' | 'right';

export interface Box {
  readonly top: number;
  readonly left: number;
  readonly width: number;
  readonly height: number;
}

export interface PlacementInput {
  /** The anchor's box in page coordinates. */
  readonly anchor: Box;
  /** The checkpoint's size as rendered. */
  readonly size: { readonly width: number; readonly height: number };
  /** The window: its size and where it is scrolled to. */
  readonly view: {
    readonly width: number;
    readonly height: number;
    readonly scrollX: number;
    readonly scrollY: number;
  };
  readonly preferred: Side;
  readonly rtl: boolean;
  /** A phone-sized window: above or below only. */
  readonly narrow: boolean;
  /** Space between the anchor and the checkpoint (where the arrow is). */
  readonly gap?: number;
  /** Space kept between the checkpoint and the window's (or page's) edges. */
  readonly margin?: number;
}

export interface Placement {
  readonly side: PhysicalSide;
  readonly top: number;
  readonly left: number;
  /** Where the arrow sits along the checkpoint's edge that faces the anchor, from its start (px). */
  readonly arrow: number;
}

export const GAP = 16;
export const MARGIN = 12;
/** Kept between the arrow and the checkpoint's corners. */
const ARROW_INSET = 20;
/** Where the arrow points, in from the start of an anchor wider than the step. */
const WIDE_ARROW = 40;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

export function physicalSide(side: Side, rtl: boolean): PhysicalSide {
  if (side === 'start') return rtl ? 'right' : 'left';
  if (side === 'end') return rtl ? 'left' : 'right';
  return side;
}

const OPPOSITE: Record<PhysicalSide, PhysicalSide> = {
  top: 'bottom',
  bottom: 'top',
  left: 'right',
  right: 'left',
};

/** The sides tried, in order. */
export function candidates(preferred: Side, rtl: boolean, narrow: boolean): PhysicalSide[] {
  // A phone: above, as Paragon's checkpoint always is under its small breakpoint, else below.
  if (narrow) return ['top', 'bottom'];
  const first = physicalSide(preferred, rtl);
  const order: PhysicalSide[] = [first, OPPOSITE[first], 'bottom', 'top'];
  return order.filter((side, index) => order.indexOf(side) === index);
}

function fits(side: PhysicalSide, input: PlacementInput, gap: number, margin: number): boolean {
  const { anchor, size, view } = input;
  const viewLeft = view.scrollX + margin;
  const viewRight = view.scrollX + view.width - margin;
  switch (side) {
    case 'left':
      return anchor.left - gap - size.width >= viewLeft;
    case 'right':
      return anchor.left + anchor.width + gap + size.width <= viewRight;
    case 'top':
      return anchor.top - gap - size.height >= margin && size.width <= view.width - 2 * margin;
    case 'bottom':
      // Below always fits: the page grows to hold it.
      return true;
  }
}

/** The checkpoint's box and arrow for one side. */
function at(side: PhysicalSide, input: PlacementInput, gap: number, margin: number): Placement {
  const { anchor, size, view } = input;
  const minLeft = view.scrollX + margin;
  const maxLeft = view.scrollX + view.width - margin - size.width;
  if (side === 'top' || side === 'bottom') {
    // Beside a narrow anchor, centred on it; beside one wider than the step (the tabs, the outline, a unit's
    // header), at its start, where its content begins, the arrow a little in from that edge.
    const wide = anchor.width > size.width;
    const end = anchor.left + anchor.width;
    const target = wide
      ? input.rtl
        ? end - WIDE_ARROW
        : anchor.left + WIDE_ARROW
      : anchor.left + anchor.width / 2;
    const wanted = wide ? (input.rtl ? end - size.width : anchor.left) : target - size.width / 2;
    const left = clamp(wanted, minLeft, maxLeft);
    const top = side === 'top' ? anchor.top - gap - size.height : anchor.top + anchor.height + gap;
    const arrow = clamp(target - left, ARROW_INSET, size.width - ARROW_INSET);
    return { side, top, left, arrow };
  }
  const left = side === 'left' ? anchor.left - gap - size.width : anchor.left + anchor.width + gap;
  // Beside a short anchor, centred on it; beside a tall one, level with its top (what the step is about
  // starts there), never above the page.
  const top = Math.max(
    margin,
    anchor.height > size.height ? anchor.top : anchor.top + anchor.height / 2 - size.height / 2,
  );
  const middle = anchor.top + Math.min(anchor.height, size.height) / 2;
  const arrow = clamp(middle - top, ARROW_INSET, size.height - ARROW_INSET);
  return { side, top, left, arrow };
}

export function place(input: PlacementInput): Placement {
  const gap = input.gap ?? GAP;
  const margin = input.margin ?? MARGIN;
  const sides = candidates(input.preferred, input.rtl, input.narrow);
  const side = sides.find((candidate) => fits(candidate, input, gap, margin)) ?? 'bottom';
  return at(side, input, gap, margin);
}

/** Whether two boxes overlap (touching edges do not). */
export function overlaps(a: Box, b: Box): boolean {
  return (
    a.left < b.left + b.width &&
    b.left < a.left + a.width &&
    a.top < b.top + b.height &&
    b.top < a.top + a.height
  );
}

/**
 * Where to scroll so the learner sees the checkpoint and the part of the anchor it points at: the window
 * moves as little as it must (null: not at all). When both do not fit, the checkpoint wins, with the
 * anchor's edge beside it.
 */
export function scrollTarget(
  placement: Placement,
  size: { width: number; height: number },
  anchor: Box,
  view: { height: number; scrollY: number },
  margin = MARGIN,
): number | null {
  const popTop = placement.top;
  const popBottom = placement.top + size.height;
  // What should be in view: the checkpoint and up to 120 px of the anchor next to it.
  const SHOWN = 120;
  let top: number;
  let bottom: number;
  if (placement.side === 'top') {
    top = popTop;
    bottom = Math.min(anchor.top + anchor.height, anchor.top + SHOWN);
  } else if (placement.side === 'bottom') {
    top = Math.max(anchor.top, anchor.top + anchor.height - SHOWN);
    bottom = popBottom;
  } else {
    top = Math.min(popTop, anchor.top);
    bottom = Math.max(popBottom, Math.min(anchor.top + anchor.height, anchor.top + SHOWN));
  }
  if (bottom - top > view.height - 2 * margin) {
    // Too tall together: the checkpoint, from its top.
    top = popTop;
    bottom = popBottom;
  }
  const visibleTop = view.scrollY + margin;
  const visibleBottom = view.scrollY + view.height - margin;
  if (top >= visibleTop && bottom <= visibleBottom) return null;
  const wanted = top < visibleTop ? top - margin : bottom - view.height + margin;
  return Math.max(0, Math.round(wanted));
}
