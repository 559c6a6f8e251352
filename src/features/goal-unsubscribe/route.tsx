import envelope from 'bootstrap-icons/icons/envelope-slash.svg?raw';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { Icon } from '@/components/Icon';
import { PageShell } from '@/components/page/PageShell';
import { pageTitle } from '@/components/pageTitle';
import { LoadingSpinner } from '@/components/Spinner';
import { usePlatform } from '@/platform/react';
import { useUnsubscribeFromGoalRemindersQuery } from './api';
import messages from './messages';
import { PageTitle } from '@/components/PageTitle';
import sharedMessages from '@/components/messages';

/**
 * The goal-reminder unsubscribe page (/goal-unsubscribe/{token}, spec §2): works without sign-in, so the
 * header has no user menu. Loading, then success with the course title, or the spec's error; both with a
 * way to the dashboard.
 */
export default function GoalUnsubscribePage() {
  const intl = useIntl();
  const { analytics, config } = usePlatform();
  const { token = '' } = useParams();
  const { data, isError } = useUnsubscribeFromGoalRemindersQuery(token);
  const tracked = useRef<string | null>(null);

  useEffect(() => {
    if (tracked.current === token) return;
    tracked.current = token;
    analytics.sendTrackEvent('edx.ui.lms.goal.unsubscribe', { token });
  }, [analytics, token]);

  const dashboard = (
    <a className="btn btn-primary mt-3" href={`${config.LMS_BASE_URL}/dashboard`}>
      {intl.formatMessage(sharedMessages.goToDashboard)}
    </a>
  );

  let content;
  if (data) {
    content = (
      <>
        <h1 className="h3">{intl.formatMessage(messages.header)}</h1>
        <p className="mb-0">
          {intl.formatMessage(messages.description, {
            courseTitle: <bdi key="title">{data.courseTitle}</bdi>,
          })}
        </p>
        {dashboard}
      </>
    );
  } else if (isError) {
    content = (
      <>
        <h1 className="h3">{intl.formatMessage(messages.errorHeader)}</h1>
        <p className="mb-0">
          {intl.formatMessage(messages.errorDescription, {
            contactSupport: config.SUPPORT_URL ? (
              <a key="support" href={config.SUPPORT_URL}>
                {intl.formatMessage(messages.contactSupport)}
              </a>
            ) : (
              intl.formatMessage(messages.contactSupport)
            ),
          })}
        </p>
        {dashboard}
      </>
    );
  } else {
    content = (
      <>
        <h1 className="visually-hidden">{intl.formatMessage(messages.pageName)}</h1>
        <LoadingSpinner label={intl.formatMessage(messages.loading)} />
      </>
    );
  }

  return (
    <PageShell showUserMenu={false}>
      <PageTitle>{pageTitle([intl.formatMessage(messages.pageName)], config.SITE_NAME)}</PageTitle>
      <div className="container-xl py-5">
        <div
          className="mx-auto text-center goal-unsubscribe"
          style={{ maxWidth: '36rem' }}
          aria-live="polite"
        >
          <Icon svg={envelope} size="3rem" className="text-primary mb-3" />
          {content}
        </div>
      </div>
    </PageShell>
  );
}
