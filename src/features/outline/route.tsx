import '@/styles/lms-html.scss';
import '@/styles/card.scss';
import '@/styles/breadcrumb.scss';
import '@/styles/badge.scss';
import './outline.scss';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useParams, type Params } from 'react-router-dom';
import { LoadingSpinner } from '@/components/Spinner';
import { useGetCourseMetadataQuery } from '@/lms/courseMetadata';
import type { AppDispatch } from '@/lms/hooks';
import { usePlatform } from '@/platform/react';
import { outlineApi, useGetOutlineQuery } from './api';
import messages from './messages';
import { OutlineTab } from './OutlineTab';

/** Starts the outline call beside the course metadata (see src/app/routes.tsx). */
export function prefetch(dispatch: AppDispatch, params: Readonly<Params>) {
  if (params.courseId) dispatch(outlineApi.util.prefetch('getOutline', params.courseId, {}));
}

/**
 * The course home's outline tab (/course/{courseId}/home), inside the course frame once the metadata has
 * loaded: loading, failed (the spec's message, with a retry), the legacy page on a 404, else the tab.
 */
export default function OutlinePage() {
  const intl = useIntl();
  const { navigation, config, logger } = usePlatform();
  const { courseId = '' } = useParams();
  const { data: metadata } = useGetCourseMetadataQuery(courseId);
  const { data, isError, refetch } = useGetOutlineQuery(courseId);

  const redirect = data?.kind === 'legacy-redirect' ? `${config.LMS_BASE_URL}${data.url}` : null;
  useEffect(() => {
    if (redirect) navigation.replace(redirect);
  }, [redirect, navigation]);

  const warnings = data?.kind === 'outline' ? data.warnings : null;
  useEffect(() => {
    for (const warning of warnings ?? []) logger.logInfo(warning, { courseId });
  }, [warnings, logger, courseId]);

  if (redirect) return <LoadingSpinner label={intl.formatMessage(messages.redirecting)} />;
  if (!data || !metadata) {
    if (isError) {
      return (
        <div className="container-xl py-5">
          <div className="alert alert-danger mx-auto outline-failed" role="alert">
            <h1 className="h4">{intl.formatMessage(messages.failed)}</h1>
            <button type="button" className="btn btn-primary" onClick={() => void refetch()}>
              {intl.formatMessage(messages.retry)}
            </button>
          </div>
        </div>
      );
    }
    return <LoadingSpinner label={intl.formatMessage(messages.loading)} />;
  }
  if (data.kind !== 'outline') return null;
  return <OutlineTab metadata={metadata} outline={data} />;
}
