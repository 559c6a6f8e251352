import gearSvg from 'bootstrap-icons/icons/gear.svg?raw';
import { useId, useRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { NotificationCounts } from '@/lms/notifications';
import { useConfig } from '@/platform/react';
import { Icon } from '../Icon';
import { AppNotifications } from './AppNotifications';
import messages from './messages';
import laterMessages from '@/components/laterMessages';

const APP_NAMES = {
  discussion: messages.discussion,
  updates: messages.updates,
  grading: messages.grading,
} as const;

/** A tab's name: the LMS's known apps translated, any other as the LMS names it. */
function useAppName() {
  const intl = useIntl();
  return (app: string) =>
    app in APP_NAMES ? intl.formatMessage(APP_NAMES[app as keyof typeof APP_NAMES]) : app;
}

/** The account page's notification preferences, as upstream links them. */
const preferencesUrl = (settings: string) => `${settings.replace(/\/$/, '')}/#notifications`;

/**
 * The tray: its heading with the link to the notification preferences, a tab per app when the LMS lists
 * more than one (upstream's tabs, each with its unseen count), and the open app's notifications.
 */
export function Tray({
  counts,
  apps,
  app,
  onApp,
  headingId,
}: {
  counts: NotificationCounts;
  apps: NotificationCounts['apps'];
  app: string;
  onApp: (app: string) => void;
  headingId: string;
}) {
  const intl = useIntl();
  const config = useConfig();
  const appName = useAppName();
  const ids = useId();
  const tabs = useRef<HTMLDivElement>(null);
  const tabId = (name: string) => `${ids}-${name}-tab`;
  const panelId = `${ids}-panel`;

  // Arrow keys move between the tabs (mirrored in right-to-left), Home and End to the ends; a tab opens
  // as it gets focus, as upstream's tabs do on a click.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = apps.findIndex((entry) => entry.name === app);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      Home: -at,
      End: apps.length - 1 - at,
    };
    if (!(event.key in step)) return;
    event.preventDefault();
    const next = apps[(at + (step[event.key] ?? 0) + apps.length) % apps.length];
    if (!next) return;
    onApp(next.name);
    tabs.current?.querySelector<HTMLButtonElement>(`[id="${tabId(next.name)}"]`)?.focus();
  };

  return (
    <>
      <div className="notifications-tray-head">
        <h2 id={headingId} className="notifications-title">
          {intl.formatMessage(messages.title)}
        </h2>
        <a
          className="notifications-preferences"
          href={preferencesUrl(config.ACCOUNT_SETTINGS_URL)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Icon svg={gearSvg} size="1.25rem" />
          <span className="visually-hidden">{intl.formatMessage(messages.preferences)}</span>
          <span className="visually-hidden">{intl.formatMessage(laterMessages.opensInNewTab)}</span>
        </a>
      </div>
      {apps.length > 1 && (
        <div className="notifications-tabs" role="tablist" aria-labelledby={headingId} ref={tabs}>
          {apps.map((entry) => (
            <button
              key={entry.name}
              id={tabId(entry.name)}
              type="button"
              role="tab"
              className="notifications-tab"
              aria-selected={entry.name === app}
              aria-controls={panelId}
              tabIndex={entry.name === app ? 0 : -1}
              aria-label={
                entry.count > 0
                  ? intl.formatMessage(messages.appUnseen, { app: appName(entry.name), count: entry.count })
                  : undefined
              }
              onClick={() => onApp(entry.name)}
              onKeyDown={onTabKey}
            >
              {appName(entry.name)}
              {entry.count > 0 && (
                <span className="notifications-tab-count" aria-hidden="true">
                  {intl.formatNumber(entry.count)}
                </span>
              )}
            </button>
          ))}
        </div>
      )}
      <div
        id={panelId}
        className="notifications-panel"
        role={apps.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={apps.length > 1 ? tabId(app) : undefined}
      >
        <AppNotifications key={app} app={app} counts={counts} />
      </div>
    </>
  );
}
