import '@/styles/card.scss';
import './progress.scss';
import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { TabPending, useLegacyRedirect } from '@/components/TabStates';
import { useGetCourseMetadataQuery } from '@/lms/courseMetadata';
import { usePlatform } from '@/platform/react';
import { useGetProgressQuery } from './api';
import messages from './messages';
import { emptyProgress } from './model';
import { ProgressTab, UngradedDetailedGrades } from './ProgressTab';
import { argsOf } from './prefetch';

/**
 * The progress tab (/course/{courseId}/progress[/{targetUserId}]): loading, failed (with a retry), the
 * legacy progress page on a 404, the tab with empty data on a 401, else the tab. A 403 is empty too, and
 * the course metadata's `course_access` decides (current-lms.md §6): without access the course frame has
 * already sent the learner away (or, where it keeps them, the tab shows empty data); with access the 403
 * is a failure like any other, with a retry.
 */
export default function ProgressPage() {
  const { user, logger, config } = usePlatform();
  const params = useParams();
  const args = argsOf(params);
  const { data: metadata } = useGetCourseMetadataQuery(args.courseId);
  const { data, isError, isFetching, refetch } = useGetProgressQuery(args);

  // A site that lists ungraded work: its chunk comes while the progress call is under way.
  const ungraded = config.SHOW_UNGRADED_ASSIGNMENT_PROGRESS;
  useEffect(() => {
    if (ungraded) UngradedDetailedGrades.preload().catch(() => undefined); // the tab shows it when it renders
  }, [ungraded]);

  const redirect = useLegacyRedirect(data?.kind === 'legacy-redirect' ? data.url : null);

  const warnings = data?.kind === 'progress' ? data.progress.warnings : null;
  useEffect(() => {
    for (const warning of warnings ?? []) logger.logInfo(warning, { courseId: args.courseId });
  }, [warnings, logger, args.courseId]);

  const forbidden = data?.kind === 'forbidden';
  const empty = useMemo(() => (forbidden ? emptyProgress() : null), [forbidden]);
  const progress =
    data?.kind === 'progress' ? data.progress : metadata?.courseAccess.hasAccess ? null : empty;

  if (redirect || !metadata || !progress) {
    return (
      <TabPending
        redirecting={redirect}
        failed={isError || (forbidden && !isFetching && metadata?.courseAccess.hasAccess === true)}
        onRetry={() => void refetch()}
        messages={messages}
      />
    );
  }
  const isOtherLearner =
    args.targetUserId !== null && (progress.username === null || progress.username !== user?.username);
  return <ProgressTab metadata={metadata} progress={progress} isOtherLearner={isOtherLearner} />;
}
