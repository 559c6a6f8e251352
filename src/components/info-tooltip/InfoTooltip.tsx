import '@/styles/tooltip.scss';
import './InfoTooltip.scss';
import infoCircle from 'bootstrap-icons/icons/info-circle.svg?raw';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Icon } from '../Icon';

const GAP = 6;
const MARGIN = 8;

/**
 * A small "i" button with an explanation (WCAG 1.4.13): the text is the button's description, so screen
 * readers read it with the button; it shows on hover, on keyboard focus and on a tap, stays while the
 * pointer is on it, and hides with Escape, when focus leaves or the pointer goes. Placed under the button, kept inside the
 * window. No Popper: a few lines of measuring do.
 */
export function InfoTooltip({ text, label }: { text: string; label: string }) {
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const tipRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);

  const place = useCallback(() => {
    const button = buttonRef.current;
    const tip = tipRef.current;
    if (!button || !tip) return;
    const rect = button.getBoundingClientRect();
    const width = tip.offsetWidth;
    const max = document.documentElement.clientWidth - width - MARGIN;
    const left = Math.max(MARGIN, Math.min(rect.left + rect.width / 2 - width / 2, max));
    setPosition({ top: rect.bottom + GAP, left });
  }, []);

  useLayoutEffect(() => {
    if (open) place();
  }, [open, place]);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [open, place]);

  return (
    <span
      className="info-tooltip d-inline-block"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-link p-0 ms-1 align-baseline text-body info-tooltip-button"
        aria-label={label}
        aria-describedby={id}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen(true)}
      >
        <Icon svg={infoCircle} size="0.9em" />
      </button>
      <div
        ref={tipRef}
        id={id}
        role="tooltip"
        className={`tooltip bs-tooltip-bottom info-tooltip-tip ${open ? 'show' : ''}`}
        hidden={!open}
        style={position && open ? { top: position.top, left: position.left } : undefined}
      >
        <div className="tooltip-inner">{text}</div>
      </div>
    </span>
  );
}
