import checkCircle from 'bootstrap-icons/icons/check-circle.svg?raw';
import exclamationCircle from 'bootstrap-icons/icons/exclamation-circle.svg?raw';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { Icon } from '@/components/Icon';
import { PageShell } from '@/components/page/PageShell';
import { pageTitle } from '@/components/pageTitle';
import { LoadingSpinner } from '@/components/Spinner';
import { usePlatform } from '@/platform/react';
import { useUnsubscribeFromNotificationsQuery } from './api';
import messages from './messages';
import { PageTitle } from '@/components/PageTitle';

/**
 * The notification-preferences unsubscribe page (/preferences-unsubscribe/{userToken}[/{updatePatch}],
 * linked from notification emails, conventions §8.8): sends the unsubscription once, then says whether it
 * worked, with a way to the account's notification preferences either way.
 */
export default function PreferencesUnsubscribePage() {
  const intl = useIntl();
  const { analytics, config } = usePlatform();
  const { userToken = '', updatePatch } = useParams();
  const { data, isError } = useUnsubscribeFromNotificationsQuery({ userToken, updatePatch });
  const tracked = useRef<string | null>(null);

  useEffect(() => {
    if (tracked.current === userToken) return;
    tracked.current = userToken;
    analytics.sendTrackEvent('edx.ui.lms.notifications.preferences.unsubscribe', { userToken });
  }, [analytics, userToken]);

  let content;
  if (data || isError) {
    const ok = Boolean(data);
    content = (
      <>
        <Icon
          svg={ok ? checkCircle : exclamationCircle}
          size="3.5rem"
          className={`mb-3 ${ok ? 'text-success' : 'text-danger'}`}
        />
        <h1 className="h3 text-primary">
          {intl.formatMessage(ok ? messages.successHeading : messages.failedHeading)}
        </h1>
        <p>{intl.formatMessage(ok ? messages.successMessage : messages.failedMessage)}</p>
        <p className="small text-muted mb-0">
          {intl.formatMessage(messages.preferenceCenter, {
            preferenceCenterUrl: (
              <a key="preferences" href={`${config.ACCOUNT_SETTINGS_URL}#notifications`}>
                {intl.formatMessage(messages.preferenceCenterLink)}
              </a>
            ),
          })}
        </p>
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
    <PageShell>
      <PageTitle>{pageTitle([intl.formatMessage(messages.pageName)], config.SITE_NAME)}</PageTitle>
      <div className="container-xl py-5">
        <div className="mx-auto text-center" style={{ maxWidth: '36rem' }} aria-live="polite">
          {content}
        </div>
      </div>
    </PageShell>
  );
}
