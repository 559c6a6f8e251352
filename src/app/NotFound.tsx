import { useIntl } from 'react-intl';
import { pageTitle } from '@/components/pageTitle';
import { PageShell } from '@/components/page/PageShell';
import { useConfig } from '@/platform/react';
import messages from './notFoundMessages';
import { PageTitle } from '@/components/PageTitle';

/** "Page not found", with the way to the dashboard (./NotFoundPage.tsx loads it). */
export default function NotFound() {
  const intl = useIntl();
  const config = useConfig();
  const title = intl.formatMessage(messages.notFoundTitle);
  return (
    <PageShell>
      <PageTitle>{pageTitle([title], config.SITE_NAME)}</PageTitle>
      <div className="container-xl py-5">
        <h1>{title}</h1>
        <p>{intl.formatMessage(messages.notFoundBody)}</p>
        <a className="btn btn-primary" href={`${config.LMS_BASE_URL}/dashboard`}>
          {intl.formatMessage(messages.notFoundDashboard)}
        </a>
      </div>
    </PageShell>
  );
}
