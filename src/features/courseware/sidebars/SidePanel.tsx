import '@/styles/close.scss';
import { useId, type ReactNode } from 'react';
import { UpgradeFlyover } from '@/components/upgrade/UpgradeFlyover';
import { PANEL_ID } from './context';

/**
 * The frame of every right-sidebar panel (upstream's SidebarBase): beside the unit, a complementary
 * landmark named by its heading, with a close button; at phone width the full-screen flyover (its
 * heading, "Back to course"). The upgrade panel, the unit's discussions and a site's widgets are inside
 * one.
 */
export function SidePanel({
  title,
  closeLabel,
  beside,
  onClose,
  className,
  children,
}: {
  /** The heading: the panel's name for assistive technology too. */
  title: string;
  /** The close button's accessible name beside the unit. */
  closeLabel: string;
  /** Beside the unit (wider than the medium breakpoint), else full screen. */
  beside: boolean;
  onClose: () => void;
  /** The panel's own class (its width, what it holds). */
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  if (!beside) {
    return (
      <UpgradeFlyover id={PANEL_ID} title={title} onClose={onClose}>
        {children}
      </UpgradeFlyover>
    );
  }
  return (
    <aside
      id={PANEL_ID}
      className={className ? `side-panel ${className}` : 'side-panel'}
      aria-labelledby={headingId}
    >
      <div className="side-panel-heading">
        <h2 id={headingId} className="h5 mb-0">
          {title}
        </h2>
        <button type="button" className="btn-close" aria-label={closeLabel} onClick={onClose} />
      </div>
      {children}
    </aside>
  );
}
