import { useIntl } from 'react-intl';
import { PageShell } from '@/components/page/PageShell';
import { usePlatform } from '@/platform/react';
import messages from './messages';
import { PageTitle } from '@/components/PageTitle';

/** What a page that threw while rendering becomes (the boundary has logged it): never a blank page. */
export function RouteErrorPage() {
  const intl = useIntl();
  const { navigation, config } = usePlatform();
  return (
    <PageShell>
      <PageTitle>{config.SITE_NAME}</PageTitle>
      <div className="container-xl py-5">
        <div className="alert alert-danger" role="alert">
          <h1 className="h4">{intl.formatMessage(messages.routeError)}</h1>
          <button type="button" className="btn btn-primary" onClick={() => navigation.reload()}>
            {intl.formatMessage(messages.routeErrorReload)}
          </button>
        </div>
      </div>
    </PageShell>
  );
}
