import '@/styles/close.scss';
import './alerts.scss';
import checkCircle from 'bootstrap-icons/icons/check-circle-fill.svg?raw';
import dashCircle from 'bootstrap-icons/icons/dash-circle-fill.svg?raw';
import emojiSmile from 'bootstrap-icons/icons/emoji-smile-fill.svg?raw';
import exclamationTriangle from 'bootstrap-icons/icons/exclamation-triangle-fill.svg?raw';
import infoCircle from 'bootstrap-icons/icons/info-circle-fill.svg?raw';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon';
import type { AlertType } from './flashStore';
import messages from './messages';

export type AlertVariant = 'danger' | 'success' | 'info' | 'warning' | 'light';

/**
 * Each variant's classes, spelled out: the production build keeps the entry stylesheet's rules by the
 * class names the sources name (scripts/lib/entryCss.ts), and `alert-${variant}` would keep every one.
 */
const VARIANT_CLASSES: Record<AlertVariant, string> = {
  danger: 'alert-danger',
  success: 'alert-success',
  info: 'alert-info',
  warning: 'alert-warning',
  light: 'alert-light border',
};

export const ALERT_ICONS: Record<AlertVariant, string> = {
  danger: exclamationTriangle,
  success: checkCircle,
  info: infoCircle,
  warning: exclamationTriangle,
  light: infoCircle,
};

/** How each flash type of spec §8 looks: its Bootstrap variant and icon. */
export const FLASH_LOOK: Record<AlertType, { variant: AlertVariant; icon: string }> = {
  error: { variant: 'danger', icon: exclamationTriangle },
  danger: { variant: 'danger', icon: dashCircle },
  success: { variant: 'success', icon: checkCircle },
  info: { variant: 'info', icon: infoCircle },
  welcome: { variant: 'light', icon: emojiSmile },
};

/**
 * A Paragon-like alert: icon, optional heading, text, and actions at the end (below on narrow screens).
 * `onClose` adds a dismiss button. Alerts present on load are not live regions; pass `live` for one that
 * appears in answer to something the learner did. An alert with a heading is a group named by it; one
 * without a heading takes its name from `label` (what the alert is about, for screen readers).
 */
export function Alert({
  variant,
  icon,
  heading,
  children,
  actions,
  onClose,
  label,
  live = false,
  className = '',
}: {
  variant: AlertVariant;
  icon?: string | null;
  heading?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  onClose?: () => void;
  live?: boolean;
  className?: string;
  /** The alert's accessible name when it has no heading. */
  label?: string;
}) {
  const intl = useIntl();
  const headingId = useId();
  const glyph = icon === null ? null : (icon ?? ALERT_ICONS[variant]);
  return (
    <div
      className={`alert ${VARIANT_CLASSES[variant]} app-alert d-flex align-items-start gap-3 ${className}`.trim()}
      role={live ? 'alert' : heading || label ? 'group' : undefined}
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : label}
    >
      {glyph && <Icon svg={glyph} size="1.25em" className="app-alert-icon flex-shrink-0 mt-1" />}
      <div className="flex-grow-1 min-w-0 d-flex flex-wrap align-items-center gap-3">
        <div className="flex-grow-1 min-w-0 app-alert-body">
          {heading && (
            <h2 id={headingId} className="h5 alert-heading mb-1">
              {heading}
            </h2>
          )}
          {children}
        </div>
        {actions && <div className="d-flex flex-wrap gap-2 flex-shrink-0">{actions}</div>}
      </div>
      {onClose && (
        <button
          type="button"
          className="btn-close flex-shrink-0"
          aria-label={intl.formatMessage(messages.dismiss)}
          onClick={onClose}
        />
      )}
    </div>
  );
}
