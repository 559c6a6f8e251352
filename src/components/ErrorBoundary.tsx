import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Logger } from '@/platform/logging';
import messages from './messages';

interface Props {
  logger: Logger;
  children: ReactNode;
  /** What to show instead of the children once they have thrown; defaults to a small alert with a retry. */
  fallback?: (reset: () => void) => ReactNode;
  /** Anything that, when it changes, clears the error (for example the unit id). */
  resetKey?: unknown;
}

interface State {
  failed: boolean;
  resetKey: unknown;
}

/**
 * Catches what a panel throws while rendering, logs it with the component stack and shows a fallback, so
 * one broken panel costs that panel, not the page.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.logger.logError(error, { stack: info.componentStack ?? '' });
  }

  reset = () => this.setState({ failed: false });

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback) return this.props.fallback(this.reset);
    return (
      <div
        className="alert alert-warning d-flex align-items-center justify-content-between gap-3"
        role="alert"
      >
        <FormattedMessage {...messages.panelError} />
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={this.reset}>
          <FormattedMessage {...messages.tryAgain} />
        </button>
      </div>
    );
  }
}
