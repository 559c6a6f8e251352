import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { MEDIUM_BREAKPOINT_PX, useWindowWidth } from '@/components/useWindowWidth';
import { findAnchor, TOUR_DIALOG_CLASS } from './dom';
import { place, scrollTarget, type Placement, type Side } from './placement';

export interface CheckpointProps {
  /** The selector of what the step points at. */
  anchor: string;
  side: Side;
  title: string | null;
  body: string;
  /** "Step 2 of 4", when the tour has more than one step. */
  count: string | null;
  primaryLabel: string;
  onPrimary: () => void;
  /** The "Dismiss" button, before the last step. */
  dismissLabel: string | null;
  onDismiss: () => void;
  /** Escape: the tour's own meaning of it (dismiss, or end). */
  onEscape: () => void;
  /** Changes when the page under the step changes (another unit): the step is placed again. */
  placeKey?: unknown;
}

const FOCUSABLE = 'button:not([disabled])';

/** Whether an Escape pressed there belongs to something else (another dialog, a menu, a field). */
function escapeBelongsElsewhere(target: EventTarget | null, own: HTMLElement | null): boolean {
  if (!(target instanceof Element) || (own && own.contains(target))) return false;
  return Boolean(target.closest('[role="dialog"], [role="menu"], [role="listbox"], input, textarea, select'));
}

/**
 * One step of a tour: a labelled dialog beside the element it is about, never over it (placement.ts),
 * with its buttons. It takes focus on its main button when it opens, keeps Tab and Shift+Tab among its
 * buttons, and ends (as the tour says) on Escape, as the celebrations' dialogs do; where focus goes after
 * the tour is the tour's (CourseHomeTours, CoursewareTour). It is placed again when the window or the page
 * changes size, and the window scrolls once, as little as it must, to show it with its anchor.
 */
export function Checkpoint({
  anchor,
  side,
  title,
  body,
  count,
  primaryLabel,
  onPrimary,
  dismissLabel,
  onDismiss,
  onEscape,
  placeKey,
}: CheckpointProps) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const narrow = useWindowWidth() < MEDIUM_BREAKPOINT_PX;
  const [placement, setPlacement] = useState<Placement | null>(null);
  const scrolled = useRef(false);

  const measure = useCallback(() => {
    const element = ref.current;
    const target = findAnchor(anchor);
    if (!element || !target) return;
    const box = target.getBoundingClientRect();
    const view = {
      width: document.documentElement.clientWidth,
      height: window.innerHeight,
      scrollX: window.scrollX,
      scrollY: window.scrollY,
    };
    const anchorBox = {
      top: box.top + view.scrollY,
      left: box.left + view.scrollX,
      width: box.width,
      height: box.height,
    };
    const size = { width: element.offsetWidth, height: element.offsetHeight };
    const next = place({
      anchor: anchorBox,
      size,
      view,
      preferred: side,
      rtl: getComputedStyle(document.documentElement).direction === 'rtl',
      narrow,
    });
    setPlacement((previous) =>
      previous &&
      previous.side === next.side &&
      previous.top === next.top &&
      previous.left === next.left &&
      previous.arrow === next.arrow
        ? previous
        : next,
    );
    if (!scrolled.current) {
      scrolled.current = true;
      const top = scrollTarget(next, size, anchorBox, view);
      if (top !== null) window.scrollTo({ top, behavior: 'instant' });
    }
  }, [anchor, side, narrow]);

  useLayoutEffect(() => {
    measure();
  }, [measure, placeKey, title, body]);

  // Placed again when the window, the page or the anchor changes size (a panel loading above it).
  useEffect(() => {
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => measure());
    observer?.observe(document.body);
    const target = findAnchor(anchor);
    if (target) observer?.observe(target);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [measure, anchor, placeKey]);

  // Focus goes to the main button once the step is placed (a hidden element cannot take it).
  const focused = useRef(false);
  useEffect(() => {
    if (!placement || focused.current) return;
    focused.current = true;
    primaryRef.current?.focus({ preventScroll: true });
  }, [placement]);

  // Escape anywhere on the page ends the step, unless it is another dialog's, a menu's or a field's; Tab
  // and Shift+Tab go round the step's buttons while focus is in it.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const own = ref.current;
      if (event.key === 'Escape' && !escapeBelongsElsewhere(event.target, own)) {
        event.preventDefault();
        onEscape();
      }
      if (event.key === 'Tab' && own && event.target instanceof Node && own.contains(event.target)) {
        const buttons = Array.from(own.querySelectorAll<HTMLElement>(FOCUSABLE));
        const at = buttons.indexOf(event.target as HTMLElement);
        const next = event.shiftKey ? (at <= 0 ? buttons.length - 1 : at - 1) : (at + 1) % buttons.length;
        event.preventDefault();
        buttons[next]?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onEscape]);

  const titleId = `${id}-title`;
  const bodyId = `${id}-body`;
  return createPortal(
    <div
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby={title ? titleId : bodyId}
      aria-describedby={title ? bodyId : undefined}
      className={`tour-checkpoint ${TOUR_DIALOG_CLASS}${narrow ? ' tour-checkpoint-narrow' : ''}`}
      data-side={placement?.side}
      style={
        placement
          ? { top: placement.top, left: placement.left, ['--tour-arrow' as string]: `${placement.arrow}px` }
          : { top: 0, left: 0, visibility: 'hidden' }
      }
    >
      {(title || count) && (
        <div className="tour-checkpoint-header">
          {title && (
            <h2 className="h5 mb-0" id={titleId}>
              {title}
            </h2>
          )}
          {count && <span className="tour-checkpoint-count small">{count}</span>}
        </div>
      )}
      <p className="tour-checkpoint-body" id={bodyId}>
        {body}
      </p>
      <div className="tour-checkpoint-actions">
        {dismissLabel && (
          <button type="button" className="btn btn-outline-primary" onClick={onDismiss}>
            {dismissLabel}
          </button>
        )}
        <button ref={primaryRef} type="button" className="btn btn-primary" onClick={onPrimary}>
          {primaryLabel}
        </button>
      </div>
      <span className="tour-checkpoint-arrow" aria-hidden="true" />
    </div>,
    document.body,
  );
}
