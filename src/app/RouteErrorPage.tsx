import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import { useIntl } from 'react-intl';
import { useRouteError } from 'react-router-dom';
import { PageShell } from '@/components/page/PageShell';
import { usePlatform } from '@/platform/react';
import messages from './messages';

/** The route-level error element: whatever a page throws while rendering ends here, logged, never blank. */
export function RouteErrorPage() {
  const intl = useIntl();
  const { logger, navigation, config } = usePlatform();
  const error = useRouteError();
  useEffect(() => logger.logError(error, { context: 'route error element' }), [error, logger]);
  return (
    <PageShell>
      <title>{config.SITE_NAME}</title>
      <div className="container-xl py-5">
        <div className="alert alert-danger" role="alert">
          <h1 className="h4">{intl.formatMessage(messages.routeError)}</h1>
          <Button variant="primary" onClick={() => navigation.reload()}>
            {intl.formatMessage(messages.routeErrorReload)}
          </Button>
        </div>
      </div>
    </PageShell>
  );
}
