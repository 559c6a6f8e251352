import { setupListeners } from '@reduxjs/toolkit/query';
import { useState, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode, type ResolvedIntlConfig } from 'react-intl';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { Messages } from '@/platform/i18n';
import type { Logger } from '@/platform/logging';
import type { Platform } from '@/platform/platform';
import { PlatformProvider } from '@/platform/react';
import { AppRoutes, prefetchLocation } from './routes';
import { makeStore } from './store';

/** Missing translations are expected (catalogs fill in over time; English is the fallback). */
export function intlErrorHandler(logger: Pick<Logger, 'logError'>): ResolvedIntlConfig['onError'] {
  return (error) => {
    if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) return;
    logger.logError(error);
  };
}

export function AppProviders({
  platform,
  messages,
  store,
  children,
}: {
  platform: Platform;
  messages: Messages;
  store: ReturnType<typeof makeStore>;
  children: ReactNode;
}) {
  return (
    <PlatformProvider platform={platform}>
      <Provider store={store}>
        <IntlProvider
          locale={platform.locale}
          defaultLocale="en"
          messages={messages}
          onError={intlErrorHandler(platform.logger)}
        >
          {children}
        </IntlProvider>
      </Provider>
    </PlatformProvider>
  );
}

/**
 * The store for the app's lifetime, with the first page's data already asked for: made before the
 * first render so the LMS calls start while React renders, not after (see prefetchLocation). `ready`
 * settles once they are sent, or after at most `wait` ms.
 */
export function startStore(
  platform: Platform,
  wait = 100,
): { store: ReturnType<typeof makeStore>; ready: Promise<void> } {
  const store = makeStore(platform);
  // Online/offline and visibility events drive RTK Query: what the page shows is asked again when the
  // network comes back (refetchOnReconnect, lms/api.ts).
  setupListeners(store.dispatch);
  const sent = prefetchLocation(store.dispatch, window.location.pathname, platform.config.PUBLIC_PATH);
  const ready = Promise.race([sent, new Promise<void>((resolve) => setTimeout(resolve, wait))]);
  return { store, ready };
}

export function App({
  platform,
  messages,
  store: given,
}: {
  platform: Platform;
  messages: Messages;
  store?: ReturnType<typeof makeStore>;
}) {
  const [store] = useState(() => given ?? startStore(platform).store);
  return (
    <AppProviders platform={platform} messages={messages} store={store}>
      <BrowserRouter basename={platform.config.PUBLIC_PATH}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
