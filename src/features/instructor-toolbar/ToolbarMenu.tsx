import check from 'bootstrap-icons/icons/check2.svg?raw';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from '@/components/Icon';

export interface MenuChoice {
  readonly key: string;
  readonly label: string;
  /** The choice in effect now: marked with aria-current and a check. */
  readonly current: boolean;
  /** The language the label is written in, when it is not the page's (language names). */
  readonly lang?: string;
}

/**
 * A button that opens a list of choices below it (the disclosure pattern, on Bootstrap's dropdown styles):
 * the button is named by the visible label before it and the choice it shows; Arrow keys open the list and
 * move through it, Home and End jump, Escape closes it with focus back on the button, and a click or focus
 * outside closes it. Choosing closes it and returns focus to the button, unless the choice moves focus on.
 */
export function ToolbarMenu({
  labelId,
  toggle,
  toggleLang,
  choices,
  onChoose,
  busy = false,
  align = 'start',
}: {
  /** Id of the visible label that names the menu. */
  labelId: string;
  toggle: ReactNode;
  toggleLang?: string;
  choices: readonly MenuChoice[];
  onChoose: (key: string) => void;
  /** While a choice is being sent: the button says so and ignores clicks. */
  busy?: boolean;
  align?: 'start' | 'end';
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const toggleId = `${id}toggle`;
  const listId = `${id}list`;
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

  const items = () => Array.from(root.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? []);

  const focusItem = (pick: (all: HTMLElement[], current: number) => number) => {
    requestAnimationFrame(() => {
      const all = items();
      if (all.length === 0) return;
      const index = pick(all, all.indexOf(document.activeElement as HTMLElement));
      all[(index + all.length) % all.length]?.focus();
    });
  };

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (busy) return;
    switch (event.key) {
      case 'Escape':
        if (!open) return;
        event.preventDefault();
        close();
        return;
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        focusItem((all, current) => {
          if (current >= 0) return current + 1;
          const chosen = all.findIndex((item) => item.getAttribute('aria-current') === 'true');
          return chosen >= 0 ? chosen : 0;
        });
        return;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        focusItem((all, current) => (current >= 0 ? current - 1 : all.length - 1));
        return;
      case 'Home':
      case 'End':
        if (!open) return;
        event.preventDefault();
        focusItem((all) => (event.key === 'Home' ? 0 : all.length - 1));
        return;
      default:
    }
  };

  return (
    <div className="dropdown" ref={root}>
      <button
        ref={button}
        id={toggleId}
        type="button"
        className="btn btn-outline-light btn-sm dropdown-toggle toolbar-menu-toggle"
        aria-expanded={open}
        aria-controls={listId}
        aria-labelledby={`${labelId} ${toggleId}`}
        aria-disabled={busy || undefined}
        lang={toggleLang}
        onClick={() => {
          if (!busy) setOpen((value) => !value);
        }}
        onKeyDown={onKeyDown}
      >
        <span dir="auto">{toggle}</span>
      </button>
      <ul
        id={listId}
        className={`dropdown-menu${align === 'end' ? ' dropdown-menu-end' : ''}${open ? ' show' : ''}`}
        data-bs-popper="static"
        hidden={!open}
      >
        {choices.map((choice) => (
          <li key={choice.key}>
            <button
              type="button"
              className={`dropdown-item d-flex align-items-center gap-2${choice.current ? ' active' : ''}`}
              data-menu-item=""
              aria-current={choice.current ? 'true' : undefined}
              lang={choice.lang}
              onKeyDown={onKeyDown}
              onClick={() => {
                close();
                onChoose(choice.key);
              }}
            >
              <span className="toolbar-menu-check">{choice.current && <Icon svg={check} />}</span>
              <span dir="auto">{choice.label}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
