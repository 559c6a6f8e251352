import type { ReactNode } from 'react';
import { Icon } from '@/components/Icon';
import { PANEL_ID } from './context';

/**
 * A built-in widget's trigger in the row above the sequence (upstream's SidebarTriggerBase): opens the
 * widget's panel, or closes it when it is the open one, and says which.
 */
export function SidebarTrigger({
  id,
  current,
  toggle,
  icon,
  className,
  label,
  children,
}: {
  id: string;
  current: string | null;
  toggle: (id: string) => void;
  /** The icon before the words (bootstrap-icons, raw SVG). */
  icon: string;
  className: string;
  /** The accessible name, when it says more than the words (an unread notification). */
  label?: string;
  children: ReactNode;
}) {
  const open = current === id;
  return (
    <button
      type="button"
      className={`btn btn-outline-primary btn-sm ${className}`}
      aria-expanded={open}
      aria-controls={open ? PANEL_ID : undefined}
      aria-label={label}
      onClick={() => toggle(id)}
    >
      <Icon svg={icon} className="me-1" />
      {children}
    </button>
  );
}
