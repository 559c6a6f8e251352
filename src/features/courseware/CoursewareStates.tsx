import { useIntl } from 'react-intl';
import messages from './messages';
import sharedMessages from '@/components/messages';

/** The course or the sequence could not be read: the message, and a retry when one may help. */
export function Failure({ onRetry }: { onRetry?: () => void }) {
  const intl = useIntl();
  return (
    <div className="alert alert-danger my-4" role="alert">
      <p className="mb-2">{intl.formatMessage(sharedMessages.courseLoadFailed)}</p>
      {onRetry && (
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRetry}>
          {intl.formatMessage(sharedMessages.tryAgain)}
        </button>
      )}
    </div>
  );
}

/** "There is no content here." (spec §4): a course or sequence with nothing to show. */
export function NoContent() {
  const intl = useIntl();
  return <p className="no-content my-5 text-center">{intl.formatMessage(messages.noContent)}</p>;
}
