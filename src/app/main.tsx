import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import '@/styles/index.scss';
import { createLogger } from '@/platform/logging';
import { App, intlErrorHandler } from './App';
import { BootErrorPage } from './BootErrorPage';
import { boot } from './boot';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

void boot().then((result) => {
  if (result.ok) {
    root.render(
      <StrictMode>
        <App platform={result.platform} messages={result.messages} />
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
