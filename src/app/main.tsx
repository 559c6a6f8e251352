import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import '@/styles/index.scss';
import { readBuildConfig } from '@/platform/config';
import { guardLinks } from '@/platform/linkGuard';
import { createLogger } from '@/platform/logging';
import { App, intlErrorHandler, startStore } from './App';
import { BootErrorPage } from './BootErrorPage';
import { boot } from './boot';
import { preloadPage } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
// No link on any page may run code in the app's origin, whatever a server or an author sent.
guardLinks();

// The first page's code (and its data calls' module) downloads and runs while the user is fetched; its
// data starts in startStore, before the first render.
const publicPath = readBuildConfig().PUBLIC_PATH;
preloadPage(window.location.pathname, typeof publicPath === 'string' ? publicPath : '/');

void boot().then(async (result) => {
  if (result.ok) {
    const { store, ready } = startStore(result.platform);
    await ready;
    root.render(
      <StrictMode>
        <App platform={result.platform} messages={result.messages} store={store} />
      </StrictMode>,
    );
    return;
  }
  root.render(
    <IntlProvider
      locale={result.locale}
      defaultLocale="en"
      messages={result.messages}
      onError={intlErrorHandler(createLogger())}
    >
      <BootErrorPage error={result.error} />
    </IntlProvider>,
  );
});
