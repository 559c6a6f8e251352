import { useIntl } from 'react-intl';
import messages from './messages';

/**
 * A loading state: a spinner with its words for screen readers in a status region, so assistive technology
 * announces what is loading. `label` defaults to "Loading…".
 */
export function LoadingSpinner({ label, className = 'my-5' }: { label?: string; className?: string }) {
  const intl = useIntl();
  const text = label ?? intl.formatMessage(messages.loading);
  return (
    <div className={`d-flex justify-content-center ${className}`} role="status" aria-live="polite">
      <span className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{text}</span>
    </div>
  );
}
