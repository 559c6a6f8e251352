import lock from 'bootstrap-icons/icons/shield-lock.svg?raw';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '@/components/Icon';
import { usePlatform } from '@/platform/react';
import messages from './messages';

/**
 * "You do not have access to this course", in the LMS's words when it gave some, with the way on: the
 * dashboard, and the site's support when it has one. Shown by the access-denied page and by every course
 * page whose course metadata the LMS refuses (403): a page that stays, never a redirect that could loop.
 */
export function CourseNotAvailable({
  message,
  extra,
}: {
  message?: string | null;
  /** What follows the reason in its paragraph (the access-denied page's way to switch enterprise). */
  extra?: ReactNode;
}) {
  const intl = useIntl();
  const { config } = usePlatform();
  return (
    <div className="container-xl py-5">
      <div className="mx-auto text-center" style={{ maxWidth: '36rem' }}>
        <Icon svg={lock} size="3rem" className="text-primary mb-3" />
        <h1 className="h3">{intl.formatMessage(messages.heading)}</h1>
        <p>
          <span dir="auto">{message || intl.formatMessage(messages.body)}</span>
          {extra}
        </p>
        <div className="d-flex flex-wrap justify-content-center gap-2">
          <a className="btn btn-primary" href={`${config.LMS_BASE_URL}/dashboard`}>
            {intl.formatMessage(messages.dashboard)}
          </a>
          {config.SUPPORT_URL && (
            <a className="btn btn-outline-primary" href={config.SUPPORT_URL}>
              {intl.formatMessage(messages.support)}
            </a>
          )}
        </div>
      </div>
    </div>
  );
}

export { messages as courseNotAvailableMessages };
