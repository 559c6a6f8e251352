import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Link } from 'react-router-dom';

interface MenuControls {
  close: (returnFocus?: boolean) => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

const MenuContext = createContext<MenuControls | null>(null);

/**
 * A button that shows a list of links below it (the disclosure pattern): aria-expanded on the button, the
 * list closes on Escape (focus back on the button), on a click or focus outside, and on choosing a link;
 * Arrow keys open it and move between the links. Positioned with Bootstrap's dropdown styles, without
 * Popper, which keeps the first download small.
 */
export function DisclosureMenu({
  label,
  ariaLabel,
  toggleClassName = 'btn btn-outline-primary dropdown-toggle',
  align = 'end',
  children,
}: {
  label: ReactNode;
  ariaLabel?: string;
  toggleClassName?: string;
  align?: 'start' | 'end';
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onOutside = (event: Event) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('mousedown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open]);

  const controls: MenuControls = {
    close: (returnFocus = false) => {
      setOpen(false);
      if (returnFocus) button.current?.focus();
    },
    onKeyDown: (event) => {
      if (event.key === 'Escape' && open) {
        event.preventDefault();
        controls.close(true);
        return;
      }
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => {
        const items = Array.from(root.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? []);
        if (items.length === 0) return;
        const current = items.indexOf(document.activeElement as HTMLElement);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const next =
          current < 0 ? (step > 0 ? 0 : items.length - 1) : (current + step + items.length) % items.length;
        items[next]?.focus();
      });
    },
  };

  return (
    <MenuContext.Provider value={controls}>
      <div className="dropdown" ref={root}>
        <button
          ref={button}
          type="button"
          className={toggleClassName}
          aria-expanded={open}
          aria-controls={id}
          aria-label={ariaLabel}
          onClick={() => setOpen((value) => !value)}
          onKeyDown={controls.onKeyDown}
        >
          {label}
        </button>
        <ul
          id={id}
          className={`dropdown-menu${align === 'end' ? ' dropdown-menu-end' : ''}${open ? ' show' : ''}`}
          data-bs-popper="static"
          hidden={!open}
        >
          {children}
        </ul>
      </div>
    </MenuContext.Provider>
  );
}

/** One link in a DisclosureMenu: `href` leaves the app, `to` stays in it. */
export function MenuLink({
  href,
  to,
  children,
  active = false,
  onSelect,
}: {
  href?: string;
  to?: string;
  children: ReactNode;
  active?: boolean;
  /** Called with the item's click (a pointer's or the keyboard's) before the menu closes and the link is followed. */
  onSelect?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const menu = useContext(MenuContext);
  const props = {
    className: `dropdown-item${active ? ' active' : ''}`,
    'data-menu-item': '',
    'aria-current': active ? ('page' as const) : undefined,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      onSelect?.(event);
      menu?.close();
    },
    onKeyDown: menu?.onKeyDown,
  };
  return (
    <li>
      {to !== undefined ? (
        <Link to={to} {...props}>
          {children}
        </Link>
      ) : (
        <a href={href} {...props}>
          {children}
        </a>
      )}
    </li>
  );
}
