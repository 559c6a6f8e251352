import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { LoadingSpinner } from '@/components/Spinner';
import { usePlatform } from '@/platform/react';
import { useGetNoticesQuery } from './api';
import messages from './messages';
import { noticeRedirectUrl } from './rules';

/**
 * Pending notices, asked once when the app starts (mounted by the root layout around every route; the
 * flag and the signed-in user are checked there, so this chunk loads only when it can matter). Pending notices (spec §7, courseware contract §9.3): with ENABLE_NOTICES and a signed-in user, the first
 * unacknowledged notice replaces this page, with `next` back to where the learner was. A 404 means the
 * notices plugin is probably not installed (logged as info); other failures are reported; either way the
 * page carries on.
 */
export default function NoticesRedirect() {
  const intl = useIntl();
  const { config, user, logger, navigation } = usePlatform();
  const enabled = config.ENABLE_NOTICES && user !== null;
  const { data, error } = useGetNoticesQuery(undefined, { skip: !enabled });
  const reported = useRef(false);
  const target = data ? noticeRedirectUrl(data.results, window.location.href, config.LMS_BASE_URL) : null;

  useEffect(() => {
    if (reported.current) return;
    if (data?.pluginMissing) {
      reported.current = true;
      logger.logInfo(
        'Unable to get notices: the LMS answered 404. This probably happened because the notices plugin is not installed on platform.',
      );
    } else if (error) {
      reported.current = true;
      logger.logError(
        new Error(`Unable to get notices: ${'message' in error ? error.message : 'unknown error'}`),
        {
          httpErrorStatus: 'status' in error ? String(error.status) : undefined,
        },
      );
    }
  }, [data, error, logger]);

  useEffect(() => {
    if (target) navigation.replace(target);
  }, [target, navigation]);

  if (!target) return null;
  return (
    <div className="position-fixed top-0 start-0 w-100 h-100 bg-white d-flex align-items-center justify-content-center notices-redirect">
      <LoadingSpinner label={intl.formatMessage(messages.noticeRedirect)} />
    </div>
  );
}
