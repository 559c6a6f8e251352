import '@/styles/card.scss';
import './progress.scss';
import { useParams } from 'react-router-dom';
import { TabPending, useLegacyRedirect } from '@/components/TabStates';
import { useGetCourseMetadataQuery } from '@/lms/courseMetadata';
import { usePlatform } from '@/platform/react';
import { useGetProgressQuery } from './api';
import messages from './messages';
import { ProgressTab } from './ProgressTab';
import { argsOf } from './prefetch';

/**
 * The progress tab (/course/{courseId}/progress[/{targetUserId}]): loading, failed (with a retry), the
 * legacy progress page on a 404, the tab with empty data on a 401, else the tab.
 */
export default function ProgressPage() {
  const { user } = usePlatform();
  const params = useParams();
  const args = argsOf(params);
  const { data: metadata } = useGetCourseMetadataQuery(args.courseId);
  const { data, isError, refetch } = useGetProgressQuery(args);

  const redirect = useLegacyRedirect(data?.kind === 'legacy-redirect' ? data.url : null);

  if (redirect || !data || !metadata || data.kind !== 'progress') {
    return (
      <TabPending
        redirecting={redirect}
        failed={isError}
        onRetry={() => void refetch()}
        messages={messages}
      />
    );
  }
  const isOtherLearner =
    args.targetUserId !== null &&
    (data.progress.username === null || data.progress.username !== user?.username);
  return <ProgressTab metadata={metadata} progress={data.progress} isOtherLearner={isOtherLearner} />;
}
