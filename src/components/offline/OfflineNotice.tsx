import { useSyncExternalStore } from 'react';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  offline: {
    id: 'learning.offline.notice',
    defaultMessage:
      'You are offline. Changes you make now may not be saved; this page updates when you are back online.',
    description: 'Shown at the bottom of every page while the browser has no network connection.',
  },
});

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

/**
 * Going offline shows it (issue 18): a polite status line while the browser has no connection. Coming back
 * removes it, and RTK Query asks again for what the page shows (refetchOnReconnect, App.tsx).
 */
export function OfflineNotice() {
  const intl = useIntl();
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  return (
    <div role="status" className="offline-notice-region">
      {!online && (
        <p className="offline-notice alert alert-warning shadow mb-0 py-2 px-3">
          {intl.formatMessage(messages.offline)}
        </p>
      )}
    </div>
  );
}
