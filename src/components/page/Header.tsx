import personCircle from 'bootstrap-icons/icons/person-circle.svg?raw';
import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import { useIntl } from 'react-intl';
import { loginUrl, registerUrl } from '@/platform/auth';
import { useConfig, useUser } from '@/platform/react';
import { Icon } from '../Icon';
import messages from '../messages';

export interface HeaderCourse {
  org: string;
  number: string;
  title: string;
}

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
        <div className="course-lockup flex-grow-1 min-w-0 lh-sm">
          {course && (
            <>
              <span className="d-block small text-muted text-truncate">
                {[course.org, course.number].join(' ')}
              </span>
              <span className="d-block fw-bold text-truncate">{course.title}</span>
            </>
          )}
        </div>
        {showUserMenu && (
          <div className="d-flex align-items-center gap-2 flex-shrink-0">
            {config.SUPPORT_URL && (
              <a className="d-none d-md-inline text-body me-2" href={config.SUPPORT_URL}>
                {intl.formatMessage(messages.help)}
              </a>
            )}
            {user ? (
              <Dropdown align="end">
                <Dropdown.Toggle
                  variant="outline-primary"
                  id="user-menu"
                  aria-label={intl.formatMessage(messages.userMenu, { username: user.username })}
                >
                  <Icon svg={personCircle} size="1.25em" className="d-md-none" />
                  <span className="d-none d-md-inline">{user.username}</span>
                </Dropdown.Toggle>
                <Dropdown.Menu>
                  <Dropdown.Item href={`${config.LMS_BASE_URL}/dashboard`}>
                    {intl.formatMessage(messages.dashboard)}
                  </Dropdown.Item>
                  <Dropdown.Item
                    href={`${config.ACCOUNT_PROFILE_URL}/u/${encodeURIComponent(user.username)}`}
                  >
                    {intl.formatMessage(messages.profile)}
                  </Dropdown.Item>
                  <Dropdown.Item href={config.ACCOUNT_SETTINGS_URL}>
                    {intl.formatMessage(messages.account)}
                  </Dropdown.Item>
                  {config.ORDER_HISTORY_URL && (
                    <Dropdown.Item href={config.ORDER_HISTORY_URL}>
                      {intl.formatMessage(messages.orderHistory)}
                    </Dropdown.Item>
                  )}
                  <Dropdown.Item href={config.LOGOUT_URL}>
                    {intl.formatMessage(messages.signOut)}
                  </Dropdown.Item>
                </Dropdown.Menu>
              </Dropdown>
            ) : (
              <>
                <Button variant="outline-primary" href={registerUrl(config, here)}>
                  {intl.formatMessage(messages.register)}
                </Button>
                <Button variant="primary" href={loginUrl(config, here)}>
                  {intl.formatMessage(messages.signIn)}
                </Button>
              </>
            )}
          </div>
        )}
      </div>
    </header>
  );
}
