import { useIntl } from 'react-intl';
import { useConfig } from '@/platform/react';
import messages from '../messages';

/** The site footer: the links an operator configured, and the platform credit. */
export function Footer() {
  const intl = useIntl();
  const config = useConfig();
  const links = [
    { href: config.TERMS_OF_SERVICE_URL, label: messages.footerTerms },
    { href: config.PRIVACY_POLICY_URL, label: messages.footerPrivacy },
    { href: config.CONTACT_URL, label: messages.footerContact },
    { href: config.SUPPORT_URL, label: messages.footerHelp },
  ].filter((link): link is { href: string; label: (typeof link)['label'] } => Boolean(link.href));

  return (
    <footer className="site-footer border-top bg-light mt-auto">
      <div className="container-xl d-flex flex-wrap align-items-center justify-content-between gap-3 py-4">
        <a href={config.LMS_BASE_URL} className="text-body fw-semibold text-decoration-none">
          {config.LOGO_TRADEMARK_URL ? (
            <img src={config.LOGO_TRADEMARK_URL} alt={config.SITE_NAME} height="28" />
          ) : (
            config.SITE_NAME
          )}
        </a>
        {links.length > 0 && (
          <nav aria-label={intl.formatMessage(messages.footerLinks)}>
            <ul className="list-inline mb-0">
              {links.map((link) => (
                <li key={link.href} className="list-inline-item mx-2">
                  <a href={link.href}>{intl.formatMessage(link.label)}</a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <span className="small text-muted">{intl.formatMessage(messages.poweredBy)}</span>
      </div>
    </footer>
  );
}
