import { useIntl } from 'react-intl';
import { ConfigError } from '@/platform/config';
import messages from './messages';
import { PageTitle } from '@/components/PageTitle';
import sharedMessages from '@/components/messages';

/**
 * What a learner sees when the app cannot start: the platform's error page with the reason and a reload
 * button. A missing configuration key is named, so the operator knows what to set.
 */
export function BootErrorPage({
  error,
  reload = () => window.location.reload(),
}: {
  error: unknown;
  reload?: () => void;
}) {
  const intl = useIntl();
  const detail =
    error instanceof ConfigError
      ? intl.formatMessage(messages.missingConfig, {
          count: error.missingKeys.length,
          keys: intl.formatList(error.missingKeys, { type: 'conjunction' }),
        })
      : intl.formatMessage(messages.bootErrorMessage, {
          error: error instanceof Error ? error.message : String(error),
        });
  return (
    <main id="main-content" className="container-xl py-5">
      <PageTitle>{intl.formatMessage(messages.bootErrorHeading)}</PageTitle>
      <div className="alert alert-danger mx-auto" style={{ maxWidth: '44rem' }} role="alert">
        <h1 className="h4">{intl.formatMessage(messages.bootErrorHeading)}</h1>
        <p className="mb-3">{detail}</p>
        <button type="button" className="btn btn-primary" onClick={reload}>
          {intl.formatMessage(sharedMessages.tryAgain)}
        </button>
      </div>
    </main>
  );
}
