import { useEffect } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { usePlatform } from '@/platform/react';
import sharedMessages from './messages';
import { LoadingSpinner } from './Spinner';

/**
 * Sends the browser to a legacy LMS page (a course tab's 404, spec §8) once `path` is known; true while it
 * goes, so the tab shows its "redirecting" state instead of content.
 */
export function useLegacyRedirect(path: string | null): boolean {
  const { navigation, config } = usePlatform();
  const url = path === null ? null : `${config.LMS_BASE_URL}${path}`;
  useEffect(() => {
    if (url) navigation.replace(url);
  }, [url, navigation]);
  return url !== null;
}

/**
 * A course tab's own words for the states before it can show (the failure and its retry are every
 * page's: ./messages).
 */
export interface TabStateMessages {
  readonly loading: MessageDescriptor;
  readonly redirecting: MessageDescriptor;
}

/**
 * What a course tab shows until its data is there: the redirect under way (see useLegacyRedirect), the
 * failure with a retry, else loading.
 */
export function TabPending({
  redirecting,
  failed,
  onRetry,
  messages,
}: {
  redirecting: boolean;
  failed: boolean;
  onRetry: () => void;
  messages: TabStateMessages;
}) {
  const intl = useIntl();
  if (redirecting) return <LoadingSpinner label={intl.formatMessage(messages.redirecting)} />;
  if (failed) {
    return (
      <TabFailed
        title={intl.formatMessage(sharedMessages.courseLoadFailed)}
        retryLabel={intl.formatMessage(sharedMessages.tryAgain)}
        onRetry={onRetry}
      />
    );
  }
  return <LoadingSpinner label={intl.formatMessage(messages.loading)} />;
}

/** A course tab whose data failed to load: what happened as the page's heading, and a way to try again. */
function TabFailed({
  title,
  retryLabel,
  onRetry,
}: {
  title: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div className="container-xl py-5">
      <div className="alert alert-danger mx-auto" style={{ maxWidth: '40rem' }} role="alert">
        <h1 className="h4">{title}</h1>
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {retryLabel}
        </button>
      </div>
    </div>
  );
}
