import personCircle from 'bootstrap-icons/icons/person-circle.svg?raw';
import { useIntl } from 'react-intl';
import { loginUrl, registerUrl } from '@/platform/auth';
import { useConfig, useUser } from '@/platform/react';
import { DisclosureMenu, MenuLink } from '../DisclosureMenu';
import { Icon } from '../Icon';
import { NotificationsBell } from '../notifications/NotificationsBell';
import { PluginSlot } from '../plugin-slot/PluginSlot';
import messages from '../messages';

export interface HeaderCourse {
  org: string;
  number: string;
  title: string;
}

const MERGE = { mergeProps: true };

/**
 * The learning header: skip link, logo to the LMS dashboard, the course lockup, and the user menu (or
 * Register and Sign in for visitors). `showUserMenu` is false on pages that work without sign-in.
 */
export function Header({
  course,
  showUserMenu = true,
}: {
  course?: HeaderCourse | null;
  showUserMenu?: boolean;
}) {
  const intl = useIntl();
  const config = useConfig();
  const user = useUser();
  const here = typeof window !== 'undefined' ? window.location.href : config.BASE_URL;

  return (
    <header className="site-header border-bottom bg-white">
      <a className="skip-link visually-hidden-focusable" href="#main-content">
        {intl.formatMessage(messages.skipLink)}
      </a>
      <div className="container-xl d-flex align-items-center gap-3 py-2">
        <PluginSlot
          id="org.openedx.frontend.layout.header_logo.v1"
          idAliases={['logo_slot']}
          slotOptions={MERGE}
        >
          <a
            className="site-logo flex-shrink-0 text-decoration-none"
            href={`${config.LMS_BASE_URL}/dashboard`}
            aria-label={intl.formatMessage(messages.logoAlt, { siteName: config.SITE_NAME })}
          >
            {config.LOGO_URL ? (
              <img src={config.LOGO_URL} alt="" height="32" />
            ) : (
              <span className="h4 mb-0 text-primary fw-bold">{config.SITE_NAME}</span>
            )}
          </a>
        </PluginSlot>
        <div className="course-lockup flex-grow-1 min-w-0 lh-sm">
          <PluginSlot
            id="org.openedx.frontend.layout.header_learning_course_info.v1"
            idAliases={['course_info_slot']}
            slotOptions={MERGE}
            pluginProps={{
              courseOrg: course?.org ?? null,
              courseNumber: course?.number ?? null,
              courseTitle: course?.title ?? null,
            }}
          >
            {course && (
              <>
                <span className="d-block small text-muted text-truncate" dir="auto">
                  {[course.org, course.number].join(' ')}
                </span>
                <span className="d-block fw-bold text-truncate" dir="auto">
                  {course.title}
                </span>
              </>
            )}
          </PluginSlot>
        </div>
        {showUserMenu && (
          <div className="d-flex align-items-center gap-2 flex-shrink-0">
            <PluginSlot id="org.openedx.frontend.layout.learning_header_actions.v1">
              <PluginSlot id="org.openedx.frontend.layout.header_notifications_tray.v1">
                {user && <NotificationsBell />}
              </PluginSlot>
              <PluginSlot
                id="org.openedx.frontend.layout.header_learning_help.v1"
                idAliases={['learning_help_slot']}
              >
                {config.SUPPORT_URL && (
                  <a className="d-none d-md-inline text-body me-2" href={config.SUPPORT_URL}>
                    {intl.formatMessage(messages.help)}
                  </a>
                )}
              </PluginSlot>
            </PluginSlot>
            {user ? (
              <DisclosureMenu
                ariaLabel={intl.formatMessage(messages.userMenu, { username: user.username })}
                label={
                  <PluginSlot
                    id="org.openedx.frontend.layout.header_learning_user_menu_toggle.v1"
                    slotOptions={MERGE}
                  >
                    <Icon svg={personCircle} size="1.25em" className="d-md-none" />
                    <span className="d-none d-md-inline">{user.username}</span>
                  </PluginSlot>
                }
              >
                <PluginSlot
                  id="org.openedx.frontend.layout.header_learning_user_menu.v1"
                  idAliases={['learning_user_menu_slot']}
                  slotOptions={MERGE}
                >
                  <MenuLink href={`${config.LMS_BASE_URL}/dashboard`}>
                    {intl.formatMessage(messages.dashboard)}
                  </MenuLink>
                  <MenuLink href={`${config.ACCOUNT_PROFILE_URL}/u/${encodeURIComponent(user.username)}`}>
                    {intl.formatMessage(messages.profile)}
                  </MenuLink>
                  <MenuLink href={config.ACCOUNT_SETTINGS_URL}>
                    {intl.formatMessage(messages.account)}
                  </MenuLink>
                  {config.ORDER_HISTORY_URL && (
                    <MenuLink href={config.ORDER_HISTORY_URL}>
                      {intl.formatMessage(messages.orderHistory)}
                    </MenuLink>
                  )}
                  <MenuLink href={config.LOGOUT_URL}>{intl.formatMessage(messages.signOut)}</MenuLink>
                </PluginSlot>
              </DisclosureMenu>
            ) : (
              <PluginSlot
                id="org.openedx.frontend.layout.header_learning_logged_out_items.v1"
                idAliases={['learning_logged_out_items_slot']}
                slotOptions={MERGE}
              >
                <a className="btn btn-outline-primary" href={registerUrl(config, here)}>
                  {intl.formatMessage(messages.register)}
                </a>
                <a className="btn btn-primary" href={loginUrl(config, here)}>
                  {intl.formatMessage(messages.signIn)}
                </a>
              </PluginSlot>
            )}
          </div>
        )}
      </div>
    </header>
  );
}
