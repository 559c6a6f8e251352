import '@/styles/card.scss';
import './progress.scss';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useParams, type Params } from 'react-router-dom';
import { LoadingSpinner } from '@/components/Spinner';
import { useGetCourseMetadataQuery } from '@/lms/courseMetadata';
import type { AppDispatch } from '@/lms/hooks';
import { parseTargetUserId } from '@/lms/progress';
import { usePlatform } from '@/platform/react';
import { progressApi, useGetProgressQuery } from './api';
import messages from './messages';
import { ProgressTab } from './ProgressTab';

const argsOf = (params: Readonly<Params>) => ({
  courseId: params.courseId ?? '',
  targetUserId: parseTargetUserId(params.targetUserId),
});

/** Starts the progress call beside the course metadata (see src/app/routes.tsx). */
export function prefetch(dispatch: AppDispatch, params: Readonly<Params>) {
  if (params.courseId) dispatch(progressApi.util.prefetch('getProgress', argsOf(params), {}));
}

/**
 * The progress tab (/course/{courseId}/progress[/{targetUserId}]): loading, failed (with a retry), the
 * legacy progress page on a 404, the tab with empty data on a 401, else the tab.
 */
export default function ProgressPage() {
  const intl = useIntl();
  const { navigation, config, user } = usePlatform();
  const params = useParams();
  const args = argsOf(params);
  const { data: metadata } = useGetCourseMetadataQuery(args.courseId);
  const { data, isError, refetch } = useGetProgressQuery(args);

  const redirect = data?.kind === 'legacy-redirect' ? `${config.LMS_BASE_URL}${data.url}` : null;
  useEffect(() => {
    if (redirect) navigation.replace(redirect);
  }, [redirect, navigation]);

  if (redirect) return <LoadingSpinner label={intl.formatMessage(messages.redirecting)} />;
  if (!data || !metadata || data.kind !== 'progress') {
    if (isError) {
      return (
        <div className="container-xl py-5">
          <div className="alert alert-danger mx-auto progress-failed" role="alert">
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
  const isOtherLearner =
    args.targetUserId !== null &&
    (data.progress.username === null || data.progress.username !== user?.username);
  return <ProgressTab metadata={metadata} progress={data.progress} isOtherLearner={isOtherLearner} />;
}
