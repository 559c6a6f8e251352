import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router-dom';
import { PageShell } from '@/components/page/PageShell';
import { LoadingSpinner } from '@/components/Spinner';
import { usePlatform } from '@/platform/react';
import messages from './messages';
import { redirectTarget, type RedirectRoute } from './redirectTargets';
import { PageTitle } from '@/components/PageTitle';

type Kind = RedirectRoute['kind'];

function useRedirectRoute(kind: Kind): RedirectRoute {
  const params = useParams();
  const { search } = useLocation();
  const { config } = usePlatform();
  const courseId = params.courseId ?? '';
  switch (kind) {
    case 'courseware-unit':
      return { kind, courseId, unitId: params.unitId ?? '' };
    case 'dashboard':
      return { kind, search };
    case 'consent':
      return {
        kind,
        courseId,
        consentPath: new URLSearchParams(search).get('consentPath'),
        publicPath: config.PUBLIC_PATH,
      };
    case 'enterprise-portal':
      return {
        kind,
        portalUrl: config.ENTERPRISE_LEARNER_PORTAL_URL,
        portalHostname: config.ENTERPRISE_LEARNER_PORTAL_HOSTNAME,
      };
    default:
      return { kind, courseId };
  }
}

/**
 * A /redirect/* route: a full page load to the legacy platform, replacing this entry in the history so
 * Back does not bounce the learner here again.
 */
export default function RedirectPage({
  kind,
  legacyUnitUrl,
}: {
  kind: Kind;
  legacyUnitUrl?: (courseId: string, unitId: string) => string | null;
}) {
  const intl = useIntl();
  const { config, navigation } = usePlatform();
  const route = useRedirectRoute(kind);
  const target = redirectTarget(
    route.kind === 'courseware-unit'
      ? { ...route, legacyUnitUrl: legacyUnitUrl?.(route.courseId, route.unitId) ?? null }
      : route,
    config.LMS_BASE_URL,
    [config.LMS_BASE_URL, config.BASE_URL],
  );

  useEffect(() => {
    navigation.replace(target);
  }, [navigation, target]);

  return (
    <PageShell>
      <PageTitle>{config.SITE_NAME}</PageTitle>
      <div className="container-xl py-5 text-center">
        <LoadingSpinner
          label={intl.formatMessage(messages.redirecting, { destination: config.SITE_NAME })}
          className="mb-3"
        />
        <a href={target}>{intl.formatMessage(messages.manual)}</a>
      </div>
    </PageShell>
  );
}
